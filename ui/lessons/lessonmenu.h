#pragma once
// File > Lessons of the main window: open a lesson (a shipped one or a file), add the current
// view to it as a step, save it, export it as a handout and present it full screen (F5).
#include "ui/lessons/lesson.h"

#include <QObject>
#include <QPointer>

class QMenu;

namespace attn::ui {

class MainWindow;
class PresentWindow;

class LessonMenu : public QObject {
    Q_OBJECT

  public:
    /// Adds the Lessons submenu to menu; lives as long as window.
    LessonMenu(MainWindow* window, QMenu* menu);

    /// The lesson being presented and built; its steps grow with addCurrentView().
    const Lesson& lesson() const { return m_lesson; }
    void setLesson(const Lesson& lesson, const QString& path = {});
    /// The lessons shipped with the application (resource paths, ":/lessons/…json").
    static QStringList shippedLessons();
    /// Present mode while it is open, else nullptr.
    PresentWindow* presentWindow() const;

  public slots:
    /// Opens path as the lesson; false (the reason in the status bar) when it cannot be read.
    bool openLesson(const QString& path);
    /// Appends the window's current tab, view and settings as a step.
    void addCurrentView();
    /// Presents the lesson full screen on the window's screen; with no steps, the current view.
    void present();
    void saveLessonInteractively();
    void openLessonInteractively();
    /// Asks for a PDF file or a folder name and writes the lesson's handout (handout.h).
    void exportHandoutInteractively();

  private:
    void report(const QString& message);

    MainWindow* m_window;
    Lesson m_lesson;
    QString m_path;
    QPointer<PresentWindow> m_present;
};

} // namespace attn::ui
