#include "ui/model/modelheatmap.h"

#include "ui/colormaps.h"
#include "ui/model/modeldocument.h"

#include <QMouseEvent>

namespace attn::ui {

ModelHeatmap::ModelHeatmap(const ModelDocument* document, QWidget* parent)
    : QCustomPlot(parent), m_document(document) {
    setObjectName(QStringLiteral("modelHeatmap"));
    setMouseTracking(true);
    setBackground(Qt::white);
    plotLayout()->clear();
    m_scale = new QCPColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setRangeDrag(false);
    m_scale->setRangeZoom(false);
    m_scale->setGradient(colorGradient(ColorMap::Viridis));
    m_scale->setDataRange(QCPRange(0, 1));
    m_scale->axis()->setLabel(tr("attention weight"));
    m_panel = std::make_unique<HeatmapPanel>(this, m_scale, QString(), QString());
    plotLayout()->addElement(0, 0, m_panel->layout());
    plotLayout()->addElement(0, 1, m_scale);
    plotLayout()->setColumnStretchFactors({1.0, 0.05});
    plotLayout()->setColumnSpacing(16);
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));
    auto* group = new QCPMarginGroup(this);
    m_panel->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
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
