// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A user's matrix (Q, K or V) from a .csv or .npy file.
#include <Eigen/Core>

#include <string>

namespace attn {

/// path (.csv by its extension, case-insensitively; anything else is read as .npy) ->
/// (rows,cols) for a 2-D array, (n,1) for a 1-D one. Throws InputError naming path when
/// the file cannot be read, has another rank, or holds no values (a (0, 8) array is refused,
/// not taken as "no matrix").
Eigen::MatrixXf readMatrixFile(const std::string& path);

} // namespace attn
