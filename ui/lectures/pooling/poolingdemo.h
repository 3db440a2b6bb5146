// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lectures > Attention pooling: the controls, readout and formulas of the Nadaraya-Watson
// demonstration beside its figure; the state is a PoolingDocument.
#include "ui/lectures/plotdemo.h"

class QCheckBox;
class QPushButton;
class QSpinBox;

namespace attn::ui {

class PoolingDocument;
class PoolingFigure;

class PoolingDemo : public PlotDemo {
    Q_OBJECT

  public:
    explicit PoolingDemo(QWidget* parent = nullptr);
    /// The Gaussian kernel weights, queries x by keys x_i (m,n).
    LabelledMatrix shownNumbers() const override;

    PoolingDocument* document() const { return m_document; }
    PoolingFigure* plot() const { return m_plot; }

  private:
    void createControls();
    /// Fits w and says in the status bar how much the loss fell.
    void fitW();
    void showDocument() override;
    void syncControls();
    void showText();

    PoolingDocument* m_document;
    PoolingFigure* m_plot;
    QSlider* m_sigmaSlider = nullptr;
    QDoubleSpinBox* m_sigma = nullptr;
    QSpinBox* m_samples = nullptr;
    QDoubleSpinBox* m_noise = nullptr;
    QSpinBox* m_seed = nullptr;
    QDoubleSpinBox* m_w = nullptr;
    QPushButton* m_fit = nullptr;
    QCheckBox* m_parametric = nullptr;
};

} // namespace attn::ui
