// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lectures > Graph attention (GAT): an editable graph, its attention weights on the edges and
// as a masked matrix, and the output of the selected node, with the formulas beside them.
#include "ui/lectures/lecturedemo.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace attn::ui {

class GatDocument;
class GatFigure;

class GatDemo : public LectureDemo {
    Q_OBJECT

  public:
    explicit GatDemo(QWidget* parent = nullptr);

    QCustomPlot* exportPlot() override;
    /// The shown head's α (n,n), nodes by nodes.
    LabelledMatrix shownNumbers() const override;
    void setBaseFontPointSize(double points) override;

    GatDocument* document() const { return m_document; }
    GatFigure* figure() const { return m_figure; }

  private:
    QWidget* createControls();
    void applySettings();
    void syncControls();
    void showFormulas();

    GatDocument* m_document;
    GatFigure* m_figure;
    QSpinBox* m_features = nullptr;
    QSpinBox* m_outFeatures = nullptr;
    QSpinBox* m_heads = nullptr;
    QComboBox* m_aggregation = nullptr;
    QSpinBox* m_seed = nullptr;
    QSpinBox* m_shownHead = nullptr;
    QCheckBox* m_allEdges = nullptr;
    QSpinBox* m_randomNodes = nullptr;
    QLabel* m_hint = nullptr;
    QLabel* m_formulas = nullptr;
    QWidget* m_controls = nullptr;
    bool m_syncing = false;
};

} // namespace attn::ui
