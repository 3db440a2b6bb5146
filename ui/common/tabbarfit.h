// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tab bars that keep every title in view: at a projector's 18 pt, Russian titles need more
// width than a 1280-pixel window has, and Qt would hide the last tabs behind scroll arrows.
class QTabWidget;

namespace attn::ui {

/// From now on, whenever tabs is resized or its font changes, its bar's font is the widget's,
/// made smaller (down to kSmallestTabFontShare of it: 18 pt becomes no less than 10.8) when the
/// titles would not fit in the widget's width; scroll arrows remain only where even that is not
/// enough.
void fitTabBarToWidth(QTabWidget* tabs);

/// The smallest share of the widget's font a tab bar is set in to fit.
constexpr double kSmallestTabFontShare = 0.6;

/// Whether every tab title of tabs fits its width at the bar's present font.
bool tabTitlesFit(const QTabWidget& tabs);

} // namespace attn::ui
