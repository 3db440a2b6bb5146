// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/modelheatmapfigure.h"

#include "ui/model/modeldocument.h"

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

} // namespace attn::ui
