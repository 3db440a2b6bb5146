// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The controls Present mode shows over the figure while the mouse moves: Previous, the step
// counter, Next, the page's side panel (its settings, live), the screen to present on (with
// more than one) and Exit. They take no keyboard focus, so the clicker keys keep working.
#include <QFrame>

class QLabel;
class QMenu;
class QToolButton;

namespace attn::ui {

class PresentControls : public QFrame {
    Q_OBJECT

  public:
    explicit PresentControls(QWidget* parent);

    /// Text of about points for the buttons and the counter.
    void setTextPoints(double points);
    void setCounter(const QString& text);
    QString counter() const;
    void setSidePanelShown(bool shown);

  signals:
    void previousClicked();
    void nextClicked();
    void sidePanelToggled(bool shown);
    void screenChosen(int index); ///< into QGuiApplication::screens()
    void exitClicked();

  private:
    void fillScreenMenu();

    QToolButton* m_previous;
    QLabel* m_counter;
    QToolButton* m_next;
    QToolButton* m_panel;
    QToolButton* m_screen;
    QToolButton* m_exit;
    QMenu* m_screens;
};

} // namespace attn::ui
