// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fitting label and title text into the room a figure has; pure functions of text and font.
#include <QFont>
#include <QString>
#include <QStringList>

namespace attn::ui {

/// The widest of labels in font, in pixels (0 for none).
double widestText(const QStringList& labels, const QFont& font);

/// text laid out within width pixels in font, trying in turn: text on one line; compact (a
/// shorter name, if not empty) on one line; text broken into two lines after its first ": " (or
/// "：") outside parentheses; compact broken into two; text broken into two lines at a space, at a
/// " · " separator (dropped) or before a "(" where that fits (when there is no compact); the part
/// before that colon on one line and the rest broken into two (when there is no compact); three
/// lines, the " · " parts wrapped (when there is no compact); the two-line text (or compact) with
/// each line elided with "…", after a whole word where one fits.
QString fitTitleText(const QString& text, const QFont& font, double width,
                     const QString& compact = QString());

/// text with each of its lines wrapped at spaces to width pixels in font; a word wider than
/// width keeps a line of its own.
QString wrapText(const QString& text, const QFont& font, double width);

} // namespace attn::ui
