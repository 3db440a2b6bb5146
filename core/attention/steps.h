// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The intermediate matrices of one attention head, kept for a step-by-step explanation:
// Q, K, V -> QK^T -> /sqrt(d) -> mask -> softmax -> x V.
#include "core/attention/attention.h"
#include "core/attention/multihead.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

/// Every stage of one head. T_q queries, T_k keys, d = query/key size, d_v = value size.
struct AttentionSteps {
    Eigen::MatrixXf q;   ///< (T_q,d)
    Eigen::MatrixXf k;   ///< (T_k,d)
    Eigen::MatrixXf v;   ///< (T_k,d_v)
    Eigen::MatrixXf raw; ///< (T_q,T_k) the score function without scaling (q.k for dot kinds)
    float scale = 1.0f;  ///< ScaledDot's (1/sqrt(d) unless the options set it), else 1
    float temperature = 1.0f;
    Eigen::MatrixXf scaled;  ///< (T_q,T_k) raw * scale, soft-capped, / temperature: the logits
    Eigen::MatrixXf masked;  ///< (T_q,T_k) scaled with -inf where the mask blocks the pair
    Eigen::MatrixXf weights; ///< (T_q,T_k) rows sum to 1 (all 0 for a fully masked row)
    Eigen::MatrixXf output;  ///< (T_q,d_v) = weights * v
    std::vector<int> fullyMaskedRows;
};

/// q:(T_q,d) k:(T_k,d) v:(T_k,d_v) -> every stage; weights and output equal attention()'s.
/// ExpDot is shown as its equivalent softmax of q.k. Throws InputError like attention().
AttentionSteps attentionSteps(const Eigen::Ref<const Eigen::MatrixXf>& q,
                              const Eigen::Ref<const Eigen::MatrixXf>& k,
                              const Eigen::Ref<const Eigen::MatrixXf>& v,
                              const AttentionOptions& options = {});

/// Head h of a multi-head layer: x_q:(N,E) x_k:(M,E_k) x_v:(M,E_v) are projected by head h's
/// W^Q, W^K, W^V (and biases) -> q:(N,E_i) k:(M,E_i) v:(M,E_h), then attentionSteps with the
/// layer's score, head h's score parameters, mask and temperature. The weights equal
/// multiHeadAttention()'s headWeights[h]. Throws InputError for h out of range or bad shapes.
AttentionSteps headSteps(const Eigen::Ref<const Eigen::MatrixXf>& xq,
                         const Eigen::Ref<const Eigen::MatrixXf>& xk,
                         const Eigen::Ref<const Eigen::MatrixXf>& xv, const MultiHeadWeights& w,
                         int h, const MultiHeadOptions& options);

} // namespace attn
