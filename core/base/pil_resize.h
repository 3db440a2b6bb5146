// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Resizing a photo exactly as Pillow's Image.resize does on an 8-bit RGB picture (what the
// Hugging Face image processors call), so a model sees the same pixels here as in Python.
#include "core/base/rgb_image.h"

namespace attn {

/// Pillow's resampling filters, numbered as Pillow (and preprocessor_config.json's "resample").
enum class PilFilter { Nearest = 0, Lanczos = 1, Bilinear = 2, Bicubic = 3, Box = 4, Hamming = 5 };

/// image:(H,W,3) -> (height,width,3) as Pillow's Image.resize((width, height), filter) on the
/// 8-bit picture: values are taken as round(255 v) (what an 8-bit file holds), rows are
/// resampled first into an 8-bit picture, then columns, with Pillow's fixed-point weights and
/// rounding; the result holds k / 255. Nearest takes the pixel under each output centre. The
/// same size returns image unchanged, as Pillow returns a copy.
/// Throws InputError when image fails checkRgbImage(image, 1) or a side is outside
/// [1, kMaxImageSide].
RgbImage resizeAsPil(const RgbImage& image, int width, int height, PilFilter filter);

} // namespace attn
