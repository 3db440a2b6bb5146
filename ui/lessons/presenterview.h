// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The teacher's screen while a lesson is presented on the other: the current step's title and
// note, what Next shows (a build stage or the next step's title) and the time since the
// presentation began. It follows a PresentWindow; the hall sees only the slide.
#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QTimer;

namespace attn::ui {

class PresentWindow;

class PresenterView : public QWidget {
    Q_OBJECT

  public:
    /// Follows present (not owned; the view closes with it).
    explicit PresenterView(PresentWindow* present);

    QString nowText() const;
    QString noteText() const;
    QString nextText() const;
    QString clockText() const;

  public slots:
    /// Shows the present window's current step, stage and the time.
    void follow();

  private:
    PresentWindow* m_present;
    QElapsedTimer m_started;
    QLabel* m_now;
    QLabel* m_note;
    QLabel* m_next;
    QLabel* m_clock;
    QTimer* m_tick;
};

} // namespace attn::ui
