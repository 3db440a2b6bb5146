// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the sinusoidal encoding gives attention: similarities that depend on the offset only,
// and the binary counter it is often compared with.
#include <Eigen/Core>

namespace attn {

/// p:(n,d) -> S:(n,n) with S(i,j) = p_i . p_j, computed in double. For the sinusoidal
/// encoding with even d, S(i,j) = sum_j cos((i-j) omega_j): a function of i - j only.
Eigen::MatrixXf positionSimilarity(const Eigen::Ref<const Eigen::MatrixXf>& p);

/// -> s:(count) with s(k) = sum over the d/2 pairs of cos(k omega_j): p_i . p_(i+k) for every
/// i, exactly, from the formula (since sin a sin b + cos a cos b = cos(a - b)). Offsets
/// 0 .. count-1. Throws InputError for odd d or count < 1.
Eigen::VectorXd similarityByOffset(int count, int d, double base = 10000.0);

/// B:(n,bits) with B(i,b) = bit b of i (b = 0 the lowest, fastest-flipping bit), as 0 or 1.
/// Throws InputError unless 1 <= bits <= 30 and 1 <= n <= 2^bits.
Eigen::MatrixXf binaryCodes(int n, int bits);

} // namespace attn
