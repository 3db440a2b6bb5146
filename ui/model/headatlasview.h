// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The head atlas of a ModelDocument: one metric as a layers x heads heatmap, and every metric
// of every head in a sortable table; clicking a cell or a row opens that head.
#include "ui/plotkit/heatmapfigure.h"

#include <QWidget>

class QComboBox;
class QTableWidget;

namespace attn::ui {

class ModelDocument;

/// The layers x heads heatmap of one metric; a click on a cell asks for that head.
class HeadAtlasFigure : public HeatmapFigure {
    Q_OBJECT

  public:
    using HeatmapFigure::HeatmapFigure;

  signals:
    void headChosen(int layer, int head);

  protected:
    void mousePressEvent(QMouseEvent* event) override;
};

class HeadAtlasView : public QWidget {
    Q_OBJECT

  public:
    explicit HeadAtlasView(ModelDocument* document, QWidget* parent = nullptr);
    HeadAtlasFigure* heatmap() const { return m_heatmap; }

  signals:
    void headChosen(int layer, int head);

  public slots:
    /// Measures the document's heads (when shown) and fills the heatmap and the table.
    void rebuild();

  protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

  private:
    void fillTable();
    void showMetric();

    ModelDocument* m_document;
    QComboBox* m_metric;
    HeadAtlasFigure* m_heatmap;
    QTableWidget* m_table;
    bool m_stale = true; ///< the document changed since the last rebuild while hidden
};

} // namespace attn::ui
