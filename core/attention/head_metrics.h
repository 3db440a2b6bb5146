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

/// Attention by distance |i - j| in buckets 0, 1, 2–3, 4–7, ..., [2^(b-1), 2^b).
constexpr int kDistanceBuckets = 16;
/// The bucket of distance d >= 0: 0 for 0, else 1 + floor(log2 d), at most kDistanceBuckets - 1.
int distanceBucket(Eigen::Index d);

/// attention [L][H] of (T,T) any model's weights (causal or both directions) -> (L,
/// kDistanceBuckets): entry (l, b) the weight at distances |i - j| in bucket b, averaged over
/// layer l's heads and query rows; a row sums to 1 where every query row does. Throws InputError
/// for no layer, or heads of different shapes.
Eigen::MatrixXd layerDistanceProfiles(const std::vector<std::vector<RowMatrixXf>>& attention);

/// heads: H >= 1 matrices of one shape (T_q,T_k) -> their mean (T_q,T_k), as the "mean of
/// heads" views show it; an entry -inf in any head (a masked score) stays -inf. Throws
/// InputError when there is no head or the shapes differ.
RowMatrixXf meanOverHeads(const std::vector<RowMatrixXf>& heads);

} // namespace attn
