// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/rotaryfigure.h"

#include "ui/model/modeldocument.h"

namespace attn::ui {

using namespace palette;

RotaryFigure::RotaryFigure(const ModelDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("rotaryView"));
    setMinimumSize(320, 240);
    // Titles and axis labels are fitted to each new layout (a resize, an export).
    connect(this, &QCustomPlot::afterLayout, this,
            [this] { fitLayout(3, [this] { return fitTextToLayout(); }); });
    rebuild();
}

void RotaryFigure::rebuild() {
    clearFigure();
    const std::optional<RotaryCurve> c = m_document->rotaryCurve();
    if (!c) {
        plotLayout()->addElement(
            0, 0,
            addTitleText(
                tr("This layer has no rotary positions: open a rotary model (Llama, Qwen, "
                   "Mistral, Gemma, Phi-3, OLMo 2, Pythia). GPT-2 learns its positions, BERT "
                   "adds them to the tokens and SmolLM3 leaves them out of every fourth layer.")));
        replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    auto* grid = new QCPLayoutGrid;
    plotLayout()->addElement(0, 0, grid);
    QCPAxisRect* rect = addTitledRect(
        grid, 0, 0,
        tr("Layer %1, head %2: query ‘%3’ and key ‘%4’ placed at every offset j − i")
            .arg(m_document->layer() + 1)
            .arg(m_document->head() + 1)
            .arg(c->queryToken, c->keyToken),
        tr("offset j − i (key position − query position)"), tr("scaled score q · k / √d"), 1.5);
    showGrid(rect);
    QVector<double> offsets, rotated, flat;
    for (int o = -c->maxOffset; o <= c->maxOffset; ++o) {
        offsets << o;
        rotated << c->rotated[std::size_t(o + c->maxOffset)];
        flat << c->unrotated;
    }
    const double width = std::max(1.5, points() / 6);
    QCPGraph* with = addLine(rect, offsets, rotated, QPen(kBlue, width));
    with->setName(tr("with the rotation, as the head computes it"));
    QPen dashed(kVermillion, width, Qt::DashLine);
    QCPGraph* without = addLine(rect, offsets, flat, dashed);
    without->setName(tr("without the rotation"));
    const double here = c->rotated[std::size_t(c->offset + c->maxOffset)];
    QCPGraph* pair =
        addDots(rect, {double(c->offset)}, {here},
                QCPScatterStyle(QCPScatterStyle::ssDisc, kBlue, kBlue, points() * 0.9));
    pair->setName(tr("the pair in the text (offset %1)").arg(c->offset));
    rect->axis(QCPAxis::atBottom)->setRange(-c->maxOffset - 0.5, c->maxOffset + 0.5);
    const auto [low, high] = std::minmax_element(rotated.begin(), rotated.end());
    const double bottom = std::min(*low, c->unrotated), top = std::max(*high, c->unrotated);
    const double pad = std::max(1e-3, (top - bottom) * 0.1);
    rect->axis(QCPAxis::atLeft)->setRange(bottom - pad, top + pad);
    // The key below the plot, one entry after another, so that it never covers the curve.
    auto* legend = new QCPLegend;
    grid->addElement(1, 0, legend);
    grid->setRowStretchFactors({1.0, 0.001});
    legend->setFont(fonts().tickLabel);
    legend->setBorderPen(Qt::NoPen);
    for (QCPGraph* graph : {with, without, pair})
        legend->addItem(new QCPPlottableLegendItem(legend, graph));
    replot(QCustomPlot::rpQueuedReplot);
}

} // namespace attn::ui
