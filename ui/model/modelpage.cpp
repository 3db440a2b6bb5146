// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/modelpage.h"
#include "ui/common/showsdata.h"

#include "ui/common/sidepanel.h"
#include "ui/model/generationview.h"
#include "ui/model/headatlasview.h"
#include "ui/model/logitlensfigure.h"
#include "ui/model/longtextfigure.h"
#include "ui/model/longtextview.h"
#include "ui/model/modeldocument.h"
#include "ui/model/modelgridfigure.h"
#include "ui/model/modelheatmapfigure.h"
#include "ui/model/nexttokenview.h"
#include "ui/model/rotaryfigure.h"
#include "ui/model/scorebuildfigure.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

namespace {
constexpr int kContinueTokens = 20;
constexpr int kMillisecondsPerToken = 150; ///< slow enough to watch each new token's row
const char* const kFirstVerse = "In the beginning God created the heaven and the earth.";

/// The query heads that share each key/value head, numbered from 1: 8 over 2 -> "1–4, 5–8".
/// The 1-based numbers of the layers where keep(layer) holds, "1, 3, 5".
template <typename Keep> QString layersWhere(int layers, Keep keep) {
    QStringList list;
    for (int l = 0; l < layers; ++l)
        if (keep(l)) list << QString::number(l + 1);
    return list.join(QStringLiteral(", "));
}

QString headGroups(int heads, int kvHeads) {
    QStringList groups;
    const int size = heads / kvHeads;
    for (int g = 0; g < kvHeads; ++g)
        groups << (size == 1 ? QString::number(g + 1)
                             : QStringLiteral("%1–%2").arg(g * size + 1).arg((g + 1) * size));
    return groups.join(QStringLiteral(", "));
}
} // namespace

ModelPage::ModelPage(QWidget* parent)
    : Page(parent), m_document(new ModelDocument(this)),
      m_heatmap(new ModelHeatmapFigure(m_document, this)),
      m_grid(new ModelGridFigure(m_document, this)), m_atlas(new HeadAtlasView(m_document, this)),
      m_rotary(new RotaryFigure(m_document, this)), m_next(new NextTokenView(m_document, this)),
      m_generation(new GenerationView(m_document, this)),
      m_lens(new LogitLensFigure(m_document, this)), m_longText(new LongTextView(m_document, this)),
      m_views(new QTabWidget(this)), m_viewsOrNotice(new QStackedWidget(this)),
      m_notice(new QLabel(this)), m_text(new QLineEdit(this)), m_layer(new QSpinBox(this)),
      m_head(new QSpinBox(this)), m_rollout(new QCheckBox(tr("&Rollout over all layers"), this)),
      m_modelLabel(new QLabel(this)), m_summary(new QLabel(this)) {
    markShowsData(m_modelLabel);
    auto* open = new QPushButton(tr("&Open model folder…"), this);
    auto* importButton = new QPushButton(tr("&Import attention…"), this);
    importButton->setToolTip(tr("Attention computed elsewhere: a .npy, .npz or .safetensors tensor "
                                "(layers, heads, q, k) and a JSON file of its tokens"));
    auto* more = new QPushButton(tr("&Continue %n tokens", nullptr, kContinueTokens), this);
    m_continue = more;
    more->setObjectName(QStringLiteral("continueButton"));
    more->setToolTip(tr("The model writes %1 more tokens, one at a time; each new token's "
                        "attention appears as it is written")
                         .arg(kContinueTokens));
    m_continueTimer.setParent(this); // found by name: tests wait for it to stop
    m_continueTimer.setObjectName(QStringLiteral("continueTimer"));
    m_continueTimer.setInterval(kMillisecondsPerToken);
    m_text->setObjectName(QStringLiteral("modelTextEdit"));
    m_layer->setObjectName(QStringLiteral("modelLayerBox"));
    m_head->setObjectName(QStringLiteral("modelHeadBox"));
    m_text->setToolTip(tr("The text the model reads; press Enter to apply"));
    m_second = new QLineEdit(this);
    m_second->setObjectName(QStringLiteral("modelSecondEdit"));
    m_second->setToolTip(tr("An encoder reads a sentence pair: [CLS] text [SEP] sentence B "
                            "[SEP]; empty for one text"));
    m_pairView = new QComboBox(this);
    m_pairView->addItems({tr("Whole pair"), tr("A → B"), tr("B → A")});
    m_pairView->setToolTip(tr("Show every token, or only sentence A's queries on sentence B's "
                              "keys, or B's on A's"));
    m_modelLabel->setWordWrap(true);
    m_summary->setWordWrap(true);
    for (QSpinBox* box : {m_layer, m_head}) {
        box->setMinimum(1);
        box->setKeyboardTracking(false);
    }

    auto* form = m_form = new QFormLayout;
    form->addRow(tr("Showing:"), m_modelLabel);
    form->addRow(open);
    form->addRow(importButton);
    auto* longText = new QPushButton(tr("Lon&g text…"), this);
    longText->setObjectName(QStringLiteral("longTextButton"));
    longText->setToolTip(tr("A text of thousands of tokens in a window of its own: each head "
                            "whole, its detail, every head by distance"));
    connect(longText, &QPushButton::clicked, this, &ModelPage::showLongText);
    form->addRow(longText);
    form->addRow(tr("&Text:"), m_text);
    form->addRow(tr("Sentence &B:"), m_second);
    form->addRow(tr("&Show:"), m_pairView);
    form->addRow(more);
    form->addRow(tr("&Layer:"), m_layer);
    form->addRow(tr("&Head:"), m_head);
    form->addRow(m_rollout);
    addKnockoutRows(form);
    form->addRow(m_summary);
    auto* controls = new QWidget(this);
    auto* column = new QVBoxLayout(controls);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(form);
    column->addStretch(1);
    auto* row = new QHBoxLayout(this);
    row->addWidget(new SidePanel(controls, this));
    row->addWidget(createViews(), 1);

    connect(open, &QPushButton::clicked, this, &ModelPage::openModelFolder);
    connect(importButton, &QPushButton::clicked, this, &ModelPage::openAttentionFile);
    connect(more, &QPushButton::clicked, this, [this] {
        m_tokensToWrite = kContinueTokens;
        m_continueTimer.start();
    });
    connect(&m_continueTimer, &QTimer::timeout, this, [this] {
        if (--m_tokensToWrite < 0 || !m_document->continueText(1)) m_continueTimer.stop();
    });
    const auto applyText = [this] { m_document->setText(m_text->text(), m_second->text()); };
    connect(m_text, &QLineEdit::returnPressed, this, applyText);
    connect(m_second, &QLineEdit::returnPressed, this, applyText);
    connect(m_pairView, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this](int view) { m_document->setPairView(PairView(view)); });
    connect(m_layer, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { m_document->setLayer(v - 1); });
    connect(m_head, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { m_document->setHead(v - 1); });
    connect(m_rollout, &QCheckBox::toggled, m_document, &ModelDocument::setShowRollout);
    connectViews();
    connect(m_document, &ModelDocument::errorOccurred, this, [this](const QString& message) {
        emit statusMessage(tr("Not applied: %1").arg(message));
        syncControls();
    });

    if (const QString dir = ModelDocument::sampleModelDir();
        !dir.isEmpty() && m_document->loadModel(dir))
        m_document->setText(QString::fromLatin1(kFirstVerse));
    syncControls();
}

LabelledMatrix ModelPage::shownNumbers() const {
    if (m_views->currentWidget() == m_next) { // (1, k): the bars, the likeliest first
        QString problem;
        const std::vector<TokenChoice> chosen =
            m_document->nextTokens(m_next->figure()->options(), &problem);
        Eigen::MatrixXf p(1, Eigen::Index(chosen.size()));
        QStringList tokens;
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            p(0, Eigen::Index(i)) = float(chosen[i].probability);
            tokens << visibleToken(m_document->tokenText(chosen[i].id)); // as the bars read
        }
        return labelledMatrix(p, {tr("next")}, tokens);
    }
    if (m_views->currentWidget() == m_generation) { // (L·H, T): the step's rows, "layer:head"
        const GenerationFigure* g = m_generation->figure();
        return labelledMatrix(g->shownMatrix(), g->shownHeads(), g->shownTokens());
    }
    if (m_views->currentWidget() == m_lens) { // (L, T): each layer's likeliest token's p
        const std::vector<LensLayer>& lens = m_lens->lens();
        Eigen::MatrixXf p(Eigen::Index(lens.size()), m_document->tokens().size());
        QStringList layers;
        for (std::size_t l = 0; l < lens.size(); ++l) {
            layers << QString::number(l + 1);
            for (Eigen::Index t = 0; t < p.cols(); ++t)
                p(Eigen::Index(l), t) = float(lens[l].probabilities[std::size_t(t)]);
        }
        return labelledMatrix(p, layers, m_document->tokens());
    }
    return labelledMatrix(m_document->shownMatrix(), m_document->shownQueryTokens(),
                          m_document->shownKeyTokens());
}

void ModelPage::showLongText() {
    showOwnWindow(m_longText);
}

bool ModelPage::openLongText(const QString& path, QString* problem) {
    showLongText();
    return m_longText->openTextFile(path, problem);
}

QList<QWidget*> ModelPage::lessonViews() const {
    return {m_heatmap, m_grid, m_next, m_lens, m_generation}; // as modelViewNames()
}

QWidget* ModelPage::createViews() {
    m_views->addTab(m_heatmap, tr("One head"));
    m_views->addTab(m_grid, tr("All layers and heads"));
    m_views->addTab(m_atlas, tr("Head atlas"));
    m_views->addTab(createRotaryTab(), tr("Rotary positions"));
    m_views->addTab(m_next, tr("Next token"));
    m_views->addTab(m_generation, tr("Generation"));
    m_views->addTab(m_lens, tr("Logit lens"));
    m_longText->setWindowFlag(Qt::Window); // the whole screen for a long text, beside the tab
    m_longText->setWindowTitle(tr("Long text — AttentionLab"));
    connect(m_longText, &LongTextView::statusMessage, this, &Page::statusMessage);
    m_notice->setWordWrap(true);
    m_notice->setAlignment(Qt::AlignCenter);
    m_notice->setMargin(24);
    m_viewsOrNotice->addWidget(m_views);
    m_viewsOrNotice->addWidget(m_notice);
    return m_viewsOrNotice;
}

QWidget* ModelPage::createRotaryTab() {
    auto* tab = new QWidget(this);
    auto* column = new QVBoxLayout(tab);
    column->setContentsMargins(0, 0, 0, 0);
    m_toPositional = new QPushButton(tr("This pair on the Positional tab ▸"), tab);
    m_toPositional->setObjectName(QStringLiteral("rotaryToPositionalButton"));
    m_toPositional->setToolTip(tr("The Positional tab's RoPE panel with this head's query and "
                                  "key and the model's frequencies, at every pair of positions"));
    column->addWidget(m_toPositional, 0, Qt::AlignLeft);
    column->addWidget(m_rotary, 1);
    connect(m_toPositional, &QPushButton::clicked, this, &ModelPage::rotaryPairToPositional);
    return tab;
}

void ModelPage::connectViews() {
    connect(m_document, &ModelDocument::resultsChanged, this, [this] {
        syncControls();
        m_heatmap->rebuild();
        m_grid->rebuild();
        m_atlas->rebuild();
        m_rotary->rebuild();
        m_next->figure()->rebuild();
        m_lens->rebuild();
        if (m_scoreBuild) m_scoreBuild->rebuild();
    });
    const auto openHead = [this](int layer, int head) {
        m_document->setShowRollout(false);
        m_document->setLayer(layer);
        m_document->setHead(head);
        m_views->setCurrentWidget(m_heatmap);
    };
    connect(m_grid, &ModelGridFigure::headChosen, this, openHead);
    connect(m_heatmap, &ModelHeatmapFigure::cellChosen, this,
            [this](int query, int) { showScoreBuild(query); });
    connect(m_atlas, &HeadAtlasView::headChosen, this, openHead);
}

void ModelPage::addKnockoutRows(QFormLayout* form) {
    m_knockout = new QLineEdit(this);
    m_knockout->setObjectName(QStringLiteral("modelKnockoutEdit"));
    m_knockout->setPlaceholderText(tr("e.g. 2:1, 3:4"));
    m_knockout->setToolTip(tr("What if these heads (layer:head) were knocked out? Their outputs "
                              "are replaced before the output projection; the next token and "
                              "the later layers' attention change. Press Enter to apply, empty "
                              "for the intact model"));
    m_ablation = new QComboBox(this);
    m_ablation->setObjectName(QStringLiteral("modelAblationBox"));
    m_ablation->addItems({tr("by zeros"), tr("by their mean")});
    m_ablation->setToolTip(tr("Replace a knocked-out head's output by zeros, or by its mean over "
                              "the text's positions (mean-ablation)"));
    // Spanning rows: the labels' column stays as narrow as the other rows need.
    auto* knockoutLabel = new QLabel(tr("&Knock out heads, replaced:"), this);
    knockoutLabel->setBuddy(m_knockout);
    form->addRow(knockoutLabel);
    form->addRow(m_knockout);
    form->addRow(m_ablation);
    const auto applyKnockout = [this] {
        m_document->setKnockout(m_knockout->text(), m_ablation->currentIndex() == 1
                                                        ? HeadAblation::Mean
                                                        : HeadAblation::Zero);
    };
    connect(m_knockout, &QLineEdit::returnPressed, this, applyKnockout);
    connect(m_ablation, qOverload<int>(&QComboBox::currentIndexChanged), this, applyKnockout);
}

void ModelPage::showScoreBuild(int query) {
    if (!m_scoreBuild) {
        auto* window = new QDialog(this);
        window->setObjectName(QStringLiteral("scoreBuildWindow"));
        window->setWindowTitle(tr("How a score is built"));
        window->resize(1000, 600);
        m_scoreBuild = new ScoreBuildFigure(m_document, window);
        m_scoreBuild->setBaseFontPointSize(m_heatmap->baseFontPointSize());
        connect(m_heatmap, &Figure::baseFontPointSizeChanged, m_scoreBuild,
                &Figure::setBaseFontPointSize);
        (new QVBoxLayout(window))->addWidget(m_scoreBuild);
    }
    m_scoreBuild->setQuery(query);
    QWidget* window = m_scoreBuild->parentWidget();
    window->show();
    window->raise();
}

QCustomPlot* ModelPage::exportPlot() {
    if (m_views->currentWidget() == m_atlas) return m_atlas->heatmap();
    if (m_views->currentWidget() == m_rotary->parentWidget()) return m_rotary;
    if (m_views->currentWidget() == m_next) return m_next->figure();
    if (m_views->currentWidget() == m_generation) return m_generation->figure();
    if (m_views->currentWidget() == m_lens) return m_lens;
    return m_views->currentWidget() == m_grid ? static_cast<QCustomPlot*>(m_grid) : m_heatmap;
}
void ModelPage::openModelFolder() {
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Open a model folder"), m_document->modelDir());
    if (!dir.isEmpty()) m_document->loadModel(dir);
}

void ModelPage::openAttentionFile() {
    const QString tensor =
        QFileDialog::getOpenFileName(this, tr("Attention tensor (layers, heads, q, k)"), QString(),
                                     tr("Tensors (*.npy *.npz *.safetensors)"));
    if (tensor.isEmpty()) return;
    const QString tokens = QFileDialog::getOpenFileName(
        this, tr("Its tokens"), QFileInfo(tensor).path(), tr("JSON (*.json)"));
    if (!tokens.isEmpty()) m_document->importAttention(tensor, tokens);
}

void ModelPage::syncControls() {
    const QSignalBlocker b1(m_layer), b2(m_head), b3(m_rollout);
    m_layer->setMaximum(std::max(1, m_document->layers()));
    m_head->setMaximum(std::max(1, m_document->heads()));
    m_layer->setValue(m_document->layer() + 1);
    m_head->setValue(m_document->head() + 1);
    m_layer->setEnabled(!m_document->showRollout());
    m_head->setEnabled(!m_document->showRollout());
    m_rollout->setChecked(m_document->showRollout());
    if (!m_text->hasFocus() || m_text->text().isEmpty()) m_text->setText(m_document->text());
    const ModelShape shape = m_document->modelShape();
    if (!m_second->hasFocus()) m_second->setText(m_document->secondText());
    m_form->setRowVisible(m_second, shape.encoder);
    m_form->setRowVisible(m_pairView, m_document->hasPair());
    const QSignalBlocker b4(m_pairView);
    m_pairView->setCurrentIndex(int(m_document->pairView()));
    if (!m_knockout->hasFocus()) m_knockout->setText(headsText(m_document->knockout()));
    m_modelLabel->setText(m_document->source().isEmpty() ? tr("none")
                          : shape.modelType.empty()
                              ? m_document->source()
                              : QStringLiteral("%1 (%2)").arg(
                                    m_document->source(), QString::fromStdString(shape.modelType)));
    QString summary = m_document->layers() > 0 ? tr("%1 tokens · %2 layers × %3 heads")
                                                     .arg(m_document->tokens().size())
                                                     .arg(m_document->layers())
                                                     .arg(m_document->heads())
                      : m_document->hasModel() ? tr("%1 layers × %2 heads, up to %3 tokens")
                                                     .arg(shape.layers)
                                                     .arg(shape.heads)
                                                     .arg(shape.positions)
                                               : tr("No model: open a model folder (GPT-2, "
                                                    "Llama, Qwen, Gemma, Phi-3, Pythia, BERT, "
                                                    "…).");
    if (shape.kvHeads > 0 && shape.kvHeads != shape.heads) // grouped-query attention
        summary +=
            QLatin1Char('\n') +
            tr("Heads %1 share a key/value head each").arg(headGroups(shape.heads, shape.kvHeads));
    const int layers = int(shape.windows.size());
    const auto sliding = [&](int l) { return shape.windows[std::size_t(l)] > 0; };
    if (const QString list = layersWhere(layers, sliding); !list.isEmpty()) {
        const auto window = *std::max_element(shape.windows.begin(), shape.windows.end());
        summary +=
            QLatin1Char('\n') +
            tr("Layers %1 see the last %2 tokens only (sliding window)").arg(list).arg(window);
    }
    // Layers without rotary positions among rotary ones (SmolLM3); not GPT-2's learned positions.
    const auto noRotary = [&](int l) { return !shape.rotary[std::size_t(l)]; };
    const bool anyRotary =
        std::find(shape.rotary.begin(), shape.rotary.end(), true) != shape.rotary.end();
    if (const QString list = layersWhere(int(shape.rotary.size()), noRotary);
        anyRotary && !list.isEmpty())
        summary += QLatin1Char('\n') + tr("Layers %1 have no rotary positions").arg(list);
    m_summary->setText(summary);
    const bool noText = m_document->hasModel() && m_document->layers() == 0;
    m_notice->setText(noText ? tr("%1 is open, but it cannot read the text: %2\nType a "
                                  "shorter text, and its figures appear.")
                                   .arg(m_document->source(), m_document->errorString())
                             : QString());
    if (!noText && m_viewsOrNotice->currentWidget() == m_notice)
        emit statusMessage(QString()); // the text is read now: the reason it was not is past
    m_viewsOrNotice->setCurrentWidget(noText ? static_cast<QWidget*>(m_notice) : m_views);
    m_toPositional->setEnabled(m_document->hasModel() &&
                               !m_document->languageModel()->rotaryFrequencies(0, 1).empty());
    m_continue->setEnabled(!shape.encoder);
    m_continue->setToolTip(shape.encoder ? tr("An encoder (BERT family) does not write text.")
                                         : QString());
}

} // namespace attn::ui
