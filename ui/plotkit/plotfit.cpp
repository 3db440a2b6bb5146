#include "ui/plotkit/plotfit.h"

#include "ui/plotkit/textfit.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <algorithm>

namespace attn::ui {

namespace {

/// The room one tick label takes along axis, in pixels, with a gap as wide again as most of
/// it: stable in the range (not in the labels now shown, which change with the count).
double labelRoom(const QCPAxis* axis) {
    const QFontMetricsF metrics(axis->tickLabelFont());
    const bool sideBySide =
        axis->orientation() == Qt::Horizontal && std::abs(axis->tickLabelRotation()) < 45;
    if (!sideBySide) return 2.0 * metrics.height();
    const QCPRange range = axis->range();
    double widest = metrics.horizontalAdvance(QStringLiteral("0.00"));
    for (double end : {range.lower, range.upper})
        widest = std::max(widest, metrics.horizontalAdvance(QString::number(end, 'g', 3)));
    return 1.8 * widest;
}

} // namespace

bool fitTickCounts(QCustomPlot* plot) {
    bool changed = false;
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            const QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
            if (!axis->visible() || !axis->tickLabels() || !ticker ||
                ticker.dynamicCast<QCPAxisTickerText>())
                continue;
            const double length =
                axis->orientation() == Qt::Horizontal ? rect->width() : rect->height();
            const int count = std::clamp(int(length / labelRoom(axis)), 1, 5);
            if (count == ticker->tickCount()) continue;
            ticker->setTickCount(count);
            changed = true;
        }
    return changed;
}

bool fitTitles(const std::vector<std::pair<QCPTextElement*, QString>>& titles) {
    bool changed = false;
    for (const auto& [element, full] : titles) {
        QStringList lines;
        for (const QString& part : full.split(QLatin1Char('\n')))
            lines << fitTitleText(part, element->font(),
                                  std::max(1, element->outerRect().width() - 4));
        const QString fitted = lines.join(QLatin1Char('\n'));
        if (fitted == element->text()) continue;
        element->setText(fitted);
        changed = true;
    }
    return changed;
}

bool fitAxisLabels(const std::vector<std::pair<QCPAxis*, QString>>& labels) {
    bool changed = false;
    for (const auto& [axis, full] : labels) {
        const QCPAxisRect* rect = axis->axisRect();
        const int length = axis->orientation() == Qt::Horizontal ? rect->width() : rect->height();
        if (length <= 0) continue;
        const QString fitted =
            QFontMetricsF(axis->labelFont()).elidedText(full, Qt::ElideRight, length);
        if (fitted == axis->label()) continue;
        axis->setLabel(fitted);
        changed = true;
    }
    return changed;
}

} // namespace attn::ui
