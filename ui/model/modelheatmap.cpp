#include "ui/model/modelheatmap.h"

#include "ui/model/modeldocument.h"
#include "ui/plotkit/colormaps.h"

#include <QMouseEvent>

namespace attn::ui {

ModelHeatmap::ModelHeatmap(const ModelDocument* document, QWidget* parent)
    : QCustomPlot(parent), m_document(document) {
    setObjectName(QStringLiteral("modelHeatmap"));
    setMouseTracking(true);
    m_panel = layOutWeightHeatmap(this, m_scale);
    connect(this, &QCustomPlot::afterLayout, this, &ModelHeatmap::fitToSize);
    setBaseFontPointSize(m_fontPointSize);
    rebuild();
}

ModelHeatmap::~ModelHeatmap() = default;

void ModelHeatmap::setBaseFontPointSize(double points) {
    m_fontPointSize = points;
    const FigureFonts fonts = FigureFonts::fromBasePointSize(points);
    m_panel->setFonts(fonts);
    styleColorScale(m_scale, fonts, points);
    replot(QCustomPlot::rpQueuedReplot);
}

void ModelHeatmap::rebuild() {
    const Eigen::MatrixXf m = m_document->shownMatrix();
    if (m.size() == 0) return;
    m_panel->setTitle(m_document->shownTitle());
    m_panel->setMatrix(m, m_document->tokens(), m_document->keyTokens());
    replot(QCustomPlot::rpQueuedReplot);
}

void ModelHeatmap::fitToSize() {
    if (m_fitting) return;
    m_fitting = true;
    if (m_panel->fitToSize(m_panel->neededLabelFit())) replot(QCustomPlot::rpQueuedReplot);
    m_fitting = false;
}

void ModelHeatmap::mouseMoveEvent(QMouseEvent* event) {
    QCustomPlot::mouseMoveEvent(event);
    showCellToolTip(this, event, m_panel->describeAt(event->position()));
}

} // namespace attn::ui
