// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/heatmapfigure.h"

#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/plotfit.h"

namespace attn::ui {

HeatmapFigure::HeatmapFigure(QWidget* parent) : Figure(parent) {
    plotLayout()->clear();
    m_scale = new QCPColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setRangeDrag(false);
    m_scale->setRangeZoom(false);
    m_scale->setGradient(colorGradient(ColorMap::Viridis));
    m_scale->setDataRange(QCPRange(0, 1));
    setScaleLabel(tr("attention weight"));
    m_panel = std::make_unique<HeatmapPanel>(this, m_scale, QString(), QString());
    plotLayout()->addElement(0, 0, m_panel->layout());
    auto* scaleColumn = new QCPLayoutGrid;
    scaleColumn->setRowSpacing(0);
    m_scaleSpacer = new QCPLayoutElement(this);
    scaleColumn->addElement(0, 0, m_scaleSpacer);
    scaleColumn->addElement(1, 0, m_scale);
    plotLayout()->addElement(0, 1, scaleColumn);
    plotLayout()->setColumnStretchFactors({1.0, 0.05});
    plotLayout()->setColumnSpacing(16);
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));
    auto* group = new QCPMarginGroup(this);
    m_panel->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    connect(this, &QCustomPlot::afterLayout, this, &HeatmapFigure::fitToSize);
    m_panel->setFonts(fonts());
    styleColorScale(m_scale, fonts(), points());
}

HeatmapFigure::~HeatmapFigure() = default;

QString HeatmapFigure::describeAt(const QPointF& pixel) const {
    return m_panel->describeAt(pixel);
}

void HeatmapFigure::setScaleLabel(const QString& label) {
    m_scaleLabel = label;
    m_scale->axis()->setLabel(label); // fitted after the next layout
}

void HeatmapFigure::fontSizeChanged() {
    m_panel->setFonts(fonts());
    styleColorScale(m_scale, fonts(), points());
    replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapFigure::fitToSize() {
    fitLayout(3, [this] {
        bool changed = m_panel->fitToSize(m_panel->neededLabelFit());
        changed |= fitAxisLabels({{m_scale->axis(), m_scaleLabel}});
        const int title = m_panel->titleTextHeight();
        if (m_scaleSpacer->maximumSize().height() != title) {
            m_scaleSpacer->setMinimumSize(1, title);
            m_scaleSpacer->setMaximumSize(QWIDGETSIZE_MAX, title);
            changed = true;
        }
        return m_panel->setTitleHeight(title) || changed;
    });
}

} // namespace attn::ui
