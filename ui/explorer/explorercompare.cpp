#include "ui/explorer/explorercompare.h"

#include "core/base/check.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerplotdata.h"
#include "ui/plotkit/colormaps.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attn::ui {

ExplorerComparePlot::ExplorerComparePlot(ExplorerDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("explorerCompare"));
    connect(this, &QCustomPlot::afterLayout, this, &ExplorerComparePlot::fitToSize);
    connect(m_document, &ExplorerDocument::resultsChanged, this, &ExplorerComparePlot::rebuild);
    connect(m_document, &ExplorerDocument::currentHeadChanged, this, &ExplorerComparePlot::rebuild);
    connect(m_document, &ExplorerDocument::matrixKindChanged, this, &ExplorerComparePlot::rebuild);
    connect(m_document, &ExplorerDocument::colorMapChanged, this, &ExplorerComparePlot::rebuild);
    rebuild();
}

ExplorerComparePlot::~ExplorerComparePlot() = default;

void ExplorerComparePlot::setMode(CompareMode mode, int otherHead) {
    m_mode = mode;
    m_otherHead = otherHead;
    rebuild();
}

void ExplorerComparePlot::rebuild() {
    if (parentWidget() && !isVisible()) { // a hidden tab catches up when shown
        m_stale = true;
        return;
    }
    m_stale = false;
    m_panels.clear();
    clearItems();
    clearPlottables();
    plotLayout()->clear();
    const ExplorerResults& r = m_document->results();
    const ExplorerSettings& s = m_document->settings();
    const MatrixKind kind = m_document->matrixKind();
    const int head = m_document->currentHead();
    const Eigen::MatrixXf left = m_document->currentMatrix();
    Eigen::MatrixXf right;
    QString leftTitle = QStringLiteral("head %1").arg(head + 1), rightTitle;
    const bool scaled = s.score == ScoreFunction::ScaledDot;
    try {
        switch (m_mode) {
        case CompareMode::OtherHead:
            right = m_document->matrix(std::clamp(m_otherHead, 0, r.heads - 1), kind);
            rightTitle = QStringLiteral("head %1").arg(std::clamp(m_otherHead, 0, r.heads - 1) + 1);
            break;
        case CompareMode::ToggleScaling:
            right = m_document->variantMatrix(head, kind, [scaled](ExplorerSettings& x) {
                x.score = scaled ? ScoreFunction::Dot : ScoreFunction::ScaledDot;
            });
            leftTitle += scaled ? QStringLiteral(", ÷√d") : QStringLiteral(", no ÷√d");
            rightTitle = QStringLiteral("head %1, %2")
                             .arg(head + 1)
                             .arg(scaled ? QStringLiteral("no ÷√d") : QStringLiteral("÷√d"));
            break;
        case CompareMode::DoubleTemperature:
        case CompareMode::HalveTemperature: {
            const double t = s.temperature * (m_mode == CompareMode::DoubleTemperature ? 2 : 0.5);
            right = m_document->variantMatrix(head, kind,
                                              [t](ExplorerSettings& x) { x.temperature = t; });
            leftTitle += QStringLiteral(", t = %1").arg(s.temperature);
            rightTitle = QStringLiteral("head %1, t = %2").arg(head + 1).arg(t);
            break;
        }
        case CompareMode::ToggleCausal: {
            const bool causal = s.kind == AttentionKind::Causal;
            right = m_document->variantMatrix(head, kind, [causal](ExplorerSettings& x) {
                x.kind = causal ? AttentionKind::Self : AttentionKind::Causal;
            });
            leftTitle += causal ? QStringLiteral(", causal") : QStringLiteral(", no mask");
            rightTitle = QStringLiteral("head %1, %2")
                             .arg(head + 1)
                             .arg(causal ? QStringLiteral("no mask") : QStringLiteral("causal"));
            break;
        }
        }
    } catch (const InputError& e) {
        right = Eigen::MatrixXf();
        rightTitle = QString::fromUtf8(e.what());
    }
    leftTitle += QStringLiteral(": ") + matrixKindTitle(kind);
    rightTitle += QStringLiteral(": ") + matrixKindTitle(kind);

    m_scale = new QCPColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    const ColorMap map = m_document->colorMap();
    const QCPColorGradient gradient = maskingGradient(map);
    m_scale->setGradient(gradient);
    m_scale->setDataRange(displayRange(finiteRange({left, right}), kind, map == ColorMap::Diverging,
                                       m_document->weightsToLargest()));
    m_scale->axis()->setLabel(matrixKindFormula(kind, s.score));
    auto* group = new QCPMarginGroup(this);
    for (const QString& title : {leftTitle, rightTitle}) {
        m_panels.push_back(std::make_unique<HeatmapPanel>(this, m_scale, title, title));
        plotLayout()->addElement(0, int(m_panels.size()) - 1, m_panels.back()->layout());
    }
    plotLayout()->addElement(0, 2, m_scale);
    plotLayout()->setColumnStretchFactors({1.0, 1.0, 0.05});
    plotLayout()->setColumnSpacing(20);
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));
    m_panels[0]->setMatrix(maskedAsNaN(left), r.queryTokens, r.keyTokens);
    if (right.size()) m_panels[1]->setMatrix(maskedAsNaN(right), r.queryTokens, r.keyTokens);
    for (const auto& p : m_panels)
        p->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    for (const auto& p : m_panels) {
        p->setFonts(fonts());
        p->setTitleHeight(p->titleTextHeight());
    }
    styleColorScale(m_scale, fonts(), points());
    replot(QCustomPlot::rpQueuedReplot);
}

void ExplorerComparePlot::fitToSize() {
    if (m_panels.empty()) return;
    fitLayout(3, [this] {
        HeatmapPanel& left = *m_panels[0];
        HeatmapPanel& right = *m_panels[1];
        const LabelFit fit = left.neededLabelFit().atLeast(right.neededLabelFit());
        bool changed = false;
        for (HeatmapPanel* p : {&left, &right}) {
            changed |= p->fitToSize(fit);
            changed |= p->setTitleHeight(std::max(left.titleTextHeight(), right.titleTextHeight()));
        }
        return changed;
    });
}

QString ExplorerComparePlot::describeAt(const QPointF& pixel) const {
    return describeCellIn(m_panels, pixel);
}

ExplorerCompare::ExplorerCompare(ExplorerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_plot(new ExplorerComparePlot(document, this)),
      m_mode(new QComboBox(this)), m_head(new QSpinBox(this)) {
    m_mode->setObjectName(QStringLiteral("compareModeCombo"));
    m_mode->addItems({tr("another head"), tr("with / without ÷√d"), tr("temperature × 2"),
                      tr("temperature ÷ 2"), tr("with / without the causal mask")});
    m_mode->setCurrentIndex(int(CompareMode::ToggleScaling));
    m_head->setObjectName(QStringLiteral("compareHeadSpin"));
    m_head->setPrefix(tr("head "));
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Current head beside:"), this));
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

void ExplorerComparePlot::showEvent(QShowEvent* event) {
    if (m_stale) rebuild();
    QCustomPlot::showEvent(event);
}

} // namespace attn::ui
