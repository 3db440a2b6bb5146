// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saving files so that a reader sees the old file or the whole new one, never a part.
#include <cstddef>
#include <functional>
#include <ostream>
#include <string>

namespace attn {

/// Writes bytes to a temporary file of a fresh name in path's folder (created exclusively, so
/// no planted link is followed), flushes it to the disk and renames it over path. Every write,
/// the sync, the close and the rename are checked; when one fails, the temporary file is
/// removed, path is untouched, and std::runtime_error names path and the step, saying "disk
/// full" when the file system is full (ENOSPC, or EDQUOT for a full quota). A path that is a
/// folder, a device or a pipe is refused, not replaced.
void writeFileAtomically(const std::string& path, const std::string& bytes);

/// The same for what write puts into a stream (collected in memory first); a stream that
/// failed (memory ran out) writes nothing and throws.
void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write);

/// Where streamFileAtomically's writer sends its bytes: (data, size), written at once.
using ByteSink = std::function<void(const void* data, std::size_t size)>;

/// The same as writeFileAtomically for bytes that write sends to the sink piece by piece, each
/// written to the file as it comes: nothing is collected in memory (an export of several
/// gigabytes takes no copy of itself). A failed write stops the writing and throws as above.
void streamFileAtomically(const std::string& path,
                          const std::function<void(const ByteSink&)>& write);

} // namespace attn
