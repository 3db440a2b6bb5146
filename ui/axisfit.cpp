#include "ui/axisfit.h"

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

bool fitAxisLabel(QCPAxis* axis, const QString& full) {
    const QCPAxisRect* rect = axis->axisRect();
    const int length = axis->orientation() == Qt::Horizontal ? rect->width() : rect->height();
    if (length <= 0) return false;
    const QString fitted =
        QFontMetricsF(axis->labelFont()).elidedText(full, Qt::ElideRight, length);
    if (fitted == axis->label()) return false;
    axis->setLabel(fitted);
    return true;
}

} // namespace attn::ui
