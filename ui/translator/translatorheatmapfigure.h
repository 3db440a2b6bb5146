// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The shown matrix of a TranslatorDocument (the Bahdanau alignment or one Transformer head) as
// a heatmap with word labels and a colour scale; the current decoding step's row is framed.
#include "ui/plotkit/heatmapfigure.h"

namespace attn::ui {

class TranslatorDocument;

class TranslatorHeatmapFigure : public HeatmapFigure {
    Q_OBJECT

  public:
    explicit TranslatorHeatmapFigure(const TranslatorDocument* document, QWidget* parent = nullptr);

    /// The row framed as the current step, or -1 when none is (encoder self-attention).
    int highlightedRow() const;

  public slots:
    void rebuild();
    /// Moves the frame to the document's step.
    void showStep();

  protected:
    void fontSizeChanged() override;

  private:
    const TranslatorDocument* m_document;
    QCPItemRect* m_stepFrame;
};

} // namespace attn::ui
