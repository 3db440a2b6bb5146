// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/modelheatmapfigure.h"

#include "ui/model/modeldocument.h"

#include <QMouseEvent>

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
    if (!m_document->hasModel() || m_document->showRollout() ||
        m_document->pairView() != PairView::Whole)
        return {-1, -1};
    return panel()->cellAt(pixel);
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
