// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The common frame of the plot demonstrations: controls, readouts and formulas in a column on
// the left, the figure (one PanelFigure) on the right; the text grows with the figure's fonts.
#include "ui/lectures/lecturedemo.h"

class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSlider;
class QVBoxLayout;

namespace attn::ui {

class LectureDocument;
class PanelFigure;

class PlotDemo : public LectureDemo {
    Q_OBJECT

  public:
    explicit PlotDemo(QWidget* parent = nullptr);

    QCustomPlot* exportPlot() override;
    void setBaseFontPointSize(double points) override;

    QLabel* readoutLabel() const { return m_readout; }
    QLabel* formulaLabel() const { return m_formula; }

  protected:
    /// Puts plot on the right; call once from the constructor.
    void setPlot(PanelFigure* plot);
    /// Puts plot on the right and has it and this demo follow document: each change rebuilds
    /// the plot and calls showDocument(); a rejected change says why in the status bar and
    /// shows the unchanged settings again. Call once from the constructor, after the controls
    /// exist: it shows the document's present state.
    void follow(LectureDocument* document, PanelFigure* plot);
    /// Shows the document's settings in the controls and its results in the readout.
    virtual void showDocument() {}

    QFormLayout* form() const { return m_form; }
    /// Below the form, above the readout.
    QVBoxLayout* controlColumn() const { return m_column; }
    QWidget* controlBox() const { return m_box; }

    /// A slider and a spin box showing the same number; a value from either moves the other.
    /// The slider runs over [lo, hi] in `steps` steps, logarithmically when log is true.
    QWidget* sliderWithSpinBox(QSlider* slider, QDoubleSpinBox* spin, double lo, double hi,
                               int steps, bool log);
    /// The position of value on a slider made by sliderWithSpinBox(slider, ..., lo, hi, steps,
    /// true).
    static int logSliderPosition(double value, double lo, double hi, int steps);

  private:
    QWidget* m_box;
    QVBoxLayout* m_column;
    QFormLayout* m_form;
    QLabel* m_readout;
    QLabel* m_formula;
    PanelFigure* m_plot = nullptr;
};

} // namespace attn::ui
