#pragma once
// A tab of the main window after the first: it owns its controls and views; the window's
// File > Export figure and View > text size act on the current page through this interface.
#include <QWidget>

class QCustomPlot;

namespace attn::ui {

class Page : public QWidget {
    Q_OBJECT

  public:
    using QWidget::QWidget;

    /// The figure File > Export figure writes: the page's current plot.
    virtual QCustomPlot* exportPlot() = 0;
    /// Base font size of the page's figures in points (raised for a projector).
    virtual double baseFontPointSize() const = 0;
    virtual void setBaseFontPointSize(double points) = 0;
    /// True when the page's current view shows one matrix that exportMatrix can write.
    virtual bool hasMatrix() const { return false; }
    /// Writes the shown matrix to path (.csv or .npy); an empty string on success, else the
    /// reason.
    virtual QString exportMatrix(const QString& path) {
        (void)path;
        return tr("this page has no matrix to save as numbers");
    }

  signals:
    /// A message for the status bar, e.g. why an input was not applied.
    void statusMessage(const QString& message);
};

} // namespace attn::ui
