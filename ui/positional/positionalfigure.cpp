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
    : PanelFigure(parent), m_document(document) {
    setTextsClipped(false); // point labels may stand beside the circle they name
}

void PositionalFigure::rebuild() {
    if (putOffWhileHidden([this] { rebuild(); }, true)) return;
    m_square.clear();
    m_units.clear();
    PanelFigure::rebuild();
}

QCPAxisRect* PositionalFigure::addAlignedPanel(int column, const QString& title,
                                               const QString& xLabel, const QString& yLabel,
                                               int row) {
    QCPAxisRect* rect = addPanel(row, column, title, xLabel, yLabel);
    if (row == 0) rect->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup());
    return rect;
}

QCPColorMap* PositionalFigure::addPositionHeatmap(QCPAxisRect* rect, const Eigen::MatrixXf& m,
                                                  QCPColorScale* scale, const QString& rowName,
                                                  const QString& columnName,
                                                  const QString& valueName) {
    HeatmapLabels names;
    names.rowName = rowName;
    names.columnName = columnName;
    names.valueName = valueName;
    for (int i = 0; i < m.rows(); ++i)
        names.rowDetails << QString::number(i);
    for (int j = 0; j < m.cols(); ++j)
        names.columnDetails << QString::number(j);
    return addHeatmap(rect, m, scale, names, false);
}

QCPColorScale* PositionalFigure::addSymmetricScale(int column, double limit, const QString& label) {
    QCPColorScale* scale =
        addColorScale(0, column, QCPRange(-limit, limit), label, divergingGradient());
    scale->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup());
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

bool PositionalFigure::fitToRoom() {
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
    fitToLayout();
    return false; // ranges only: the layout stands
}

} // namespace attn::ui
