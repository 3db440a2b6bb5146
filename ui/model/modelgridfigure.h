// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every layer x head of a ModelDocument in the shared layer-head grid; clicking one opens it
// in the single-head heatmap.
#include "ui/plotkit/layerheadgridfigure.h"

namespace attn::ui {

class ModelDocument;

class ModelGridFigure : public LayerHeadGridFigure {
    Q_OBJECT

  public:
    explicit ModelGridFigure(ModelDocument* document, QWidget* parent = nullptr);

  public slots:
    /// Shows the document's attention of every layer and head.
    void rebuild();

  private:
    ModelDocument* m_document;
};

} // namespace attn::ui
