// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Transparent huge pages for large buffers written once, such as every head's attention
// weights (layers x heads x T x T floats) and the logits (T x V); freed buffers kept for reuse.
#include <cstddef>

namespace attn {

/// Asks the kernel to back the whole pages inside [data, data + bytes) with 2 MB pages where it
/// can (Linux with transparent huge pages in "madvise" or "always" mode; elsewhere nothing).
/// Call it before the first write: a fresh 48 MB matrix then costs 24 page faults instead of
/// 12,288. Buffers under 4 MB are left alone.
void preferHugePages(void* data, std::size_t bytes);

/// Keeps the large blocks a forward pass frees (every head's attention, the activations) in
/// the process for the next one, instead of handing them back to the system, which faults
/// them in and clears them again: 8 % of a gpt2-small forward at 512 tokens on 1 and on 2
/// threads. The process then holds up to one forward's freed buffers. Call once at start
/// (glibc; elsewhere nothing).
void reuseFreedMemory();

} // namespace attn
