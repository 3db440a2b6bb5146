// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonpanel.h"

#include "ui/common/messagetext.h"
#include "ui/common/sidepanel.h"
#include "ui/lessons/lessondocument.h"
#include "ui/lessons/lessonmenu.h"

#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPlainTextEdit>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

QToolButton* lessonButton(const QString& text, const QString& tip, QWidget* parent) {
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return b;
}

} // namespace

LessonPanel::LessonPanel(LessonMenu* menu, QWidget* parent)
    : QDockWidget(tr("Lessons"), parent), m_menu(menu), m_document(menu->document()),
      m_header(new QLabel), m_list(new QListWidget), m_title(new QLineEdit),
      m_note(new QPlainTextEdit) {
    setObjectName(QStringLiteral("lessonPanel"));
    toggleViewAction()->setText(tr("Lessons &panel"));
    toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+L")));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->addWidget(createFileButtons());
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText);
    layout->addWidget(m_header);
    m_list->setObjectName(QStringLiteral("lessonSteps"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setAlternatingRowColors(true);
    layout->addWidget(m_list, 1);
    layout->addWidget(createButtons());
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_title->setObjectName(QStringLiteral("lessonStepTitle"));
    m_note->setObjectName(QStringLiteral("lessonStepNote"));
    m_note->setTabChangesFocus(true);
    m_note->setMaximumHeight(m_note->fontMetrics().lineSpacing() * 7);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Note:"), m_note);
    layout->addLayout(form);
    setWidget(new SidePanel(body, this)); // scrolls vertically when the screen is short

    connect(m_document, &LessonDocument::stepsChanged, this, &LessonPanel::refresh);
    connect(m_document, &LessonDocument::stepTextChanged, this, &LessonPanel::refreshStep);
    connect(m_document, &LessonDocument::modifiedChanged, this, &LessonPanel::updateHeader);
    connect(m_document, &LessonDocument::pathChanged, this, &LessonPanel::updateHeader);
    connect(m_list, &QListWidget::currentRowChanged, this, &LessonPanel::showCurrent);
    connect(m_list, &QListWidget::itemClicked, this, [this] { m_menu->showStep(currentStep()); });
    connect(m_list, &QListWidget::itemDoubleClicked, m_title, [this] {
        m_title->setFocus();
        m_title->selectAll();
    });
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this,
            [this](const QModelIndex&, int start, int, const QModelIndex&, int row) {
                onRowsMoved(start, row > start ? row - 1 : row);
            });
    connect(m_title, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (!m_refreshing) m_document->setStepTitle(currentStep(), text);
    });
    connect(m_note, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_refreshing) m_document->setStepNote(currentStep(), m_note->toPlainText());
    });
    refresh();
}

QWidget* LessonPanel::createFileButtons() {
    auto* box = new QWidget(this);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    QToolButton* open = lessonButton(tr("Open…"), tr("Open a lesson file"), box);
    QToolButton* recent = lessonButton(tr("Recent"), tr("Lessons opened lately"), box);
    recent->setMenu(m_menu->recentMenu());
    recent->setPopupMode(QToolButton::InstantPopup);
    QToolButton* save = lessonButton(tr("Save"), tr("Save the lesson to its file"), box);
    QToolButton* saveAs = lessonButton(tr("Save as…"), tr("Save the lesson to another file"), box);
    QToolButton* handout =
        lessonButton(tr("Handout…"), tr("Export the lesson as a PDF or a folder of figures"), box);
    QToolButton* present = lessonButton(tr("Present"),
                                        tr("Present from the selected step (F5: from "
                                           "the first)"),
                                        box);
    connect(open, &QToolButton::clicked, m_menu, &LessonMenu::openLessonInteractively);
    connect(save, &QToolButton::clicked, m_menu, &LessonMenu::save);
    connect(saveAs, &QToolButton::clicked, m_menu, &LessonMenu::saveLessonInteractively);
    connect(handout, &QToolButton::clicked, m_menu, &LessonMenu::exportHandoutInteractively);
    connect(present, &QToolButton::clicked, m_menu,
            [this] { m_menu->presentFrom(std::max(0, currentStep())); });
    // Open and Recent side by side, the others a row each: the panel is no wider than its
    // widest button or pair of short words, so that the lecture hall's screen at 18 pt holds
    // it beside the widest tab in every language.
    grid->addWidget(open, 0, 0);
    grid->addWidget(recent, 0, 1);
    grid->addWidget(save, 1, 0, 1, 2);
    grid->addWidget(saveAs, 2, 0, 1, 2);
    grid->addWidget(handout, 3, 0, 1, 2);
    grid->addWidget(present, 4, 0, 1, 2);
    return box;
}

QWidget* LessonPanel::createButtons() {
    auto* box = new QWidget(this);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    QToolButton* add =
        lessonButton(tr("Add this view"), tr("Add the window's current view as a step"), box);
    m_duplicate = lessonButton(tr("Duplicate"), tr("Copy the selected step after it"), box);
    m_delete = lessonButton(tr("Delete"), tr("Remove the selected step"), box);
    m_delete->setShortcut(QKeySequence::Delete);
    connect(add, &QToolButton::clicked, m_menu, &LessonMenu::addCurrentView);
    connect(m_duplicate, &QToolButton::clicked, this, &LessonPanel::duplicateCurrent);
    connect(m_delete, &QToolButton::clicked, this, &LessonPanel::deleteCurrent);
    grid->addWidget(add, 0, 0);
    grid->addWidget(m_duplicate, 1, 0);
    grid->addWidget(m_delete, 2, 0);
    return box;
}

QString LessonPanel::entryText(int index, const QString& title, const QString& tab,
                               const QString& view, bool problem) {
    return QStringLiteral("%1. %2%3\n%4 ▸ %5")
        .arg(index + 1)
        .arg(problem ? QStringLiteral("⚠ ") : QString(), title, tab, view);
}

int LessonPanel::currentStep() const {
    return m_list->currentRow();
}

void LessonPanel::setCurrentStep(int index) {
    m_list->setCurrentRow(index);
}

void LessonPanel::refreshStep(int index) {
    QListWidgetItem* item = m_list->item(index);
    if (!item || index >= m_document->lesson().steps.size()) return;
    const LessonStep& step = m_document->lesson().steps[index];
    item->setText(entryText(index, step.title, step.tab, step.view, !step.problem.isEmpty()));
    item->setToolTip(step.problem.isEmpty()
                         ? step.title
                         : tr("%1\nThis step cannot be shown: %2").arg(step.title, step.problem));
    if (index == currentStep() && !m_title->hasFocus() && m_title->text() != step.title) {
        m_refreshing = true;
        m_title->setText(step.title);
        m_refreshing = false;
    }
}

void LessonPanel::refresh() {
    const int count = int(m_document->lesson().steps.size());
    const int current = currentStep();
    m_refreshing = true;
    if (m_list->count() != count) { // a step came or went: rebuild; a move keeps the items
        m_list->clear();
        for (int i = 0; i < count; ++i)
            m_list->addItem(QString());
    }
    m_refreshing = false;
    for (int i = 0; i < count; ++i)
        refreshStep(i);
    if (count > 0 && currentStep() < 0) {
        m_refreshing = true;
        m_list->setCurrentRow(std::clamp(current, 0, count - 1));
        m_refreshing = false;
    }
    showCurrent();
    updateHeader();
}

void LessonPanel::showCurrent() {
    const int index = currentStep();
    const bool any = index >= 0 && index < m_document->lesson().steps.size();
    m_duplicate->setEnabled(any);
    m_delete->setEnabled(any);
    m_title->setEnabled(any);
    m_note->setEnabled(any);
    if (m_refreshing) return;
    m_refreshing = true;
    m_title->setText(any ? m_document->lesson().steps[index].title : QString());
    if (!m_note->hasFocus() || !any)
        m_note->setPlainText(any ? m_document->lesson().steps[index].note : QString());
    m_refreshing = false;
}

void LessonPanel::onRowsMoved(int from, int to) {
    if (m_refreshing) return;
    m_document->moveStep(from, to);
    setCurrentStep(to);
}

void LessonPanel::duplicateCurrent() {
    const int index = currentStep();
    m_document->duplicateStep(index);
    setCurrentStep(index + 1);
}

void LessonPanel::deleteCurrent() {
    const int index = currentStep();
    m_document->removeStep(index);
    setCurrentStep(std::min(index, m_list->count() - 1));
}

void LessonPanel::updateHeader() {
    const Lesson& lesson = m_document->lesson();
    QString text = lesson.title.isEmpty() ? tr("Untitled lesson") : lesson.title;
    if (m_document->isModified()) text += tr(" (not saved)");
    text += QLatin1Char('\n') + (m_document->path().isEmpty()
                                     ? tr("not saved to a file yet")
                                     : leftToRight(QFileInfo(m_document->path()).fileName()));
    m_header->setText(text);
    m_header->setToolTip(m_document->path());
}

void LessonPanel::showEvent(QShowEvent* event) {
    QDockWidget::showEvent(event);
    auto* window = qobject_cast<QMainWindow*>(parentWidget());
    if (!window || !window->centralWidget()) return;
    // Wide enough for some 40 letters of a step's title where the page beside it keeps its
    // least width and its tab titles at their full size; else narrower, down to its minimum
    // (the handle between them: a few pixels).
    const int handle = window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent);
    const QTabBar* bar = m_menu->tabs()->tabBar();
    const double shrunk =
        std::max(0.1, bar->font().pointSizeF() / m_menu->tabs()->font().pointSizeF());
    const int titles = int(bar->sizeHint().width() / shrunk);
    const int spare = window->width() -
                      std::max(window->centralWidget()->minimumSizeHint().width(), titles) -
                      2 * handle;
    const int least = minimumSizeHint().width();
    const int wanted = std::max(sizeHint().width(), 40 * fontMetrics().averageCharWidth());
    window->resizeDocks({this}, {std::clamp(wanted, least, std::max(least, spare))},
                        Qt::Horizontal);
}

} // namespace attn::ui
