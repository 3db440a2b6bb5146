// SPDX-License-Identifier: GPL-3.0-or-later
// Pillow's resampling (libImaging/Resample.c) for 8-bit channels, written from its
// definition: per output sample, filter weights over the input samples it covers, normalised
// to sum 1, converted to 22-bit fixed point and summed with rounding, clipped to 0..255.
#include "core/base/pil_resize.h"

#include "core/base/check.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace attn {

namespace {

constexpr int kPrecisionBits = 32 - 8 - 2;

double sinc(double x) {
    if (x == 0.0) return 1.0;
    x *= M_PI;
    return std::sin(x) / x;
}

/// The filter's weight at distance x (in input samples, scaled) and its support.
double filterWeight(PilFilter filter, double x) {
    switch (filter) {
    case PilFilter::Box:
        return x > -0.5 && x <= 0.5 ? 1.0 : 0.0;
    case PilFilter::Bilinear:
        x = std::abs(x);
        return x < 1.0 ? 1.0 - x : 0.0;
    case PilFilter::Hamming:
        x = std::abs(x);
        if (x == 0.0) return 1.0;
        if (x >= 1.0) return 0.0;
        x *= M_PI;
        return std::sin(x) / x * (0.54 + 0.46 * std::cos(x));
    case PilFilter::Bicubic: {
        constexpr double a = -0.5;
        x = std::abs(x);
        if (x < 1.0) return ((a + 2.0) * x - (a + 3.0)) * x * x + 1;
        if (x < 2.0) return (((x - 5) * x + 8) * x - 4) * a;
        return 0.0;
    }
    case PilFilter::Lanczos:
        return -3.0 <= x && x < 3.0 ? sinc(x) * sinc(x / 3) : 0.0;
    case PilFilter::Nearest:
        break;
    }
    return 0.0;
}

double filterSupport(PilFilter filter) {
    switch (filter) {
    case PilFilter::Box:
        return 0.5;
    case PilFilter::Bicubic:
        return 2.0;
    case PilFilter::Lanczos:
        return 3.0;
    default:
        return 1.0;
    }
}

/// Output sample i of a pass reads input [first, first + weights.size()).
struct Taps {
    int first = 0;
    std::vector<std::int32_t> weights; ///< fixed point, kPrecisionBits
};

/// Pillow's precompute_coeffs followed by normalize_coeffs_8bpc.
std::vector<Taps> taps(int inSize, int outSize, PilFilter filter) {
    const double scale = double(inSize) / outSize;
    const double filterScale = std::max(scale, 1.0);
    const double support = filterSupport(filter) * filterScale;
    std::vector<Taps> all(static_cast<std::size_t>(outSize));
    std::vector<double> w;
    for (int i = 0; i < outSize; ++i) {
        const double center = (i + 0.5) * scale;
        const int first = std::max(int(center - support + 0.5), 0);
        const int last = std::min(int(center + support + 0.5), inSize);
        w.clear();
        double total = 0;
        for (int x = first; x < last; ++x) {
            w.push_back(filterWeight(filter, (x - center + 0.5) / filterScale));
            total += w.back();
        }
        Taps& t = all[std::size_t(i)];
        t.first = first;
        for (double v : w) {
            if (total != 0.0) v /= total;
            const double fixed = v * (1 << kPrecisionBits);
            t.weights.push_back(std::int32_t(v < 0 ? fixed - 0.5 : fixed + 0.5));
        }
    }
    return all;
}

std::uint8_t clip8(std::int64_t sum) {
    if (sum >= (std::int64_t(1) << kPrecisionBits << 8)) return 255;
    if (sum <= 0) return 0;
    return std::uint8_t(sum >> kPrecisionBits);
}

/// 8-bit (H, W, 3) picture.
struct Bytes {
    int width = 0, height = 0;
    std::vector<std::uint8_t> v;
    std::uint8_t& at(int x, int y, int c) { return v[(std::size_t(y) * width + x) * 3 + c]; }
    std::uint8_t at(int x, int y, int c) const { return v[(std::size_t(y) * width + x) * 3 + c]; }
};

/// One pass along x (across) or y (down) to outSize samples.
Bytes resample(const Bytes& in, int outSize, PilFilter filter, bool across) {
    const std::vector<Taps> t = taps(across ? in.width : in.height, outSize, filter);
    Bytes out;
    out.width = across ? outSize : in.width;
    out.height = across ? in.height : outSize;
    out.v.resize(std::size_t(out.width) * out.height * 3);
    for (int y = 0; y < out.height; ++y)
        for (int x = 0; x < out.width; ++x) {
            const Taps& tap = t[std::size_t(across ? x : y)];
            for (int c = 0; c < 3; ++c) {
                std::int64_t sum = std::int64_t(1) << (kPrecisionBits - 1);
                for (std::size_t k = 0; k < tap.weights.size(); ++k) {
                    const int s = tap.first + int(k);
                    sum += std::int64_t(across ? in.at(s, y, c) : in.at(x, s, c)) * tap.weights[k];
                }
                out.at(x, y, c) = clip8(sum);
            }
        }
    return out;
}

/// Pillow's ImagingScaleAffine with the nearest filter: source index of each output sample,
/// accumulated in steps of in / out from the first centre.
std::vector<int> nearestIndex(int inSize, int outSize) {
    std::vector<int> index(static_cast<std::size_t>(outSize));
    const double step = double(inSize) / outSize;
    double at = step * 0.5;
    for (int i = 0; i < outSize; ++i, at += step)
        index[std::size_t(i)] = std::min(int(at), inSize - 1);
    return index;
}

} // namespace

RgbImage resizeAsPil(const RgbImage& image, int width, int height, PilFilter filter) {
    checkRgbImage(image, 1);
    for (int side : {width, height})
        require(side >= 1 && side <= kMaxImageSide,
                Message("attn", "resize target %1 must be 1 to %2").arg(side).arg(kMaxImageSide));
    if (width == image.width && height == image.height) return image; // Pillow copies it
    Bytes bytes;
    bytes.width = image.width;
    bytes.height = image.height;
    bytes.v.resize(image.rgb.size());
    for (std::size_t i = 0; i < image.rgb.size(); ++i)
        bytes.v[i] = std::uint8_t(std::lround(image.rgb[i] * 255.0f));
    if (filter == PilFilter::Nearest) {
        const std::vector<int> xs = nearestIndex(image.width, width);
        const std::vector<int> ys = nearestIndex(image.height, height);
        Bytes out;
        out.width = width;
        out.height = height;
        out.v.resize(std::size_t(width) * height * 3);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                for (int c = 0; c < 3; ++c)
                    out.at(x, y, c) = bytes.at(xs[std::size_t(x)], ys[std::size_t(y)], c);
        bytes = std::move(out);
    } else {
        if (width != bytes.width) bytes = resample(bytes, width, filter, true);
        if (height != bytes.height) bytes = resample(bytes, height, filter, false);
    }
    RgbImage out = makeRgbImage(width, height);
    for (std::size_t i = 0; i < out.rgb.size(); ++i)
        out.rgb[i] = bytes.v[i] / 255.0f;
    return out;
}

} // namespace attn
