// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/translator/translatorheatmapfigure.h"

#include "ui/translator/translatordocument.h"

namespace attn::ui {

TranslatorHeatmapFigure::TranslatorHeatmapFigure(const TranslatorDocument* document,
                                                 QWidget* parent)
    : HeatmapFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("translatorHeatmap"));
    QCPAxisRect* rect = panel()->axisRect();
    m_stepFrame = new QCPItemRect(this);
    m_stepFrame->setClipAxisRect(rect);
    for (QCPItemPosition* p : {m_stepFrame->topLeft, m_stepFrame->bottomRight})
        p->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    m_stepFrame->setBrush(Qt::NoBrush);
    m_stepFrame->setSelectable(false);
    fontSizeChanged();
    rebuild();
}

void TranslatorHeatmapFigure::fontSizeChanged() {
    // vermillion: visible on every viridis colour
    m_stepFrame->setPen(QPen(palette::kVermillion, std::max(2.0, points() / 4.0)));
    HeatmapFigure::fontSizeChanged();
}

void TranslatorHeatmapFigure::rebuild() {
    const Eigen::MatrixXf m = m_document->shownMatrix();
    if (m.size() == 0) return;
    panel()->setTitle(m_document->shownTitle());
    panel()->setMatrix(m, m_document->shownQueryLabels(), m_document->shownKeyLabels());
    panel()->axisRect()->axis(QCPAxis::atLeft)->setLabel(m_document->shownQueryName());
    panel()->axisRect()->axis(QCPAxis::atBottom)->setLabel(m_document->shownKeyName());
    showStep();
}

int TranslatorHeatmapFigure::highlightedRow() const {
    return m_stepFrame->visible() ? m_document->step() : -1;
}

void TranslatorHeatmapFigure::showStep() {
    const Eigen::MatrixXf m = m_document->shownMatrix();
    const bool shown = m.size() > 0 && m_document->shownRowsAreSteps();
    m_stepFrame->setVisible(shown);
    if (shown) {
        const double row = m_document->step();
        m_stepFrame->topLeft->setCoords(-0.5, row - 0.5);
        m_stepFrame->bottomRight->setCoords(double(m.cols()) - 0.5, row + 0.5);
    }
    replot(QCustomPlot::rpQueuedReplot);
}

} // namespace attn::ui
