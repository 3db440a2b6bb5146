// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One heatmap of a ModelDocument's shown matrix, with token labels and a colour scale; a click
// on a cell of one head's weights asks to see how that query's scores are built.
#include "ui/plotkit/heatmapfigure.h"

#include <utility>

namespace attn::ui {

class ModelDocument;

class ModelHeatmapFigure : public HeatmapFigure {
    Q_OBJECT

  public:
    explicit ModelHeatmapFigure(const ModelDocument* document, QWidget* parent = nullptr);
    /// The cell's description, and that a click shows how its score is built.
    QString describeAt(const QPointF& pixel) const override;

  signals:
    /// A cell of one head's weights (the whole text, no rollout) was clicked; 0-based.
    void cellChosen(int query, int key);

  public slots:
    void rebuild();

  protected:
    void mousePressEvent(QMouseEvent* event) override;

  private:
    /// The (query, key) of one head's weights under pixel, or (-1, -1).
    std::pair<int, int> cellAt(const QPointF& pixel) const;

    const ModelDocument* m_document;
};

} // namespace attn::ui
