// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/generationview.h"

#include "ui/common/labelledcontrol.h"
#include "ui/model/modeldocument.h"
#include "ui/model/nexttokenview.h"
#include "ui/plotkit/heatmappanel.h"
#include "ui/plotkit/textfit.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace attn::ui {

GenerationFigure::GenerationFigure(const ModelDocument* document, QWidget* parent)
    : HeatmapFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("generationFigure"));
    connect(this, &QCustomPlot::afterLayout, this, &GenerationFigure::wrapHint);
    rebuild();
}

void GenerationFigure::wrapHint() {
    if (m_hint.isEmpty()) return;
    QCPTextElement* title = panel()->titleElement();
    const QString wrapped = wrapText(m_hint, title->font(), 0.8 * layoutSize().width());
    if (wrapped == title->text()) return;
    title->setText(wrapped);
    replot(QCustomPlot::rpQueuedReplot);
}

void GenerationFigure::rebuild() {
    const Generation& g = m_document->generation();
    panel()->axisRect()->axis(QCPAxis::atLeft)->setLabel(tr("layer and head"));
    panel()->axisRect()->axis(QCPAxis::atBottom)->setLabel(tr("token so far (the cache)"));
    m_matrix = Eigen::MatrixXf();
    m_heads.clear();
    m_tokens.clear();
    // Before anything is generated only the hint shows: no empty axes, no colour scale.
    for (QCPAxis::AxisType side : {QCPAxis::atLeft, QCPAxis::atBottom})
        panel()->axisRect()->axis(side)->setVisible(!g.steps.empty());
    colorScale()->setVisible(!g.steps.empty());
    if (g.steps.empty()) { // a hint in the title's place (an empty panel fits no title)
        panel()->setMatrix(Eigen::MatrixXf(), {}, {});
        m_hint = m_document->hasModel()
                     ? tr("Generate: the model writes on, token by token, and each step shows "
                          "what its last token attended to")
                     : tr("Open a language model to generate");
        wrapHint();
        replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    m_hint.clear();
    const int s = m_document->generationStep();
    const GenerationStep& step = g.steps[std::size_t(s)];
    const int layers = int(step.rows.size()), heads = int(step.rows.front().size());
    const Eigen::Index seen = step.rows.front().front().cols(); // the cache: every token so far
    Eigen::MatrixXf m(layers * heads, seen);
    QStringList headNames, tokens;
    // Grouped-query attention: the query heads of a group read one key/value head, named with
    // them so that the rows of a group read as one.
    const int kvHeads = m_document->modelShape().kvHeads;
    const int perGroup = kvHeads > 0 && kvHeads < heads ? heads / kvHeads : 0;
    for (int l = 0; l < layers; ++l)
        for (int h = 0; h < heads; ++h) {
            m.row(l * heads + h) = step.rows[std::size_t(l)][std::size_t(h)];
            //: a layer and head, both counted from 1: "L2 H3"
            const QString name = tr("L%1 H%2").arg(l + 1).arg(h + 1);
            //: a layer and head and the key/value head it reads (grouped-query attention)
            headNames << (perGroup ? tr("%1 · KV %2").arg(name).arg(h / perGroup + 1) : name);
            m_heads << QStringLiteral("%1:%2").arg(l + 1).arg(h + 1);
        }
    // The text so far is the prompt and s tokens; a text longer than the model's positions was
    // read from its last `seen` tokens.
    const std::size_t first = g.ids.size() - g.steps.size() + std::size_t(s) - std::size_t(seen);
    for (Eigen::Index k = 0; k < seen; ++k)
        tokens << m_document->tokenLabel(g.ids[first + std::size_t(k)]); // as the heatmaps
    // p is the model's own (temperature 1); a draw at another temperature adds its own odds.
    const double t = m_document->generationOptions().sampling.temperature;
    const QString after = visibleToken(m_document->tokenText(g.ids[first + std::size_t(seen) - 1]));
    const QString written = visibleToken(m_document->tokenText(step.id));
    panel()->setTitle(
        t == 0 || t == 1
            ? tr("Step %1 of %2: after ‘%3’ the model writes ‘%4’ (p = %5)")
                  .arg(s + 1)
                  .arg(g.steps.size())
                  .arg(after, written)
                  .arg(step.modelProbability, 0, 'g', 3)
            : tr("Step %1 of %2: after ‘%3’ the model writes ‘%4’ (p = %5; drawn at t = %6 "
                 "with p = %7)")
                  .arg(s + 1)
                  .arg(g.steps.size())
                  .arg(after, written)
                  .arg(step.modelProbability, 0, 'g', 3)
                  .arg(t)
                  .arg(step.probability, 0, 'g', 3));
    panel()->setMatrix(m, headNames, tokens);
    m_matrix = m;
    m_tokens = tokens;
    replot(QCustomPlot::rpQueuedReplot);
}

GenerationView::GenerationView(ModelDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_figure(new GenerationFigure(document, this)),
      m_count(new QSpinBox(this)), m_temperature(new QDoubleSpinBox(this)),
      m_seed(new QSpinBox(this)), m_step(new QSlider(Qt::Horizontal, this)),
      m_stepLabel(new QLabel(this)) {
    m_count->setObjectName(QStringLiteral("generateCount"));
    m_count->setRange(1, 200);
    m_count->setValue(20);
    m_temperature->setObjectName(QStringLiteral("generateTemperature"));
    m_temperature->setRange(0, 5);
    m_temperature->setSingleStep(0.1);
    m_temperature->setValue(0);
    m_temperature->setToolTip(tr("0 writes the likeliest token each time; above 0 each token is "
                                 "drawn from the 50 likeliest at this temperature"));
    m_seed->setObjectName(QStringLiteral("generateSeed"));
    m_seed->setRange(0, 1000000);
    m_step->setObjectName(QStringLiteral("generationStep"));
    auto* run = new QPushButton(tr("&Generate"), this);
    run->setObjectName(QStringLiteral("generateButton"));
    auto* bar = new QGridLayout;
    addLabelled(bar, tr("&New tokens:"), m_count, 0, 0);
    addLabelled(bar, tr("Te&mperature:"), m_temperature, 0, 2);
    addLabelled(bar, tr("S&eed:"), m_seed, 1, 0);
    bar->addWidget(run, 1, 2, 1, 2);
    auto* stepLabel = new QLabel(tr("Ste&p:"), this);
    stepLabel->setBuddy(m_step);
    bar->addWidget(stepLabel, 2, 0);
    bar->addWidget(m_step, 2, 1, 1, 2); // the slider across two columns
    bar->addWidget(m_stepLabel, 2, 3);
    bar->setColumnStretch(4, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_figure, 1);
    connect(run, &QPushButton::clicked, this, &GenerationView::generate);
    connect(m_step, &QSlider::valueChanged, document, &ModelDocument::setGenerationStep);
    connect(document, &ModelDocument::generationChanged, this, &GenerationView::showStep);
    connect(document, &Document::resultsChanged, this, &GenerationView::showStep);
    showStep();
}

GenerationOptions GenerationView::options() const {
    GenerationOptions options;
    options.newTokens = m_count->value();
    options.sampling.temperature = m_temperature->value();
    options.seed = unsigned(m_seed->value());
    return options;
}

void GenerationView::setOptions(const GenerationOptions& options) {
    m_count->setValue(options.newTokens);
    m_temperature->setValue(options.sampling.temperature);
    m_seed->setValue(int(options.seed));
}

void GenerationView::generate() {
    m_document->runGeneration(options()); // a refusal reaches the status bar as errorOccurred
}

void GenerationView::showStep() {
    const int steps = int(m_document->generation().steps.size());
    const QSignalBlocker quiet(m_step);
    m_step->setRange(0, std::max(0, steps - 1));
    m_step->setValue(m_document->generationStep());
    m_step->setEnabled(steps > 1);
    m_stepLabel->setText(steps ? tr("%1 of %2").arg(m_document->generationStep() + 1).arg(steps)
                               : QString());
    m_figure->rebuild();
}

} // namespace attn::ui
