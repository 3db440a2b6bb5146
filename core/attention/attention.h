// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Single-head attention: self-, cross- and causal attention are all this one function.
#include "core/attention/masks.h"
#include "core/attention/scores.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

struct AttentionOptions {
    ScoreFunction score = ScoreFunction::ScaledDot;
    ScoreParams params;       ///< for Bilinear and Additive
    Mask mask;                ///< causal, key padding, explicit
    float temperature = 1.0f; ///< softmax(scores / temperature)
    /// ScaledDot's factor: 0 for 1/sqrt(d); a model may set its own (Gemma 2's
    /// query_pre_attn_scalar^-1/2, a rotary attention factor squared).
    float scale = 0;
    /// c > 0: the scores become c tanh(scores / c) before the mask (Gemma 2's attention logit
    /// soft-capping); 0 for none.
    float softcap = 0;
};

/// The scores of options' score function after its scale and soft-capping: q:(T_q,d)
/// k:(T_k,d) -> (T_q,T_k). What attention() masks and normalises (ExpDot: exp of q.k).
Eigen::MatrixXf scaledScores(const Eigen::Ref<const Eigen::MatrixXf>& q,
                             const Eigen::Ref<const Eigen::MatrixXf>& k,
                             const AttentionOptions& options);

/// x:(N,M) scores, row- or column-major -> c tanh(x / c) in place, for c > 0; nothing for
/// c = 0.
template <typename Derived> void softcapInPlace(Eigen::MatrixBase<Derived>& x, float c) {
    if (c > 0) x = ((x.array() / c).tanh() * c).matrix();
}

struct AttentionResult {
    Eigen::MatrixXf scores;           ///< (T_q,T_k) a(q_i,k_j) before mask and normalisation
    Eigen::MatrixXf weights;          ///< (T_q,T_k) rows sum to 1 (0 for fully masked rows)
    Eigen::MatrixXf output;           ///< (T_q,d_v) = weights * V
    std::vector<int> fullyMaskedRows; ///< queries that could attend to no key
};

/// Throws InputError unless q, k and v are non-empty and finite and there is one value per
/// key (k and v have the same number of rows).
void requireAttentionInputs(const Eigen::Ref<const Eigen::MatrixXf>& q,
                            const Eigen::Ref<const Eigen::MatrixXf>& k,
                            const Eigen::Ref<const Eigen::MatrixXf>& v);

/// q:(T_q,d_q) k:(T_k,d_k) v:(T_k,d_v) -> weights:(T_q,T_k), rows sum to 1;
/// output:(T_q,d_v). d_q must equal d_k except for Additive.
/// Throws InputError for empty inputs, mismatched shapes, NaN/Inf, bad temperature.
AttentionResult attention(const Eigen::Ref<const Eigen::MatrixXf>& q,
                          const Eigen::Ref<const Eigen::MatrixXf>& k,
                          const Eigen::Ref<const Eigen::MatrixXf>& v,
                          const AttentionOptions& options = {});

} // namespace attn
