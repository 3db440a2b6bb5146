// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Graph attention (GAT, Veličković et al. 2018) on a small undirected graph, one or several
// heads, with the shapes of the lecture notes. Row convention: node features are rows.
//
//   z_i   = h_i W^k                                   h:(n,F)  W^k:(F,F')  z:(n,F')
//   e_ij  = LeakyReLU(a^k · [z_i || z_j]), slope 0.2   a^k:(2F')
//   α_ij  = softmax over j ∈ N(i) ∪ {i} of e_ij;  α_ij = 0 exactly for every other j
//   c_i^k = Σ_j α_ij z_j
//   concat:  h'_i = [σ(c_i^1) || … || σ(c_i^K)]   -> (n, K·F')
//   average: h'_i = σ((1/K) Σ_k c_i^k)             -> (n, F')
// with σ = ELU (the paper's choice).
#include <Eigen/Core>

#include <vector>

namespace attn {

/// Parameters of one head: W:(F,F') and a:(2F'); a.head(F') scores the node itself (z_i),
/// a.tail(F') the neighbour (z_j).
struct GatHead {
    Eigen::MatrixXf w;
    Eigen::VectorXf a;
};

enum class GatAggregation { Concat, Average };

/// One head's intermediate results; (n,n) matrices have rows = node i (the one attending).
struct GatHeadResult {
    Eigen::MatrixXf projected; ///< z:(n,F')
    Eigen::MatrixXf scores;    ///< e:(n,n) LeakyReLU scores on N(i) ∪ {i}, 0 elsewhere
    Eigen::MatrixXf weights;   ///< α:(n,n) rows sum to 1, exactly 0 off N(i) ∪ {i}
    Eigen::MatrixXf context;   ///< c:(n,F') = α z
};

struct GatResult {
    std::vector<GatHeadResult> heads; ///< K
    Eigen::MatrixXf output;           ///< h':(n,K·F') for concat, (n,F') for average
};

constexpr float kGatLeakySlope = 0.2f;

/// LeakyReLU with slope kGatLeakySlope for x < 0.
inline float gatLeakyRelu(float x) {
    return x >= 0 ? x : kGatLeakySlope * x;
}
/// ELU: x for x > 0, exp(x) - 1 otherwise.
float gatElu(float x);

/// K heads with Glorot-uniform W:(F,F') and a:(2F') from a seed.
std::vector<GatHead> randomGatHeads(int inFeatures, int outFeatures, int heads, unsigned seed);

/// features h:(n,F), adjacency:(n,n) symmetric, nonzero = edge (the diagonal is ignored:
/// every node attends to itself), heads: K >= 1 of W:(F,F'), a:(2F').
/// Throws InputError naming the shapes for mismatches, an asymmetric adjacency or NaN/Inf.
GatResult graphAttention(const Eigen::Ref<const Eigen::MatrixXf>& features,
                         const Eigen::Ref<const Eigen::MatrixXf>& adjacency,
                         const std::vector<GatHead>& heads, GatAggregation aggregation);

/// (n,n) 0/1 symmetric adjacency with zero diagonal: each pair is an edge with probability p
/// (seeded); every node gets at least one edge when n >= 2.
Eigen::MatrixXf randomAdjacency(int nodes, double edgeProbability, unsigned seed);

} // namespace attn
