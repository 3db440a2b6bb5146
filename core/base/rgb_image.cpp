// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/rgb_image.h"

#include "core/base/check.h"

#include <cmath>

namespace attn {

namespace {

std::string sizeText(int width, int height) {
    return std::to_string(width) + "x" + std::to_string(height) + " pixels";
}

} // namespace

RgbImage makeRgbImage(int width, int height, float r, float g, float b) {
    require(width >= 1 && height >= 1 && width <= kMaxImageSide && height <= kMaxImageSide,
            Message("attn", "an image of %1 is refused: each side must be 1 to %2 pixels")
                .arg(sizeText(width, height))
                .arg(kMaxImageSide));
    RgbImage image{width, height, {}};
    image.rgb.resize(std::size_t(width) * std::size_t(height) * 3);
    for (std::size_t i = 0; i < image.rgb.size(); i += 3) {
        image.rgb[i] = r;
        image.rgb[i + 1] = g;
        image.rgb[i + 2] = b;
    }
    return image;
}

void checkRgbImage(const RgbImage& image, int minSide, const std::string& what) {
    require(image.width >= 1 && image.height >= 1,
            Message("attn", "%1 is empty (%2)").arg(what).arg(sizeText(image.width, image.height)));
    require(image.width >= minSide && image.height >= minSide,
            Message("attn", "%1 is %2; at least %3x%4 are needed")
                .arg(what)
                .arg(sizeText(image.width, image.height))
                .arg(minSide)
                .arg(minSide));
    require(image.width <= kMaxImageSide && image.height <= kMaxImageSide,
            Message("attn", "%1 is %2; at most %3 pixels per side are accepted")
                .arg(what)
                .arg(sizeText(image.width, image.height))
                .arg(kMaxImageSide));
    const std::size_t expected = std::size_t(image.width) * std::size_t(image.height) * 3;
    require(image.rgb.size() == expected,
            Message("attn", "%1 of %2 should hold %3 values (height x width x 3), it holds %4")
                .arg(what)
                .arg(sizeText(image.width, image.height))
                .arg(expected)
                .arg(image.rgb.size()));
    for (std::size_t i = 0; i < image.rgb.size(); ++i) {
        const float v = image.rgb[i];
        if (std::isfinite(v) && v >= 0.0f && v <= 1.0f) continue;
        const std::size_t pixel = i / 3;
        throw InputError(Message("attn", "%1 has the value %2 at pixel (x %3, y %4), channel %5; "
                                         "values must be finite and in [0,1]")
                             .arg(what)
                             .arg(v)
                             .arg(pixel % std::size_t(image.width))
                             .arg(pixel / std::size_t(image.width))
                             .arg(i % 3));
    }
}

RgbImage resizeArea(const RgbImage& image, int size) {
    return resizeArea(image, size, size);
}

RgbImage resizeArea(const RgbImage& image, int width, int height) {
    checkRgbImage(image, 1);
    for (int side : {width, height})
        require(side >= 1 && side <= kMaxImageSide,
                Message("attn", "resize target %1 must be 1 to %2").arg(side).arg(kMaxImageSide));
    if (image.width == width && image.height == height) return image;
    RgbImage out = makeRgbImage(width, height);
    // Output pixel (ox, oy) covers input [ox*W/width, (ox+1)*W/width) x [...]; each input pixel
    // contributes the length of its overlap, computed in double.
    const double sx = double(image.width) / width, sy = double(image.height) / height;
    for (int oy = 0; oy < height; ++oy) {
        const double y0 = oy * sy, y1 = (oy + 1) * sy;
        for (int ox = 0; ox < width; ++ox) {
            const double x0 = ox * sx, x1 = (ox + 1) * sx;
            double sum[3] = {0, 0, 0}, total = 0;
            for (int y = int(y0); y < image.height && y < y1; ++y) {
                const double wy = std::min<double>(y + 1, y1) - std::max<double>(y, y0);
                if (wy <= 0) continue;
                for (int x = int(x0); x < image.width && x < x1; ++x) {
                    const double wx = std::min<double>(x + 1, x1) - std::max<double>(x, x0);
                    if (wx <= 0) continue;
                    for (int c = 0; c < 3; ++c)
                        sum[c] += wx * wy * image.at(x, y, c);
                    total += wx * wy;
                }
            }
            for (int c = 0; c < 3; ++c)
                out.rgb[(std::size_t(oy) * width + ox) * 3 + c] =
                    float(std::min(1.0, std::max(0.0, sum[c] / total)));
        }
    }
    return out;
}

} // namespace attn
