// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small multiples: count pictures of one aspect ratio laid out in the column count that makes
// them largest, each under a line for its title (the caption and vision views).
#include <QList>
#include <QRect>

namespace attn::ui {

/// area, count >= 0 pictures of width/height aspect, titleHeight pixels above each, gap pixels
/// around -> the pictures' rectangles (titles excluded), the grid centred in area.
QList<QRect> panelGrid(const QRect& area, int count, double aspect, int titleHeight, int gap);

} // namespace attn::ui
