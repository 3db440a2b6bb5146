// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lectures/window_attention.h"

#include "core/attention/attention.h"
#include "core/base/check.h"
#include "core/base/random.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace attn {

WindowAttentionResult windowAttention(const Eigen::Ref<const Eigen::MatrixXf>& x, int windowSize,
                                      const Eigen::Ref<const Eigen::MatrixXf>& wq,
                                      const Eigen::Ref<const Eigen::MatrixXf>& wk,
                                      const Eigen::Ref<const Eigen::MatrixXf>& wv) {
    requireNonEmpty(x, Message("attn", "tokens x"));
    requireFinite(x, Message("attn", "tokens x"));
    require(windowSize >= 1,
            Message("attn", "window size w must be at least 1, got %1").arg(windowSize));
    const Eigen::Index d = x.cols();
    for (const auto* w : {&wq, &wk, &wv})
        require(w->rows() == d && w->cols() == d,
                Message("attn", "projection %1 must be (d,d) = %2 for x %3")
                    .arg(shapeOf(*w))
                    .arg(shapeOf(d, d))
                    .arg(shapeOf(x)));
    const int n = int(x.rows());
    WindowAttentionResult r;
    r.windowSize = windowSize;
    r.windows = (n + windowSize - 1) / windowSize;
    r.weights = Eigen::MatrixXf::Zero(n, r.windows + n);
    r.globals = Eigen::MatrixXf::Zero(r.windows, d);
    r.output = Eigen::MatrixXf::Zero(n, d);
    for (int m = 0; m < r.windows; ++m) {
        const int first = m * windowSize;
        const int size = std::min(windowSize, n - first);
        Eigen::MatrixXf keysIn(size + 1, d);
        keysIn.row(0) = r.globals.row(m);
        keysIn.bottomRows(size) = x.middleRows(first, size);
        const AttentionResult a =
            attention(x.middleRows(first, size) * wq, keysIn * wk, keysIn * wv);
        r.weights.block(first, m, size, 1) = a.weights.col(0);
        r.weights.block(first, r.windows + first, size, size) = a.weights.rightCols(size);
        r.output.middleRows(first, size) = a.output;
        if (m + 1 < r.windows) r.globals.row(m + 1) = a.output.colwise().mean();
    }
    return r;
}

WindowAttentionResult randomWindowAttention(int tokens, int windowSize, int dimension,
                                            unsigned seed) {
    require(tokens >= 1 && dimension >= 1,
            "randomWindowAttention: tokens and dimension must be at least 1");
    const float scale = 1.0f / std::sqrt(float(dimension));
    const Eigen::MatrixXf x = randomNormal(tokens, dimension, seed);
    return windowAttention(x, windowSize, randomNormal(dimension, dimension, seed + 1, scale),
                           randomNormal(dimension, dimension, seed + 2, scale),
                           randomNormal(dimension, dimension, seed + 3, scale));
}

} // namespace attn
