// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Present mode: a lesson's steps full screen, one live figure at a time, driven by the keys of
// presentation clickers. Each step gets a page of its own, so the window's tabs stay as the
// teacher left them.
//   Right/Down/PageDown/Space/Enter  next (a step's build first, a question's answer, then the
//                                    next step)
//   Left/Up/PageUp/Backspace         previous        Home/End  first/last step
//   digits then Enter                go to that step
//   B or .  black screen   W  white screen   (again, or any move, to come back)
//   L  pointer on/off (also while a mouse button is held)   P  pen on/off   E  erase the pen
//   N  the step's note in a strip under the figure (one screen)
//   S  the presenter view: note, what comes next, time (opens by itself with two screens)
//   Esc  leave
// Moving the mouse shows controls over the figure for a while (PresentControls): Previous,
// the counter, Next, the view's settings beside the figure, the screen, Exit.
#include "ui/common/page.h"
#include "ui/lessons/lesson.h"
#include "ui/lessons/presenterview.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QScreen;
class QTimer;
class QVBoxLayout;

namespace attn::ui {

class PresentControls;
class PresentInk;
class PresentQuestion;

class PresentWindow : public QWidget {
    Q_OBJECT

  public:
    explicit PresentWindow(Lesson lesson, QWidget* parent = nullptr);
    ~PresentWindow() override;

    /// The figures' base text size for a screen of that many logical pixels: about a
    /// fortieth of its height (18 pt at 720, 27 pt at 1080), within FontRange.
    static double textPointsFor(const QSize& screen);
    /// The screen to present on: the one chosen last (QSettings "present/screen", by name)
    /// when it is connected, else with several screens one that is not window's (the
    /// projector), else window's.
    static QScreen* presentScreen(const QScreen* window);
    /// Remembers screen as the one to present on.
    static void choosePresentScreen(const QScreen* screen);
    /// How long the controls stay after the mouse stops, in milliseconds.
    static constexpr int kControlsHideMs = 2000;

    const Lesson& lesson() const { return m_lesson; }
    int currentStep() const { return m_step; }   ///< 0-based
    int currentStage() const { return m_stage; } ///< -1: the step's own settings, else build
    /// The page showing the current step (nullptr when the step cannot be shown).
    Page* currentPage() const { return m_page; }
    QWidget* currentFigure() const { return m_figure; }
    QString titleText() const;
    QString counterText() const;
    /// Why the current step cannot be shown, or empty.
    QString problemText() const;
    /// Qt::black or Qt::white while the screen is blanked, else an invalid colour.
    QColor blankColour() const;
    bool penOn() const { return m_pen; }
    bool pointerOn() const { return m_pointer; }
    PresentInk* ink() const { return m_ink; }
    PresentControls* controls() const { return m_controls; }
    /// The question of a step that asks one (predict, then reveal).
    PresentQuestion* question() const { return m_question; }
    /// The text size of the title and the figures now, in points.
    double textPoints() const { return m_points; }
    /// Whether the page's settings show beside the figure.
    bool sidePanelShown() const { return m_sidePanel; }
    /// Whether the step's note shows in a strip under the figure.
    bool notesShown() const;
    QString notesText() const {
        return m_step >= 0 && m_step < m_lesson.steps.size() ? m_lesson.steps[m_step].note
                                                             : QString();
    }
    /// The presenter view, while it is open (nullptr otherwise).
    PresenterView* presenterView() const { return m_presenter; }

  public slots:
    void showStep(int index); ///< clamped to the steps
    void next();
    void previous();
    /// Full screen on screen, the text sized for it.
    void presentOn(QScreen* screen);
    void setSidePanelShown(bool shown);
    void setNotesShown(bool shown);
    /// Opens (on another screen than this one when there is one) or closes the presenter view.
    void setPresenterShown(bool shown);
    /// Shows the controls until the mouse has been still for kControlsHideMs.
    void showControls();

  signals:
    /// Present mode ended (Esc or closed).
    void finished();
    /// Another step or build stage is shown.
    void stepShown();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

  private:
    bool handleKey(int key, const QString& text);
    bool handleMouse(QWidget* target, QEvent* event);
    void applyStage();
    /// Asks the step's question when it is at its last build stage, else clears it.
    void askAtLastStage();
    void updateTexts();
    void blank(const QColor& colour);
    void setPointer(bool on);
    void showProblem(const QString& message);
    void applyTextSize();
    /// The figures' text and the page's controls sized for the screen.
    void setPageTextSize(Page& page) const;
    bool isControl(const QWidget* widget) const;
    bool typingInSidePanel(const QWidget* widget) const;

    Lesson m_lesson;
    int m_step = -1;
    int m_stage = -1;
    double m_points;
    QString m_typed; ///< digits typed for a jump
    bool m_pen = false;
    bool m_pointer = false;
    bool m_holding = false;
    QLabel* m_title;
    PresentQuestion* m_question;
    QWidget* m_stageArea;
    QVBoxLayout* m_stageLayout;
    QLabel* m_problem;
    QLabel* m_notes;
    QLabel* m_counter;
    PresentInk* m_ink;
    QWidget* m_blank;
    PresentControls* m_controls;
    QTimer* m_controlsTimer;
    bool m_sidePanel = false;
    QList<QPointer<QWidget>> m_sideWidgets; ///< what hideAllButFigure hid on the page
    QPointer<Page> m_page;
    QPointer<PresenterView> m_presenter;
    QPointer<QWidget> m_figure;
};

} // namespace attn::ui
