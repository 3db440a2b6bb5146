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

QString fitTitleText(const QString& text, const QFont& font, double width, const QString& compact) {
    const QFontMetricsF metrics(font);
    if (metrics.horizontalAdvance(text) <= width) return text;
    QStringList lines{text};
    const int colon = text.indexOf(QLatin1String(": "));
    if (colon > 0) lines = QStringList{text.left(colon + 1), text.mid(colon + 2)};
    if (widestText(lines, font) <= width) return lines.join(QLatin1Char('\n'));
    if (!compact.isEmpty()) lines = QStringList{compact};
    for (QString& line : lines)
        line = metrics.elidedText(line, Qt::ElideRight, width);
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
