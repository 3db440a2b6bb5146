// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One checked open for every reader: only regular files are read. A FIFO, a device or a folder
// is refused at once, never waited on (opening a FIFO for reading blocks until a writer comes).
#include <cstddef>
#include <cstdint>
#include <string>

namespace attn {

/// Whether path names a regular file (links followed), found without opening it.
bool isRegularFile(const std::string& path);

/// A read-only descriptor of the regular file at path, and its size in bytes. Throws
/// InputError naming the file when it cannot be opened or is not a regular file; never waits
/// on a pipe. The caller closes the descriptor.
int openRegularFile(const std::string& path, std::uint64_t& size);

/// The bytes of the regular file at path. Throws InputError naming the file when it cannot
/// be opened, is not a regular file, or is larger than maxBytes.
std::string readRegularFile(const std::string& path, std::size_t maxBytes);

} // namespace attn
