#include "ui/textfit.h"

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

} // namespace attn::ui
