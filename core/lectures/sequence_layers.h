// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Three ways to mix a sequence x:(n,d), compared in "Attention Is All You Need" (table 1):
//
//   layer            computation   sequential operations   maximum path length
//   self-attention   O(n²·d)       O(1)                    O(1)
//   recurrent        O(n·d²)       O(n)                    O(n)
//   convolution      O(k·n·d²)     O(1)                    O(n/k)
//
// Each is a plain forward pass with Eigen (row convention: tokens are rows).
#include <Eigen/Core>

#include <vector>

namespace attn {

/// Single-head self-attention with projections: W_Q, W_K, W_V, W_O all (d,d).
struct SelfAttentionLayer {
    Eigen::MatrixXf wq, wk, wv, wo;
};

/// Elman RNN: h_t = tanh(x_t W + h_{t-1} U + b), h_{-1} = 0; W:(d_in,d) U:(d,d) b:(d).
struct ElmanLayer {
    Eigen::MatrixXf w, u;
    Eigen::VectorXf b;
};

/// 1-D convolution over positions with k taps, each (d_in,d_out), and bias b:(d_out).
/// Same padding: y_t = b + Σ_{m=0}^{k-1} x_{t+m-(k-1)/2} W_m, x outside 0..n-1 is 0
/// (an even k reaches one position further right than left).
struct ConvLayer {
    std::vector<Eigen::MatrixXf> taps;
    Eigen::VectorXf b;
};

/// Weights N(0, 1/d) from a seed (U of the RNN N(0, 0.5/d) so that h stays away from ±1).
SelfAttentionLayer randomSelfAttentionLayer(int d, unsigned seed);
ElmanLayer randomElmanLayer(int d, unsigned seed);
ConvLayer randomConvLayer(int d, int kernel, unsigned seed);

/// x:(n,d) -> (n,d) = softmax(Q K^T / sqrt(d)) V W_O with Q = x W_Q, K = x W_K, V = x W_V.
/// The same as attention() with those Q, K, V, done with two products and one softmax pass
/// and nothing else (4nd² + 2n²d multiply-adds). Throws InputError naming the shapes when
/// they disagree.
Eigen::MatrixXf selfAttentionLayer(const Eigen::Ref<const Eigen::MatrixXf>& x,
                                   const SelfAttentionLayer& layer);
/// x:(n,d_in) -> h:(n,d), row t = h_t. Throws InputError naming the shapes.
Eigen::MatrixXf elmanLayer(const Eigen::Ref<const Eigen::MatrixXf>& x, const ElmanLayer& layer);
/// x:(n,d_in) -> y:(n,d_out). Throws InputError naming the shapes.
Eigen::MatrixXf conv1dLayer(const Eigen::Ref<const Eigen::MatrixXf>& x, const ConvLayer& layer);

} // namespace attn
