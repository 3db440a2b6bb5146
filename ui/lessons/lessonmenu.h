// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Lessons of the main window: open a lesson (a shipped one, a recent one or a file), add
// the current view to it as a step, save it, export it as a handout, present it full screen
// (F5), and show the Lessons panel that edits its steps.
#include "ui/lessons/lessondocument.h"

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;
class QTabWidget;

namespace attn::ui {

class LessonPanel;
class PresentWindow;

class LessonMenu : public QObject {
    Q_OBJECT

  public:
    /// Adds the Lessons submenu to menu and the Lessons panel (hidden) to window, whose tabs
    /// (in tabTable()'s order) show and capture steps; lives as long as window.
    LessonMenu(QMainWindow* window, QTabWidget* tabs, QMenu* menu);

    /// The lesson being presented and built; its steps grow with addCurrentView().
    const Lesson& lesson() const { return m_document->lesson(); }
    LessonDocument* document() const { return m_document; }
    void setLesson(const Lesson& lesson, const QString& path = {});
    /// The lessons shipped with the application (resource paths, ":/lessons/…json").
    static QStringList shippedLessons();
    /// Present mode while it is open, else nullptr.
    PresentWindow* presentWindow() const;
    LessonPanel* panel() const { return m_panel; }
    /// The window's tabs, whose views the steps show.
    QTabWidget* tabs() const { return m_tabs; }
    /// Shows and hides the Lessons panel (View and File > Lessons).
    QAction* panelAction() const;
    /// File > Lessons > Recent.
    QMenu* recentMenu() const { return m_recent; }

    /// What to do with unsaved changes before they would be lost: Save, Discard or Cancel.
    /// The default asks in a message box; tests replace it.
    using SaveQuestion = std::function<QMessageBox::StandardButton(const QString& lessonTitle)>;
    void setSaveQuestion(SaveQuestion ask) { m_ask = std::move(ask); }
    /// True when the lesson may be replaced: nothing unsaved, or saved or discarded as the
    /// answer to the save question says; false when the answer is Cancel or saving failed.
    bool maybeSave();

  public slots:
    /// Opens path as the lesson (after maybeSave); false (the reason in the status bar) when
    /// it cannot be read or the teacher keeps the unsaved one.
    bool openLesson(const QString& path);
    /// Appends the window's current tab, view and settings as a step.
    void addCurrentView();
    /// Shows step index of the lesson in the window; false (why in the status bar) if it
    /// cannot be shown.
    bool showStep(int index);
    /// Presents the lesson full screen from its first step (presentFrom: from step index);
    /// with no steps, the current view.
    void present();
    void presentFrom(int index);
    /// Saves to the lesson's file, or asks for one; false when not saved.
    bool save();
    bool saveLessonInteractively();
    void openLessonInteractively();
    /// Asks for a PDF file or a folder name and writes the lesson's handout (handout.h).
    void exportHandoutInteractively();
    /// A new, empty lesson (after maybeSave).
    void newLesson();

  private:
    void report(const QString& message);
    void fillRecentMenu();
    bool eventFilter(QObject* watched, QEvent* event) override;

    QMainWindow* m_window;
    QTabWidget* m_tabs;
    LessonDocument* m_document;
    LessonPanel* m_panel;
    QMenu* m_recent;
    SaveQuestion m_ask;
    QPointer<PresentWindow> m_present;
};

} // namespace attn::ui
