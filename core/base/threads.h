// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// When a loop of the forward passes is worth the OpenMP threads.
#include <cstddef>

namespace attn {

/// Whether a loop over this many values is worth waking the threads (a few microseconds):
/// below it the calling thread does it alone (a lecture's 20 tokens, say).
inline bool worthThreads(std::ptrdiff_t values) {
    return values >= 16384;
}

} // namespace attn
