// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a head does, measured on its attention weights: how spread out it is, whether it looks
// one token back, parks on the first token, seeks delimiters, copies after an earlier
// occurrence (induction), and how far it reaches.
#include "core/attention/softmax.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

struct HeadMetrics {
    double entropy = 0;       ///< mean over queries of -sum_j w_ij ln w_ij, in nats
    double previousToken = 0; ///< mean over queries i >= 1 of w(i, i-1)
    double firstToken = 0;    ///< mean over queries of w(i, 0): the attention sink
    double delimiter = 0;     ///< weight on delimiters / their share of the keys (1: no preference)
    double induction = 0;     ///< see inductionScore; 0 until measured
    double meanDistance = 0;  ///< mean over queries of sum_j w_ij |i - j|, in tokens
};

/// weights:(T,T) one head's attention over one text, delimiter:(T) which tokens are spaces,
/// punctuation or separators -> every metric but induction. A query's keys are those up to it
/// (causal) or all (bidirectional); the delimiter ratio is averaged over queries with at least
/// one delimiter among their keys, position 0 never counted as one (it is the sink). Throws
/// InputError when the shapes disagree or T < 2.
HeadMetrics headMetrics(const Eigen::Ref<const RowMatrixXf>& weights,
                        const std::vector<bool>& delimiter, bool causal);

/// weights:(2n + offset, same) on a sequence whose last 2n tokens are n random tokens typed
/// twice, offset tokens before them (e.g. a BOS) -> mean over queries t in the second copy of
/// the weight on the token after the earlier occurrence of t's token, t - n + 1. Throws
/// InputError for a shape that does not fit.
double inductionScore(const Eigen::Ref<const RowMatrixXf>& weights, int n, int offset = 0);

/// heads: H >= 1 matrices of one shape (T_q,T_k) -> their mean (T_q,T_k), as the "mean of
/// heads" views show it; an entry -inf in any head (a masked score) stays -inf. Throws
/// InputError when there is no head or the shapes differ.
RowMatrixXf meanOverHeads(const std::vector<RowMatrixXf>& heads);

} // namespace attn
