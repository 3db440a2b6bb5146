// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the model would write next: the most likely tokens after the text as bars of their
// probabilities, with the temperature, top-k and top-p that shape the choice (Transformer
// Explainer's view), for any decoder the Language model tab opens.
#include "core/models/language/next_token.h"
#include "ui/plotkit/figure.h"

#include <QWidget>

class QDoubleSpinBox;
class QSpinBox;

namespace attn::ui {

class ModelDocument;

class NextTokenFigure : public Figure {
    Q_OBJECT

  public:
    explicit NextTokenFigure(const ModelDocument* document, QWidget* parent = nullptr);

    void setOptions(const NextTokenOptions& options);
    const NextTokenOptions& options() const { return m_options; }
    /// Marks the token drawn with seed from the bars shown (sampleToken); -1: the likeliest.
    void setSampleSeed(int seed);
    int sampleSeed() const { return m_sampleSeed; }

  public slots:
    void rebuild();

  protected:
    void fontSizeChanged() override { rebuild(); }

  private:
    const ModelDocument* m_document;
    NextTokenOptions m_options;
    int m_sampleSeed = -1;
};

/// A token as a bar's label: a space, a line break and a tab made visible (␣ ↵ ⇥).
QString visibleToken(const QString& token);

/// The figure under its controls: temperature, top-k, top-p.
class NextTokenView : public QWidget {
    Q_OBJECT

  public:
    explicit NextTokenView(const ModelDocument* document, QWidget* parent = nullptr);
    NextTokenFigure* figure() const { return m_figure; }

  private:
    void apply();

    NextTokenFigure* m_figure;
    QDoubleSpinBox* m_temperature;
    QSpinBox* m_topK;
    QDoubleSpinBox* m_topP;
};

} // namespace attn::ui
