// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/positional/positional.h"

#include "core/base/check.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

namespace attn {

namespace {

void requireEncodingArgs(int n, int d, double base) {
    require(n >= 1, Message("attn", "number of positions must be at least 1, got %1").arg(n));
    require(d >= 1, Message("attn", "encoding dimension must be at least 1, got %1").arg(d));
    require(std::isfinite(base) && base > 1.0,
            Message("attn", "encoding base must be a number above 1, got %1").arg(base));
}

void requireEven(int d) {
    require(d % 2 == 0, Message("attn", "the offset rotation needs an even dimension: with d = %1 "
                                        "the last sine column has no cosine partner")
                            .arg(d));
}

} // namespace

Eigen::VectorXd sinusoidalFrequencies(int d, double base) {
    requireEncodingArgs(1, d, base);
    const int pairs = (d + 1) / 2;
    Eigen::VectorXd omega(pairs);
    for (int j = 0; j < pairs; ++j)
        omega(j) = std::pow(base, -2.0 * j / d);
    return omega;
}

Eigen::MatrixXf sinusoidalEncoding(int n, int d, double base) {
    requireEncodingArgs(n, d, base);
    const Eigen::VectorXd omega = sinusoidalFrequencies(d, base);
    Eigen::MatrixXf p(n, d);
    for (int c = 0; c < d; ++c) {
        const double w = omega(c / 2);
        for (int i = 0; i < n; ++i) {
            const double angle = double(i) * w;
            p(i, c) = float(c % 2 == 0 ? std::sin(angle) : std::cos(angle));
        }
    }
    return p;
}

Eigen::Matrix2d offsetRotation(double delta, double omega) {
    const double c = std::cos(delta * omega), s = std::sin(delta * omega);
    Eigen::Matrix2d r;
    r << c, s, -s, c;
    return r;
}

Eigen::MatrixXd offsetRotationMatrix(int delta, int d, double base) {
    requireEncodingArgs(1, d, base);
    requireEven(d);
    const Eigen::VectorXd omega = sinusoidalFrequencies(d, base);
    Eigen::MatrixXd m = Eigen::MatrixXd::Zero(d, d);
    for (int j = 0; j < d / 2; ++j)
        m.block<2, 2>(2 * j, 2 * j) = offsetRotation(delta, omega(j));
    return m;
}

namespace {

/// pairRotation without its checks, for the loops over every pair.
PairRotation rotationOfPair(const Eigen::Ref<const Eigen::MatrixXf>& p,
                            const Eigen::Ref<const Eigen::VectorXd>& omega, int i, int delta,
                            int j) {
    PairRotation r;
    r.pair = j;
    r.omega = omega(j);
    r.startAngle = i * r.omega;
    r.turn = delta * r.omega;
    r.matrix = offsetRotation(delta, r.omega);
    r.start = Eigen::Vector2d(p(i, 2 * j), p(i, 2 * j + 1));
    r.target = Eigen::Vector2d(p(i + delta, 2 * j), p(i + delta, 2 * j + 1));
    r.rotated = r.matrix * r.start;
    return r;
}

void requirePositions(const Eigen::Ref<const Eigen::MatrixXf>& p,
                      const Eigen::Ref<const Eigen::VectorXd>& omega, int i, int delta) {
    if (i < 0 || i >= p.rows() || i + delta < 0 || i + delta >= p.rows())
        throw InputError(Message("attn", "positions %1 and %2 must both be among the %3 of P %4")
                             .arg(i)
                             .arg(i + delta)
                             .arg(p.rows())
                             .arg(shapeOf(p)));
    if (omega.size() < p.cols() / 2)
        throw InputError(Message("attn", "P %1 needs %2 frequencies, got %3")
                             .arg(shapeOf(p))
                             .arg(p.cols() / 2)
                             .arg(omega.size()));
}

} // namespace

PairRotation pairRotation(const Eigen::Ref<const Eigen::MatrixXf>& p,
                          const Eigen::Ref<const Eigen::VectorXd>& omega, int i, int delta, int j) {
    requirePositions(p, omega, i, delta);
    if (j < 0 || 2 * j + 1 >= p.cols())
        throw InputError(Message("attn", "pair %1 does not exist in P %2").arg(j).arg(shapeOf(p)));
    return rotationOfPair(p, omega, i, delta, j);
}

double positionRotationResidual(const Eigen::Ref<const Eigen::MatrixXf>& p,
                                const Eigen::Ref<const Eigen::VectorXd>& omega, int i, int delta) {
    requirePositions(p, omega, i, delta);
    double worst = 0;
    for (int j = 0; j < int(p.cols()) / 2; ++j) {
        const PairRotation r = rotationOfPair(p, omega, i, delta, j);
        worst = std::max(worst, (r.rotated - r.target).cwiseAbs().maxCoeff());
    }
    return worst;
}

RotationResidual rotationResidual(int n, int d, int delta, double base) {
    requireEncodingArgs(n, d, base);
    requireEven(d);
    require(std::abs(delta) < n,
            Message("attn", "offset %1 leaves no pair of the %2 positions to compare")
                .arg(delta)
                .arg(n));
    const Eigen::MatrixXf p = sinusoidalEncoding(n, d, base);
    const Eigen::VectorXd omega = sinusoidalFrequencies(d, base);
    RotationResidual res;
    const int first = std::max(0, -delta), last = std::min(n, n - delta); // i in [first, last)
    for (int i = first; i < last; ++i) {
        const double worst = positionRotationResidual(p, omega, i, delta);
        if (worst > res.maxAbs || res.worstPosition < 0) {
            res.maxAbs = worst;
            res.worstPosition = i;
        }
    }
    res.positionsChecked = last - first;
    return res;
}

} // namespace attn
