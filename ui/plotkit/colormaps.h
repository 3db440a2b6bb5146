// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Colour maps for attention heatmaps.
#include <qcustomplot.h>

namespace attn::ui {

/// Viridis (van der Walt and Smith, matplotlib's default): perceptually uniform, readable in
/// grey scale and by readers with colour-vision deficiency; dark purple at 0, yellow at 1.
QCPColorGradient viridisGradient();

/// The colour maps a user can choose; the diverging one is for signed values centred on 0.
enum class ColorMap { Viridis, Magma, Cividis, Diverging };

/// All of ColorMap in menu order.
QList<ColorMap> allColorMaps();
/// "viridis", "magma", "cividis", "diverging": the command-line value and the settings key.
QString colorMapName(ColorMap map);
/// The map's name as the window shows it, translated (the proper names kept).
QString colorMapTitle(ColorMap map);
/// Inverse of colorMapName, case-insensitive; *ok (if given) is false for an unknown name.
ColorMap colorMapFromName(const QString& name, bool* ok = nullptr);
/// Magma and cividis are matplotlib's (10 evenly spaced samples); diverging is ColorBrewer's
/// RdBu, blue for negative and red for positive, near-white at the middle.
QCPColorGradient colorGradient(ColorMap map);
/// colorGradient(map) that draws NaN cells (masked scores) in palette::kMissing grey.
QCPColorGradient maskingGradient(ColorMap map);
/// The frame of a chosen row or cell on map: red (palette::kHighlight) on the sequential
/// maps, near-black on the diverging one, which has red in it.
QColor highlightColor(ColorMap map);

} // namespace attn::ui
