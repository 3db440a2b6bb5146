// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A picture with an attention map laid over it, as one raster (the caption and vision views).
#include <Eigen/Core>
#include <QImage>
#include <qcustomplot.h>

namespace attn::ui {

struct OverlayStyle {
    QCPColorGradient gradient;
    double maxValue = 1; ///< the top of the colour scale; values at or above it get its last colour
    double opacity = 0.5; ///< 0 shows only the picture, 1 only the map
    bool smooth = false;  ///< bilinear between patch centres instead of one colour per patch
    bool grid = true;     ///< thin lines between the patches
};

/// picture (any size) and map:(gh, gw) (nullptr: no map, only the grid of gridRows x
/// gridColumns when they are positive) -> an image whose longer side is longSide pixels, with
/// the picture's aspect ratio. Patch (r, c) covers columns [c*W/gw, (c+1)*W/gw) and rows
/// [r*H/gh, (r+1)*H/gh) of the result, as it covers the same fraction of the picture.
QImage composeOverlay(const QImage& picture, const Eigen::MatrixXf* map, const OverlayStyle& style,
                      int gridRows, int gridColumns, int longSide);

} // namespace attn::ui
