// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The logit lens: for every layer (rows) and every token of the text (columns), the token the
// model would write next if it stopped after that layer, in the cell, coloured by its
// probability; with the Language model tab's knockout, what the knocked-out model predicts.
#include "core/models/language/logit_lens.h"
#include "ui/plotkit/heatmapfigure.h"

namespace attn::ui {

class ModelDocument;

class LogitLensFigure : public HeatmapFigure {
    Q_OBJECT

  public:
    explicit LogitLensFigure(const ModelDocument* document, QWidget* parent = nullptr);

    /// "layer 2, after ‘e’ (token 5): ‘n’, p = 0.76" for the cell under pixel, else empty.
    QString describeAt(const QPointF& pixel) const override;
    /// The lens drawn: one LensLayer per layer; empty with no decoder and text.
    const std::vector<LensLayer>& lens() const { return m_lens; }

  public slots:
    /// Reads the document's lens again (when shown: it costs a product with the unembedding
    /// per layer).
    void rebuild();

  private:
    const ModelDocument* m_document;
    std::vector<LensLayer> m_lens;
};

} // namespace attn::ui
