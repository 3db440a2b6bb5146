// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lectures/graph_attention.h"

#include "core/base/check.h"
#include "core/base/random.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>

namespace attn {

float gatElu(float x) {
    return x > 0 ? x : std::expm1(x);
}

std::vector<GatHead> randomGatHeads(int inFeatures, int outFeatures, int heads, unsigned seed) {
    require(
        inFeatures >= 1 && outFeatures >= 1 && heads >= 1,
        Message(
            "attn",
            "graph attention needs F >= 1, F' >= 1 and K >= 1 heads, got F = %1, F' = %2, K = %3")
            .arg(inFeatures)
            .arg(outFeatures)
            .arg(heads));
    std::vector<GatHead> result;
    const float wLimit = std::sqrt(6.0f / float(inFeatures + outFeatures));
    const float aLimit = std::sqrt(6.0f / float(2 * outFeatures + 1));
    for (int k = 0; k < heads; ++k) {
        GatHead head;
        head.w = randomUniform(inFeatures, outFeatures, seed + 1000u * unsigned(k) + 1u, wLimit);
        head.a = randomUniform(2 * outFeatures, 1, seed + 1000u * unsigned(k) + 2u, aLimit);
        result.push_back(std::move(head));
    }
    return result;
}

GatResult graphAttention(const Eigen::Ref<const Eigen::MatrixXf>& features,
                         const Eigen::Ref<const Eigen::MatrixXf>& adjacency,
                         const std::vector<GatHead>& heads, GatAggregation aggregation) {
    const Eigen::Index n = features.rows();
    requireNonEmpty(features, Message("attn", "node features h"));
    requireFinite(features, Message("attn", "node features h"));
    require(adjacency.rows() == n && adjacency.cols() == n,
            Message("attn", "adjacency %1 must be (n,n) for features h %2")
                .arg(shapeOf(adjacency))
                .arg(shapeOf(features)));
    require(adjacency.isApprox(adjacency.transpose(), 0.0f),
            Message("attn", "adjacency %1 must be symmetric (an undirected graph)")
                .arg(shapeOf(adjacency)));
    require(!heads.empty(), Message("attn", "graph attention needs at least one head"));
    const Eigen::Index outDim = heads.front().w.cols();
    for (size_t k = 0; k < heads.size(); ++k) {
        const GatHead& head = heads[k];
        const Message name = Message("attn", "head %1").arg(k + 1);
        require(head.w.rows() == features.cols() && head.w.cols() == outDim && outDim > 0,
                Message("attn", "%1: W %2 must be (F,F') = %3 for features h %4")
                    .arg(name)
                    .arg(shapeOf(head.w))
                    .arg(shapeOf(features.cols(), outDim))
                    .arg(shapeOf(features)));
        require(head.a.size() == 2 * outDim,
                Message("attn", "%1: a has %2 entries, expected 2F' = %3")
                    .arg(name)
                    .arg(head.a.size())
                    .arg(2 * outDim));
        requireFinite(head.w, Message("attn", "%1: W").arg(name));
        requireFinite(head.a, Message("attn", "%1: a").arg(name));
    }

    GatResult result;
    Eigen::MatrixXf sum = Eigen::MatrixXf::Zero(n, outDim);
    for (const GatHead& head : heads) {
        GatHeadResult r;
        r.projected = features * head.w;
        const Eigen::VectorXf self = r.projected * head.a.head(outDim);
        const Eigen::VectorXf neighbour = r.projected * head.a.tail(outDim);
        r.scores = Eigen::MatrixXf::Zero(n, n);
        r.weights = Eigen::MatrixXf::Zero(n, n);
        for (Eigen::Index i = 0; i < n; ++i) {
            float largest = -std::numeric_limits<float>::infinity();
            for (Eigen::Index j = 0; j < n; ++j)
                if (i == j || adjacency(i, j) != 0) {
                    r.scores(i, j) = gatLeakyRelu(self(i) + neighbour(j));
                    largest = std::max(largest, r.scores(i, j));
                }
            float total = 0;
            for (Eigen::Index j = 0; j < n; ++j)
                if (i == j || adjacency(i, j) != 0) {
                    r.weights(i, j) = std::exp(r.scores(i, j) - largest);
                    total += r.weights(i, j);
                }
            r.weights.row(i) /= total; // total >= 1: the largest term is exp(0)
        }
        r.context = r.weights * r.projected;
        sum += r.context;
        result.heads.push_back(std::move(r));
    }
    const auto elu = [](float x) { return gatElu(x); };
    if (aggregation == GatAggregation::Average) {
        result.output = (sum / float(heads.size())).unaryExpr(elu);
    } else {
        result.output.resize(n, outDim * Eigen::Index(heads.size()));
        for (size_t k = 0; k < heads.size(); ++k)
            result.output.middleCols(Eigen::Index(k) * outDim, outDim) =
                result.heads[k].context.unaryExpr(elu);
    }
    return result;
}

Eigen::MatrixXf randomAdjacency(int nodes, double edgeProbability, unsigned seed) {
    require(nodes >= 1, Message("attn", "a graph needs at least one node, got %1").arg(nodes));
    require(edgeProbability >= 0 && edgeProbability <= 1,
            Message("attn", "edge probability must be in [0, 1], got %1").arg(edgeProbability));
    std::mt19937 engine(seed);
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    Eigen::MatrixXf a = Eigen::MatrixXf::Zero(nodes, nodes);
    for (int i = 0; i < nodes; ++i)
        for (int j = i + 1; j < nodes; ++j)
            if (coin(engine) < edgeProbability) a(i, j) = a(j, i) = 1;
    for (int i = 0; i < nodes && nodes >= 2; ++i)
        if (a.row(i).sum() == 0) {
            int j = int(engine() % unsigned(nodes - 1));
            if (j >= i) ++j;
            a(i, j) = a(j, i) = 1;
        }
    return a;
}

} // namespace attn
