// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/panelgrid.h"

#include <algorithm>

namespace attn::ui {

QList<QRect> panelGrid(const QRect& area, int count, double aspect, int titleHeight, int gap) {
    QList<QRect> panels;
    if (count <= 0) return panels;
    int bestColumns = 1;
    double bestWidth = 0;
    for (int c = 1; c <= count; ++c) {
        const int rows = (count + c - 1) / c;
        const double cellW = double(area.width()) / c - gap;
        const double cellH = double(area.height()) / rows - gap - titleHeight;
        const double w = std::min(cellW, cellH * aspect);
        if (w > bestWidth) {
            bestWidth = w;
            bestColumns = c;
        }
    }
    const int pw = std::max(8, int(bestWidth)), ph = std::max(8, int(bestWidth / aspect));
    const int rows = (count + bestColumns - 1) / bestColumns;
    const int cellW = pw + gap, cellH = ph + titleHeight + gap;
    const int left0 = area.left() + (area.width() - bestColumns * cellW) / 2;
    const int top0 = area.top() + (area.height() - rows * cellH) / 2;
    for (int i = 0; i < count; ++i) {
        const int col = i % bestColumns, row = i / bestColumns;
        panels << QRect(left0 + col * cellW + gap / 2, top0 + row * cellH + titleHeight, pw, ph);
    }
    return panels;
}

} // namespace attn::ui
