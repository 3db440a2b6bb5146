// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lectures > Recurrent attention over windows: the sequence cut into windows of w tokens,
// self-attention inside each window plus one carried global vector, and the resulting
// block structure of the weights with window borders. The state is a RanDocument, the
// figure a RanFigure.
#include "ui/lectures/lecturedemo.h"

class QLabel;
class QSpinBox;

namespace attn::ui {

class RanDocument;
class RanFigure;

class RanDemo : public LectureDemo {
    Q_OBJECT

  public:
    explicit RanDemo(QWidget* parent = nullptr);

    QCustomPlot* exportPlot() override;
    /// The weights: tokens by (global slots g₀, g₁, …, tokens), labelled as the figure does.
    LabelledMatrix shownNumbers() const override;
    void setBaseFontPointSize(double points) override;

    RanDocument* document() const { return m_document; }
    RanFigure* figure() const { return m_figure; }

  private:
    QWidget* createControls();
    void syncControls();
    void showText();

    RanDocument* m_document;
    RanFigure* m_figure;
    QWidget* m_controls = nullptr;
    QSpinBox* m_tokens = nullptr;
    QSpinBox* m_window = nullptr;
    QSpinBox* m_seed = nullptr;
    QLabel* m_text = nullptr;
    bool m_syncing = false;
};

} // namespace attn::ui
