// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/nexttokenview.h"

#include "ui/common/labelledcontrol.h"
#include "ui/model/modeldocument.h"
#include "ui/plotkit/heatmapdata.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

using namespace palette;

QString visibleToken(const QString& token) {
    QString shown = token;
    shown.replace(QLatin1Char(' '), QChar(0x2423)).replace(QLatin1Char('\n'), QChar(0x21B5));
    return shown.replace(QLatin1Char('\t'), QChar(0x21E5));
}

NextTokenFigure::NextTokenFigure(const ModelDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("nextTokenFigure"));
    setMinimumSize(320, 240);
    connect(this, &QCustomPlot::afterLayout, this,
            [this] { fitLayout(3, [this] { return fitTextToLayout(); }); });
    rebuild();
}

void NextTokenFigure::setOptions(const NextTokenOptions& options) {
    m_options = options;
    rebuild();
}

void NextTokenFigure::setSampleSeed(int seed) {
    m_sampleSeed = seed;
    rebuild();
}

void NextTokenFigure::rebuild() {
    clearFigure();
    QString problem;
    const std::vector<TokenChoice> chosen = m_document->nextTokens(m_options, &problem);
    if (chosen.empty()) {
        plotLayout()->addElement(0, 0, addTitleText(problem));
        replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    // the token written next: drawn with the seed, or the likeliest (greedy)
    const std::size_t pick = m_sampleSeed >= 0 ? sampleToken(chosen, unsigned(m_sampleSeed)) : 0;
    const QString after = visibleToken(m_document->tokenText(m_document->ids().back()));
    const QString picked = visibleToken(m_document->tokenText(chosen[pick].id));
    const QString title =
        (m_options.temperature == 0
             ? tr("After ‘%1’: the most likely token (temperature 0: greedy)").arg(after)
             : tr("After ‘%1’: the %n most likely tokens at temperature %2", nullptr,
                  int(chosen.size()))
                   .arg(after)
                   .arg(m_options.temperature, 0, 'g', 3)) +
        QStringLiteral(" · ") +
        (m_sampleSeed >= 0 ? tr("drawn with seed %1: ‘%2’").arg(m_sampleSeed).arg(picked)
                           : tr("the likeliest: ‘%1’").arg(picked));
    // With heads knocked out, the intact model's probability of each token beside its bar.
    const std::vector<double> intact =
        m_document->intactProbabilities(chosen, m_options.temperature);
    auto* grid = new QCPLayoutGrid;
    plotLayout()->addElement(0, 0, grid);
    QCPAxisRect* rect = addTitledRect(grid, 0, 0, title, tr("probability"), QString(), 1.5);
    QCPAxis* tokens = rect->axis(QCPAxis::atLeft);
    QCPAxis* probability = rect->axis(QCPAxis::atBottom);
    const auto barsIn = [&](const QColor& colour) {
        auto* bars = new QCPBars(tokens, probability);
        bars->setPen(Qt::NoPen);
        bars->setBrush(colour);
        bars->setWidth(0.7);
        return bars;
    };
    QCPBars* bars = barsIn(kBlue);
    QCPBars* pickedBar = barsIn(kVermillion); // the token written, in its own colour
    QCPBars* intactBars = intact.empty() ? nullptr : barsIn(kGrey);
    const double shift = intactBars ? 0.2 : 0; // knocked out above, intact below
    if (intactBars) {
        for (QCPBars* b : {bars, pickedBar, intactBars})
            b->setWidth(0.38);
        const ForwardWhatIf& knockout = m_document->knockout();
        bars->setName((knockout.ablation == HeadAblation::Mean
                           ? tr("heads %1 replaced by their mean")
                           : tr("heads %1 knocked out"))
                          .arg(headsText(knockout)));
        intactBars->setName(tr("intact model"));
        // The key below the plot, side by side, so that it never covers a bar.
        auto* key = new QCPLegend;
        grid->addElement(1, 0, key);
        grid->setRowStretchFactors({1.0, 0.001});
        key->setFont(fonts().tickLabel);
        key->setBorderPen(Qt::NoPen);
        key->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        for (QCPBars* b : {bars, intactBars})
            key->addItem(new QCPPlottableLegendItem(key, b));
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double largest = chosen.front().probability;
    for (double p : intact)
        largest = std::max(largest, p);
    // With heads knocked out each row carries one label, "0.513 (intact 0.050)", after the
    // longer of its two bars: two labels a row would overlap at 18 pt. The axis leaves room.
    const double top = std::min(1.0, (intactBars ? 1.6 : 1.15) * largest + 0.02);
    const int n = int(chosen.size());
    const auto number = [this](double p) {
        return p >= 0.001 ? QString::number(p, 'f', 3) : tr("< 0.001");
    };
    // the label after its bar, or inside it, in white, where the bar nearly fills the axis
    const auto labelAt = [&](double p, double at, const QString& label) {
        const bool inside = p > 0.8 * top;
        addText(rect, p, at, inside ? label + QLatin1Char(' ') : QLatin1Char(' ') + label,
                inside ? QColor(Qt::white) : kInk,
                (inside ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, fonts().tickLabel);
    };
    for (int i = 0; i < n; ++i) { // the most likely at the top
        const double at = n - i, p = chosen[std::size_t(i)].probability;
        (std::size_t(i) == pick ? pickedBar : bars)->addData(at + shift, p);
        ticker->addTick(
            at, withDirectionMarks(visibleToken(m_document->tokenText(chosen[std::size_t(i)].id))));
        if (intactBars) {
            const double before = intact[std::size_t(i)];
            intactBars->addData(at - shift, before);
            labelAt(std::max(p, before), at, tr("%1 (intact %2)").arg(number(p), number(before)));
        } else {
            labelAt(p, at, number(p));
        }
    }
    tokens->setTicker(ticker);
    tokens->setRange(0.4, n + 0.6);
    probability->setRange(0, top);
    replot(QCustomPlot::rpQueuedReplot);
}

NextTokenView::NextTokenView(const ModelDocument* document, QWidget* parent)
    : QWidget(parent), m_figure(new NextTokenFigure(document, this)),
      m_temperature(new QDoubleSpinBox(this)), m_topK(new QSpinBox(this)),
      m_topP(new QDoubleSpinBox(this)) {
    m_temperature->setObjectName(QStringLiteral("nextTemperatureSpin"));
    m_temperature->setRange(0, 5);
    m_temperature->setSingleStep(0.1);
    m_temperature->setValue(1);
    m_temperature->setToolTip(tr("The logits are divided by it before the softmax: below 1 the "
                                 "likeliest token gains, above 1 the choice evens out; 0 is "
                                 "greedy"));
    m_topK->setObjectName(QStringLiteral("nextTopKSpin"));
    m_topK->setRange(1, 50);
    m_topK->setValue(10);
    m_topK->setToolTip(tr("How many of the most likely tokens to show and sample from"));
    m_topP->setObjectName(QStringLiteral("nextTopPSpin"));
    m_topP->setRange(0.05, 1);
    m_topP->setSingleStep(0.05);
    m_topP->setValue(1);
    m_topP->setToolTip(tr("Of those, the fewest whose probabilities reach p (1: all of them)"));
    // Two rows of controls: the view stays narrow enough for the window at 18 pt in every
    // language.
    auto* bar = new QGridLayout;
    addLabelled(bar, tr("&Temperature:"), m_temperature, 0, 0);
    addLabelled(bar, tr("Top-&k:"), m_topK, 0, 2);
    addLabelled(bar, tr("Top-&p:"), m_topP, 1, 0);
    auto* draw = new QPushButton(tr("&Draw a token"), this);
    draw->setObjectName(QStringLiteral("drawTokenButton"));
    draw->setToolTip(tr("Sample the next token from the bars shown, in proportion to their "
                        "probabilities, with the next seed; the token drawn is marked"));
    bar->addWidget(draw, 1, 2, 1, 2);
    bar->setColumnStretch(4, 1);
    connect(draw, &QPushButton::clicked, this,
            [this] { m_figure->setSampleSeed(m_figure->sampleSeed() + 1); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(bar);
    layout->addWidget(m_figure, 1);
    connect(m_temperature, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            &NextTokenView::apply);
    connect(m_topK, qOverload<int>(&QSpinBox::valueChanged), this, &NextTokenView::apply);
    connect(m_topP, qOverload<double>(&QDoubleSpinBox::valueChanged), this, &NextTokenView::apply);
}

void NextTokenView::apply() {
    NextTokenOptions o;
    o.temperature = m_temperature->value();
    o.topK = m_topK->value();
    o.topP = m_topP->value();
    m_figure->setOptions(o);
}

} // namespace attn::ui
