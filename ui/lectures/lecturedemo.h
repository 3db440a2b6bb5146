#pragma once
// One demonstration of the Lectures tab: a widget with its own controls, formulas and plots.
// Each demo is listed once in lectureDemos() (lecturedemos.cpp), which gives it a tab entry
// and `attention-lab export --view NAME`.
#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

class QCommandLineParser;
class QCustomPlot;

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
    /// Applies the demo's own command-line options (LectureDemoInfo::options); throws
    /// attn::InputError naming the option for a bad value. The default reads none.
    virtual void applyCommandLine(const QCommandLineParser& parser) { (void)parser; }

  signals:
    /// A message for the status bar, e.g. why an input was not applied.
    void statusMessage(const QString& message);
};

struct LectureDemoInfo {
    QString name;  ///< for --view, e.g. "pooling"
    QString title; ///< shown in the tab's list, e.g. "Attention pooling"
    std::function<LectureDemo*(QWidget* parent)> create;
    QList<QCommandLineOption> options; ///< read by applyCommandLine
};

/// Every demonstration, in the order the tab lists them.
const std::vector<LectureDemoInfo>& lectureDemos();

} // namespace attn::ui
