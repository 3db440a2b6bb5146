// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/tokenlabels.h"

#include "ui/plotkit/heatmapdata.h"

#include <QFontMetricsF>

#include <algorithm>

namespace attn::ui {

TokenLabelLayout fitTokenLabels(double widest, const QFontMetricsF& metrics, int cells,
                                double cellLength, bool horizontal, int maxShown,
                                double uprightRoom) {
    const auto shown = [&](int step) {
        return maxShown > 0 ? std::max(step, (cells + maxShown - 1) / maxShown) : step;
    };
    TokenLabelLayout layout;
    layout.step = shown(labelStep(metrics.height(), cellLength));
    if (!horizontal) return layout;
    const int sideBySide = shown(labelStep(widest + metrics.averageCharWidth(), cellLength));
    layout.upright = sideBySide > layout.step && (uprightRoom <= 0 || widest <= uprightRoom);
    if (!layout.upright) layout.step = sideBySide;
    return layout;
}

} // namespace attn::ui
