// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lectures/sequence_layers.h"

#include "core/base/check.h"
#include "core/base/random.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace attn {

namespace {

void requireDim(int d, const char* what) {
    require(d >= 1, Message("attn", "%1 needs d >= 1, got %2").arg(what).arg(d));
}

} // namespace

SelfAttentionLayer randomSelfAttentionLayer(int d, unsigned seed) {
    requireDim(d, "a self-attention layer");
    const float s = 1.0f / std::sqrt(float(d));
    return {randomNormal(d, d, seed + 1, s), randomNormal(d, d, seed + 2, s),
            randomNormal(d, d, seed + 3, s), randomNormal(d, d, seed + 4, s)};
}

ElmanLayer randomElmanLayer(int d, unsigned seed) {
    requireDim(d, "an RNN layer");
    const float s = 1.0f / std::sqrt(float(d));
    return {randomNormal(d, d, seed + 1, s), randomNormal(d, d, seed + 2, s * std::sqrt(0.5f)),
            randomNormal(d, 1, seed + 3, 0.1f)};
}

ConvLayer randomConvLayer(int d, int kernel, unsigned seed) {
    requireDim(d, "a convolution layer");
    require(kernel >= 1, Message("attn", "a convolution needs kernel k >= 1, got %1").arg(kernel));
    ConvLayer layer;
    const float s = 1.0f / std::sqrt(float(d * kernel));
    for (int m = 0; m < kernel; ++m)
        layer.taps.push_back(randomNormal(d, d, seed + 1 + m, s));
    layer.b = randomNormal(d, 1, seed + 1000, 0.1f);
    return layer;
}

Eigen::MatrixXf selfAttentionLayer(const Eigen::Ref<const Eigen::MatrixXf>& x,
                                   const SelfAttentionLayer& layer) {
    requireNonEmpty(x, Message("attn", "sequence x"));
    requireFinite(x, Message("attn", "sequence x"));
    const Eigen::Index d = x.cols();
    for (const Eigen::MatrixXf* w : {&layer.wq, &layer.wk, &layer.wv, &layer.wo})
        require(w->rows() == d && w->cols() == d,
                Message("attn", "self-attention projection %1 must be (d,d) = %2 for x %3")
                    .arg(shapeOf(*w))
                    .arg(shapeOf(d, d))
                    .arg(shapeOf(x)));
    const Eigen::MatrixXf q = x * layer.wq, k = x * layer.wk, v = x * layer.wv;
    // The textbook operations and nothing more, so that the cost demo times what the table
    // counts: scores transposed (keys down, one column per query) so that each query's softmax
    // runs down one contiguous column, then the weighted sum of the values.
    Eigen::MatrixXf scores = k * q.transpose(); // (n keys, n queries)
    const float scale = 1.0f / std::sqrt(float(d));
    for (Eigen::Index i = 0; i < scores.cols(); ++i) {
        auto column = scores.col(i).array();
        const float max = column.maxCoeff();
        column = ((column - max) * scale).exp();
        column /= column.sum();
    }
    return (scores.transpose() * v) * layer.wo;
}

Eigen::MatrixXf elmanLayer(const Eigen::Ref<const Eigen::MatrixXf>& x, const ElmanLayer& layer) {
    requireNonEmpty(x, Message("attn", "sequence x"));
    requireFinite(x, Message("attn", "sequence x"));
    const Eigen::Index d = layer.u.rows();
    require(
        layer.w.rows() == x.cols() && layer.w.cols() == d && layer.u.cols() == d &&
            layer.b.size() == d && d > 0,
        Message("attn",
                "RNN weights W %1, U %2, b (%3) do not fit x %4: W:(d_in,d), U:(d,d), b:(d) needed")
            .arg(shapeOf(layer.w))
            .arg(shapeOf(layer.u))
            .arg(layer.b.size())
            .arg(shapeOf(x)));
    // The input part x W for all steps at once; only h_{t-1} U is sequential. Transposed, so
    // that each step reads and writes one contiguous column whatever n is (a row of an (n,d)
    // matrix lies n floats apart and slows long sequences more than their length).
    Eigen::MatrixXf ht = (x * layer.w).transpose();
    ht.colwise() += layer.b;
    const Eigen::MatrixXf ut = layer.u.transpose();
    Eigen::VectorXf previous = Eigen::VectorXf::Zero(d);
    for (Eigen::Index t = 0; t < x.rows(); ++t) {
        ht.col(t) = (ht.col(t) + ut * previous).array().tanh().matrix();
        previous = ht.col(t);
    }
    return ht.transpose();
}

Eigen::MatrixXf conv1dLayer(const Eigen::Ref<const Eigen::MatrixXf>& x, const ConvLayer& layer) {
    requireNonEmpty(x, Message("attn", "sequence x"));
    requireFinite(x, Message("attn", "sequence x"));
    require(!layer.taps.empty(), Message("attn", "a convolution needs at least one tap (k >= 1)"));
    const Eigen::Index dOut = layer.taps.front().cols();
    for (const Eigen::MatrixXf& tap : layer.taps)
        require(tap.rows() == x.cols() && tap.cols() == dOut,
                Message("attn", "convolution tap %1 must be (d_in,d_out) = %2 for x %3")
                    .arg(shapeOf(tap))
                    .arg(shapeOf(x.cols(), dOut))
                    .arg(shapeOf(x)));
    require(layer.b.size() == dOut,
            Message("attn", "convolution bias has %1 entries, expected d_out = %2")
                .arg(layer.b.size())
                .arg(dOut));
    const Eigen::Index n = x.rows();
    const Eigen::Index k = Eigen::Index(layer.taps.size());
    const Eigen::Index left = (k - 1) / 2;
    Eigen::MatrixXf y = Eigen::MatrixXf::Zero(n, dOut);
    y.rowwise() += layer.b.transpose();
    // Tap m adds x shifted by m - left rows: one matrix product per tap.
    for (Eigen::Index m = 0; m < k; ++m) {
        const Eigen::Index shift = m - left;
        const Eigen::Index from = std::max<Eigen::Index>(0, -shift);  // first output row
        const Eigen::Index to = std::min<Eigen::Index>(n, n - shift); // one past the last
        if (to <= from) continue;
        y.middleRows(from, to - from).noalias() +=
            x.middleRows(from + shift, to - from) * layer.taps[size_t(m)];
    }
    return y;
}

} // namespace attn
