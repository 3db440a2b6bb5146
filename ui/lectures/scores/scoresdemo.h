// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Score functions compared (seeds 001, 002): the same queries and keys scored by dot, scaled
// dot, bilinear q^T W k and additive w^T tanh(W_q q + W_k k), side by side on one colour scale.
// With d_q != d_k the dot panels say why they are not defined.
#include "ui/lectures/plotdemo.h"
#include "ui/lectures/scores/scoresdocument.h"
#include "ui/plotkit/panelfigure.h"

class QComboBox;
class QSpinBox;

namespace attn::ui {

/// The four panels and the shared colour scale.
class ScoresFigure : public PanelFigure {
    Q_OBJECT

  public:
    explicit ScoresFigure(const ScoresDocument* document, QWidget* parent = nullptr);

    /// One colour map per defined panel, nullptr for a panel that is not defined.
    const QVector<QCPColorMap*>& maps() const { return m_maps; }
    QCPColorScale* colorScale() const { return m_scale; }

  protected:
    void build() override;
    /// Two rows of two panels where four side by side would be narrow strips (a large text
    /// size in the window).
    bool fitToRoom() override;

  private:
    const ScoresDocument* m_document;
    QVector<QCPColorMap*> m_maps;
    QVector<QCPAxisRect*> m_rects;
    QCPLayoutGrid* m_panels = nullptr; ///< the four panels' cells
    QString captionText() const;       ///< the sizes, and which sizes may differ when there is room
    QCPTextElement* m_caption = nullptr;
    bool m_twoByTwo = false; ///< two rows of two panels (narrow room)
    QCPColorScale* m_scale = nullptr;
};

class ScoresDemo : public PlotDemo {
    Q_OBJECT

  public:
    explicit ScoresDemo(QWidget* parent = nullptr);
    /// The defined panels' scores (or, when they show them, weights) side by side: queries by
    /// (function, key).
    LabelledMatrix shownNumbers() const override;

    ScoresDocument* document() const { return m_document; }
    ScoresFigure* plot() const { return m_plot; }

  private:
    void createControls();
    void showDocument() override;
    void syncControls();
    void showText();

    ScoresDocument* m_document;
    ScoresFigure* m_plot;
    QSpinBox* m_queries = nullptr;
    QSpinBox* m_keys = nullptr;
    QSpinBox* m_dq = nullptr;
    QSpinBox* m_dk = nullptr;
    QSpinBox* m_hidden = nullptr;
    QSpinBox* m_seed = nullptr;
    QComboBox* m_show = nullptr;
};

} // namespace attn::ui
