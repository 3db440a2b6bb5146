#include "ui/translator/translatorheatmap.h"

#include "ui/plotkit/colormaps.h"
#include "ui/translator/translatordocument.h"

#include <QMouseEvent>

namespace attn::ui {

namespace {
const QColor kStepColor(0xd5, 0x5e, 0x00); // vermillion: visible on every viridis colour
}

TranslatorHeatmap::TranslatorHeatmap(const TranslatorDocument* document, QWidget* parent)
    : QCustomPlot(parent), m_document(document) {
    setObjectName(QStringLiteral("translatorHeatmap"));
    setMouseTracking(true);
    m_panel = layOutWeightHeatmap(this, m_scale);
    m_stepFrame = new QCPItemRect(this);
    m_stepFrame->setClipAxisRect(m_panel->axisRect());
    for (QCPItemPosition* p : {m_stepFrame->topLeft, m_stepFrame->bottomRight})
        p->setAxes(m_panel->axisRect()->axis(QCPAxis::atBottom),
                   m_panel->axisRect()->axis(QCPAxis::atLeft));
    m_stepFrame->setBrush(Qt::NoBrush);
    m_stepFrame->setSelectable(false);
    connect(this, &QCustomPlot::afterLayout, this, &TranslatorHeatmap::fitToSize);
    setBaseFontPointSize(m_fontPointSize);
    rebuild();
}

TranslatorHeatmap::~TranslatorHeatmap() = default;

void TranslatorHeatmap::setBaseFontPointSize(double points) {
    m_fontPointSize = points;
    const FigureFonts fonts = FigureFonts::fromBasePointSize(points);
    m_panel->setFonts(fonts);
    styleColorScale(m_scale, fonts, points);
    m_stepFrame->setPen(QPen(kStepColor, std::max(2.0, points / 4.0)));
    replot(QCustomPlot::rpQueuedReplot);
}

void TranslatorHeatmap::rebuild() {
    const Eigen::MatrixXf m = m_document->shownMatrix();
    if (m.size() == 0) return;
    m_panel->setTitle(m_document->shownTitle());
    m_panel->setMatrix(m, m_document->shownQueryLabels(), m_document->shownKeyLabels());
    m_panel->axisRect()->axis(QCPAxis::atLeft)->setLabel(m_document->shownQueryName());
    m_panel->axisRect()->axis(QCPAxis::atBottom)->setLabel(m_document->shownKeyName());
    showStep();
}

int TranslatorHeatmap::highlightedRow() const {
    return m_stepFrame->visible() ? m_document->step() : -1;
}

void TranslatorHeatmap::showStep() {
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

void TranslatorHeatmap::fitToSize() {
    if (m_fitting) return;
    m_fitting = true;
    if (m_panel->fitToSize(m_panel->neededLabelFit())) replot(QCustomPlot::rpQueuedReplot);
    m_fitting = false;
}

void TranslatorHeatmap::mouseMoveEvent(QMouseEvent* event) {
    QCustomPlot::mouseMoveEvent(event);
    showCellToolTip(this, event, m_panel->describeAt(event->position()));
}

} // namespace attn::ui
