// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One demonstration of the Lectures tab: a widget with its own controls, formulas and figure,
// showing a document that holds its settings and results. Each demo is listed once in
// lectureDemos() (lecturedemos.cpp), which gives it a tab entry and
// `attention-lab export --view NAME` (whose options app/lecture_options.cpp reads).
#include "ui/common/shownnumbers.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

class QCustomPlot;
class QLabel;
class QSpinBox;

namespace attn::ui {

class LectureDemo : public QWidget {
    Q_OBJECT

  public:
    using QWidget::QWidget;

    /// The figure File > Export figure and `attention-lab export --view NAME` write. One
    /// QCustomPlot; a figure of several plots uses several axis rects in it.
    virtual QCustomPlot* exportPlot() = 0;
    /// Base font size of the figure and formulas in points (raised for a projector).
    virtual void setBaseFontPointSize(double points) = 0;
    /// The matrix the figure draws, with its labels (Page::shownNumbers); empty for a figure
    /// of measurements rather than computed numbers.
    virtual LabelledMatrix shownNumbers() const { return {}; }

  signals:
    /// A message for the status bar, e.g. why an input was not applied.
    void statusMessage(const QString& message);

  protected:
    /// Lays the demo out: controls in a SidePanel on the left, figure (when given; later
    /// with addFigure()) on the right taking the rest.
    void setSidePanel(QWidget* controls, QWidget* figure);
    /// Puts figure right of the side panel.
    void addFigure(QWidget* figure);
    /// A label for formulas and readouts: rich text, wrapped, selectable.
    static QLabel* richTextLabel(QWidget* parent, const QString& objectName);
    /// A spin box over [lo, hi] called name, with a tool tip.
    static QSpinBox* spinBox(QWidget* parent, const char* name, int lo, int hi,
                             const QString& toolTip);
    /// Sets the font of controls to points, limited to the figures' range of 6 to 48.
    static void setControlsFontPointSize(QWidget* controls, double points);
};

struct LectureDemoInfo {
    QString name;  ///< for --view, e.g. "pooling"
    QString title; ///< shown in the tab's list, e.g. "Attention pooling"
    std::function<LectureDemo*(QWidget* parent)> create;
};

/// Every demonstration, in the order the tab lists them.
const std::vector<LectureDemoInfo>& lectureDemos();

} // namespace attn::ui
