// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/positional/modeldistanceview.h"

#include "ui/common/exportdialog.h"
#include "ui/common/samplemodels.h"
#include "ui/positional/modeldistancedocument.h"
#include "ui/positional/modeldistancefigure.h"

#include <QApplication>
#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace attn::ui {

ModelDistanceView::ModelDistanceView(QWidget* parent)
    : QWidget(parent), m_document(new ModelDistanceDocument(this)),
      m_figure(new ModelDistanceFigure(m_document, this)), m_prompt(new QLineEdit(this)),
      m_status(new QLabel(this)) {
    auto* add = new QPushButton(tr("&Add model folder…"), this);
    add->setObjectName(QStringLiteral("addDistanceModelButton"));
    auto* clear = new QPushButton(tr("C&lear"), this);
    auto* save = new QPushButton(tr("&Export figure…"), this);
    save->setObjectName(QStringLiteral("exportDistanceButton"));
    m_prompt->setObjectName(QStringLiteral("distancePrompt"));
    m_prompt->setText(m_document->prompt());
    m_status->setWordWrap(true);
    auto* controls = new QGridLayout;
    controls->addWidget(add, 0, 0);
    controls->addWidget(clear, 0, 1);
    controls->addWidget(m_status, 0, 2);
    controls->setColumnStretch(2, 1);
    controls->addWidget(save, 0, 3);
    auto* promptLabel = new QLabel(tr("&Prompt:"), this);
    promptLabel->setBuddy(m_prompt);
    controls->addWidget(promptLabel, 1, 0);
    controls->addWidget(m_prompt, 1, 1, 1, 3);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->addLayout(controls);
    column->addWidget(m_figure, 1);

    connect(add, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Add a model folder"));
        if (dir.isEmpty()) return;
        QApplication::setOverrideCursor(Qt::WaitCursor); // a large model takes a moment to read
        m_document->addModel(dir);
        QApplication::restoreOverrideCursor();
    });
    connect(save, &QPushButton::clicked, this, [this] {
        exportFigureFromWindow(this, *m_figure, QStringLiteral("positions-in-models"),
                               m_figure->baseFontPointSize());
    });
    connect(clear, &QPushButton::clicked, m_document, &ModelDistanceDocument::clear);
    connect(m_prompt, &QLineEdit::editingFinished, this, [this] {
        if (m_prompt->text() != m_document->prompt()) m_document->setPrompt(m_prompt->text());
    });
    connect(m_document, &ModelDistanceDocument::resultsChanged, this, [this] {
        m_status->setText(tr("Models side by side: %1 of %2, each reading the prompt below")
                              .arg(m_document->entries().size())
                              .arg(ModelDistanceDocument::kMaxModels));
        m_figure->rebuild();
    });
    connect(m_document, &ModelDistanceDocument::errorOccurred, this, [this](const QString& why) {
        m_status->setText(tr("Not applied: %1").arg(why));
        m_prompt->setText(m_document->prompt());
    });
}

void ModelDistanceView::addSampleModels() {
    for (const char* name : {"word-gpt-kjv", "tiny-gpt-kjv"})
        if (const QString dir = sampleModelDir(QString::fromLatin1(name)); !dir.isEmpty())
            m_document->addModel(dir);
}

} // namespace attn::ui
