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
    require(inFeatures >= 1 && outFeatures >= 1 && heads >= 1,
            "graph attention needs F >= 1, F' >= 1 and K >= 1 heads, got F = " +
                std::to_string(inFeatures) + ", F' = " + std::to_string(outFeatures) +
                ", K = " + std::to_string(heads));
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
    requireNonEmpty(features, "node features h");
    requireFinite(features, "node features h");
    require(adjacency.rows() == n && adjacency.cols() == n, "adjacency " + shapeOf(adjacency) +
                                                                " must be (n,n) for features h " +
                                                                shapeOf(features));
    require(adjacency.isApprox(adjacency.transpose(), 0.0f),
            "adjacency " + shapeOf(adjacency) + " must be symmetric (an undirected graph)");
    require(!heads.empty(), "graph attention needs at least one head");
    const Eigen::Index outDim = heads.front().w.cols();
    for (size_t k = 0; k < heads.size(); ++k) {
        const GatHead& head = heads[k];
        const std::string name = "head " + std::to_string(k + 1);
        require(head.w.rows() == features.cols() && head.w.cols() == outDim && outDim > 0,
                name + ": W " + shapeOf(head.w) + " must be (F,F') = " +
                    shapeOf(features.cols(), outDim) + " for features h " + shapeOf(features));
        require(head.a.size() == 2 * outDim,
                name + ": a has " + std::to_string(head.a.size()) +
                    " entries, expected 2F' = " + std::to_string(2 * outDim));
        requireFinite(head.w, name + " W");
        requireFinite(head.a, name + " a");
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
    require(nodes >= 1, "a graph needs at least one node, got " + std::to_string(nodes));
    require(edgeProbability >= 0 && edgeProbability <= 1,
            "edge probability must be in [0, 1], got " + std::to_string(edgeProbability));
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
