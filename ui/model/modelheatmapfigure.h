// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One heatmap of a ModelDocument's shown matrix, with token labels and a colour scale.
#include "ui/plotkit/heatmapfigure.h"

namespace attn::ui {

class ModelDocument;

class ModelHeatmapFigure : public HeatmapFigure {
    Q_OBJECT

  public:
    explicit ModelHeatmapFigure(const ModelDocument* document, QWidget* parent = nullptr);

  public slots:
    void rebuild();

  private:
    const ModelDocument* m_document;
};

} // namespace attn::ui
