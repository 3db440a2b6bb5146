// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every layer x head of a model as small heatmaps on one colour scale (rows = layers,
// columns = heads), the head shown elsewhere framed; hovering a cell names it, clicking a
// heatmap chooses that head. The Language model and Translator tabs both draw with it.
#include "core/attention/layer_heads.h"
#include "ui/plotkit/figure.h"

#include <Eigen/Core>
#include <QPoint>
#include <QString>
#include <QStringList>

#include <vector>

namespace attn::ui {

class LayerHeadGridFigure : public Figure {
    Q_OBJECT

  public:
    explicit LayerHeadGridFigure(QWidget* parent = nullptr);

    /// matrices[l][h]:(T_q,T_k) attention weights in [0, 1] of layer l and head h, all of one
    /// size; queryLabels:(T_q) and keyLabels:(T_k) name the cells in tooltips; the heatmap of
    /// shown (layer, head) is framed ((-1, -1): none).
    void setMatrices(const QString& title, LayerHeadAttention matrices,
                     const QStringList& queryLabels, const QStringList& keyLabels,
                     QPoint shown = QPoint(-1, -1));
    /// Empties the grid and shows note instead (an empty note: nothing).
    void showNote(const QString& note);

    int layers() const { return int(m_matrices.size()); }
    int heads() const { return m_matrices.empty() ? 0 : int(m_matrices.front().size()); }
    /// The (layer, head) under pixel (widget coordinates), or (-1, -1).
    QPoint cellAt(const QPointF& pixel) const;
    /// "layer 1, head 2: #3 ‘query’ → #1 ‘key’: 0.1296" (see describeCell) and a hint to click,
    /// for the cell under pixel; else empty.
    QString describeAt(const QPointF& pixel) const override;

  signals:
    /// A heatmap was clicked: open that layer and head.
    void headChosen(int layer, int head);

  protected:
    void fontSizeChanged() override { layOut(); }
    void mousePressEvent(QMouseEvent* event) override;

  private:
    /// Builds the figure from the kept title, matrices and note.
    void layOut();
    void addHead(int layer, int head, QCPColorScale* scale, QCPMarginGroup* lefts,
                 QCPMarginGroup* tops, const QFont& labelFont);
    QCPAxisRect* rectAt(int layer, int head) const;

    QString m_title;
    QString m_note;
    LayerHeadAttention m_matrices; ///< (layers, heads) of (T_q,T_k)
    QStringList m_queryLabels, m_keyLabels;
    QPoint m_shown{-1, -1};
    QCPLayoutGrid* m_grid = nullptr;
};

} // namespace attn::ui
