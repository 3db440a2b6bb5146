// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorergridfigure.h"

#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerplotdata.h"
#include "ui/plotkit/busyhint.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/plotfit.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

ExplorerGridFigure::ExplorerGridFigure(ExplorerDocument* document, QWidget* parent)
    : Figure(parent), m_document(document), m_busyHint(new BusyHint(this)) {
    setObjectName(QStringLiteral("explorerGrid"));
    connect(this, &QCustomPlot::afterLayout, this, &ExplorerGridFigure::fitToSize);
    connect(m_document, &ExplorerDocument::resultsChanged, this, &ExplorerGridFigure::rebuild);
    connect(m_document, &ExplorerDocument::matrixKindChanged, this, &ExplorerGridFigure::rebuild);
    connect(m_document, &ExplorerDocument::colorMapChanged, this, &ExplorerGridFigure::rebuild);
    connect(m_document, &ExplorerDocument::currentHeadChanged, this, &ExplorerGridFigure::rebuild);
    clearGrid(); // blank, not QCustomPlot's default axes, until the first heads are ready
    rebuild();
}

ExplorerGridFigure::~ExplorerGridFigure() = default;

void ExplorerGridFigure::fontSizeChanged() {
    applyFonts();
    replot(QCustomPlot::rpQueuedReplot);
}

void ExplorerGridFigure::setMeanShown(bool shown) {
    if (shown == m_showMean) return;
    m_showMean = shown;
    rebuild();
}

void ExplorerGridFigure::clearGrid() {
    m_panels.clear();
    clearItems();
    clearPlottables();
    plotLayout()->clear();
    m_grid.reset();
    delete m_topGroup;
    delete m_bottomGroup;
    m_topGroup = m_bottomGroup = nullptr;
    m_scale = nullptr;
}

void ExplorerGridFigure::rebuild() {
    if (putOffWhileHidden([this] { rebuild(); })) return;
    std::vector<PanelRequest> requests;
    for (int h = 0; h < m_document->results().heads; ++h)
        requests.push_back({h, {}});
    if (m_showMean) requests.push_back({PanelRequest::kMeanOfHeads, {}});
    const bool ready = m_document->preparePanels(this, std::move(requests), isVisible(),
                                                 [this](PreparedPanels p) { build(std::move(p)); });
    m_busyHint->setBusy(!ready);
}

bool ExplorerGridFigure::busy() const {
    return m_document->preparing(this);
}

void ExplorerGridFigure::build(PreparedPanels prepared) {
    m_busyHint->setBusy(false);
    clearGrid();
    const ExplorerResults& r = m_document->results();

    m_scale = new QCPColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setRangeDrag(false);
    m_scale->setRangeZoom(false);
    m_scale->setGradient(prepared.gradient);
    m_scale->setDataRange(prepared.scale.range);
    m_scaleLabel = prepared.scale.label;
    m_scale->axis()->setLabel(m_scaleLabel);
    m_topGroup = new QCPMarginGroup(this);
    m_bottomGroup = new QCPMarginGroup(this);

    auto* layout = new QCPLayoutGrid;
    plotLayout()->addElement(0, 0, layout);
    layout->setColumnSpacing(12);
    layout->setRowSpacing(6);
    const int panels = int(prepared.panels.size());
    m_grid = std::make_unique<HeadGrid>(this, layout, panels);
    for (int i = 0; i < panels; ++i) {
        const bool mean = i == r.heads;
        const QString layer = r.modelLayer < 0 ? QString() : tr("layer %1, ").arg(r.modelLayer + 1);
        const QString name = layer + (mean ? tr("mean of heads") : tr("head %1").arg(i + 1));
        auto* panel = new HeatmapPanel(this, m_scale, name, name);
        panel->setCompactTitle(mean ? tr("mean") : QStringLiteral("h%1").arg(i + 1));
        m_panels.emplace_back(panel);
        m_grid->place(i, panel, m_topGroup, m_bottomGroup);
        panel->setMatrix(std::move(prepared.panels[std::size_t(i)].heatmap), r.queryTokens,
                         r.keyTokens);
        if (i == m_document->currentHead()) { // the head the heatmap shows
            QPen pen(palette::kHighlight, 3);
            for (QCPAxis* axis : panel->axisRect()->axes())
                axis->setBasePen(pen);
        }
    }
    m_scale->setMarginGroup(QCP::msTop, m_topGroup);
    m_scale->setMarginGroup(QCP::msBottom, m_bottomGroup);
    plotLayout()->addElement(0, 1, m_scale);
    plotLayout()->setColumnStretchFactors({1.0, 0.05});
    plotLayout()->setColumnSpacing(16);
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));
    applyFonts();
    replot(QCustomPlot::rpQueuedReplot);
}

void ExplorerGridFigure::applyFonts() {
    for (auto& panel : m_panels)
        panel->setFonts(fonts());
    if (!m_scale) return;
    styleColorScale(m_scale, fonts(), points());
}

void ExplorerGridFigure::fitToSize() {
    if (m_panels.empty()) return;
    fitLayout(6, [this] {
        LabelFit fit; // small multiples share the strictest fit
        int titleRoom = QWIDGETSIZE_MAX;
        for (const auto& panel : m_panels) {
            fit = fit.atLeast(panel->neededLabelFit());
            titleRoom = std::min(titleRoom, panel->titleRoom());
        }
        bool changed = fitAxisLabels({{m_scale->axis(), m_scaleLabel}});
        for (auto& panel : m_panels)
            changed |= panel->fitToSize(fit, titleRoom);
        int titleHeight = 0;
        for (const auto& panel : m_panels)
            titleHeight = std::max(titleHeight, panel->titleTextHeight());
        for (auto& panel : m_panels)
            changed |= panel->setTitleHeight(titleHeight);
        if (m_grid->arrange()) return true; // labels and margins differ in the new places
        return m_grid->balance() || changed;
    });
}

int ExplorerGridFigure::headAt(const QPointF& pixel) const {
    const int heads = m_document->results().heads;
    for (int h = 0; h < std::min(heads, panelCount()); ++h)
        if (m_panels[std::size_t(h)]->axisRect()->rect().contains(pixel.toPoint())) return h;
    return -1;
}

QString ExplorerGridFigure::describeAt(const QPointF& pixel) const {
    return describeCellIn(m_panels, pixel);
}

void ExplorerGridFigure::mouseReleaseEvent(QMouseEvent* event) {
    QCustomPlot::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton) return;
    const int h = headAt(event->position());
    if (h < 0) return;
    m_document->setCurrentHead(h);
    emit headActivated(h);
}

} // namespace attn::ui
