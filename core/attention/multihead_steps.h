// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The multi-head layer of the lecture notes, step by step after each head's own attention:
//   h_i = Attn(Q W_i^Q, K W_i^K, V W_i^V)        h_i:(N,E_h)
//   A = Concat(h_1, ..., h_H) W^O                Concat:(N,E_h*H)  W^O:(E_h*H,E_a)  A:(N,E_a)
// or, aggregated by averaging, A = (1/H) sum_i h_i:(N,E_h) without W^O.
#include "core/attention/multihead.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

/// Every matrix of the multi-head formula with the notes' shapes. N queries, M keys.
struct MultiHeadSteps {
    MultiHeadShape shape; ///< E, E_k, E_v, H, E_i, E_h, E_a as the weights give them
    HeadAggregation aggregation = HeadAggregation::Concat;
    std::vector<Eigen::MatrixXf> queryProjections; ///< H of W_i^Q:(E,E_i)
    std::vector<Eigen::MatrixXf> keyProjections;   ///< H of W_i^K:(E_k,E_i)
    std::vector<Eigen::MatrixXf> valueProjections; ///< H of W_i^V:(E_v,E_h)
    std::vector<Eigen::MatrixXf> headOutputs;      ///< H of h_i:(N,E_h)
    Eigen::MatrixXf concat;                        ///< (N,E_h*H): h_i in columns [i*E_h,(i+1)*E_h)
    Eigen::MatrixXf wo;                            ///< W^O:(E_h*H,E_a); empty for Average
    Eigen::VectorXf bo;                            ///< (E_a) or empty: no output bias
    Eigen::MatrixXf output; ///< A: (N,E_a) = concat W^O + b_o, or (N,E_h) = (1/H) sum_i h_i
};

/// Assembles the steps from the heads' outputs already computed side by side,
/// headOutputs:(N,H*E_h) as MultiHeadResult::headOutputs holds them, and the layer's weights
/// (W^Q:(E,H*E_i) W^K:(E_k,H*E_i) W^V:(E_v,H*E_h) W^O:(H*E_h,E_a)). The output is computed
/// here from the concatenation. Throws InputError naming the shapes when they disagree.
MultiHeadSteps multiHeadSteps(const Eigen::Ref<const Eigen::MatrixXf>& headOutputs,
                              const MultiHeadWeights& w, HeadAggregation aggregation);

/// From the layer's inputs q:(N,E) k:(M,E_k) v:(M,E_v): each head through headSteps() (one
/// head at a time), then the above. Its output equals multiHeadAttention()'s. Throws
/// InputError like multiHeadAttention().
MultiHeadSteps multiHeadSteps(const Eigen::Ref<const Eigen::MatrixXf>& q,
                              const Eigen::Ref<const Eigen::MatrixXf>& k,
                              const Eigen::Ref<const Eigen::MatrixXf>& v, const MultiHeadWeights& w,
                              const MultiHeadOptions& options);

} // namespace attn
