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

struct RotationResidual {
    double maxAbs = 0;      ///< max over i and coordinates of |M(delta) p_i - p_{i+delta}|
    int worstPosition = -1; ///< the i where it occurs
    int positionsChecked = 0;
};

/// Checks the rotation identity on P:(n,d) for every i with 0 <= i, i+delta < n.
/// Throws InputError for odd d or |delta| >= n.
RotationResidual rotationResidual(int n, int d, int delta, double base = 10000.0);

} // namespace attn
