// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The figure of the graph-attention demonstration, one QCustomPlot with three panels: the
// editable graph with α on its edges, the masked α matrix (nodes × nodes, non-edges grey)
// and the selected node's output h′ as bars. Mouse gestures on the graph edit the document:
// double-click empty space adds a node, click one node then another connects or
// disconnects them, right-click (or Delete on the selected node) removes a node.
#include "ui/plotkit/figure.h"

#include <QPointF>

#include <vector>

namespace attn::ui {

class GatDocument;

/// α:(n,n) of one head as heatmap cells: entries off N(i) ∪ {i} become NaN (drawn grey),
/// edges and self-loops keep their weight (also an exact 0).
Eigen::MatrixXf maskedAttentionCells(const Eigen::MatrixXf& weights,
                                     const Eigen::MatrixXf& adjacency);

class GatFigure : public Figure {
    Q_OBJECT

  public:
    explicit GatFigure(GatDocument* document, QWidget* parent = nullptr);

    /// The head drawn on the edges and in the matrix, 0-based; clamped to the heads there are.
    void setShownHead(int head);
    int shownHead() const { return m_head; }
    /// Every edge (each half coloured by the weight its end node gives) or only the
    /// selected node's neighbourhood.
    void setAllEdges(bool all);
    bool allEdges() const { return m_allEdges; }

    /// The node waiting for a second click to be connected; -1 for none.
    int pendingNode() const { return m_pending; }

    QCPAxisRect* graphRect() const { return m_graphRect; }
    QCPAxisRect* matrixRect() const { return m_matrixRect; }
    QCPAxisRect* outputRect() const { return m_outputRect; }
    QCPColorMap* matrixMap() const { return m_map; }
    QCPBars* outputBars() const { return m_bars; }

    /// Pixel (widget coordinates) of node's centre, for tests and tooltips.
    QPointF nodePixel(int node) const;
    /// The node under pixel, -1 for none.
    int nodeAt(const QPointF& pixel) const;
    /// What the mouse at pixel points at, e.g. "α(v1 → v3) = 0.4213"; empty for nothing.
    QString describeAt(const QPointF& pixel) const override;

  public slots:
    void rebuild();

  signals:
    /// The shown head or the choice of edges changed.
    void viewChanged();

  protected:
    void fontSizeChanged() override { rebuild(); }
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    static constexpr double kNodeRadius = 0.1; ///< in graph units; the graph spans about [-1, 1]

    /// The attention weights the graph panel draws: α:(n,n) of the shown head (zeros when
    /// there are none).
    struct GraphWeights {
        Eigen::MatrixXf alpha;
        bool present = false;
    };
    void buildGraph();
    GraphWeights shownWeights() const;
    void drawEdges(const GraphWeights& w);
    void drawNodes(const GraphWeights& w);
    /// The weights the selected node gives, written beside its neighbours.
    void drawSelectedWeights(const GraphWeights& w);
    /// A line, a text and a circle in graph coordinates.
    QCPItemLine* addGraphLine(QPointF from, QPointF to, const QPen& pen);
    QCPItemText* addGraphText(QPointF at, const QString& text, const QFont& font);
    QCPItemEllipse* addGraphCircle(QPointF centre, double radius);
    /// Colour and width of an edge by the weight w in [0, 1].
    QPen weightPen(double w) const;
    void buildMatrix();
    void buildOutput();
    void keepGraphSquare();
    /// Sets node names smaller where they would be wider than their circles.
    void fitNodeNames();
    /// Names every how-many-th node along the matrix' axes so that the names keep apart;
    /// true when that changed.
    bool fitNodeTicks();
    /// After each layout: the panels arranged for the width, titles broken or elided to their
    /// columns, the graph kept square.
    void fitToLayout();
    void createLayout();
    /// The output panel beside the others (wide) or under the graph (narrow: less than 55
    /// lines of text wide, as on a projector at a large text size).
    void arrange(bool stacked);
    /// Title of panel 0 (graph), 1 (matrix) or 2 (output).
    void setTitle(int panel, const QString& text);
    /// axis labelled text, broken or elided to the axis's length after each layout.
    void setAxisLabel(QCPAxis* axis, const QString& text);
    void styleAxes(QCPAxisRect* rect);

    GatDocument* m_document;
    int m_head = 0;
    bool m_allEdges = false;
    int m_pending = -1;
    QCPAxisRect* m_graphRect = nullptr;
    QCPAxisRect* m_matrixRect = nullptr;
    QCPAxisRect* m_outputRect = nullptr;
    QCPColorScale* m_scale = nullptr;
    std::vector<std::pair<QCPTextElement*, QString>> m_titles; ///< above the panels, full text
    std::vector<std::pair<QCPAxis*, QString>> m_axisLabels;    ///< the axes' full labels
    std::vector<QCPItemText*> m_nodeNames;                     ///< inside the node circles
    bool m_stacked = false;
    int m_nodeStep = 1; ///< every m_nodeStep-th node named on the matrix' axes
    QCPColorMap* m_map = nullptr;
    QCPBars* m_bars = nullptr;
};

} // namespace attn::ui
