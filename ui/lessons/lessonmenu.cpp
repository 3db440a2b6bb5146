#include "ui/lessons/lessonmenu.h"

#include "ui/lessons/handout.h"
#include "ui/lessons/lessonstage.h"
#include "ui/lessons/presentwindow.h"
#include "ui/shell/mainwindow.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>

namespace attn::ui {

LessonMenu::LessonMenu(MainWindow* window, QMenu* menu) : QObject(window), m_window(window) {
    setObjectName(QStringLiteral("lessonMenu"));
    QMenu* lessons = menu->addMenu(tr("&Lessons"));
    lessons->setObjectName(QStringLiteral("lessonsMenu"));
    QAction* present = lessons->addAction(tr("&Present"), this, &LessonMenu::present);
    present->setShortcut(QKeySequence(Qt::Key_F5));
    present->setShortcutContext(Qt::ApplicationShortcut);
    lessons->addAction(tr("&Add this view"), this, &LessonMenu::addCurrentView)
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    lessons->addSeparator();
    lessons->addAction(tr("&Open lesson…"), this, &LessonMenu::openLessonInteractively);
    lessons->addAction(tr("&Save lesson as…"), this, &LessonMenu::saveLessonInteractively);
    lessons->addAction(tr("&New lesson"), this, [this] { setLesson({}); });
    lessons->addAction(tr("Export &handout…"), this, &LessonMenu::exportHandoutInteractively);
    const QStringList shipped = shippedLessons();
    if (!shipped.isEmpty()) lessons->addSeparator();
    for (const QString& path : shipped) {
        QString error;
        const Lesson lesson = loadLesson(path, &error);
        const QString name = lesson.title.isEmpty() ? QFileInfo(path).baseName() : lesson.title;
        lessons->addAction(QStringLiteral("%1 (%2)").arg(name, lesson.language), this,
                           [this, path] { openLesson(path); });
    }
}

PresentWindow* LessonMenu::presentWindow() const {
    return m_present;
}

QStringList LessonMenu::shippedLessons() {
    QStringList paths;
    const QDir dir(QStringLiteral(":/lessons"));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

void LessonMenu::setLesson(const Lesson& lesson, const QString& path) {
    m_lesson = lesson;
    m_path = path;
}

void LessonMenu::report(const QString& message) {
    m_window->statusBar()->showMessage(message, 8000);
}

bool LessonMenu::openLesson(const QString& path) {
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
        tr("Lesson “%1”: %2 steps; F5 presents it.").arg(lesson.title).arg(lesson.steps.size());
    if (problems > 0) message += tr(" %1 of them cannot be shown (see each step).").arg(problems);
    if (!lesson.warning.isEmpty()) message += QLatin1Char(' ') + lesson.warning;
    if (!lesson.steps.isEmpty()) showLessonStepInWindow(*m_window, lesson.steps.first());
    report(message);
    return true;
}

void LessonMenu::addCurrentView() {
    const LessonStep step = captureLessonStep(*m_window);
    if (!step.problem.isEmpty()) return report(tr("Not added: %1.").arg(step.problem));
    m_lesson.steps << step;
    report(tr("Added step %1: %2.").arg(m_lesson.steps.size()).arg(step.title));
}

void LessonMenu::present() {
    if (m_present) return m_present->activateWindow();
    Lesson lesson = m_lesson;
    if (lesson.steps.isEmpty()) {
        const LessonStep step = captureLessonStep(*m_window);
        if (!step.problem.isEmpty()) return report(tr("Nothing to present: %1.").arg(step.problem));
        lesson.steps << step;
    }
    m_present = new PresentWindow(lesson);
    m_present->setAttribute(Qt::WA_DeleteOnClose);
    m_present->setScreen(m_window->screen());
    m_present->setGeometry(m_window->screen()->geometry());
    connect(m_present, &PresentWindow::finished, m_window, [this] {
        m_window->activateWindow();
        m_window->raise();
    });
    m_present->showFullScreen();
}

void LessonMenu::openLessonInteractively() {
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open lesson"),
                                                      m_path.isEmpty() ? QDir::homePath() : m_path,
                                                      tr("Lessons (*.json)"));
    if (!path.isEmpty()) openLesson(path);
}

void LessonMenu::saveLessonInteractively() {
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save lesson"),
        m_path.isEmpty() ? QDir::home().filePath(QStringLiteral("lesson.json")) : m_path,
        tr("Lessons (*.json)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    if (const QString error = saveLesson(m_lesson, path); !error.isEmpty())
        return report(tr("The lesson was not saved: %1.").arg(error));
    m_path = path;
    report(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

void LessonMenu::exportHandoutInteractively() {
    if (m_lesson.steps.isEmpty())
        return report(tr("The lesson has no steps yet: open one, or add views with Add this "
                         "view."));
    const QString pdf = tr("PDF handout, a page per step (*.pdf)");
    const QString png = tr("Folder of PNG figures, one per step (*.png)");
    const QString svg = tr("Folder of SVG figures, one per step (*.svg)");
    const QString base = m_path.isEmpty() ? QDir::home().filePath(QStringLiteral("lesson"))
                                          : QFileInfo(m_path).path() + QLatin1Char('/') +
                                                QFileInfo(m_path).completeBaseName();
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
    const HandoutResult result = exportHandout(m_lesson, path, format);
    QGuiApplication::restoreOverrideCursor();
    if (!result.error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Export handout"),
                             tr("The handout was not saved: %1.").arg(result.error));
        return;
    }
    QString message = format == ExportFormat::Pdf
                          ? tr("Saved the handout %1").arg(QDir::toNativeSeparators(path))
                          : tr("Saved %1 figures in %2")
                                .arg(result.files.size())
                                .arg(QDir::toNativeSeparators(path));
    if (!result.problems.isEmpty())
        message += tr("; %1 steps could not be shown and say why").arg(result.problems.size());
    report(message);
}

} // namespace attn::ui
