// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A tab of the main window after the first: it owns its controls and views; the window's
// File > Export figure and View > text size act on the current page through this interface.
#include "ui/common/shownnumbers.h"
#include "ui/plotkit/style.h"

#include <QJsonObject>
#include <QWidget>

class QCustomPlot;

namespace attn::ui {

class Page : public QWidget {
    Q_OBJECT

  public:
    using QWidget::QWidget;

    /// The figure File > Export figure writes: the page's current plot.
    virtual QCustomPlot* exportPlot() = 0;
    /// Base font size of the page's figures in points (raised for a projector), held here
    /// and nowhere else in the page.
    double baseFontPointSize() const { return m_points; }
    /// Clamped to FontRange; every figure of the page follows, then fontSizeChanged().
    void setBaseFontPointSize(double points);
    /// The matrix the current view's main figure draws, with its row and column labels
    /// (what Export matrix writes and a lesson step's claims are checked on); empty values
    /// when the view draws no matrix.
    virtual LabelledMatrix shownNumbers() const { return {}; }
    /// True when the page's current view shows one matrix that exportMatrix can write.
    virtual bool hasMatrix() const { return shownNumbers().values.size() > 0; }
    /// Writes the shown matrix to path (.csv or .npy); an empty string on success, else the
    /// reason.
    virtual QString exportMatrix(const QString& path) {
        return writeShownNumbers(shownNumbers(), path);
    }

    /// Lessons (ui/lessons/lesson.h): the --view name of what the page shows now, e.g.
    /// "heatmap" or "pe-rotation"; empty when the page cannot be a lesson step yet.
    virtual QString lessonView() const { return {}; }
    /// The shown view's settings as JSON, all of them, so that applyLessonState shows it again.
    virtual QJsonObject lessonState() const { return {}; }
    /// Shows view with settings (keys left out take their defaults); an empty string on
    /// success, else the reason, and the page keeps what it showed.
    virtual QString applyLessonState(const QString& view, const QJsonObject& settings) {
        (void)settings;
        return tr("this tab cannot show “%1” as a lesson step yet").arg(view);
    }
    /// The widget Present mode fills the screen with; nullptr: exportPlot().
    virtual QWidget* lessonFigure() { return nullptr; }

  signals:
    /// A message for the status bar, e.g. why an input was not applied.
    void statusMessage(const QString& message);

  protected:
    /// The base font size changed and the page's figures follow it: scale what else does
    /// (formulas, read-outs, figures made later).
    virtual void fontSizeChanged() {}
    /// Shows window (a child of the page with Qt::Window) over the others, the first time at
    /// 1280x720 or the screen's size where that is smaller.
    void showOwnWindow(QWidget* window);

  private:
    double m_points = FontRange::kDefault;
};

} // namespace attn::ui
