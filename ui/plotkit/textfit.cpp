// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/textfit.h"

#include <QFontMetricsF>

#include <algorithm>

namespace attn::ui {

double widestText(const QStringList& labels, const QFont& font) {
    const QFontMetricsF metrics(font);
    double widest = 0;
    for (const QString& label : labels)
        widest = std::max(widest, metrics.horizontalAdvance(label));
    return widest;
}

namespace {

/// text broken at a space so that both lines fit width: at a " · " separator (which the break
/// replaces) where one can, else before a parenthesis, else where the wider line is narrowest;
/// empty when no break fits.
QStringList twoLines(const QString& text, const QFont& font, double width) {
    const QString separator = QStringLiteral(" \u00b7 ");
    QStringList best;
    double bestWidth = width + 1;
    int bestRank = -1; // 2 separator, 1 parenthesis, 0 any space
    for (int at = text.indexOf(QLatin1Char(' ')); at > 0;
         at = text.indexOf(QLatin1Char(' '), at + 1)) {
        const bool atSeparator = text.mid(at, separator.size()) == separator;
        const QStringList lines{text.left(at), text.mid(at + (atSeparator ? separator.size() : 1))};
        const double widest = widestText(lines, font);
        const int rank = atSeparator ? 2 : lines[1].startsWith(QLatin1Char('(')) ? 1 : 0;
        if (widest > width || rank < bestRank) continue;
        if (rank > bestRank || widest < bestWidth) {
            best = lines;
            bestWidth = widest;
            bestRank = rank;
        }
    }
    return best;
}

/// text in three lines within width: each part between " · " separators (which the breaks
/// replace) wrapped at spaces; empty when that takes more lines or a word is too wide.
QString threeLines(const QString& text, const QFont& font, double width) {
    QStringList lines;
    for (const QString& part : text.split(QStringLiteral(" \u00b7 ")))
        lines += wrapText(part, font, width).split(QLatin1Char('\n'));
    if (lines.size() > 3 || widestText(lines, font) > width) return {};
    return lines.join(QLatin1Char('\n'));
}

/// The first ": " (or Chinese full-width colon) of text outside parentheses, or -1.
int topLevelColon(const QString& text) {
    int depth = 0;
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == QLatin1Char('(') || text[i] == QChar(0xFF08)) ++depth;
        if (text[i] == QLatin1Char(')') || text[i] == QChar(0xFF09)) depth = std::max(0, depth - 1);
        const bool colon = (text[i] == QLatin1Char(':') && text[i + 1] == QLatin1Char(' ')) ||
                           text[i] == QChar(0xFF1A); // Chinese: the full-width colon, no space
        if (depth == 0 && colon) return i;
    }
    return -1;
}

/// line elided with "…" to width, cut after a whole word where one fits.
QString elideAtWord(const QString& line, const QFontMetricsF& metrics, double width) {
    const QString ellipsis(QChar(0x2026));
    for (int at = line.lastIndexOf(QLatin1Char(' ')); at > 0;
         at = line.lastIndexOf(QLatin1Char(' '), at - 1)) {
        const QString shorter = line.left(at) + ellipsis;
        if (metrics.horizontalAdvance(shorter) <= width) return shorter;
    }
    return metrics.elidedText(line, Qt::ElideRight, width);
}

} // namespace

QString fitTitleText(const QString& text, const QFont& font, double width, const QString& compact) {
    const QFontMetricsF metrics(font);
    if (metrics.horizontalAdvance(text) <= width) return text;
    if (!compact.isEmpty() && metrics.horizontalAdvance(compact) <= width) return compact;
    QStringList lines{text};
    const int colon = topLevelColon(text);
    if (colon > 0)
        lines = QStringList{text.left(colon + 1),
                            text.mid(colon + (text[colon] == QLatin1Char(':') ? 2 : 1))};
    if (widestText(lines, font) <= width) return lines.join(QLatin1Char('\n'));
    if (!compact.isEmpty()) {
        lines = QStringList{compact};
        if (const QStringList wrapped = twoLines(compact, font, width); !wrapped.isEmpty())
            return wrapped.join(QLatin1Char('\n'));
    } else if (const QStringList wrapped = twoLines(text, font, width); !wrapped.isEmpty()) {
        return wrapped.join(QLatin1Char('\n'));
    } else {
        // The name on its line, what follows the colon on two; else three lines wrapped.
        if (colon > 0 && metrics.horizontalAdvance(lines[0]) <= width)
            if (const QStringList rest = twoLines(lines[1], font, width); !rest.isEmpty())
                return (QStringList{lines[0]} + rest).join(QLatin1Char('\n'));
        if (const QString three = threeLines(text, font, width); !three.isEmpty()) return three;
    }
    for (QString& line : lines)
        if (metrics.horizontalAdvance(line) > width) line = elideAtWord(line, metrics, width);
    return lines.join(QLatin1Char('\n'));
}

QString wrapText(const QString& text, const QFont& font, double width) {
    const QFontMetricsF metrics(font);
    QStringList out;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& word : paragraph.split(QLatin1Char(' '))) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (line.isEmpty() || metrics.horizontalAdvance(longer) <= width) {
                line = longer;
            } else {
                out << line;
                line = word;
            }
        }
        out << line;
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace attn::ui
