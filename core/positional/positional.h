// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sinusoidal positional encoding and its relative-offset rotation property.
#include <Eigen/Core>

namespace attn {

/// omega_j = base^(-2j/d) for j = 0 .. ceil(d/2)-1 -> (ceil(d/2)).
Eigen::VectorXd sinusoidalFrequencies(int d, double base = 10000.0);

/// P:(n,d) with P[i,2j] = sin(i omega_j), P[i,2j+1] = cos(i omega_j). Angles are computed
/// in double and rounded once. For odd d the last column is the sine of the last
/// frequency without its cosine partner. Throws InputError for n < 1, d < 1, base <= 1.
Eigen::MatrixXf sinusoidalEncoding(int n, int d, double base = 10000.0);

/// The 2x2 rotation for offset delta at frequency omega:
/// [[cos(delta omega), sin(delta omega)], [-sin(delta omega), cos(delta omega)]], which maps
/// (sin(i omega), cos(i omega)) to (sin((i+delta) omega), cos((i+delta) omega)) for every i.
Eigen::Matrix2d offsetRotation(double delta, double omega);

/// M(delta):(d,d), block diagonal with offsetRotation(delta, omega_j) in block j, so that
/// M(delta) p_i = p_{i+delta} with p_i a row of P as a column vector. Throws InputError
/// for odd d: an unpaired sine column has no rotation partner.
Eigen::MatrixXd offsetRotationMatrix(int delta, int d, double base = 10000.0);

/// One frequency pair j of the rotation demonstration: where p_i is, where M_j(delta) takes it
/// and where p_(i+delta) really is, as points (p[.,2j], p[.,2j+1]) on the unit circle.
struct PairRotation {
    int pair = 0;
    double omega = 0;      ///< omega_j
    double startAngle = 0; ///< i omega_j: p_i = (sin, cos) of it
    double turn = 0;       ///< delta omega_j, the rotation angle in radians
    Eigen::Matrix2d matrix = Eigen::Matrix2d::Identity(); ///< M_j(delta)
    Eigen::Vector2d start{0, 1};                          ///< (p[i,2j], p[i,2j+1])
    Eigen::Vector2d rotated{0, 1};                        ///< M_j(delta) times start
    Eigen::Vector2d target{0, 1};                         ///< (p[i+delta,2j], p[i+delta,2j+1])
};

/// p:(n,d) = sinusoidalEncoding(n, d, base), omega:(d/2) = its frequencies, 0 <= i < n,
/// 0 <= i+delta < n, 0 <= j < d/2 -> pair j's rotation from position i by delta.
/// Throws InputError when i, i+delta or j is out of range.
PairRotation pairRotation(const Eigen::Ref<const Eigen::MatrixXf>& p,
                          const Eigen::Ref<const Eigen::VectorXd>& omega, int i, int delta, int j);

/// p:(n,d), omega:(d/2) as for pairRotation -> max over the pairs j and both coordinates of
/// |M_j(delta) p_i - p_(i+delta)|: the rotation identity's residual at the one position i.
double positionRotationResidual(const Eigen::Ref<const Eigen::MatrixXf>& p,
                                const Eigen::Ref<const Eigen::VectorXd>& omega, int i, int delta);

struct RotationResidual {
    double maxAbs = 0;      ///< max over i and coordinates of |M(delta) p_i - p_{i+delta}|
    int worstPosition = -1; ///< the i where it occurs
    int positionsChecked = 0;
};

/// Checks the rotation identity on P:(n,d) for every i with 0 <= i, i+delta < n (the largest
/// positionRotationResidual).
/// Throws InputError for odd d or |delta| >= n.
RotationResidual rotationResidual(int n, int d, int delta, double base = 10000.0);

} // namespace attn
