// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A plain RGB picture for the core (no Qt): the application converts its images to this.
#include <string>
#include <vector>

namespace attn {

/// width x height pixels; rgb holds height*width*3 floats in [0,1], row-major (y, x, channel):
/// the red value of pixel (x, y) is rgb[(y * width + x) * 3].
struct RgbImage {
    int width = 0;
    int height = 0;
    std::vector<float> rgb; ///< (height, width, 3)

    float at(int x, int y, int channel) const {
        return rgb[(std::size_t(y) * width + x) * 3 + channel];
    }
};

/// The largest side an image may have, checked before anything is allocated (8192 pixels).
constexpr int kMaxImageSide = 8192;

/// A width x height image filled with (r, g, b). Throws InputError, before allocating, when
/// a side is below 1 or above kMaxImageSide.
RgbImage makeRgbImage(int width, int height, float r = 0, float g = 0, float b = 0);

/// Throws InputError naming the problem unless image has sides in [minSide, kMaxImageSide],
/// rgb.size() == width*height*3 and every value is finite and in [0,1]. what names the image
/// in the message (e.g. "image").
void checkRgbImage(const RgbImage& image, int minSide, const std::string& what = "image");

/// image:(H,W,3) with H, W >= 1 -> (size,size,3) by area averaging (each output pixel is the
/// mean of the input area it covers; a non-square image is stretched to a square). Throws
/// InputError when image fails checkRgbImage(image, 1) or size is not in [1, kMaxImageSide].
RgbImage resizeArea(const RgbImage& image, int size);
/// The same to (height,width,3): a side is stretched when the aspect ratio changes.
RgbImage resizeArea(const RgbImage& image, int width, int height);

} // namespace attn
