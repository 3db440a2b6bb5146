// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/positional/positionalfigure.h"

#include "ui/plotkit/colormaps.h"
#include "ui/positional/positionaldocument.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

QCPColorGradient divergingGradient() {
    return colorGradient(ColorMap::Diverging);
}

QString scientificText(double v) {
    if (v == 0 || !std::isfinite(v)) return QString::number(v);
    return formatScientific(v, 1);
}

PositionalFigure::PositionalFigure(const PositionalDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setMinimumSize(320, 240);
    connect(this, &QCustomPlot::afterLayout, this, [this] {
        fitLayout(
            3, [this] { return fitTextToLayout(); },
            [this] {
                alignSquares();
                fitToLayout();
            });
    });
}

void PositionalFigure::rebuild() {
    if (putOffWhileHidden([this] { rebuild(); }, true)) return;
    m_square.clear();
    m_units.clear();
    clearFigure();
    build();
    replot(QCustomPlot::rpQueuedReplot);
}

QCPAxisRect* PositionalFigure::addPanel(int column, const QString& title, const QString& xLabel,
                                        const QString& yLabel, int row) {
    QCPAxisRect* rect = addTitledRect(plotLayout(), row, column, title, xLabel, yLabel, 0.4);
    if (row == 0) rect->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup());
    return rect;
}

QCPColorScale* PositionalFigure::addColorScale(int column, double limit, const QString& label,
                                               const QCPColorGradient& gradient) {
    QCPColorScale* scale =
        addScaleColumn(plotLayout(), 0, column, QCPRange(-limit, limit), label, gradient, 0.4);
    scale->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup());
    plotLayout()->setColumnStretchFactor(column, 0.001);
    return scale;
}

void PositionalFigure::keepSquare(QCPAxisRect* rect, double extent) {
    // The ranges get their final width after layout; ticks are prepared for these.
    rect->axis(QCPAxis::atBottom)->setRange(-extent, extent);
    rect->axis(QCPAxis::atLeft)->setRange(-extent, extent);
    m_square.emplace_back(rect, extent);
}

void PositionalFigure::keepUnits(QCPAxisRect* rect, double pixelsPerUnit) {
    m_units.emplace_back(rect, pixelsPerUnit);
}

void PositionalFigure::alignSquares() {
    for (const auto& [rect, extent] : m_square) {
        const double w = std::max(1, rect->width()), h = std::max(1, rect->height());
        const double perPixel = 2 * extent / std::min(w, h);
        rect->axis(QCPAxis::atBottom)->setRange(-perPixel * w / 2, perPixel * w / 2);
        rect->axis(QCPAxis::atLeft)->setRange(-perPixel * h / 2, perPixel * h / 2);
    }
    for (const auto& [rect, unit] : m_units) {
        rect->axis(QCPAxis::atBottom)->setRange(0, std::max(1, rect->width()) / unit);
        rect->axis(QCPAxis::atLeft)->setRange(0, std::max(1, rect->height()) / unit);
        rect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    }
}

} // namespace attn::ui
