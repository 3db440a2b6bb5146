// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a handout draws its figures: each step on a page of its own in a window that is never
// on screen, laid out at the figure's size and waited for until its pictures are ready.
#include "ui/common/figureexport.h"
#include "ui/lessons/lesson.h"

#include <QCoreApplication>
#include <QPointer>
#include <QWidget>

#include <optional>

class QCustomPlot;

namespace attn::ui {

/// The words of handouts and their messages, in one translation context.
class HandoutText {
    Q_DECLARE_TR_FUNCTIONS(attn::ui::HandoutText)
};

class Page;

class HandoutStage {
  public:
    /// Figures laid out for figure.width x figure.height with text of figure.fontPoints (0:
    /// the normal size).
    explicit HandoutStage(const ExportOptions& figure);
    ~HandoutStage();
    HandoutStage(const HandoutStage&) = delete;
    HandoutStage& operator=(const HandoutStage&) = delete;

    /// The figure of step at build stage `stage` (-1: its own settings; by default its last
    /// stage), ready to draw; valid until the next call. nullptr, with *problem saying why,
    /// when the step cannot be shown.
    QCustomPlot* show(const LessonStep& step, QString* problem, std::optional<int> stage = {});

    /// The page showing the last step shown (nullptr before the first).
    Page* page() const { return m_page; }

    /// Longest wait for a figure prepared by a worker (a long input), in milliseconds.
    static constexpr int kMaxWaitMs = 60000;

  private:
    void settle();

    QWidget m_host;
    QPointer<Page> m_page;
    double m_points;
};

} // namespace attn::ui
