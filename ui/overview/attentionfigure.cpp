// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/overview/attentionfigure.h"

#include "ui/overview/attentiondocument.h"
#include "ui/plotkit/colormaps.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

QString temperatureSuffix(double temperature) {
    if (temperature == 1.0) return {};
    return QStringLiteral(" / %1").arg(QString::number(temperature, 'g', 3));
}

} // namespace

AttentionFigure::AttentionFigure(const AttentionDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    connect(this, &QCustomPlot::afterLayout, this, &AttentionFigure::fitToSize);
    connect(m_document, &AttentionDocument::resultsChanged, this, &AttentionFigure::rebuild);
    rebuild();
}

AttentionFigure::~AttentionFigure() = default;

void AttentionFigure::fontSizeChanged() {
    m_headLabelScale = 1.0;
    applyFonts();
    replot(QCustomPlot::rpQueuedReplot);
}

void AttentionFigure::clearPanels() {
    m_panels.clear();
    clearFigure();
    m_headGrid.reset();
    delete m_topGroup;
    delete m_bottomGroup;
    m_topGroup = m_bottomGroup = nullptr;
    m_scale = nullptr;
    m_scaleSpacer = nullptr;
}

void AttentionFigure::rebuild() {
    clearPanels();
    m_headLabelScale = 1.0;
    const FigureResults& results = m_document->results();
    const FigureSettings& settings = m_document->settings();
    const QString suffix = temperatureSuffix(settings.temperature);

    m_scale = new QCPColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setGradient(viridisGradient());
    m_scale->setDataRange(QCPRange(0, 1));
    m_scale->setRangeDrag(false);
    m_scale->setRangeZoom(false);
    m_scale->axis()->setLabel(tr("attention weight"));
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(0.2);
    m_scale->axis()->setTicker(ticker);
    m_scale->axis()->setNumberFormat(QStringLiteral("f"));
    m_scale->axis()->setNumberPrecision(1);
    m_topGroup = new QCPMarginGroup(this);
    m_bottomGroup = new QCPMarginGroup(this);

    // A panel joins the layout before it gets its matrix: its cell texts clip to its axis rect.
    auto* oneHot = new HeatmapPanel(
        this, m_scale,
        //: %1 is the formula, softmax(x_i · x_j) or softmax(x_i · x_j / T)
        tr("one-hot self-attention: %1").arg(QStringLiteral("softmax(x_i · x_j%1)").arg(suffix)),
        tr("one-hot self-attention"));
    m_panels.emplace_back(oneHot);
    plotLayout()->addElement(0, 0, oneHot->layout());
    oneHot->setMatrix(results.oneHotWeights, results.tokens, results.tokens);
    oneHot->axisRect()->setMarginGroup(QCP::msTop, m_topGroup);
    oneHot->axisRect()->setMarginGroup(QCP::msBottom, m_bottomGroup);

    const int heads = int(results.headWeights.size());
    auto* headLayout = new QCPLayoutGrid;
    plotLayout()->addElement(0, 1, headLayout);
    headLayout->setColumnSpacing(16);
    headLayout->setRowSpacing(8);
    m_headGrid = std::make_unique<HeadGrid>(this, headLayout, heads);
    for (int h = 0; h < heads; ++h) {
        const QString name = tr("head %1").arg(h + 1);
        auto* head = new HeatmapPanel(this, m_scale, name, name);
        //: a very short "head %1", when the head's panel is small
        head->setCompactTitle(tr("h%1").arg(h + 1));
        m_panels.emplace_back(head);
        // Tops in line with the one-hot panel; the bottoms free, so heads whose labels were set
        // smaller take the room those labels left.
        m_headGrid->place(h, head, m_topGroup, nullptr);
        head->setMatrix(results.headWeights[std::size_t(h)], results.tokens, results.tokens);
    }

    auto* scaleColumn = new QCPLayoutGrid;
    m_scaleSpacer = new QCPTextElement(this, QStringLiteral(" "));
    scaleColumn->setRowSpacing(0);
    scaleColumn->addElement(0, 0, m_scaleSpacer);
    scaleColumn->addElement(1, 0, m_scale);
    m_scale->setMarginGroup(QCP::msTop, m_topGroup);
    m_scale->setMarginGroup(QCP::msBottom, m_bottomGroup);
    plotLayout()->addElement(0, 2, scaleColumn);
    plotLayout()->setColumnSpacing(24);
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));
    plotLayout()->setColumnStretchFactors({1.0, 1.0, 0.05});

    applyFonts();
    replot(QCustomPlot::rpQueuedReplot);
}

void AttentionFigure::applyFonts() {
    FigureFonts headFonts = fonts();
    headFonts.tickLabel.setPointSizeF(fonts().tickLabel.pointSizeF() * m_headLabelScale);
    for (std::size_t i = 0; i < m_panels.size(); ++i)
        m_panels[i]->setFonts(i == 0 ? fonts() : headFonts);
    if (!m_scale) return;
    styleColorScale(m_scale, fonts(), points());
    m_scaleSpacer->setFont(fonts().title);
}

void AttentionFigure::fitToSize() {
    if (m_panels.empty()) return;
    fitLayout(8, [this] {
        // The heads are small multiples: they share the strictest label fit of any of them.
        LabelFit headFit;
        int headTitleRoom = QWIDGETSIZE_MAX;
        for (std::size_t i = 1; i < m_panels.size(); ++i) {
            headFit = headFit.atLeast(m_panels[i]->neededLabelFit());
            headTitleRoom = std::min(headTitleRoom, m_panels[i]->titleRoom());
        }
        if ((headFit.keyStep > 1 || headFit.queryStep > 1) &&
            m_headLabelScale > kLeastHeadLabelScale + 1e-9) {
            m_headLabelScale = std::max(kLeastHeadLabelScale, m_headLabelScale - 0.1);
            applyFonts(); // then fitted again at the smaller size
            return true;
        }
        bool changed = m_panels.front()->fitToSize(m_panels.front()->neededLabelFit());
        for (std::size_t i = 1; i < m_panels.size(); ++i)
            changed |= m_panels[i]->fitToSize(headFit, headTitleRoom);
        // Equal title heights keep the tops of all plot areas in line.
        int titleHeight = 0;
        for (const auto& panel : m_panels)
            titleHeight = std::max(titleHeight, panel->titleTextHeight());
        for (auto& panel : m_panels)
            changed |= panel->setTitleHeight(titleHeight);
        m_scaleSpacer->setMinimumSize(0, titleHeight);
        m_scaleSpacer->setMaximumSize(QWIDGETSIZE_MAX, titleHeight);
        if (m_headGrid) changed |= m_headGrid->balance();
        return changed;
    });
}

QString AttentionFigure::describeAt(const QPointF& pixel) const {
    return describeCellIn(m_panels, pixel);
}

} // namespace attn::ui
