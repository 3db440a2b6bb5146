// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one rule for where token labels go along an axis of cells, for every figure: the tabs'
// heatmaps and the lectures' panels alike.

class QFontMetricsF;

namespace attn::ui {

/// Token labels along an axis: every step-th cell labelled, upright (turned a quarter) or along
/// the axis.
struct TokenLabelLayout {
    bool upright = false;
    int step = 1;
};

/// How labels fit `cells` cells of cellLength pixels each, written with metrics, the widest
/// `widest` pixels long: stacked ones (a vertical axis's, or upright) a line apart;
/// along a horizontal axis side by side, a character apart, unless upright shows more of them
/// and the widest is at most uprightRoom pixels (0: no limit). At most maxShown labels (0: any
/// number).
TokenLabelLayout fitTokenLabels(double widest, const QFontMetricsF& metrics, int cells,
                                double cellLength, bool horizontal, int maxShown = 0,
                                double uprightRoom = 0);

} // namespace attn::ui
