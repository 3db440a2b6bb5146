// A photo to the model's pixels, and the position embeddings for a grid of another size.
#include "core/base/check.h"
#include "core/models/vit/vit.h"

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

/// PyTorch's cubic convolution weights (a = -0.75) for the 4 taps around a fraction t in [0, 1).
std::array<double, 4> cubicWeights(double t) {
    constexpr double a = -0.75;
    const auto near = [](double x) { return ((a + 2) * x - (a + 3)) * x * x + 1; }; // |x| <= 1
    const auto far = [](double x) {
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a;
    }; // 1 < |x| < 2
    return {far(t + 1), near(t), near(1 - t), far(2 - t)};
}

/// For each of out destination indices over in source ones: the 4 clamped source indices and
/// their weights, as upsample_bicubic2d computes them with align_corners false.
struct Taps {
    std::vector<std::array<int, 4>> index;
    std::vector<std::array<double, 4>> weight;
};

Taps bicubicTaps(int in, int out) {
    Taps taps;
    const double scale = double(in) / out;
    for (int d = 0; d < out; ++d) {
        const double source = (d + 0.5) * scale - 0.5; // not clamped at 0 for cubic
        const int floor = int(std::floor(source));
        std::array<int, 4> index{};
        for (int k = 0; k < 4; ++k)
            index[std::size_t(k)] = std::clamp(floor - 1 + k, 0, in - 1);
        taps.index.push_back(index);
        taps.weight.push_back(cubicWeights(source - floor));
    }
    return taps;
}

struct PixelSize {
    int width = 0, height = 0;
};

/// The processor's resize target for photo: its size, or the shorter side to shortestEdge
/// with the longer one scaled and truncated (transformers' get_resize_output_image_size).
PixelSize resizedSize(const VitPreprocessing& pre, const RgbImage& photo) {
    if (pre.shortestEdge <= 0) return {pre.width, pre.height};
    const bool tall = photo.width <= photo.height;
    const int shorter = tall ? photo.width : photo.height;
    const int longer = tall ? photo.height : photo.width;
    const double scaled = std::floor(double(pre.shortestEdge) * longer / shorter);
    require(scaled <= kMaxImageSide,
            Message("attn", "a photo of %1x%2 pixels would be resized to a side of %3 pixels; at "
                            "most %4 are accepted")
                .arg(photo.width)
                .arg(photo.height)
                .arg(scaled)
                .arg(kMaxImageSide));
    return tall ? PixelSize{pre.shortestEdge, int(scaled)}
                : PixelSize{int(scaled), pre.shortestEdge};
}

/// The width x height picture taken from image at (left, top), zeros outside image.
RgbImage cropped(const RgbImage& image, int left, int top, int width, int height) {
    RgbImage out = makeRgbImage(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const int sx = x + left, sy = y + top;
            if (sx < 0 || sy < 0 || sx >= image.width || sy >= image.height) continue;
            for (int c = 0; c < 3; ++c)
                out.rgb[(std::size_t(y) * width + x) * 3 + c] = image.at(sx, sy, c);
        }
    return out;
}

/// transformers' center_crop: the offset floor((side - crop) / 2) on each axis, black where the
/// crop passes the picture.
RgbImage centerCropped(const RgbImage& image, int width, int height) {
    const auto offset = [](int side, int crop) {
        const int d = side - crop;
        return d >= 0 ? d / 2 : -((-d + 1) / 2); // Python's floor division
    };
    return cropped(image, offset(image.width, width), offset(image.height, height), width, height);
}

RgbImage topLeft(const RgbImage& image, int width, int height) {
    if (width == image.width && height == image.height) return image;
    return cropped(image, 0, 0, width, height);
}

} // namespace

Eigen::MatrixXf interpolatePositions(const Eigen::MatrixXf& positions, int gridWidth,
                                     int gridHeight) {
    const int n = int(positions.rows()) - 1, e = int(positions.cols());
    const int g = int(std::lround(std::sqrt(double(std::max(n, 0)))));
    require(n >= 1 && g * g == n,
            Message("attn", "%1 position embeddings after [CLS] do not form a square grid").arg(n));
    require(gridWidth >= 1 && gridHeight >= 1,
            Message("attn", "a grid of %1 x %2 patches is empty").arg(gridWidth).arg(gridHeight));
    if (gridWidth == g && gridHeight == g) return positions;
    const Taps xs = bicubicTaps(g, gridWidth), ys = bicubicTaps(g, gridHeight);
    Eigen::MatrixXf out(1 + gridWidth * gridHeight, e);
    out.row(0) = positions.row(0);
    Eigen::RowVectorXd sum(e);
    for (int y = 0; y < gridHeight; ++y)
        for (int x = 0; x < gridWidth; ++x) {
            sum.setZero();
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j) {
                    const int source =
                        ys.index[y][std::size_t(i)] * g + xs.index[x][std::size_t(j)];
                    sum += ys.weight[y][std::size_t(i)] * xs.weight[x][std::size_t(j)] *
                           positions.row(1 + source).cast<double>();
                }
            out.row(1 + y * gridWidth + x) = sum.cast<float>();
        }
    return out;
}

VitImage vitPixels(const VitModel& model, const RgbImage& photo, VitSizing sizing, int longSide) {
    checkRgbImage(photo, 1, "photo");
    const int p = model.config.patchSize;
    const VitPreprocessing& pre = model.preprocessing;
    RgbImage pixels;
    if (sizing == VitSizing::AsTrained) {
        if (pre.resize) {
            const PixelSize size = resizedSize(pre, photo);
            pixels = resizeAsPil(photo, size.width, size.height, pre.resample);
        } else {
            pixels = photo;
        }
        if (pre.centerCrop) pixels = centerCropped(pixels, pre.cropWidth, pre.cropHeight);
        // a last partial patch is cut off, as the patch convolution ignores it
        pixels =
            topLeft(pixels, std::max(p, pixels.width / p * p), std::max(p, pixels.height / p * p));
    } else {
        const int side = longSide > 0 ? longSide : model.config.imageSize;
        require(side >= p && side <= kMaxImageSide,
                Message("attn", "the longer side must be %1 to %2 pixels, not %3")
                    .arg(p)
                    .arg(kMaxImageSide)
                    .arg(side));
        const double scale = double(side) / std::max(photo.width, photo.height);
        const int width = std::max(1, int(std::lround(photo.width * scale / p))) * p;
        const int height = std::max(1, int(std::lround(photo.height * scale / p))) * p;
        requireVitAttentionFits(model.config, width / p, height / p); // before resizing
        pixels = resizeAsPil(photo, width, height, pre.resample);
    }
    requireVitAttentionFits(model.config, pixels.width / p, pixels.height / p);
    VitImage image;
    image.gridWidth = pixels.width / p;
    image.gridHeight = pixels.height / p;
    image.pixels = std::move(pixels);
    return image;
}

} // namespace attn
