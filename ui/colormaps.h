#pragma once
// Colour maps for attention heatmaps.
#include <qcustomplot.h>

namespace attn::ui {

/// Viridis (van der Walt and Smith, matplotlib's default): perceptually uniform, readable in
/// grey scale and by readers with colour-vision deficiency; dark purple at 0, yellow at 1.
QCPColorGradient viridisGradient();

} // namespace attn::ui
