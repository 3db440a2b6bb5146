// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the graph-attention demonstration: an editable undirected graph with node
// positions, random node features, the heads' parameters and the results of
// attn::graphAttention, recomputed after every change.
#include "core/lectures/graph_attention.h"
#include "ui/common/document.h"

#include <Eigen/Core>
#include <QPointF>
#include <QString>
#include <QVector>

namespace attn::ui {

struct GatSettings {
    int inFeatures = 4;  ///< F
    int outFeatures = 3; ///< F' per head
    int heads = 2;       ///< K
    GatAggregation aggregation = GatAggregation::Concat;
    unsigned seed = 1; ///< features and parameters

    static constexpr int kMaxFeatures = 32;
    static constexpr int kMaxHeads = 8;
};

class GatDocument : public Document {
    Q_OBJECT

  public:
    static constexpr int kMaxNodes = 40;

    explicit GatDocument(QObject* parent = nullptr);

    const GatSettings& settings() const { return m_settings; }
    /// Applies settings (clamped to their ranges) and recomputes.
    void setSettings(const GatSettings& settings);

    int nodeCount() const { return int(m_positions.size()); }
    /// Node positions in the plane of the drawing, about [-1, 1] on both axes.
    const QVector<QPointF>& positions() const { return m_positions; }
    /// adjacency:(n,n) symmetric 0/1, zero diagonal.
    const Eigen::MatrixXf& adjacency() const { return m_adjacency; }
    bool hasEdge(int a, int b) const;
    /// features h:(n,F).
    const Eigen::MatrixXf& features() const { return m_features; }
    const GatResult& result() const { return m_result; }
    /// "v1", "v2", ... in node order.
    QString nodeName(int node) const;

    /// The node whose neighbourhood and output are shown; -1 for none.
    int selectedNode() const { return m_selected; }
    void setSelectedNode(int node);

    /// Edits; each recomputes and emits resultsChanged(). Adding fails (returns -1) at kMaxNodes.
    int addNode(const QPointF& position);
    void removeNode(int node);
    /// Adds the edge a-b, or removes it when present; nothing for a == b.
    void toggleEdge(int a, int b);
    /// The 6-node sample graph of the lecture (a pentagon with two chords and a pendant node).
    void loadSample();
    /// n nodes on a circle, edges with probability p from seed.
    void loadRandomGraph(int nodes, double edgeProbability, unsigned seed);

  signals:
    void selectionChanged(int node);

  private:
    void resetFeatures();
    void recompute();

    GatSettings m_settings;
    QVector<QPointF> m_positions;
    Eigen::MatrixXf m_adjacency;
    Eigen::MatrixXf m_features;
    std::vector<GatHead> m_heads;
    GatResult m_result;
    QVector<int> m_ids; ///< stable number of each node, for its name and features
    int m_nextId = 1;
    int m_selected = 0;
};

} // namespace attn::ui
