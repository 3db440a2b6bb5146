// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/translator/translatorpage.h"
#include "ui/common/showsdata.h"

#include "ui/common/sidepanel.h"
#include "ui/translator/translatordocument.h"
#include "ui/translator/translatorgridfigure.h"
#include "ui/translator/translatorheatmapfigure.h"
#include "ui/translator/translatorlinesfigure.h"
#include "ui/translator/translatorstepsfigure.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace attn::ui {

TranslatorPage::TranslatorPage(QWidget* parent)
    : Page(parent), m_document(new TranslatorDocument(this)),
      m_heatmap(new TranslatorHeatmapFigure(m_document, this)),
      m_grid(new TranslatorGridFigure(m_document, this)),
      m_lines(new TranslatorLinesFigure(m_document, this)),
      m_steps(new TranslatorStepsFigure(m_document, this)), m_views(new QTabWidget(this)) {
    m_views->setObjectName(QStringLiteral("translatorViews"));
    m_views->addTab(m_heatmap, tr("Heatmap"));
    m_views->addTab(m_grid, tr("All layers and heads"));
    m_views->addTab(m_lines, tr("Token lines"));
    m_views->addTab(m_steps, tr("Step by step"));
    auto* row = new QHBoxLayout(this);
    row->addWidget(new SidePanel(createControls(), this));
    row->addWidget(m_views, 1);

    // Left and Right step through the decoding while the views have the focus.
    for (const auto& [key, forward] :
         {std::pair{Qt::Key_Right, true}, std::pair{Qt::Key_Left, false}}) {
        auto* shortcut = new QShortcut(QKeySequence(key), m_views);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, m_document, [this, forward = forward] {
            forward ? m_document->nextStep() : m_document->previousStep();
        });
    }
    for (QWidget* view : {static_cast<QWidget*>(m_heatmap), static_cast<QWidget*>(m_grid),
                          static_cast<QWidget*>(m_lines), static_cast<QWidget*>(m_steps)})
        view->setFocusPolicy(Qt::ClickFocus);

    connect(m_document, &TranslatorDocument::resultsChanged, this, [this] {
        syncControls();
        m_heatmap->rebuild();
        m_grid->rebuild();
        m_lines->rebuild();
        m_steps->rebuild();
        const QStringList unknown = m_document->unknownWords();
        if (!unknown.isEmpty())
            emit statusMessage(
                tr("Not in the vocabulary, read as <unk>: %1").arg(unknown.join(", ")));
    });
    connect(m_document, &TranslatorDocument::stepChanged, this, [this] {
        showStepControls();
        m_heatmap->showStep();
        m_lines->showStep();
        m_steps->rebuild();
    });
    connect(m_document, &TranslatorDocument::errorOccurred, this, [this](const QString& message) {
        emit statusMessage(tr("Not applied: %1").arg(message));
        syncControls();
    });
    connect(m_grid, &TranslatorGridFigure::headChosen, this, [this](int layer, int head) {
        m_document->showHead(m_document->attentionKind(), layer, head);
        m_views->setCurrentWidget(m_heatmap);
    });

    const QStringList samples = TranslatorDocument::sampleModelDirs();
    if (!samples.isEmpty()) openModel(samples.first());
    syncControls();
}

QWidget* TranslatorPage::createControls() {
    auto* box = new QWidget(this);
    m_model = new QComboBox(box);
    m_model->setObjectName(QStringLiteral("translatorModelBox"));
    markShowsData(m_model);
    m_model->setToolTip(tr("The translator: the shipped samples and the folders opened"));
    for (const QString& dir : TranslatorDocument::sampleModelDirs())
        m_model->addItem(QDir(dir).dirName(), dir);
    auto* open = new QPushButton(tr("&Open translator folder…"), box);
    m_text = new QLineEdit(box);
    m_text->setObjectName(QStringLiteral("translatorTextEdit"));
    m_text->setPlaceholderText(tr("A sentence; press Enter"));
    m_text->setToolTip(tr("The sentence to translate; press Enter to apply"));
    m_text->setClearButtonEnabled(true);
    m_translationLabel = new QLabel(box);
    m_translationLabel->setObjectName(QStringLiteral("translationLabel"));
    markShowsData(m_translationLabel);
    m_translationLabel->setWordWrap(true);
    m_translationLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_unknownLabel = new QLabel(box);
    m_unknownLabel->setObjectName(QStringLiteral("unknownWordsLabel"));
    m_unknownLabel->setWordWrap(true);
    m_unknownLabel->setTextFormat(Qt::RichText);
    m_translationLabel->setTextFormat(Qt::RichText);
    m_decodingLabel = new QLabel(box);
    m_decodingLabel->setObjectName(QStringLiteral("decodingNoteLabel"));
    m_decodingLabel->setWordWrap(true);
    m_kind = new QComboBox(box);
    m_kind->setObjectName(QStringLiteral("attentionKindBox"));
    for (TranslatorAttention kind : {TranslatorAttention::EncoderSelf,
                                     TranslatorAttention::DecoderSelf, TranslatorAttention::Cross})
        m_kind->addItem(attentionKindName(kind), int(kind));
    m_layer = new QSpinBox(box);
    m_head = new QSpinBox(box);
    m_layer->setObjectName(QStringLiteral("translatorLayerBox"));
    m_head->setObjectName(QStringLiteral("translatorHeadBox"));
    for (QSpinBox* spin : {m_layer, m_head}) {
        spin->setMinimum(1);
        spin->setKeyboardTracking(false);
    }
    m_previous = new QPushButton(tr("◀ &Previous"), box);
    m_next = new QPushButton(tr("&Next ▶"), box);
    m_previous->setObjectName(QStringLiteral("previousStepButton"));
    m_next->setObjectName(QStringLiteral("nextStepButton"));
    m_previous->setToolTip(tr("The previous target word (Left arrow over the views)"));
    m_next->setToolTip(tr("The next target word (Right arrow over the views)"));
    m_stepLabel = new QLabel(box);
    m_stepLabel->setTextFormat(Qt::RichText);
    auto* stepRow = new QHBoxLayout;
    stepRow->addWidget(m_previous);
    stepRow->addWidget(m_next);

    auto* form = new QFormLayout;
    form->addRow(tr("&Model:"), m_model);
    form->addRow(open);
    m_sourceLabel = new QLabel(box);
    m_sourceLabel->setBuddy(m_text);
    m_targetLabel = new QLabel(box);
    form->addRow(m_sourceLabel, m_text);
    form->addRow(m_targetLabel, m_translationLabel);
    form->addRow(m_unknownLabel);
    form->addRow(m_decodingLabel);
    form->addRow(tr("&Attention:"), m_kind);
    form->addRow(tr("&Layer:"), m_layer);
    form->addRow(tr("&Head:"), m_head);
    form->addRow(tr("Decoding:"), stepRow);
    form->addRow(m_stepLabel);
    auto* column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(form);
    column->addStretch(1);

    connect(open, &QPushButton::clicked, this, &TranslatorPage::openModelFolder);
    connect(m_model, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        const QString dir = m_model->itemData(index).toString();
        if (dir != m_document->modelDir()) m_document->loadModel(dir);
    });
    connect(m_text, &QLineEdit::returnPressed, this,
            [this] { m_document->setText(m_text->text()); });
    connect(m_kind, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        m_document->setAttention(TranslatorAttention(m_kind->itemData(index).toInt()));
    });
    connect(m_layer, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { m_document->setLayer(v - 1); });
    connect(m_head, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { m_document->setHead(v - 1); });
    connect(m_previous, &QPushButton::clicked, m_document, &TranslatorDocument::previousStep);
    connect(m_next, &QPushButton::clicked, m_document, &TranslatorDocument::nextStep);
    return box;
}

bool TranslatorPage::openModel(const QString& dir) {
    if (!m_document->loadModel(dir)) return false;
    const QString canonical = QDir(dir).canonicalPath();
    int index = m_model->findData(canonical);
    if (index < 0) index = m_model->findData(dir);
    if (index < 0) {
        m_model->addItem(QDir(dir).dirName(), dir);
        index = m_model->count() - 1;
    }
    m_model->setCurrentIndex(index);
    return true;
}

void TranslatorPage::openModelFolder() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a translator folder"),
                                                          m_document->modelDir());
    if (!dir.isEmpty()) openModel(dir);
}

LabelledMatrix TranslatorPage::shownNumbers() const {
    return m_document->shownNumbers();
}

QCustomPlot* TranslatorPage::exportPlot() {
    return qobject_cast<QCustomPlot*>(m_views->currentWidget());
}

void TranslatorPage::syncControls() {
    const QSignalBlocker b1(m_kind), b2(m_layer), b3(m_head), b4(m_model);
    const bool transformer = !m_document->isBahdanau();
    m_kind->setEnabled(transformer);
    m_layer->setEnabled(transformer);
    m_head->setEnabled(transformer);
    m_kind->setCurrentIndex(m_kind->findData(int(m_document->attentionKind())));
    m_layer->setMaximum(std::max(1, m_document->layers()));
    m_head->setMaximum(std::max(1, m_document->heads()));
    m_layer->setValue(m_document->layer() + 1);
    m_head->setValue(m_document->head() + 1);
    if (const int index = m_model->findData(m_document->modelDir()); index >= 0)
        m_model->setCurrentIndex(index);
    m_model->setToolTip(m_document->modelTitle());
    m_sourceLabel->setText(QStringLiteral("&%1:").arg(m_document->sourceLanguage()));
    m_targetLabel->setText(QStringLiteral("%1:").arg(m_document->targetLanguage()));
    if (!m_text->hasFocus() || m_text->text().isEmpty()) m_text->setText(m_document->text());
    const Translation& t = m_document->translation();
    m_translationLabel->setText(
        m_document->hasTranslation()
            ? QStringLiteral("<b>%1</b>").arg(QString::fromStdString(t.targetText).toHtmlEscaped())
            : tr("none"));
    const QStringList unknown = m_document->unknownWords();
    m_unknownLabel->setText(unknown.isEmpty()
                                ? QString()
                                : tr("Not in the vocabulary (read as &lt;unk&gt;, marked “(unk)”): "
                                     "<b>%1</b>")
                                      .arg(unknown.join(QStringLiteral(", ")).toHtmlEscaped()));
    m_unknownLabel->setVisible(!unknown.isEmpty());
    m_decodingLabel->setText(m_document->decodingNote());
    m_decodingLabel->setVisible(!m_decodingLabel->text().isEmpty());
    m_views->setTabText(0, m_document->isBahdanau() ? tr("Alignment") : tr("Heatmap"));
    showStepControls();
}

void TranslatorPage::showStepControls() {
    const int steps = m_document->steps();
    const int step = m_document->step();
    m_previous->setEnabled(step > 0);
    m_next->setEnabled(step + 1 < steps);
    m_stepLabel->setText(steps == 0
                             ? tr("No translation yet.")
                             : tr("Step %1 of %2: «%3»")
                                   .arg(step + 1)
                                   .arg(steps)
                                   .arg(m_document->targetLabels().value(step).toHtmlEscaped()));
}

} // namespace attn::ui
