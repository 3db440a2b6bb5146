// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/positional/rope.h"

#include "core/base/check.h"
#include "core/positional/positional.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace attn {

namespace {

void requirePairs(Eigen::Index d) {
    require(
        d >= 2 && d % 2 == 0,
        Message(
            "attn",
            "rotary encoding rotates pairs of dimensions: d must be even and at least 2, got %1")
            .arg(d));
}

/// x:(n,d) -> (n,d), row i's pair j turned by i omega(j).
Eigen::MatrixXf rotateRows(const Eigen::Ref<const Eigen::MatrixXf>& x,
                           const Eigen::VectorXd& omega) {
    const int n = int(x.rows()), d = int(x.cols());
    Eigen::MatrixXf out(n, d);
    for (int j = 0; j < d / 2; ++j)
        for (int i = 0; i < n; ++i) {
            const double angle = double(i) * omega(j);
            const double c = std::cos(angle), s = std::sin(angle);
            const double a = x(i, 2 * j), b = x(i, 2 * j + 1);
            out(i, 2 * j) = float(a * c - b * s);
            out(i, 2 * j + 1) = float(a * s + b * c);
        }
    return out;
}

} // namespace

Eigen::MatrixXf ropeRotate(const Eigen::Ref<const Eigen::MatrixXf>& x, double base) {
    requireNonEmpty(x, Message("attn", "rotary input"));
    requirePairs(x.cols());
    return rotateRows(x, sinusoidalFrequencies(int(x.cols()), base));
}

Eigen::MatrixXf ropeScores(const Eigen::Ref<const Eigen::VectorXf>& q,
                           const Eigen::Ref<const Eigen::VectorXf>& k, int n, double base) {
    require(n >= 1, Message("attn", "number of positions must be at least 1, got %1").arg(n));
    require(q.size() > 0 && q.size() == k.size(),
            Message("attn", "query dim %1 does not match key dim %2").arg(q.size()).arg(k.size()));
    requirePairs(q.size());
    return ropeScores(q, k, n, sinusoidalFrequencies(int(q.size()), base));
}

Eigen::MatrixXf ropeScores(const Eigen::Ref<const Eigen::VectorXf>& q,
                           const Eigen::Ref<const Eigen::VectorXf>& k, int n,
                           const Eigen::VectorXd& omega) {
    require(n >= 1, Message("attn", "number of positions must be at least 1, got %1").arg(n));
    require(q.size() > 0 && q.size() == k.size(),
            Message("attn", "query dim %1 does not match key dim %2").arg(q.size()).arg(k.size()));
    requirePairs(q.size());
    require(2 * omega.size() == q.size() && omega.allFinite(),
            Message("attn", "rotary positions need d/2 = %1 finite frequencies, got %2")
                .arg(q.size() / 2)
                .arg(omega.size()));
    const Eigen::MatrixXf qs = rotateRows(q.transpose().replicate(n, 1), omega);
    const Eigen::MatrixXf ks = rotateRows(k.transpose().replicate(n, 1), omega);
    return (qs.cast<double>() * ks.cast<double>().transpose()).cast<float>();
}

Eigen::VectorXd diagonalMeans(const Eigen::Ref<const Eigen::MatrixXf>& scores, double* maxSpread) {
    require(scores.rows() == scores.cols() && scores.rows() > 0,
            Message("attn", "diagonal means need a non-empty square matrix, got %1")
                .arg(shapeOf(scores)));
    const int n = int(scores.rows());
    Eigen::VectorXd means(2 * n - 1);
    double spread = 0;
    for (int offset = -(n - 1); offset < n; ++offset) {
        const int first = std::max(0, -offset), last = std::min(n, n - offset);
        double sum = 0;
        for (int i = first; i < last; ++i)
            sum += scores(i, i + offset);
        const double mean = sum / (last - first);
        for (int i = first; i < last; ++i)
            spread = std::max(spread, std::abs(scores(i, i + offset) - mean));
        means(offset + n - 1) = mean;
    }
    if (maxSpread) *maxSpread = spread;
    return means;
}

} // namespace attn
