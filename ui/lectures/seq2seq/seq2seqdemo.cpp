// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/seq2seq/seq2seqdemo.h"

#include "ui/translator/seq2seqfigure.h"
#include "ui/translator/translatordocument.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>

#include <algorithm>

namespace attn::ui {

Seq2seqDemo::Seq2seqDemo(QWidget* parent)
    : PlotDemo(parent), m_document(new TranslatorDocument(this)),
      m_figure(new Seq2seqFigure(m_document, this)), m_text(new QLineEdit(this)),
      m_slider(new QSlider(Qt::Horizontal, this)),
      m_previous(new QPushButton(tr("◀ &Previous"), this)),
      m_next(new QPushButton(tr("&Next ▶"), this)) {
    m_slider->setObjectName(QStringLiteral("seq2seqStepSlider"));
    setPlot(m_figure);
    m_text->setObjectName(QStringLiteral("seq2seqTextEdit"));
    m_text->setToolTip(tr("An English sentence for the sample Bahdanau translator; press Enter"));
    m_slider->setObjectName(QStringLiteral("seq2seqStepSlider"));
    m_slider->setMinimum(1);
    m_slider->setPageStep(1);
    m_next->setObjectName(QStringLiteral("seq2seqNextButton"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addWidget(m_next);
    form()->addRow(tr("&English:"), m_text);
    form()->addRow(tr("&Step:"), m_slider);
    form()->addRow(buttons);
    formulaLabel()->setText(tr(
        "<p><b>Encoder</b>: a bidirectional GRU reads the source; h<sub>j</sub> is its state at "
        "word j (keys and values).</p>"
        "<p><b>Score</b> of each source word for decoder step t, with the previous decoder state "
        "s<sub>t−1</sub> as the query:<br>"
        "&nbsp;&nbsp;e<sub>tj</sub> = v<sup>T</sup> tanh(W s<sub>t−1</sub> + U h<sub>j</sub>)</p>"
        "<p><b>Weights</b>: α<sub>tj</sub> = exp(e<sub>tj</sub>) / Σ<sub>k</sub> "
        "exp(e<sub>tk</sub>) &nbsp;(softmax over the source words)</p>"
        "<p><b>Context</b>: c<sub>t</sub> = Σ<sub>j</sub> α<sub>tj</sub> h<sub>j</sub></p>"
        "<p><b>Decoder</b>: s<sub>t</sub> = GRU(s<sub>t−1</sub>, [y<sub>t−1</sub>; "
        "c<sub>t</sub>]) writes word y<sub>t</sub>.</p>"
        "<p>A new context is read at every step, so the decoder can look at “Area” "
        "first when it writes “zone”.</p>"));

    connect(m_text, &QLineEdit::returnPressed, this,
            [this] { m_document->setText(m_text->text()); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) { m_document->setStep(v - 1); });
    connect(m_previous, &QPushButton::clicked, m_document, &TranslatorDocument::previousStep);
    connect(m_next, &QPushButton::clicked, m_document, &TranslatorDocument::nextStep);
    connect(m_document, &TranslatorDocument::resultsChanged, this, [this] {
        syncControls();
        m_figure->rebuild();
        if (const QStringList unknown = m_document->unknownWords(); !unknown.isEmpty())
            emit statusMessage(
                tr("Not in the vocabulary, read as <unk>: %1").arg(unknown.join(", ")));
    });
    connect(m_document, &TranslatorDocument::stepChanged, this, [this] {
        syncControls();
        m_figure->rebuild();
    });
    connect(m_document, &TranslatorDocument::errorOccurred, this, [this](const QString& message) {
        emit statusMessage(tr("Not applied: %1").arg(message));
        syncControls();
    });
    if (const QString dir = TranslatorDocument::sampleBahdanauDir(); !dir.isEmpty())
        m_document->loadModel(dir);
    syncControls();
    m_figure->rebuild();
}

void Seq2seqDemo::syncControls() {
    const QSignalBlocker block(m_slider);
    const int steps = m_document->steps();
    m_slider->setMaximum(std::max(1, steps));
    m_slider->setValue(m_document->step() + 1);
    m_previous->setEnabled(m_document->step() > 0);
    m_next->setEnabled(m_document->step() + 1 < steps);
    if (!m_text->hasFocus() || m_text->text().isEmpty()) m_text->setText(m_document->text());
    showReadout();
}

void Seq2seqDemo::showReadout() {
    if (!m_document->hasTranslation()) {
        readoutLabel()->setText(tr("The sample Bahdanau translator was not found."));
        return;
    }
    const Translation& r = m_document->translation();
    const int t = m_document->step();
    const QStringList source = m_document->sourceLabels();
    QString rows;
    for (int j = 0; j < r.sourceLength(); ++j)
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                    .arg(source[j].toHtmlEscaped(), lectureNumber(double(r.alignmentScores(t, j))),
                         QString::number(double(r.alignment(t, j)), 'f', 3));
    readoutLabel()->setText(
        tr("<p><b>%1</b> → <b>%2</b></p><p>Step %3 of %4 writes <b>%5</b> "
           "(p = %6).</p><table cellspacing=4><tr><th align=left>source word</th>"
           "<th>e<sub>tj</sub></th><th>α<sub>tj</sub></th></tr>%7</table>")
            .arg(m_document->text().toHtmlEscaped(),
                 QString::fromStdString(r.targetText).toHtmlEscaped())
            .arg(t + 1)
            .arg(r.targetLength())
            .arg(QString::fromStdString(r.targetWords[std::size_t(t)]).toHtmlEscaped(),
                 lectureNumber(double(r.targetProbability[std::size_t(t)])), rows));
}

LabelledMatrix Seq2seqDemo::shownNumbers() const {
    return m_document->shownNumbers();
}

} // namespace attn::ui
