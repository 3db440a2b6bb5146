// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The model writing on, token by token: at each step, what the text's last token attended to
// over every token so far (the cache), one row per layer and head, so a class sees the cache
// grow, the heads that look at the first token (attention sinks), a sliding window's edge and
// the query heads that share a key/value head.
#include "core/models/language/generation.h"
#include "ui/plotkit/heatmapfigure.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace attn::ui {

class ModelDocument;

/// The document's generation at its step as a (L·H, T) heatmap: row l·H + h is head h of layer
/// l, column k the k-th token of the text so far.
class GenerationFigure : public HeatmapFigure {
    Q_OBJECT

  public:
    explicit GenerationFigure(const ModelDocument* document, QWidget* parent = nullptr);

    /// The step shown, (L·H, T): rows "layer:head" (from 1), columns the tokens so far; empty
    /// before a generation.
    const Eigen::MatrixXf& shownMatrix() const { return m_matrix; }
    const QStringList& shownHeads() const { return m_heads; }
    const QStringList& shownTokens() const { return m_tokens; }

  public slots:
    void rebuild();

  private:
    /// Breaks the hint shown before a generation to the figure's width.
    void wrapHint();

    const ModelDocument* m_document;
    QString m_hint; ///< shown in the title's place while there is no generation
    Eigen::MatrixXf m_matrix;
    QStringList m_heads, m_tokens;
};

/// The figure under its controls: how many tokens, the temperature and seed, Generate, and
/// the step.
class GenerationView : public QWidget {
    Q_OBJECT

  public:
    explicit GenerationView(ModelDocument* document, QWidget* parent = nullptr);
    GenerationFigure* figure() const { return m_figure; }
    /// What the boxes ask for: count, temperature, seed.
    GenerationOptions options() const;
    /// Sets the boxes (the count, temperature and seed of options) without generating.
    void setOptions(const GenerationOptions& options);

  private:
    void generate();
    /// The step slider follows the document's generation.
    void showStep();

    ModelDocument* m_document;
    GenerationFigure* m_figure;
    QSpinBox* m_count;
    QDoubleSpinBox* m_temperature;
    QSpinBox* m_seed;
    QSlider* m_step;
    QLabel* m_stepLabel;
};

} // namespace attn::ui
