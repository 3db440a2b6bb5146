// SPDX-License-Identifier: GPL-3.0-or-later
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

/// For each of out destination indices over in source ones: the source indices and their
/// weights.
struct Taps {
    std::vector<std::vector<int>> index;
    std::vector<std::vector<double>> weight;
};

/// upsample_bicubic2d with align_corners false: 4 clamped taps of a = -0.75.
Taps bicubicTaps(int in, int out) {
    Taps taps;
    const double scale = double(in) / out;
    for (int d = 0; d < out; ++d) {
        const double source = (d + 0.5) * scale - 0.5; // not clamped at 0 for cubic
        const int floor = int(std::floor(source));
        std::vector<int> index(4);
        for (int k = 0; k < 4; ++k)
            index[std::size_t(k)] = std::clamp(floor - 1 + k, 0, in - 1);
        const std::array<double, 4> w = cubicWeights(source - floor);
        taps.index.push_back(index);
        taps.weight.emplace_back(w.begin(), w.end());
    }
    return taps;
}

/// _upsample_bicubic2d_aa: the cubic a = -0.5 over a support of 2 source pixels (times the
/// scale when shrinking), the taps inside the picture, their weights normalised.
Taps antialiasedBicubicTaps(int in, int out) {
    const auto cubic = [](double x) {
        constexpr double a = -0.5;
        x = std::abs(x);
        if (x < 1) return ((a + 2) * x - (a + 3)) * x * x + 1;
        if (x < 2) return (((x - 5) * x + 8) * x - 4) * a;
        return 0.0;
    };
    Taps taps;
    const double scale = double(in) / out;
    const double support = 2 * std::max(scale, 1.0), inverse = scale >= 1 ? 1 / scale : 1;
    for (int d = 0; d < out; ++d) {
        const double center = scale * (d + 0.5);
        const int first = std::max(int(center - support + 0.5), 0);
        const int end = std::min(int(center + support + 0.5), in);
        std::vector<int> index;
        std::vector<double> weight;
        double total = 0;
        for (int j = first; j < end; ++j) {
            index.push_back(j);
            weight.push_back(cubic((j - center + 0.5) * inverse));
            total += weight.back();
        }
        for (double& w : weight)
            w = total != 0 ? w / total : 0;
        taps.index.push_back(index);
        taps.weight.push_back(weight);
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
                                     int gridHeight, int prefix, bool antialias) {
    const int n = int(positions.rows()) - prefix, e = int(positions.cols());
    const int g = int(std::lround(std::sqrt(double(std::max(n, 0)))));
    require(n >= 1 && g * g == n,
            Message("attn", "%1 position embeddings after the first %2 do not form a square grid")
                .arg(n)
                .arg(prefix));
    require(gridWidth >= 1 && gridHeight >= 1,
            Message("attn", "a grid of %1 x %2 patches is empty").arg(gridWidth).arg(gridHeight));
    if (gridWidth == g && gridHeight == g) return positions;
    const Taps xs = antialias ? antialiasedBicubicTaps(g, gridWidth) : bicubicTaps(g, gridWidth);
    const Taps ys = antialias ? antialiasedBicubicTaps(g, gridHeight) : bicubicTaps(g, gridHeight);
    Eigen::MatrixXf out(prefix + gridWidth * gridHeight, e);
    out.topRows(prefix) = positions.topRows(prefix);
    Eigen::RowVectorXd sum(e);
    for (int y = 0; y < gridHeight; ++y)
        for (int x = 0; x < gridWidth; ++x) {
            sum.setZero();
            const std::vector<int>& rows = ys.index[std::size_t(y)];
            const std::vector<int>& cols = xs.index[std::size_t(x)];
            for (std::size_t i = 0; i < rows.size(); ++i)
                for (std::size_t j = 0; j < cols.size(); ++j)
                    sum += ys.weight[std::size_t(y)][i] * xs.weight[std::size_t(x)][j] *
                           positions.row(prefix + rows[i] * g + cols[j]).cast<double>();
            out.row(prefix + y * gridWidth + x) = sum.cast<float>();
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
