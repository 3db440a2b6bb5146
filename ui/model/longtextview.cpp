// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/longtextview.h"

#include "ui/common/exportdialog.h"
#include "ui/common/labelledcontrol.h"
#include "ui/common/showsdata.h"
#include "ui/common/textfile.h"
#include "ui/model/longtextdocument.h"
#include "ui/model/longtextfigure.h"
#include "ui/model/modeldocument.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace attn::ui {

LongTextView::LongTextView(ModelDocument* models, QWidget* parent)
    : QWidget(parent), m_models(models), m_document(new LongTextDocument(this)),
      m_figure(new LongTextFigure(m_document, this)),
      m_open(new QPushButton(tr("Open te&xt file…"), this)),
      m_readTab(new QPushButton(tr("Rea&d the tab's text"), this)), m_layer(new QSpinBox(this)),
      m_head(new QSpinBox(this)), m_status(new QLabel(this)) {
    m_open->setObjectName(QStringLiteral("openLongTextButton"));
    m_open->setToolTip(tr("A UTF-8 text of any length the model reads (up to 16 MB)"));
    m_readTab->setObjectName(QStringLiteral("readTabTextButton"));
    m_layer->setObjectName(QStringLiteral("longTextLayer"));
    m_head->setObjectName(QStringLiteral("longTextHead"));
    m_status->setObjectName(QStringLiteral("longTextStatus"));
    m_status->setWordWrap(true);
    markShowsData(m_status);
    // Two short rows rather than one long one: all of it on a 1280-pixel screen at 18 pt.
    auto* controls = new QGridLayout;
    controls->addWidget(m_open, 0, 0, 1, 2);
    controls->addWidget(m_readTab, 0, 2, 1, 2);
    addLabelled(controls, tr("La&yer:"), m_layer, 1, 0);
    addLabelled(controls, tr("He&ad:"), m_head, 1, 2);
    controls->addWidget(m_status, 0, 4, 2, 1);
    controls->setColumnStretch(4, 1);
    auto* save = new QPushButton(tr("&Export figure…"), this);
    save->setObjectName(QStringLiteral("exportLongTextButton"));
    controls->addWidget(save, 0, 5);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(controls);
    column->addWidget(m_figure, 1);

    connect(m_open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open a text file"), QString(), tr("Text files (*.txt *.md);;All files (*)"));
        if (!path.isEmpty()) openTextFile(path);
    });
    connect(save, &QPushButton::clicked, this, [this] {
        exportFigureFromWindow(this, *m_figure, QStringLiteral("long-text"),
                               m_figure->baseFontPointSize());
    });
    connect(m_readTab, &QPushButton::clicked, this,
            [this] { m_document->readText(m_models->text(), tr("the tab's text")); });
    const auto chooseHead = [this] {
        m_document->setHead(m_layer->value() - 1, m_head->value() - 1);
    };
    connect(m_layer, qOverload<int>(&QSpinBox::valueChanged), this, chooseHead);
    connect(m_head, qOverload<int>(&QSpinBox::valueChanged), this, chooseHead);
    int shownTokens = 0; // a new text starts its detail at its end
    connect(m_document, &LongTextDocument::resultsChanged, this, [this, shownTokens]() mutable {
        m_refused.clear();
        syncControls();
        if (m_document->tokens() != shownTokens) {
            shownTokens = m_document->tokens();
            m_figure->textChanged();
        } else {
            m_figure->rebuild();
        }
    });
    connect(m_document, &LongTextDocument::busyChanged, this, &LongTextView::syncControls);
    connect(m_document, &LongTextDocument::errorOccurred, this, &LongTextView::refuse);
    connect(models, &ModelDocument::modelChanged, this,
            [this] { m_document->setModel(m_models->languageModel()); });
    m_document->setModel(models->languageModel());
    syncControls();
}

bool LongTextView::openTextFile(const QString& path, QString* problem) {
    QString why;
    const QString text = readTextFile(path, &why);
    if (!text.isNull() && m_document->readText(text, QFileInfo(path).fileName())) return true;
    if (why.isEmpty())
        why = m_document->errorString();
    else
        refuse(why); // the document's own refusals come by errorOccurred
    if (problem) *problem = why;
    return false;
}

void LongTextView::refuse(const QString& why) {
    m_refused = tr("Not applied: %1").arg(why);
    emit statusMessage(m_refused);
    syncControls();
}

void LongTextView::syncControls() {
    const bool busy = m_document->busy();
    const QSignalBlocker blockLayer(m_layer), blockHead(m_head);
    m_layer->setRange(1, std::max(1, m_document->layers()));
    m_head->setRange(1, std::max(1, m_document->heads()));
    if (!busy) { // while it reads, they show what was asked for
        m_layer->setValue(m_document->layer() + 1);
        m_head->setValue(m_document->head() + 1);
    }
    m_layer->setEnabled(m_document->tokens() > 0);
    m_head->setEnabled(m_document->tokens() > 0);
    QString status = busy                        ? tr("Reading…")
                     : m_document->tokens() == 0 ? tr("No text yet.")
                                                 : tr("%1: %L2 tokens, read in %L3 s")
                                                       .arg(m_document->textName())
                                                       .arg(m_document->tokens())
                                                       .arg(m_document->seconds(), 0, 'f', 1);
    // What was refused stays in sight here too (the window may hide the main one's status bar).
    if (!busy && !m_refused.isEmpty()) status = m_refused + QLatin1Char('\n') + status;
    m_status->setText(status);
}

} // namespace attn::ui
