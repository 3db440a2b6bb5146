// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Predict, then reveal: a step with a "question" shows the question in place of its figure when
// it reaches its last build stage; the next press of Next brings the figure back with the
// question and its answer above it in one line, the answer read from the step's claim on the
// figure's own numbers.
#include <QWidget>

class QLabel;

namespace attn::ui {

struct LessonStep;
class Page;

class PresentQuestion : public QWidget {
    Q_OBJECT

  public:
    explicit PresentQuestion(QWidget* parent);

    /// Shows step's question (big, taking the figure's room: hide the figure while waiting())
    /// and reads its answer from page's numbers, when step has one; else hides. Call when the
    /// step reaches its last build stage.
    void ask(const LessonStep& step, const Page& page);
    /// Hides the question and the answer (another step or an earlier stage).
    void clear();
    /// The question and its answer in small text, over the figure shown again.
    void reveal();
    /// True while the question hides the figure: Next reveals.
    bool waiting() const { return m_waiting; }
    QString questionText() const;
    QString answerText() const { return m_answer; }
    void setTextPoints(double points);

  private:
    QLabel* m_text;
    QFont m_big, m_small;
    QString m_question, m_answer;
    bool m_waiting = false;
};

} // namespace attn::ui
