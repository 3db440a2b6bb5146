// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pictures between Qt and the core: files and QImage <-> attn::RgbImage.
#include "core/base/rgb_image.h"

#include <QImage>
#include <QString>

namespace attn::ui {

/// image (any format, alpha ignored) -> (height, width, 3) in [0,1]. Returns an empty
/// RgbImage (width 0) for a null image; sides above kMaxImageSide are refused the same way.
RgbImage toRgbImage(const QImage& image);

/// (height, width, 3) in [0,1] -> QImage::Format_RGB888; values are clamped and rounded.
QImage toQImage(const RgbImage& image);

/// Reads a PNG, JPEG, ... file. Checks the size in the header before decoding: an empty or
/// unreadable file, or a side outside [1, kMaxImageSide], gives an empty image and a reason
/// in *error ("cannot read x.png: ...", "x.png is 20000x20000 pixels; at most 8192 ...").
RgbImage readRgbImage(const QString& path, QString* error);

} // namespace attn::ui
