// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/gat/gatdocument.h"

#include "core/base/random.h"

#include <QtMath>

#include <algorithm>

namespace attn::ui {

namespace {

QVector<QPointF> circle(int n) {
    QVector<QPointF> points;
    for (int i = 0; i < n; ++i) {
        const double angle = M_PI / 2 - 2 * M_PI * i / std::max(1, n);
        points << QPointF(0.8 * std::cos(angle), 0.8 * std::sin(angle));
    }
    return points;
}

/// The features of the node with stable number id: one seeded row, so that editing the
/// graph leaves the other nodes' features alone.
Eigen::RowVectorXf featureRow(int id, int features, unsigned seed) {
    return randomNormal(1, features, seed * 7919u + unsigned(id));
}

} // namespace

GatDocument::GatDocument(QObject* parent) : Document(parent) {
    loadSample();
}

void GatDocument::setSettings(const GatSettings& s) {
    GatSettings clamped = s;
    clamped.inFeatures = std::clamp(s.inFeatures, 1, GatSettings::kMaxFeatures);
    clamped.outFeatures = std::clamp(s.outFeatures, 1, GatSettings::kMaxFeatures);
    clamped.heads = std::clamp(s.heads, 1, GatSettings::kMaxHeads);
    m_settings = clamped;
    resetFeatures();
    recompute();
}

bool GatDocument::hasEdge(int a, int b) const {
    return a >= 0 && b >= 0 && a < nodeCount() && b < nodeCount() && m_adjacency(a, b) != 0;
}

QString GatDocument::nodeName(int node) const {
    return node >= 0 && node < m_ids.size() ? QStringLiteral("v%1").arg(m_ids[node]) : QString();
}

void GatDocument::setSelectedNode(int node) {
    const int chosen = node >= 0 && node < nodeCount() ? node : -1;
    if (chosen == m_selected) return;
    m_selected = chosen;
    emit selectionChanged(m_selected);
}

int GatDocument::addNode(const QPointF& position) {
    const int n = nodeCount();
    if (n >= kMaxNodes) return -1;
    m_positions << position;
    m_ids << m_nextId++;
    m_adjacency.conservativeResize(n + 1, n + 1);
    m_adjacency.row(n).setZero();
    m_adjacency.col(n).setZero();
    m_features.conservativeResize(n + 1, m_settings.inFeatures);
    m_features.row(n) = featureRow(m_ids[n], m_settings.inFeatures, m_settings.seed);
    recompute();
    return n;
}

void GatDocument::removeNode(int node) {
    const int n = nodeCount();
    if (node < 0 || node >= n) return;
    Eigen::MatrixXf adjacency(n - 1, n - 1), features(n - 1, m_features.cols());
    for (int i = 0, r = 0; i < n; ++i) {
        if (i == node) continue;
        features.row(r) = m_features.row(i);
        for (int j = 0, c = 0; j < n; ++j)
            if (j != node) adjacency(r, c++) = m_adjacency(i, j);
        ++r;
    }
    m_adjacency = adjacency;
    m_features = features;
    m_positions.remove(node);
    m_ids.remove(node);
    if (m_selected == node)
        m_selected = nodeCount() ? std::min(node, nodeCount() - 1) : -1;
    else if (m_selected > node)
        --m_selected;
    recompute();
    emit selectionChanged(m_selected);
}

void GatDocument::toggleEdge(int a, int b) {
    if (a == b || a < 0 || b < 0 || a >= nodeCount() || b >= nodeCount()) return;
    const float value = m_adjacency(a, b) != 0 ? 0.0f : 1.0f;
    m_adjacency(a, b) = m_adjacency(b, a) = value;
    recompute();
}

void GatDocument::loadSample() {
    m_positions = circle(6);
    m_ids.clear();
    for (int i = 0; i < 6; ++i)
        m_ids << i + 1;
    m_nextId = 7;
    m_adjacency = Eigen::MatrixXf::Zero(6, 6);
    // The pentagon v1..v5 with chords v1-v3 and v1-v4; v6 hangs on v1 only.
    const int edges[][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 2}, {0, 3}, {0, 5}};
    for (const auto& edge : edges)
        m_adjacency(edge[0], edge[1]) = m_adjacency(edge[1], edge[0]) = 1;
    m_selected = 0;
    resetFeatures();
    recompute();
    emit selectionChanged(m_selected);
}

void GatDocument::loadRandomGraph(int nodes, double edgeProbability, unsigned seed) {
    nodes = std::clamp(nodes, 1, kMaxNodes);
    m_positions = circle(nodes);
    m_ids.clear();
    for (int i = 0; i < nodes; ++i)
        m_ids << i + 1;
    m_nextId = nodes + 1;
    m_adjacency = randomAdjacency(nodes, edgeProbability, seed);
    m_selected = 0;
    resetFeatures();
    recompute();
    emit selectionChanged(m_selected);
}

void GatDocument::resetFeatures() {
    m_features.resize(nodeCount(), m_settings.inFeatures);
    for (int i = 0; i < nodeCount(); ++i)
        m_features.row(i) = featureRow(m_ids[i], m_settings.inFeatures, m_settings.seed);
    m_heads = randomGatHeads(m_settings.inFeatures, m_settings.outFeatures, m_settings.heads,
                             m_settings.seed);
}

void GatDocument::recompute() {
    if (nodeCount() == 0) {
        m_result = GatResult{};
        m_result.heads.resize(size_t(m_settings.heads));
    } else {
        m_result = graphAttention(m_features, m_adjacency, m_heads, m_settings.aggregation);
    }
    emit resultsChanged();
}

} // namespace attn::ui
