// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/plotfit.h"

#include "ui/plotkit/textfit.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <tuple>

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

bool fitTitles(const std::vector<std::pair<QCPTextElement*, QString>>& titles,
               const QHash<const QCPTextElement*, QString>& compact) {
    bool changed = false;
    for (const auto& [element, full] : titles) {
        QStringList lines;
        const int width = std::max(1, element->outerRect().width() - 4);
        const QStringList parts = full.split(QLatin1Char('\n'));
        const QString shorter = parts.size() == 1 ? compact.value(element) : QString();
        for (const QString& part : parts)
            lines << fitTitleText(part, element->font(), width, shorter);
        const QString fitted = lines.join(QLatin1Char('\n'));
        if (fitted == element->text()) continue;
        element->setText(fitted);
        changed = true;
    }
    return changed;
}

namespace {

/// full on one line when it fits in length pixels; else broken at the space that balances two
/// lines, when both fit; else elided on one line.
QString fittedAxisLabel(const QString& full, const QFontMetricsF& metrics, double length) {
    if (metrics.horizontalAdvance(full) <= length) return full;
    QString best;
    double bestWidth = length;
    for (qsizetype at = full.indexOf(QLatin1Char(' ')); at > 0;
         at = full.indexOf(QLatin1Char(' '), at + 1)) {
        const QString first = full.left(at), second = full.mid(at + 1);
        const double wider =
            std::max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second));
        if (wider <= bestWidth) {
            bestWidth = wider;
            best = first + QLatin1Char('\n') + second;
        }
    }
    return best.isEmpty() ? metrics.elidedText(full, Qt::ElideRight, length) : best;
}

} // namespace

bool fitAxisLabels(const std::vector<std::pair<QCPAxis*, QString>>& labels,
                   const QHash<const QCPAxis*, QString>& compact) {
    bool changed = false;
    for (const auto& [axis, full] : labels) {
        const QCPAxisRect* rect = axis->axisRect();
        const QFontMetricsF metrics(axis->labelFont());
        // A label may reach half a line past each end of a small panel: beside the tick
        // labels of the axis across it and into the margin, which hold nothing there.
        const int along = axis->orientation() == Qt::Horizontal ? rect->width() : rect->height();
        const double length = along > 0 ? along + metrics.height() : 0;
        if (length <= 0) continue;
        const auto shorter = compact.constFind(axis);
        const bool useCompact = metrics.horizontalAdvance(full) > length &&
                                shorter != compact.constEnd() &&
                                metrics.horizontalAdvance(*shorter) <= length;
        const QString fitted = useCompact ? *shorter : fittedAxisLabel(full, metrics, length);
        if (fitted == axis->label()) continue;
        axis->setLabel(fitted);
        changed = true;
    }
    return changed;
}

std::vector<QRectF> dataFootprint(const QCPAxisRect* rect) {
    std::vector<QRectF> footprint;
    const QRectF inside = rect->rect();
    auto keep = [&](const QRectF& r) {
        const QRectF clipped = r.intersected(inside);
        if (!clipped.isEmpty()) footprint.push_back(clipped);
    };
    for (QCPAbstractPlottable* p : rect->plottables()) {
        if (!p->visible()) continue;
        if (auto* bars = qobject_cast<QCPBars*>(p)) {
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
                keep(QRectF(bars->coordsToPixels(it->key - bars->width() / 2, it->value),
                            bars->coordsToPixels(it->key + bars->width() / 2, 0))
                         .normalized());
            continue;
        }
        auto* graph = qobject_cast<QCPGraph*>(p);
        if (!graph) continue;
        const bool line =
            graph->lineStyle() != QCPGraph::lsNone && graph->pen().style() != Qt::NoPen;
        if (!line && graph->dataCount() > 20) continue; // a cloud of samples: a few may be hidden
        const double dot = graph->scatterStyle().isNone() ? 0 : graph->scatterStyle().size();
        QPointF previous;
        bool first = true;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            if (!std::isfinite(it->value)) {
                first = true;
                continue;
            }
            const QPointF at = graph->coordsToPixels(it->key, it->value);
            if (dot > 0) keep(QRectF(at.x() - dot / 2, at.y() - dot / 2, dot, dot));
            if (line && !first) {
                const QPointF step = at - previous;
                const int samples = std::max(1, int(std::hypot(step.x(), step.y()) / 3));
                for (int i = 0; i <= samples; ++i) {
                    const QPointF on = previous + step * (double(i) / samples);
                    keep(QRectF(on.x() - 1.5, on.y() - 1.5, 3, 3));
                }
            }
            previous = at;
            first = false;
        }
    }
    return footprint;
}

double coveredArea(const QRectF& box, const std::vector<QRectF>& footprint) {
    double area = 0;
    for (const QRectF& r : footprint) {
        const QRectF both = box.intersected(r);
        if (!both.isEmpty()) area += both.width() * both.height();
    }
    return area;
}

namespace {

/// legend's text at points (icons in proportion) in `columns` columns; its size then.
QSize shapeLegend(QCPLegend* legend, double points, int columns) {
    QFont font = legend->font();
    if (font.pointSizeF() != points) {
        font.setPointSizeF(points);
        legend->setFont(font); // and its items'
        legend->setIconSize(int(points * 2.2), int(points * 1.2));
    }
    if (legend->wrap() != columns || legend->fillOrder() != QCPLayoutGrid::foColumnsFirst) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    }
    return legend->minimumOuterSizeHint();
}

} // namespace

QSize shapeLegendToWidth(QCPLegend* legend, double points, int width) {
    // Two columns or more are worth a slightly smaller text: the legend is half as tall. A
    // little room is kept: the text drawn is a few pixels wider than measured.
    const double room = width - points;
    for (double scaled : {points, points * 0.85, points * 0.72})
        for (int columns = std::max(1, legend->itemCount()); columns >= 2; --columns)
            if (const QSize size = shapeLegend(legend, scaled, columns); size.width() <= room)
                return size;
    QSize size;
    for (double scaled = points; scaled >= 0.6 * points - 1e-6; scaled *= 0.85)
        if (size = shapeLegend(legend, scaled, 1); size.width() <= room) break;
    return size;
}

namespace {

QRectF cornerBox(const QRect& inside, const QSize& size, Qt::Alignment corner) {
    const double x = corner & Qt::AlignLeft ? inside.left() : inside.right() + 1 - size.width();
    const double y = corner & Qt::AlignTop ? inside.top() : inside.bottom() + 1 - size.height();
    return QRectF(x, y, size.width(), size.height());
}

} // namespace

LegendPlacement placeLegend(QCPLegend* legend, QCPAxisRect* rect, Qt::Alignment preferred,
                            double fullPoints) {
    QCPLayoutInset* inset = rect->insetLayout();
    int index = -1;
    for (int i = 0; i < inset->elementCount(); ++i)
        if (inset->elementAt(i) == legend) index = i;
    const QRect inside = rect->rect();
    if (index < 0 || inside.width() < 10 || inside.height() < 10) return {};
    const auto look = [&] {
        return std::make_tuple(legend->font().pointSizeF(), legend->wrap(),
                               int(inset->insetAlignment(index)));
    };
    const auto before = look();
    const std::vector<QRectF> footprint = dataFootprint(rect);
    const Qt::Alignment corners[] = {preferred, Qt::AlignTop | Qt::AlignLeft,
                                     Qt::AlignTop | Qt::AlignRight, Qt::AlignBottom | Qt::AlignLeft,
                                     Qt::AlignBottom | Qt::AlignRight};
    struct Choice {
        double points, covered;
        int columns;
        Qt::Alignment corner;
    } least{fullPoints * 0.85 * 0.85 * 0.85, INFINITY, 1, preferred}; // the smallest text
    const double room = double(inside.width()) * inside.height();
    for (double points = fullPoints; points >= 0.6 * fullPoints - 1e-6; points *= 0.85)
        for (int columns = 1; columns <= std::max(1, legend->itemCount()); ++columns) {
            const QSize size = shapeLegend(legend, points, columns);
            // Nor may it hide more than 30 % of the panel, free or not.
            if (size.width() > inside.width() || size.height() > inside.height() ||
                double(size.width()) * size.height() > 0.3 * room)
                continue;
            for (Qt::Alignment corner : corners) {
                const double covered = coveredArea(cornerBox(inside, size, corner), footprint);
                if (covered == 0) {
                    inset->setInsetAlignment(index, corner);
                    return {true, look() != before};
                }
                if (covered < least.covered) least = {points, covered, columns, corner};
            }
        }
    shapeLegend(legend, least.points, least.columns);
    inset->setInsetAlignment(index, least.corner);
    return {false, look() != before};
}

} // namespace attn::ui
