// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Why attention divides by √d (seed 000): q·k of unit-variance components has variance d, so
// an unscaled softmax saturates (near one-hot) as d grows; q·k/√d keeps variance 1.
#include "ui/lectures/plotdemo.h"
#include "ui/lectures/sqrtd/sqrtddocument.h"
#include "ui/plotkit/panelfigure.h"

class QSpinBox;

namespace attn::ui {

class SqrtDFigure : public PanelFigure {
    Q_OBJECT

  public:
    explicit SqrtDFigure(const SqrtDDocument* document, QWidget* parent = nullptr);

    QCPBars* unscaledHistogram() const { return m_unscaled; }
    QCPBars* scaledHistogram() const { return m_scaled; }

  protected:
    void build() override;
    /// The curve's panel takes a larger share of a narrow row (large text), so its title fits.
    bool fitToRoom() override;

  private:
    QCPBars* addHistogram(QCPAxisRect* rect, const Eigen::VectorXf& values, double halfRange,
                          double variance, const QColor& colour, const QString& name);

    const SqrtDDocument* m_document;
    QCPBars* m_unscaled = nullptr;
    QCPBars* m_scaled = nullptr;
    QCPLayoutGrid* m_top = nullptr; ///< the two histograms and the curve, side by side
    QCPLegend* m_curveLegend = nullptr;
};

class SqrtDDemo : public PlotDemo {
    Q_OBJECT

  public:
    explicit SqrtDDemo(QWidget* parent = nullptr);
    /// The example rows: softmax(q·k) rows, then softmax(q·k/√d) rows, by keys.
    LabelledMatrix shownNumbers() const override;

    SqrtDDocument* document() const { return m_document; }
    SqrtDFigure* plot() const { return m_plot; }

  private:
    void createControls();
    void showDocument() override;
    void syncControls();
    void showText();

    SqrtDDocument* m_document;
    SqrtDFigure* m_plot;
    QSlider* m_dimSlider = nullptr;
    QDoubleSpinBox* m_dim = nullptr;
    QSpinBox* m_draws = nullptr;
    QSpinBox* m_seed = nullptr;
};

} // namespace attn::ui
