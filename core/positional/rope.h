// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Rotary position encoding (RoPE): the offset rotation of the sinusoidal encoding applied to
// queries and keys, so that their dot product depends on the positions' difference only.
#include <Eigen/Core>

namespace attn {

/// x:(n,d) rows = positions, d even -> (n,d) where row i has each pair (x[i,2j], x[i,2j+1])
/// rotated by the angle i*omega_j, omega_j = base^(-2j/d) as in sinusoidalFrequencies:
/// (a, b) -> (a cos(i w) - b sin(i w), a sin(i w) + b cos(i w)). Rotations are computed in
/// double. Throws InputError for odd d, empty x or base <= 1.
Eigen::MatrixXf ropeRotate(const Eigen::Ref<const Eigen::MatrixXf>& x, double base = 10000.0);

/// The same content vector at every position, rotated: q:(d), k:(d), d even -> scores:(n,n)
/// with scores(i,j) = (R_i q) . (R_j k) = q . R_(j-i) k, which depends on j - i only.
/// Computed in double from the float inputs. Throws InputError for odd d, n < 1, empty or
/// mismatched q and k.
Eigen::MatrixXf ropeScores(const Eigen::Ref<const Eigen::VectorXf>& q,
                           const Eigen::Ref<const Eigen::VectorXf>& k, int n,
                           double base = 10000.0);

/// The same with a model's own frequencies omega:(d/2) (e.g. Llama 3's rescaled ones) in place
/// of base^(-2j/d); q and k hold the pairs (2j, 2j+1) as above. Throws InputError as above and
/// when omega is not (d/2) finite values.
Eigen::MatrixXf ropeScores(const Eigen::Ref<const Eigen::VectorXf>& q,
                           const Eigen::Ref<const Eigen::VectorXf>& k, int n,
                           const Eigen::VectorXd& omega);

/// scores:(n,n) -> (2n-1) values of scores(i, i+offset) averaged over i for offset
/// -(n-1) .. n-1 (entry offset + n - 1); with maxSpread the largest difference from that mean
/// along any diagonal, which is 0 (up to rounding) when scores depend on j - i only.
Eigen::VectorXd diagonalMeans(const Eigen::Ref<const Eigen::MatrixXf>& scores,
                              double* maxSpread = nullptr);

} // namespace attn
