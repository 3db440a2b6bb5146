// SPDX-License-Identifier: GPL-3.0-or-later
// The readout column of RotationFigure: M(delta) with its numbers, the check at i, the residual
// over all positions and pairs, and the legend (the legend alone in windows with the numbers
// beside); plus the drawing functions it shares.
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalfigures.h"
#include "ui/positional/rotationdraw.h"

#include <QFontMetricsF>

#include <cmath>

namespace attn::ui {

namespace rotationdraw {

QString point(const Eigen::Vector2d& p) {
    return QStringLiteral("(%1, %2)").arg(formatNumber(p.x(), 3), formatNumber(p.y(), 3));
}

void hideAxes(QCPAxisRect* rect) {
    for (QCPAxis* axis : rect->axes())
        axis->setVisible(false);
    rect->setAutoMargins(QCP::msNone);
    rect->setMargins(QMargins());
}

QCPTextElement* line(QCustomPlot* plot, QCPLayoutGrid* grid, const QString& text, const QFont& font,
                     const QColor& colour) {
    auto* t = new QCPTextElement(plot, text, font);
    t->setTextColor(colour);
    t->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    t->setMargins(QMargins(0, 1, 0, 3));
    grid->addElement(grid->rowCount(), 0, t);
    return t;
}

} // namespace rotationdraw

using namespace palette;
using namespace rotationdraw;

void RotationFigure::addReadoutLines(QCPLayoutGrid* grid) {
    const PositionalSettings& s = doc()->settings();
    const PositionalResults& r = doc()->results();
    const PairRotation& p = r.selected;
    QCPTextElement* title =
        line(this, grid, tr("M(δ) for δ = %1, j = %2").arg(formatNumber(s.delta, 0)).arg(s.pair),
             fonts().title);
    title->setMargins(QMargins(0, 0, 0, 0));

    // The 2x2 matrix with its numbers between drawn brackets.
    auto* rect = new QCPAxisRect(this);
    grid->addElement(grid->rowCount(), 0, rect);
    hideAxes(rect);
    // Units of one line height; a column is as wide as the widest number.
    const QFontMetricsF metrics(fonts().axisLabel);
    const double unit = metrics.height();
    const double cell = metrics.horizontalAdvance(QStringLiteral("−0.0000")) / unit + 0.8;
    rect->setMinimumSize(int(unit * (2 * cell + 1)), int(unit * 2.4));
    rect->setMaximumSize(QWIDGETSIZE_MAX, int(unit * 2.4));
    keepUnits(rect, unit);
    for (int row = 0; row < 2; ++row)
        for (int col = 0; col < 2; ++col)
            addText(rect, 0.4 + cell * (col + 1) - 0.4, 0.7 + row,
                    formatNumber(p.matrix(row, col), 4), kInk, Qt::AlignRight | Qt::AlignVCenter,
                    fonts().axisLabel);
    for (double x : {0.15, 2 * cell + 0.45}) {
        const double inward = x < 1 ? 0.25 : -0.25;
        QVector<double> bx{x + inward, x, x, x + inward}, by{0.1, 0.1, 2.3, 2.3};
        auto* bracket = new QCPCurve(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        bracket->setData(QVector<double>{0, 1, 2, 3}, bx, by, true);
        bracket->setPen(QPen(kInk, 1.5));
    }
    line(this, grid,
         tr("δ·ω = %1 × %2 = %3 rad")
             .arg(formatNumber(s.delta, 0))
             .arg(p.omega, 0, 'g', 4)
             .arg(formatNumber(p.turn, 4)),
         fonts().cell);
    line(this, grid, QStringLiteral(" "), fonts().cell);
    line(this, grid, tr("p_%1 = %2").arg(s.position).arg(point(p.start)), fonts().cell, kBlue);
    line(this, grid, tr("M(δ)·p_%1 = %2").arg(s.position).arg(point(p.rotated)), fonts().cell,
         kOrange.darker(125));
    line(this, grid, tr("p_%1 = %2").arg(s.position + s.delta).arg(point(p.target)), fonts().cell,
         kVermillion);
    line(this, grid, tr("difference: %1").arg(scientificText(r.positionResidual)), fonts().cell);
    line(this, grid, QStringLiteral(" "), fonts().cell);
    line(this, grid, tr("Same M(δ) for every i:"), fonts().title);
    line(this, grid, tr("max_i |M(δ)·p_i − p_i+δ|"), fonts().cell);
    line(this, grid, tr("= %1").arg(scientificText(r.residual.maxAbs)), fonts().title);
    line(this, grid,
         tr("over %1 positions × %2 pairs").arg(r.residual.positionsChecked).arg(s.d / 2),
         fonts().cell);
    line(this, grid, QStringLiteral(" "), fonts().cell);
}

QCPLegend* RotationFigure::addLegend(QCPLayoutGrid* grid, int row) {
    auto* legend = new QCPLegend;
    grid->addElement(row, 0, legend); // joins this plot, then takes its entries
    legend->setLayer(QStringLiteral("legend"));
    legend->setBorderPen(Qt::NoPen);
    legend->setFont(fonts().cell);
    legend->setTextColor(kInk);
    legend->setIconSize(QSize(int(points() * 3), int(points() * 2.2)));
    for (int g = 0; g < graphCount(); ++g)
        if (!graph(g)->name().isEmpty()) graph(g)->addToLegend(legend);
    for (int c = 0; c < plottableCount(); ++c)
        if (auto* curve = qobject_cast<QCPCurve*>(plottable(c)); curve && !curve->name().isEmpty())
            curve->addToLegend(legend);
    return legend;
}

void RotationFigure::buildReadout(int column) {
    auto* grid = new QCPLayoutGrid;
    plotLayout()->addElement(0, column, grid);
    grid->setRowSpacing(int(points() * 0.25));
    addReadoutLines(grid);
    QCPLegend* legend = addLegend(grid, grid->rowCount());
    // Rows keep their natural height; the room left over goes below the legend.
    legend->setMaximumSize(QWIDGETSIZE_MAX, legend->minimumOuterSizeHint().height());
    grid->addElement(grid->rowCount(), 0, new QCPLayoutElement(this));
    for (int row = 0; row + 1 < grid->rowCount(); ++row)
        grid->setRowStretchFactor(row, 0.001);
}

} // namespace attn::ui
