// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/presentwindow.h"

#include "ui/common/page.h"
#include "ui/lessons/lessonstage.h"
#include "ui/lessons/presentcontrols.h"
#include "ui/lessons/presentink.h"
#include "ui/lessons/presentquestion.h"
#include "ui/plotkit/style.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSettings>
#include <QTextEdit>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

PresentWindow::PresentWindow(Lesson lesson, QWidget* parent)
    : QWidget(parent, Qt::Window), m_lesson(std::move(lesson)),
      m_points(textPointsFor(screen()->geometry().size())), m_title(new QLabel(this)),
      m_question(new PresentQuestion(this)), m_stageArea(new QWidget(this)),
      m_stageLayout(new QVBoxLayout(m_stageArea)), m_problem(new QLabel(m_stageArea)),
      m_notes(new QLabel(this)), m_counter(new QLabel(this)), m_ink(new PresentInk(this)),
      m_blank(new QWidget(this)), m_controls(new PresentControls(this)),
      m_controlsTimer(new QTimer(this)) {
    setObjectName(QStringLiteral("presentWindow"));
    setWindowTitle(m_lesson.title.isEmpty() ? tr("Lesson") : m_lesson.title);
    setAutoFillBackground(true);
    QPalette white = palette();
    white.setColor(QPalette::Window, Qt::white);
    setPalette(white);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->setSpacing(4);
    m_title->setObjectName(QStringLiteral("presentTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    layout->addWidget(m_title);
    layout->addWidget(m_question);
    m_stageLayout->setContentsMargins(0, 0, 0, 0);
    m_problem->setObjectName(QStringLiteral("presentProblem"));
    m_problem->setAlignment(Qt::AlignCenter);
    m_problem->setWordWrap(true);
    m_problem->hide();
    m_stageLayout->addWidget(m_problem);
    layout->addWidget(m_stageArea, 1);
    m_notes->setObjectName(QStringLiteral("presentNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setAutoFillBackground(true);
    if (m_lesson.language == QLatin1String("fa")) m_notes->setLayoutDirection(Qt::RightToLeft);
    m_notes->hide();
    layout->addWidget(m_notes);
    m_counter->setObjectName(QStringLiteral("presentCounter"));
    m_counter->setAttribute(Qt::WA_TransparentForMouseEvents);
    QPalette grey = m_counter->palette();
    grey.setColor(QPalette::WindowText, palette::kGrey);
    m_counter->setPalette(grey);
    m_blank->setObjectName(QStringLiteral("presentBlank"));
    m_blank->setAutoFillBackground(true);
    m_blank->hide();
    m_controls->hide();
    m_controlsTimer->setSingleShot(true);
    m_controlsTimer->setInterval(kControlsHideMs);
    connect(m_controlsTimer, &QTimer::timeout, this, [this] {
        if (m_controls->underMouse()) return m_controlsTimer->start(); // still in use
        m_controls->hide();
    });
    connect(m_controls, &PresentControls::previousClicked, this, &PresentWindow::previous);
    connect(m_controls, &PresentControls::nextClicked, this, &PresentWindow::next);
    connect(m_controls, &PresentControls::sidePanelToggled, this,
            &PresentWindow::setSidePanelShown);
    connect(m_controls, &PresentControls::exitClicked, this, &PresentWindow::close);
    connect(m_controls, &PresentControls::screenChosen, this, [this](int index) {
        QScreen* chosen = QGuiApplication::screens().value(index);
        if (!chosen) return;
        choosePresentScreen(chosen);
        presentOn(chosen);
    });
    setMouseTracking(true);
    applyTextSize();
    qApp->installEventFilter(this);
    showStep(0);
}

void PresentWindow::applyTextSize() {
    QFont font = this->font();
    font.setPointSizeF(m_points * 1.3);
    font.setBold(true);
    m_title->setFont(font);
    font.setBold(false);
    m_problem->setFont(font);
    font.setPointSizeF(std::max(9.0, m_points * 0.8));
    m_notes->setFont(font);
    font.setPointSizeF(std::max(8.0, m_points * 0.6));
    m_counter->setFont(font);
    m_notes->setContentsMargins(8, 8, 8, 8);
    m_controls->setTextPoints(std::max(9.0, m_points * 0.8));
    m_question->setTextPoints(m_points);
    if (m_page) setPageTextSize(*m_page);
    updateTexts();
}

void PresentWindow::setPageTextSize(Page& page) const {
    page.setBaseFontPointSize(m_points);
    QFont controls = font(); // the view's settings, read from the room when shown
    controls.setPointSizeF(std::max(9.0, m_points * 0.7));
    page.setFont(controls);
}

void PresentWindow::presentOn(QScreen* screen) {
    if (!screen) return;
    if (isFullScreen()) showNormal(); // a window manager moves a normal window only
    setScreen(screen);
    setGeometry(screen->geometry());
    m_points = textPointsFor(screen->geometry().size());
    applyTextSize();
    showFullScreen();
    if (QGuiApplication::screens().size() > 1) setPresenterShown(true);
}

void PresentWindow::showControls() {
    if (blankColour().isValid()) return;
    if (!m_controls->isVisible()) {
        m_controls->show();
        resizeEvent(nullptr);
    }
    m_controlsTimer->start();
}

void PresentWindow::setSidePanelShown(bool shown) {
    m_sidePanel = shown;
    m_controls->setSidePanelShown(shown);
    for (const QPointer<QWidget>& widget : std::as_const(m_sideWidgets))
        if (widget) widget->setVisible(shown);
    if (!shown && m_figure) m_figure->setFocus();
}

bool PresentWindow::isControl(const QWidget* widget) const {
    return widget == m_controls || m_controls->isAncestorOf(widget);
}

bool PresentWindow::typingInSidePanel(const QWidget* widget) const {
    if (!m_sidePanel || !m_page || !m_page->isAncestorOf(widget)) return false;
    if (auto* combo = qobject_cast<const QComboBox*>(widget)) return combo->isEditable();
    return qobject_cast<const QLineEdit*>(widget) ||
           qobject_cast<const QAbstractSpinBox*>(widget) ||
           qobject_cast<const QPlainTextEdit*>(widget) || qobject_cast<const QTextEdit*>(widget);
}

PresentWindow::~PresentWindow() {
    qApp->removeEventFilter(this);
}

QString PresentWindow::titleText() const {
    return m_title->text();
}

QString PresentWindow::counterText() const {
    return m_counter->text();
}

QString PresentWindow::problemText() const {
    return m_problem->isVisibleTo(this) ? m_problem->text() : QString();
}

QColor PresentWindow::blankColour() const {
    return m_blank->isVisibleTo(this) ? m_blank->palette().color(QPalette::Window) : QColor();
}

void PresentWindow::showStep(int index) {
    if (m_lesson.steps.isEmpty()) {
        showProblem(tr("This lesson has no steps."));
        return updateTexts();
    }
    m_step = std::clamp(index, 0, int(m_lesson.steps.size()) - 1);
    m_stage = -1;
    m_ink->clear();
    if (m_page) { // a child may be handling the event that led here
        m_page->hide();
        m_page->deleteLater();
        m_page = nullptr;
    }
    m_figure = nullptr;
    m_question->clear();
    m_stageArea->show();
    const LessonStep& step = m_lesson.steps[m_step];
    if (!step.problem.isEmpty()) {
        showProblem(step.problem);
        return updateTexts();
    }
    m_page = createLessonPage(step.tab, m_stageArea);
    setPageTextSize(*m_page);
    if (const QString error = applyLessonStep(*m_page, step); !error.isEmpty()) {
        delete m_page;
        showProblem(error);
        return updateTexts();
    }
    m_figure = lessonFigureOf(*m_page);
    m_sideWidgets.clear();
    if (m_figure)
        for (QWidget* widget : hideAllButFigure(*m_page, m_figure))
            m_sideWidgets << widget;
    setSidePanelShown(m_sidePanel);
    m_problem->hide();
    m_stageLayout->addWidget(m_page);
    m_page->show();
    if (m_figure) m_figure->setFocus();
    askAtLastStage();
    updateTexts();
}

void PresentWindow::askAtLastStage() {
    const LessonStep& step = m_lesson.steps[m_step];
    if (m_page && m_stage == int(step.build.size()) - 1)
        m_question->ask(step, *m_page);
    else
        m_question->clear();
    m_stageArea->setVisible(!m_question->waiting());
}

void PresentWindow::showProblem(const QString& message) {
    m_problem->setText(tr("This step cannot be shown: %1").arg(message));
    m_problem->show();
}

void PresentWindow::applyStage() {
    m_ink->clear();
    if (m_page) {
        const QString error = applyLessonStep(*m_page, m_lesson.steps[m_step], m_stage);
        if (!error.isEmpty()) showProblem(error);
    }
    askAtLastStage();
    updateTexts();
}

void PresentWindow::next() {
    if (m_step < 0) return;
    if (m_question->waiting()) { // predict, then reveal
        m_question->reveal();
        m_stageArea->show();
        return updateTexts();
    }
    if (m_stage + 1 < int(m_lesson.steps[m_step].build.size())) {
        ++m_stage;
        return applyStage();
    }
    if (m_step + 1 < int(m_lesson.steps.size())) showStep(m_step + 1);
}

void PresentWindow::previous() {
    if (m_step < 0) return;
    if (m_stage >= 0) {
        --m_stage;
        return applyStage();
    }
    if (m_step > 0) showStep(m_step - 1);
}

void PresentWindow::updateTexts() {
    const bool any = m_step >= 0 && m_step < int(m_lesson.steps.size());
    m_title->setText(any ? m_lesson.steps[m_step].title : m_lesson.title);
    m_title->setVisible(!m_title->text().isEmpty());
    QString counter = any ? tr("%1 / %2").arg(m_step + 1).arg(m_lesson.steps.size()) : QString();
    if (any && !m_lesson.steps[m_step].build.isEmpty())
        counter += tr(" · %1/%2").arg(m_stage + 2).arg(m_lesson.steps[m_step].stages());
    if (!m_typed.isEmpty()) counter = tr("go to %1").arg(m_typed);
    m_counter->setText(counter);
    m_counter->adjustSize();
    m_controls->setCounter(counter);
    m_notes->setText(notesText());
    resizeEvent(nullptr);
    emit stepShown();
}

bool PresentWindow::notesShown() const {
    return !m_notes->isHidden();
}

void PresentWindow::setNotesShown(bool shown) {
    m_notes->setVisible(shown);
    layout()->activate(); // the strip's place, for the counter above it
    resizeEvent(nullptr);
}

void PresentWindow::setPresenterShown(bool shown) {
    if (!shown) {
        if (m_presenter) m_presenter->close();
        return;
    }
    if (!m_presenter) {
        m_presenter = new PresenterView(this);
        m_presenter->setAttribute(Qt::WA_DeleteOnClose);
    }
    for (QScreen* other : QGuiApplication::screens())
        if (other != screen()) { // the teacher's screen, not the hall's
            m_presenter->setScreen(other);
            m_presenter->move(other->availableGeometry().topLeft());
            break;
        }
    m_presenter->show();
    m_presenter->raise();
}

void PresentWindow::resizeEvent(QResizeEvent*) {
    m_ink->setGeometry(rect());
    m_blank->setGeometry(rect());
    const int bottom = m_notes->isVisible() ? m_notes->y() : height() - 4; // above the notes
    m_counter->move(width() - m_counter->width() - 10, bottom - m_counter->height());
    m_counter->raise();
    m_ink->raise();
    m_controls->adjustSize();
    m_controls->move((width() - m_controls->width()) / 2,
                     height() - m_controls->height() - m_counter->height() - 8);
    m_controls->raise();
    m_blank->raise();
}

void PresentWindow::blank(const QColor& colour) {
    if (blankColour() == colour) {
        m_blank->hide();
        return;
    }
    QPalette p = m_blank->palette();
    p.setColor(QPalette::Window, colour);
    m_blank->setPalette(p);
    m_controls->hide();
    m_blank->show();
    m_blank->raise();
}

void PresentWindow::setPointer(bool on) {
    m_pointer = on;
    for (QWidget* w : findChildren<QWidget*>())
        w->setMouseTracking(w->hasMouseTracking() || on);
    setMouseTracking(true);
    if (!on && !m_holding) m_ink->hidePointer();
    if (on) m_ink->showPointer(m_ink->mapFromGlobal(QCursor::pos()));
    setCursor(on ? Qt::BlankCursor : Qt::ArrowCursor);
}

bool PresentWindow::handleKey(int key, const QString& text) {
    const bool blanked = blankColour().isValid();
    if (key >= Qt::Key_0 && key <= Qt::Key_9) {
        m_typed += QChar('0' + (key - Qt::Key_0));
        updateTexts();
        return true;
    }
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && !m_typed.isEmpty()) {
        const int target = m_typed.toInt() - 1;
        m_typed.clear();
        m_blank->hide();
        showStep(target);
        return true;
    }
    if (key == Qt::Key_Escape) {
        if (!m_typed.isEmpty() || blanked) {
            m_typed.clear();
            m_blank->hide();
            updateTexts();
        } else {
            close();
        }
        return true;
    }
    switch (key) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_blank->hide();
        next();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        m_blank->hide();
        previous();
        return true;
    case Qt::Key_Home:
        m_blank->hide();
        showStep(0);
        return true;
    case Qt::Key_End:
        m_blank->hide();
        showStep(int(m_lesson.steps.size()) - 1);
        return true;
    case Qt::Key_B:
    case Qt::Key_Period:
        blank(Qt::black);
        return true;
    case Qt::Key_W:
        blank(Qt::white);
        return true;
    case Qt::Key_L:
        setPointer(!m_pointer);
        return true;
    case Qt::Key_P:
        m_pen = !m_pen;
        if (!m_pointer) setCursor(m_pen ? Qt::CrossCursor : Qt::ArrowCursor);
        return true;
    case Qt::Key_E:
        m_ink->clear();
        return true;
    case Qt::Key_N:
        setNotesShown(!notesShown());
        return true;
    case Qt::Key_S:
        setPresenterShown(!m_presenter);
        return true;
    default:
        (void)text;
        return false;
    }
}

bool PresentWindow::handleMouse(QWidget* target, QEvent* event) {
    auto* mouse = static_cast<QMouseEvent*>(event);
    const QPointF at = target == this ? mouse->position() : target->mapTo(this, mouse->position());
    switch (event->type()) {
    case QEvent::MouseButtonPress:
        if (mouse->button() != Qt::LeftButton) return false;
        m_holding = true;
        if (m_pen) {
            m_ink->beginStroke(at);
            return true;
        }
        m_ink->showPointer(at);
        return false; // the figure still gets the press (a cell to follow, a tooltip)
    case QEvent::MouseMove:
        if (m_pen && m_ink->drawing()) m_ink->extendStroke(at);
        if (m_pointer || (m_holding && !m_pen)) m_ink->showPointer(at);
        return m_pen && m_ink->drawing();
    case QEvent::MouseButtonRelease:
        if (mouse->button() != Qt::LeftButton) return false;
        m_holding = false;
        if (!m_pointer) m_ink->hidePointer();
        if (m_pen) {
            m_ink->endStroke();
            return true;
        }
        return false;
    default:
        return false;
    }
}

bool PresentWindow::eventFilter(QObject* watched, QEvent* event) {
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != this) return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::KeyPress: {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) return false;
        if (typingInSidePanel(widget) && key->key() != Qt::Key_Escape) return false;
        return handleKey(key->key(), key->text());
    }
    case QEvent::ShortcutOverride: { // keys reach handleKey before the figures' shortcuts
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) return false;
        if (typingInSidePanel(widget)) return false;
        event->accept();
        return true;
    }
    case QEvent::MouseMove:
        showControls();
        return isControl(widget) ? false : handleMouse(widget, event);
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
        return isControl(widget) ? false : handleMouse(widget, event);
    default:
        return QWidget::eventFilter(watched, event);
    }
}

void PresentWindow::closeEvent(QCloseEvent* event) {
    emit finished();
    QWidget::closeEvent(event);
}

} // namespace attn::ui
