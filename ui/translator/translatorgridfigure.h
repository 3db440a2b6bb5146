// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every layer x head of the chosen attention kind of a Transformer translator in the shared
// layer-head grid, the shown head framed; clicking one opens it in the heatmap.
#include "ui/plotkit/layerheadgridfigure.h"

namespace attn::ui {

class TranslatorDocument;

class TranslatorGridFigure : public LayerHeadGridFigure {
    Q_OBJECT

  public:
    explicit TranslatorGridFigure(const TranslatorDocument* document, QWidget* parent = nullptr);

  public slots:
    /// Shows the document's matrices of its attention kind, or why there are none.
    void rebuild();

  private:
    const TranslatorDocument* m_document;
};

} // namespace attn::ui
