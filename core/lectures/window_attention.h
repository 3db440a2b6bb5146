// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Recurrent attention over windows (after RAN, the Recurrent Attention Network): the
// sequence is cut into windows of w tokens; each window runs self-attention over its own
// tokens plus one carried global vector g_m, which sums up everything before it.
//
//   window m holds tokens [m·w, min(n, (m+1)·w));   g_0 = 0 (nothing read yet)
//   Q = X_m W_Q,  K = [g_m; X_m] W_K,  V = [g_m; X_m] W_V        (scaled dot product)
//   O_m = softmax(Q K^T / sqrt(d)) V,   g_{m+1} = mean of the rows of O_m
//
// Information from window m reaches window m+1 only through g_{m+1}: the cost is O(n·w·d)
// instead of O(n²·d), and the path between distant tokens runs through the global vectors.
#include <Eigen/Core>

#include <vector>

namespace attn {

struct WindowAttentionResult {
    int windowSize = 0; ///< w
    int windows = 0;    ///< M = ceil(n / w)
    /// (n, M + n): column m < M is the global slot g_m, column M + j is token j. Row t is
    /// nonzero only in its own window's slot and its own window's tokens, and sums to 1.
    Eigen::MatrixXf weights;
    Eigen::MatrixXf globals; ///< (M, d): row m = g_m (row 0 is zero)
    Eigen::MatrixXf output;  ///< (n, d): row t = token t's attention output

    /// The window of token t: t / w.
    int windowOf(int token) const { return token / windowSize; }
};

/// x:(n,d) tokens, window size w >= 1, projections W_Q, W_K, W_V:(d,d).
/// Throws InputError naming the shapes when they disagree or x is empty or not finite.
WindowAttentionResult windowAttention(const Eigen::Ref<const Eigen::MatrixXf>& x, int windowSize,
                                      const Eigen::Ref<const Eigen::MatrixXf>& wq,
                                      const Eigen::Ref<const Eigen::MatrixXf>& wk,
                                      const Eigen::Ref<const Eigen::MatrixXf>& wv);

/// windowAttention of n random tokens x:(n,d) ~ N(0,1) and projections ~ N(0, 1/d) (so
/// scores stay of order 1 at any d), all drawn from seed: the RAN lecture's example.
WindowAttentionResult randomWindowAttention(int tokens, int windowSize, int dimension,
                                            unsigned seed);

} // namespace attn
