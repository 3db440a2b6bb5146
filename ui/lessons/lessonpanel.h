// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Lessons panel, docked beside the window's tabs: the steps of the open lesson as a list
// (number, title, tab ▸ view, ⚠ for a step that cannot be shown); click a step to show it,
// drag to reorder; duplicate, delete, Add this view; the selected step's title and note are
// edited below the list; open, save, save as, recent lessons, handout and Present above it.
#include <QDockWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QToolButton;

namespace attn::ui {

class LessonDocument;
class LessonMenu;

class LessonPanel : public QDockWidget {
    Q_OBJECT

  public:
    LessonPanel(LessonMenu* menu, QWidget* parent);

    /// The selected step, -1 for none.
    int currentStep() const;
    void setCurrentStep(int index);
    /// The list entry of step index: "3. Title" and, on a second line, "explorer ▸ heatmap",
    /// with "⚠ " before the title when the step cannot be shown.
    static QString entryText(int index, const QString& title, const QString& tab,
                             const QString& view, bool problem);

  public slots:
    void duplicateCurrent();
    void deleteCurrent();

  protected:
    /// Opens as wide as it asks where the page beside it keeps the room its tab bars and
    /// figures need (on a 1280-pixel screen at 18 pt: narrower, down to its minimum); the user
    /// may widen it.
    void showEvent(QShowEvent* event) override;

  private:
    QWidget* createButtons();
    QWidget* createFileButtons();
    void refresh();
    void refreshStep(int index);
    void showCurrent();
    void onRowsMoved(int from, int to);
    void updateHeader();

    LessonMenu* m_menu;
    LessonDocument* m_document;
    QLabel* m_header;
    QListWidget* m_list;
    QLineEdit* m_title;
    QPlainTextEdit* m_note;
    QToolButton* m_duplicate;
    QToolButton* m_delete;
    bool m_refreshing = false;
};

} // namespace attn::ui
