// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/modelheatmapfigure.h"

#include "ui/model/modeldocument.h"

#include <QMouseEvent>

#include <cmath>

namespace attn::ui {

ModelHeatmapFigure::ModelHeatmapFigure(const ModelDocument* document, QWidget* parent)
    : HeatmapFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("modelHeatmap"));
    rebuild();
}

void ModelHeatmapFigure::rebuild() {
    const Eigen::MatrixXf m = m_document->shownMatrix();
    if (m.size() == 0) return;
    panel()->setTitle(m_document->shownTitle());
    panel()->setMatrix(m, m_document->shownQueryTokens(), m_document->shownKeyTokens());
    replot(QCustomPlot::rpQueuedReplot);
}

std::pair<int, int> ModelHeatmapFigure::cellAt(const QPointF& pixel) const {
    const QCPAxisRect* rect = panel()->axisRect();
    if (!m_document->hasModel() || m_document->showRollout() ||
        m_document->pairView() != PairView::Whole || !rect->rect().contains(pixel.toPoint()))
        return {-1, -1};
    const int key = int(std::lround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())));
    const int query = int(std::lround(rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y())));
    const int tokens = int(m_document->tokens().size());
    if (query < 0 || key < 0 || query >= tokens || key >= tokens) return {-1, -1};
    return {query, key};
}

QString ModelHeatmapFigure::describeAt(const QPointF& pixel) const {
    const QString cell = HeatmapFigure::describeAt(pixel);
    if (cell.isEmpty() || cellAt(pixel).first < 0) return cell;
    return cell + QLatin1Char('\n') + tr("Click: how this query's scores are built");
}

void ModelHeatmapFigure::mousePressEvent(QMouseEvent* event) {
    HeatmapFigure::mousePressEvent(event);
    const auto [query, key] = cellAt(event->position());
    if (query >= 0) emit cellChosen(query, key);
}

} // namespace attn::ui
