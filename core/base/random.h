// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reproducible random matrices: the same seed gives the same numbers on every platform.
#include <Eigen/Core>

#include <cstdint>

namespace attn {

/// (rows,cols) of independent N(0, stddev^2) from a seeded mt19937 (Box-Muller).
Eigen::MatrixXf randomNormal(int rows, int cols, unsigned seed, float stddev = 1.0f);

/// (rows,cols) of independent U(-limit, limit) from a seeded mt19937.
Eigen::MatrixXf randomUniform(int rows, int cols, unsigned seed, float limit);

} // namespace attn
