// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorercontrols.h"

#include "ui/explorer/explorerdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace attn::ui {

namespace {

QComboBox* combo(QWidget* parent, const char* name, const QStringList& items) {
    auto* box = new QComboBox(parent);
    box->setObjectName(QLatin1String(name));
    box->addItems(items);
    return box;
}

QSpinBox* spin(QWidget* parent, const char* name, int low, int high) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(low, high);
    box->setKeyboardTracking(false);
    return box;
}

} // namespace

ExplorerControls::ExplorerControls(ExplorerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("textEdit"));
    m_text->setPlaceholderText(tr("Type a sentence, press Enter"));
    m_text->setClearButtonEnabled(true);
    m_examples = combo(this, "examplesCombo", {tr("choose…")});
    for (const NoteSentence& example : noteSentences()) {
        m_examples->addItem(tr("%1 · %2: %3").arg(example.note, example.language, example.text),
                            example.text);
        m_examples->setItemData(
            m_examples->count() - 1,
            tr("The %1 example of lecture note %2").arg(example.language, example.note),
            Qt::ToolTipRole);
    }
    // The box stays narrow (a long sentence is cut off there) and its list shows them whole.
    m_examples->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_examples->setMinimumContentsLength(12);
    m_examples->setToolTip(tr("Put a sentence of the lecture notes into the sentence field"));
    m_crossText = new QLineEdit(this);
    m_crossText->setObjectName(QStringLiteral("crossTextEdit"));
    m_crossText->setPlaceholderText(tr("Keys and values for cross-attention"));
    m_tokenizer = combo(this, "tokenizerCombo",
                        {tr("words and punctuation"), tr("characters"), tr("language model's")});
    m_embedding = combo(this, "embeddingCombo",
                        {tr("one-hot"), tr("random (seeded)"), tr("language model's")});
    m_tokenizer->setItemData(int(Tokenizer::Model),
                             tr("The tokens of the model open in the Language model tab"),
                             Qt::ToolTipRole);
    m_embedding->setItemData(
        int(Embedding::Model),
        tr("The model's token embedding plus its position embedding; uses the model's tokens"),
        Qt::ToolTipRole);
    m_modelDim = spin(this, "modelDimSpin", 1, kExplorerMaxModelDim);
    m_seed = spin(this, "seedSpin", 0, INT_MAX);
    m_kind = combo(this, "kindCombo", {tr("self"), tr("cross"), tr("causal")});
    m_score = combo(this, "scoreCombo",
                    {tr("dot"), tr("scaled dot (÷√d)"), tr("bilinear"), tr("additive")});
    m_modelLayer = spin(this, "modelLayerSpin", 0, kExplorerMaxHeads);
    m_modelLayer->setSpecialValueText(tr("off: seeded heads"));
    m_modelLayer->setToolTip(tr("Show the heads of this layer of the language model (its own "
                                "projections, on what that layer reads) instead of seeded ones"));
    m_heads = spin(this, "headsSpin", 1, kExplorerMaxHeads);
    m_headDim = spin(this, "headDimSpin", 1, kExplorerMaxHeadDim);
    m_temperature = new QDoubleSpinBox(this);
    m_temperature->setObjectName(QStringLiteral("temperatureSpin"));
    m_temperature->setRange(0.05, 50.0);
    m_temperature->setSingleStep(0.1);
    m_temperature->setKeyboardTracking(false);
    m_padTo = spin(this, "padToSpin", 0, kExplorerMaxTokens);
    m_padTo->setSpecialValueText(tr("off"));
    m_aggregation = combo(this, "aggregationCombo", {tr("concat + Wᴼ"), tr("average")});
    m_head = spin(this, "headSpin", 1, kExplorerMaxHeads);
    m_matrixKind =
        combo(this, "matrixKindCombo",
              {tr("raw scores"), tr("scaled scores"), tr("masked scores"), tr("weights")});
    QStringList maps;
    for (ColorMap map : allColorMaps())
        maps << colorMapTitle(map);
    m_colorMap = combo(this, "colorMapCombo", maps);
    auto* load = new QPushButton(tr("Load Q, K, V…"), this);
    load->setObjectName(QStringLiteral("loadMatricesButton"));
    load->setToolTip(tr("Use your own Q, K and V matrices (.npy or .csv) as one head"));
    auto* type = new QPushButton(tr("Type Q, K, V…"), this);
    type->setObjectName(QStringLiteral("editMatricesButton"));
    type->setToolTip(tr("Type your own Q, K and V, starting from the current head's numbers"));
    m_clearMatrices = new QPushButton(tr("Back to the sentence"), this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    m_modelDim->setToolTip(tr("Size E of the random embedding vectors"));
    m_headDim->setToolTip(tr("Size d of each head's queries and keys"));
    m_temperature->setToolTip(tr("Softmax temperature: scores are divided by it"));
    m_padTo->setToolTip(tr("Pad the sequence with [PAD] up to this length and mask the pads"));

    layOut(load, type);
    connectEdits(load, type);

    connect(m_document, &ExplorerDocument::resultsChanged, this,
            &ExplorerControls::syncFromDocument);
    connect(m_document, &ExplorerDocument::errorOccurred, this,
            &ExplorerControls::syncFromDocument);
    connect(m_document, &ExplorerDocument::currentHeadChanged, this,
            &ExplorerControls::syncFromDocument);
    connect(m_document, &ExplorerDocument::matrixKindChanged, this,
            &ExplorerControls::syncFromDocument);
    connect(m_document, &ExplorerDocument::colorMapChanged, this,
            &ExplorerControls::syncFromDocument);
    syncFromDocument();
}

void ExplorerControls::layOut(QPushButton* load, QPushButton* type) {
    auto* input = new QGroupBox(tr("Input"), this);
    auto* inputForm = new QFormLayout(input);
    inputForm->addRow(tr("&Sentence:"), m_text);
    inputForm->addRow(tr("E&xamples:"), m_examples);
    inputForm->addRow(tr("Cross &keys:"), m_crossText);
    inputForm->addRow(tr("&Tokens:"), m_tokenizer);
    inputForm->addRow(tr("&Embedding:"), m_embedding);
    inputForm->addRow(tr("Embedding si&ze:"), m_modelDim);
    inputForm->addRow(tr("S&eed:"), m_seed);
    auto* matrixButtons = new QHBoxLayout;
    matrixButtons->addWidget(load);
    matrixButtons->addWidget(type);
    inputForm->addRow(matrixButtons);
    inputForm->addRow(m_clearMatrices);
    auto* attention = new QGroupBox(tr("Attention"), this);
    auto* attentionForm = new QFormLayout(attention);
    attentionForm->addRow(tr("&Kind:"), m_kind);
    attentionForm->addRow(tr("Sc&ore:"), m_score);
    attentionForm->addRow(tr("Model la&yer:"), m_modelLayer);
    attentionForm->addRow(tr("&Heads:"), m_heads);
    attentionForm->addRow(tr("Head si&ze d:"), m_headDim);
    attentionForm->addRow(tr("Te&mperature:"), m_temperature);
    attentionForm->addRow(tr("&Pad to:"), m_padTo);
    attentionForm->addRow(tr("&Aggregation:"), m_aggregation);
    auto* view = new QGroupBox(tr("View"), this);
    auto* viewForm = new QFormLayout(view);
    viewForm->addRow(tr("Hea&d:"), m_head);
    viewForm->addRow(tr("Sho&w:"), m_matrixKind);
    viewForm->addRow(tr("&Colours:"), m_colorMap);
    m_weightScale =
        combo(this, "weightScaleCombo", {tr("automatic"), tr("0 to 1"), tr("0 to the largest")});
    m_weightScale->setToolTip(
        tr("Where the colours of weights end. Automatic: at 1, or at the largest weight shown "
           "when that is below %1 (long inputs, where every weight is small); the colour "
           "bar's title says which.")
            .arg(kAutoLargestBelow));
    viewForm->addRow(tr("Weight co&lours:"), m_weightScale);
    auto* mean = new QCheckBox(tr("Grid: add the &mean of heads"), this);
    mean->setObjectName(QStringLiteral("meanOfHeadsCheck"));
    viewForm->addRow(mean);
    connect(mean, &QCheckBox::toggled, this, &ExplorerControls::meanOfHeadsToggled);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(input);
    layout->addWidget(attention);
    layout->addWidget(view);
    layout->addWidget(m_summary);
    layout->addStretch(1);
}

void ExplorerControls::connectEdits(QPushButton* load, QPushButton* type) {
    auto edit = [this](auto change) { m_document->requestUpdate(change); };
    connect(m_text, &QLineEdit::returnPressed, this, &ExplorerControls::applyText);
    connect(m_crossText, &QLineEdit::returnPressed, this, &ExplorerControls::applyText);
    connect(m_examples, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        if (i <= 0) return; // the invitation
        m_text->setText(m_examples->itemData(i).toString());
        applyText();
    });
    connect(m_tokenizer, qOverload<int>(&QComboBox::activated), this, [edit](int i) {
        edit([i](ExplorerSettings& s) {
            s.tokenizer = Tokenizer(i);
            if (s.tokenizer != Tokenizer::Model && s.embedding == Embedding::Model)
                s.embedding = Embedding::Random; // model embeddings need model tokens
        });
    });
    connect(m_embedding, qOverload<int>(&QComboBox::activated), this, [edit](int i) {
        edit([i](ExplorerSettings& s) {
            s.embedding = Embedding(i);
            if (s.embedding == Embedding::Model) s.tokenizer = Tokenizer::Model;
        });
    });
    connect(m_modelLayer, qOverload<int>(&QSpinBox::valueChanged), this,
            [edit](int v) { edit([v](ExplorerSettings& s) { s.useModelLayer(v - 1); }); });
    connect(m_modelDim, qOverload<int>(&QSpinBox::valueChanged), this,
            [edit](int v) { edit([v](ExplorerSettings& s) { s.modelDim = v; }); });
    connect(m_seed, qOverload<int>(&QSpinBox::valueChanged), this,
            [edit](int v) { edit([v](ExplorerSettings& s) { s.seed = unsigned(v); }); });
    connect(m_kind, qOverload<int>(&QComboBox::activated), this,
            [edit](int i) { edit([i](ExplorerSettings& s) { s.kind = AttentionKind(i); }); });
    connect(m_score, qOverload<int>(&QComboBox::activated), this,
            [edit](int i) { edit([i](ExplorerSettings& s) { s.score = ScoreFunction(i); }); });
    connect(m_heads, qOverload<int>(&QSpinBox::valueChanged), this,
            [edit](int v) { edit([v](ExplorerSettings& s) { s.heads = v; }); });
    connect(m_headDim, qOverload<int>(&QSpinBox::valueChanged), this,
            [edit](int v) { edit([v](ExplorerSettings& s) { s.headDim = v; }); });
    connect(m_temperature, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            [edit](double v) { edit([v](ExplorerSettings& s) { s.temperature = v; }); });
    connect(m_padTo, qOverload<int>(&QSpinBox::valueChanged), this,
            [edit](int v) { edit([v](ExplorerSettings& s) { s.padTo = v; }); });
    connect(m_aggregation, qOverload<int>(&QComboBox::activated), this, [edit](int i) {
        edit([i](ExplorerSettings& s) { s.aggregation = HeadAggregation(i); });
    });
    connect(m_head, qOverload<int>(&QSpinBox::valueChanged), m_document,
            [this](int v) { m_document->setCurrentHead(v - 1); });
    connect(m_matrixKind, qOverload<int>(&QComboBox::activated), m_document,
            [this](int i) { m_document->setMatrixKind(MatrixKind(i)); });
    connect(m_colorMap, qOverload<int>(&QComboBox::activated), m_document,
            [this](int i) { m_document->setColorMap(allColorMaps().at(i)); });
    connect(m_weightScale, qOverload<int>(&QComboBox::activated), m_document,
            [this](int i) { m_document->setWeightScale(WeightScale(i)); });
    connect(load, &QPushButton::clicked, this, &ExplorerControls::loadMatricesRequested);
    connect(type, &QPushButton::clicked, this, &ExplorerControls::editMatricesRequested);
    connect(m_clearMatrices, &QPushButton::clicked, this, [edit] {
        edit([](ExplorerSettings& s) { s.customQ = s.customK = s.customV = Eigen::MatrixXf(); });
    });
}

void ExplorerControls::applyText() {
    const QString text = m_text->text(), cross = m_crossText->text();
    m_document->requestUpdate([text, cross](ExplorerSettings& s) {
        s.text = text;
        s.crossText = cross;
    });
}

void ExplorerControls::syncExampleChoice(const QString& text) {
    const int index = m_examples->findData(text);
    const QSignalBlocker quiet(m_examples);
    m_examples->setCurrentIndex(std::max(index, 0));
}

void ExplorerControls::syncFromDocument() {
    const ExplorerSettings& s = m_document->settings();
    const ExplorerResults& r = m_document->results();
    const QList<QWidget*> all{m_tokenizer, m_embedding,   m_modelDim,   m_seed,
                              m_kind,      m_score,       m_modelLayer, m_heads,
                              m_headDim,   m_temperature, m_padTo,      m_aggregation,
                              m_head,      m_matrixKind,  m_colorMap,   m_weightScale};
    for (QWidget* w : all)
        w->blockSignals(true);
    if (!m_text->hasFocus()) m_text->setText(s.text);
    syncExampleChoice(s.text);
    if (!m_crossText->hasFocus()) m_crossText->setText(s.crossText);
    m_tokenizer->setCurrentIndex(int(s.tokenizer));
    m_embedding->setCurrentIndex(int(s.embedding));
    m_modelDim->setValue(s.modelDim);
    m_seed->setValue(int(std::min<unsigned>(s.seed, INT_MAX)));
    m_kind->setCurrentIndex(int(s.kind));
    m_score->setCurrentIndex(int(s.score));
    m_modelLayer->setMaximum(r.modelLayers > 0 ? r.modelLayers : kExplorerMaxHeads);
    m_modelLayer->setValue(s.modelLayer + 1);
    const bool modelHeads = s.modelLayer >= 0;
    m_heads->setValue(modelHeads ? r.heads : s.heads);
    m_headDim->setValue(modelHeads ? r.headDim : s.headDim);
    m_temperature->setValue(s.temperature);
    m_padTo->setValue(s.padTo);
    m_aggregation->setCurrentIndex(int(s.aggregation));
    m_head->setRange(1, r.heads);
    m_head->setValue(m_document->currentHead() + 1);
    m_matrixKind->setCurrentIndex(int(m_document->matrixKind()));
    m_colorMap->setCurrentIndex(int(allColorMaps().indexOf(m_document->colorMap())));
    m_weightScale->setCurrentIndex(int(m_document->weightScale()));
    for (QWidget* w : all)
        w->blockSignals(false);

    const bool custom = s.hasCustomMatrices();
    for (QWidget* w : QList<QWidget*>{m_text, m_examples, m_tokenizer, m_modelLayer})
        w->setEnabled(!custom);
    for (QWidget* w : QList<QWidget*>{m_embedding, m_heads, m_headDim, m_padTo, m_aggregation})
        w->setEnabled(!custom && !modelHeads);
    m_crossText->setEnabled(!custom && s.kind == AttentionKind::Cross);
    m_modelDim->setEnabled(!custom && !modelHeads && s.embedding == Embedding::Random);
    m_clearMatrices->setVisible(custom);
    m_summary->setText(
        custom ? tr("Custom Q %1×%2, K %3×%2: one head.")
                     .arg(s.customQ.rows())
                     .arg(s.customQ.cols())
                     .arg(s.customK.rows())
        : modelHeads ? tr("%1 tokens; the model's layer %2 of %3: %4 heads of d = %5 on what the "
                          "layer reads (E = %6).")
                           .arg(r.queryTokens.size())
                           .arg(s.modelLayer + 1)
                           .arg(r.modelLayers)
                           .arg(r.heads)
                           .arg(r.headDim)
                           .arg(r.modelDim)
                     : tr("%1 queries × %2 keys, %3 distinct tokens; E = %4, %5 heads of d = %6.")
                           .arg(r.queryTokens.size())
                           .arg(r.keyTokens.size())
                           .arg(r.vocabulary)
                           .arg(r.modelDim)
                           .arg(r.heads)
                           .arg(r.headDim));
}

} // namespace attn::ui
