// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Controls that give way where a window is narrow: at 18 pt on a 1280-pixel projector, with the
// Lessons panel open, Russian labels and choices would otherwise make the window wider than
// the screen.
class QWidget;

namespace attn::ui {

/// Every combo box under root may shrink to kShortestChoice characters (its text elided; the
/// list still shows whole choices), and every form puts a field under its label when the two
/// do not fit side by side. Call again after the font changes: the widths follow it.
void letControlsGiveWay(QWidget* root);

constexpr int kShortestChoice = 10;

} // namespace attn::ui
