// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// When a loop of the forward passes is worth the OpenMP threads, and the checks they share.
#include <Eigen/Core>

#include <cstddef>

namespace attn {

/// Whether a loop over this many values is worth waking the threads (a few microseconds):
/// below it the calling thread does it alone (a lecture's 20 tokens, say).
inline bool worthThreads(std::ptrdiff_t values) {
    return values >= 16384;
}

/// Whether every value of x:(N,E) is finite, its columns shared among the threads (one
/// thread when x is small or the caller is already one of a team's threads).
bool allFiniteTogether(const Eigen::Ref<const Eigen::MatrixXf>& x);

} // namespace attn
