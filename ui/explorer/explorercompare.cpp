// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorercompare.h"

#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerplotdata.h"
#include "ui/plotkit/busyhint.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/plotfit.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attn::ui {

ExplorerCompareFigure::ExplorerCompareFigure(ExplorerDocument* document, QWidget* parent)
    : Figure(parent), m_document(document), m_busyHint(new BusyHint(this)) {
    setObjectName(QStringLiteral("explorerCompare"));
    connect(this, &QCustomPlot::afterLayout, this, &ExplorerCompareFigure::fitToSize);
    connect(m_document, &ExplorerDocument::resultsChanged, this, &ExplorerCompareFigure::rebuild);
    connect(m_document, &ExplorerDocument::currentHeadChanged, this,
            &ExplorerCompareFigure::rebuild);
    connect(m_document, &ExplorerDocument::matrixKindChanged, this,
            &ExplorerCompareFigure::rebuild);
    connect(m_document, &ExplorerDocument::colorMapChanged, this, &ExplorerCompareFigure::rebuild);
    plotLayout()->clear(); // blank, not QCustomPlot's default axes, until the first heatmaps
    rebuild();
}

ExplorerCompareFigure::~ExplorerCompareFigure() = default;

void ExplorerCompareFigure::setMode(CompareMode mode, int otherHead) {
    m_mode = mode;
    m_otherHead = otherHead;
    rebuild();
}

void ExplorerCompareFigure::rebuild() {
    if (putOffWhileHidden([this] { rebuild(); })) return;
    const ExplorerSettings& s = m_document->settings();
    const int head = m_document->currentHead();
    const int other = std::clamp(m_otherHead, 0, m_document->results().heads - 1);
    PanelRequest right{head, {}};
    QString leftTitle = tr("head %1").arg(head + 1), rightTitle;
    auto titled = [&](const QString& left, const QString& right) {
        leftTitle += QStringLiteral(", ") + left;
        rightTitle = tr("head %1, %2").arg(head + 1).arg(right);
    };
    switch (m_mode) { // variants run on a worker: they capture by value
    case CompareMode::OtherHead:
        right.head = other;
        rightTitle = tr("head %1").arg(other + 1);
        break;
    case CompareMode::ToggleScaling: {
        const bool scaled = s.score == ScoreFunction::ScaledDot;
        right.variant = [scaled](ExplorerSettings& x) {
            x.score = scaled ? ScoreFunction::Dot : ScoreFunction::ScaledDot;
        };
        titled(scaled ? QStringLiteral("÷√d") : tr("no ÷√d"),
               scaled ? tr("no ÷√d") : QStringLiteral("÷√d"));
        break;
    }
    case CompareMode::DoubleTemperature:
    case CompareMode::HalveTemperature: {
        const double t = s.temperature * (m_mode == CompareMode::DoubleTemperature ? 2 : 0.5);
        right.variant = [t](ExplorerSettings& x) { x.temperature = t; };
        titled(QStringLiteral("t = %1").arg(s.temperature), QStringLiteral("t = %1").arg(t));
        break;
    }
    case CompareMode::ToggleCausal: {
        const bool causal = s.kind == AttentionKind::Causal;
        right.variant = [causal](ExplorerSettings& x) {
            x.kind = causal ? AttentionKind::Self : AttentionKind::Causal;
        };
        titled(causal ? tr("causal") : tr("no mask"), causal ? tr("no mask") : tr("causal"));
        break;
    }
    }
    const bool ready = m_document->preparePanels(this, {PanelRequest{head, {}}, right}, isVisible(),
                                                 [this, leftTitle, rightTitle](PreparedPanels p) {
                                                     build(std::move(p), leftTitle, rightTitle);
                                                 });
    m_busyHint->setBusy(!ready);
}

bool ExplorerCompareFigure::busy() const {
    return m_document->preparing(this);
}

void ExplorerCompareFigure::build(PreparedPanels prepared, QString leftTitle, QString rightTitle) {
    m_busyHint->setBusy(false);
    m_panels.clear();
    clearItems();
    clearPlottables();
    plotLayout()->clear();
    const ExplorerResults& r = m_document->results();
    const MatrixKind kind = m_document->matrixKind();
    if (!prepared.panels[1].error.isEmpty()) rightTitle = prepared.panels[1].error;
    leftTitle += QStringLiteral(": ") + matrixKindTitle(kind);
    rightTitle += QStringLiteral(": ") + matrixKindTitle(kind);

    m_scale = new QCPColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setGradient(prepared.gradient);
    m_scale->setDataRange(prepared.scale.range);
    m_scaleLabel = prepared.scale.label;
    m_scale->axis()->setLabel(m_scaleLabel);
    auto* group = new QCPMarginGroup(this);
    for (const QString& title : {leftTitle, rightTitle}) {
        m_panels.push_back(std::make_unique<HeatmapPanel>(this, m_scale, title, title));
        plotLayout()->addElement(0, int(m_panels.size()) - 1, m_panels.back()->layout());
    }
    plotLayout()->addElement(0, 2, m_scale);
    plotLayout()->setColumnStretchFactors({1.0, 1.0, 0.05});
    plotLayout()->setColumnSpacing(20);
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));
    for (std::size_t i = 0; i < 2; ++i)
        if (prepared.panels[i].heatmap.data)
            m_panels[i]->setMatrix(std::move(prepared.panels[i].heatmap), r.queryTokens,
                                   r.keyTokens);
    for (const auto& p : m_panels)
        p->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    applyFonts();
}

void ExplorerCompareFigure::applyFonts() {
    for (const auto& p : m_panels) {
        p->setFonts(fonts());
        p->setTitleHeight(p->titleTextHeight());
    }
    if (m_scale) styleColorScale(m_scale, fonts(), points());
    replot(QCustomPlot::rpQueuedReplot);
}

void ExplorerCompareFigure::fontSizeChanged() {
    applyFonts(); // the same heatmaps: nothing to prepare again
}

void ExplorerCompareFigure::fitToSize() {
    if (m_panels.empty()) return;
    fitLayout(3, [this] {
        HeatmapPanel& left = *m_panels[0];
        HeatmapPanel& right = *m_panels[1];
        const LabelFit fit = left.neededLabelFit().atLeast(right.neededLabelFit());
        bool changed = fitAxisLabels({{m_scale->axis(), m_scaleLabel}});
        for (HeatmapPanel* p : {&left, &right}) {
            changed |= p->fitToSize(fit);
            changed |= p->setTitleHeight(std::max(left.titleTextHeight(), right.titleTextHeight()));
        }
        return changed;
    });
}

QString ExplorerCompareFigure::describeAt(const QPointF& pixel) const {
    return describeCellIn(m_panels, pixel);
}

ExplorerCompare::ExplorerCompare(ExplorerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_plot(new ExplorerCompareFigure(document, this)),
      m_mode(new QComboBox(this)), m_head(new QSpinBox(this)) {
    m_mode->setObjectName(QStringLiteral("compareModeCombo"));
    m_mode->addItems({tr("another head"), tr("with / without ÷√d"), tr("temperature × 2"),
                      tr("temperature ÷ 2"), tr("with / without the causal mask")});
    m_mode->setCurrentIndex(int(CompareMode::ToggleScaling));
    m_head->setObjectName(QStringLiteral("compareHeadSpin"));
    m_head->setPrefix(tr("head "));
    auto* bar = new QHBoxLayout;
    auto* beside = new QLabel(tr("Current head beside:"), this);
    beside->setWordWrap(true); // two lines rather than a wider window at 18 pt
    bar->addWidget(beside);
    bar->addWidget(m_mode);
    bar->addWidget(m_head);
    bar->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);
    connect(m_mode, qOverload<int>(&QComboBox::activated), this, &ExplorerCompare::apply);
    connect(m_head, qOverload<int>(&QSpinBox::valueChanged), this, &ExplorerCompare::apply);
    connect(m_document, &ExplorerDocument::resultsChanged, this, [this] {
        const QSignalBlocker block(m_head);
        m_head->setRange(1, m_document->results().heads);
    });
    m_head->setRange(1, m_document->results().heads);
    m_head->setValue(std::min(2, m_document->results().heads));
    apply();
}

void ExplorerCompare::apply() {
    const CompareMode mode = CompareMode(m_mode->currentIndex());
    m_head->setEnabled(mode == CompareMode::OtherHead);
    m_plot->setMode(mode, m_head->value() - 1);
}

} // namespace attn::ui
