// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonmenu.h"
#include "ui/common/showsdata.h"

#include "ui/common/messagetext.h"
#include "ui/lessons/handout.h"
#include "ui/lessons/lessonpanel.h"
#include "ui/lessons/lessonstage.h"
#include "ui/lessons/presentwindow.h"
#include <QMainWindow>
#include <QStatusBar>
#include <QTabWidget>

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QScreen>
#include <QStatusBar>

namespace attn::ui {

LessonMenu::LessonMenu(QMainWindow* window, QTabWidget* tabs, QMenu* menu)
    : QObject(window), m_window(window), m_tabs(tabs), m_document(new LessonDocument(this)) {
    setObjectName(QStringLiteral("lessonMenu"));
    QMenu* lessons = menu->addMenu(tr("&Lessons"));
    m_recent = new QMenu(tr("&Recent"), lessons);
    m_recent->setObjectName(QStringLiteral("recentLessonsMenu"));
    markShowsData(m_recent);
    m_panel = new LessonPanel(this, window);
    window->addDockWidget(Qt::RightDockWidgetArea, m_panel);
    m_panel->hide();
    lessons->setObjectName(QStringLiteral("lessonsMenu"));
    QAction* present = lessons->addAction(tr("&Present"), this, &LessonMenu::present);
    present->setShortcut(QKeySequence(Qt::Key_F5));
    present->setShortcutContext(Qt::ApplicationShortcut);
    lessons->addAction(tr("&Add this view"), this, &LessonMenu::addCurrentView)
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    lessons->addAction(panelAction());
    QMenu* screens = lessons->addMenu(tr("Present &on"));
    screens->setObjectName(QStringLiteral("presentScreenMenu"));
    connect(screens, &QMenu::aboutToShow, this, [this, screens] {
        screens->clear();
        const QScreen* current = PresentWindow::presentScreen(m_window->screen());
        for (QScreen* screen : QGuiApplication::screens()) {
            const QSize size = screen->geometry().size();
            QAction* action =
                screens->addAction(QStringLiteral("%1 (%2 × %3)")
                                       .arg(screen->name())
                                       .arg(size.width())
                                       .arg(size.height()),
                                   this, [screen] { PresentWindow::choosePresentScreen(screen); });
            action->setCheckable(true);
            action->setChecked(screen == current);
        }
    });
    lessons->addSeparator();
    lessons->addAction(tr("&Open lesson…"), this, &LessonMenu::openLessonInteractively);
    lessons->addMenu(m_recent);
    connect(m_recent, &QMenu::aboutToShow, this, &LessonMenu::fillRecentMenu);
    fillRecentMenu();
    lessons->addAction(tr("Sa&ve lesson"), this, &LessonMenu::save);
    lessons->addAction(tr("&Save lesson as…"), this, &LessonMenu::saveLessonInteractively);
    lessons->addAction(tr("&New lesson"), this, &LessonMenu::newLesson);
    lessons->addAction(tr("Export &handout…"), this, &LessonMenu::exportHandoutInteractively);
    const QStringList shipped = shippedLessons();
    if (!shipped.isEmpty()) lessons->addSeparator();
    for (const QString& path : shipped) {
        QString error;
        const Lesson lesson = loadLesson(path, &error);
        const QString name = lesson.title.isEmpty() ? QFileInfo(path).baseName() : lesson.title;
        markShowsData(lessons->addAction(QStringLiteral("%1 (%2)").arg(name, lesson.language), this,
                                         [this, path] { openLesson(path); }));
    }
    m_ask = [this](const QString& title) {
        return QMessageBox::question(
            m_window, tr("Unsaved lesson"),
            tr("The lesson “%1” has changes that are not saved. Save them?").arg(title),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
    window->installEventFilter(this); // asks before the window closes over unsaved changes
}

PresentWindow* LessonMenu::presentWindow() const {
    return m_present;
}

QAction* LessonMenu::panelAction() const {
    return m_panel->toggleViewAction();
}

QStringList LessonMenu::shippedLessons() {
    QStringList paths;
    const QDir dir(QStringLiteral(":/lessons"));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

void LessonMenu::setLesson(const Lesson& lesson, const QString& path) {
    m_document->setLesson(lesson, path);
}

void LessonMenu::report(const QString& message) {
    m_window->statusBar()->showMessage(message, 8000);
}

void LessonMenu::fillRecentMenu() {
    m_recent->clear();
    const QStringList recent = LessonDocument::recentLessons();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        m_recent
            ->addAction(
                QStringLiteral("&%1 %2").arg(i + 1).arg(leftToRight(QFileInfo(path).fileName())),
                this, [this, path] { openLesson(path); })
            ->setToolTip(QDir::toNativeSeparators(path));
    }
    m_recent->setEnabled(!recent.isEmpty());
}

bool LessonMenu::maybeSave() {
    if (!m_document->isModified()) return true;
    const QString title = lesson().title.isEmpty() ? tr("Untitled") : lesson().title;
    switch (m_ask(title)) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool LessonMenu::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_window && event->type() == QEvent::Close && !maybeSave()) {
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

bool LessonMenu::openLesson(const QString& path) {
    if (!maybeSave()) return false;
    QString error;
    const Lesson lesson = loadLesson(path, &error);
    if (!error.isEmpty()) {
        report(tr("The lesson was not opened: %1.").arg(error));
        return false;
    }
    setLesson(lesson, path.startsWith(QLatin1Char(':')) ? QString() : path);
    int problems = 0;
    for (const LessonStep& step : lesson.steps)
        problems += step.problem.isEmpty() ? 0 : 1;
    QString message =
        tr("Lesson “%1”: %n steps; F5 presents it.", nullptr, int(lesson.steps.size()))
            .arg(lesson.title);
    if (problems > 0)
        message += tr(" %n of them cannot be shown (see each step).", nullptr, problems);
    if (!lesson.warning.isEmpty()) message += QLatin1Char(' ') + lesson.warning;
    if (!lesson.steps.isEmpty()) showLessonStepInWindow(*m_tabs, lesson.steps.first());
    report(message);
    return true;
}

void LessonMenu::newLesson() {
    if (maybeSave()) setLesson({});
}

void LessonMenu::addCurrentView() {
    const LessonStep step = captureLessonStep(*m_tabs);
    if (!step.problem.isEmpty()) return report(tr("Not added: %1.").arg(step.problem));
    m_document->appendStep(step);
    report(tr("Added step %1: %2.").arg(lesson().steps.size()).arg(step.title));
}

bool LessonMenu::showStep(int index) {
    if (index < 0 || index >= lesson().steps.size()) return false;
    const QString error = showLessonStepInWindow(*m_tabs, lesson().steps[index]);
    if (!error.isEmpty()) report(tr("Step %1 cannot be shown: %2").arg(index + 1).arg(error));
    return error.isEmpty();
}

void LessonMenu::present() {
    presentFrom(0);
}

void LessonMenu::presentFrom(int index) {
    if (m_present) return m_present->activateWindow();
    Lesson lesson = this->lesson();
    if (lesson.steps.isEmpty()) {
        const LessonStep step = captureLessonStep(*m_tabs);
        if (!step.problem.isEmpty()) return report(tr("Nothing to present: %1.").arg(step.problem));
        lesson.steps << step;
    }
    m_present = new PresentWindow(lesson);
    m_present->setAttribute(Qt::WA_DeleteOnClose);
    m_present->showStep(index);
    connect(m_present, &PresentWindow::finished, m_window, [this] {
        m_window->activateWindow();
        m_window->raise();
    });
    m_present->presentOn(PresentWindow::presentScreen(m_window->screen()));
}

void LessonMenu::openLessonInteractively() {
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open lesson"),
        m_document->path().isEmpty() ? QDir::homePath() : m_document->path(),
        tr("Lessons (*.json)"));
    if (!path.isEmpty()) openLesson(path);
}

bool LessonMenu::save() {
    if (m_document->path().isEmpty()) return saveLessonInteractively();
    if (const QString error = m_document->saveAs(m_document->path()); !error.isEmpty()) {
        report(tr("The lesson was not saved: %1.").arg(error));
        return false;
    }
    report(tr("Saved %1").arg(QDir::toNativeSeparators(m_document->path())));
    return true;
}

bool LessonMenu::saveLessonInteractively() {
    const QString start = m_document->path().isEmpty()
                              ? QDir::home().filePath(QStringLiteral("lesson.json"))
                              : m_document->path();
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save lesson"), start, tr("Lessons (*.json)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    if (const QString error = m_document->saveAs(path); !error.isEmpty()) {
        report(tr("The lesson was not saved: %1.").arg(error));
        return false;
    }
    report(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void LessonMenu::exportHandoutInteractively() {
    if (lesson().steps.isEmpty())
        return report(tr("The lesson has no steps yet: open one, or add views with Add this "
                         "view."));
    const QString pdf = tr("PDF handout, a page per step (*.pdf)");
    const QString png = tr("Folder of PNG figures, one per step (*.png)");
    const QString svg = tr("Folder of SVG figures, one per step (*.svg)");
    const QString base = m_document->path().isEmpty()
                             ? QDir::home().filePath(QStringLiteral("lesson"))
                             : QFileInfo(m_document->path()).path() + QLatin1Char('/') +
                                   QFileInfo(m_document->path()).completeBaseName();
    QString filter = pdf;
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export handout"), base + QStringLiteral(".pdf"),
                                     QStringList{pdf, png, svg}.join(";;"), &filter);
    if (path.isEmpty()) return;
    ExportFormat format = exportFormatFor(path);
    if (format == ExportFormat::Unknown)
        format = filter == png   ? ExportFormat::Png
                 : filter == svg ? ExportFormat::Svg
                                 : ExportFormat::Pdf;
    if (format == ExportFormat::Pdf && exportFormatFor(path) != ExportFormat::Pdf)
        path += QStringLiteral(".pdf");
    if (format != ExportFormat::Pdf) { // the figures go into a folder of the name chosen
        const QFileInfo chosen(path);
        path = chosen.path() + QLatin1Char('/') + chosen.completeBaseName();
        if (exportFormatFor(chosen.fileName()) == ExportFormat::Unknown) path = chosen.filePath();
    }
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const HandoutResult result = exportHandout(lesson(), path, format);
    QGuiApplication::restoreOverrideCursor();
    if (!result.error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Export handout"),
                             tr("The handout was not saved: %1.").arg(result.error));
        return;
    }
    QString message = format == ExportFormat::Pdf
                          ? tr("Saved the handout %1").arg(QDir::toNativeSeparators(path))
                          : tr("Saved %n figures in %1", nullptr, int(result.files.size()))
                                .arg(QDir::toNativeSeparators(path));
    if (!result.problems.isEmpty())
        message +=
            tr("; %n steps could not be shown and say why", nullptr, int(result.problems.size()));
    report(message);
}

} // namespace attn::ui
