// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// DEFLATE decompression (RFC 1951) and zip's CRC-32, by zlib, for the members of .npz files.
#include <cstddef>
#include <cstdint>
#include <string>

namespace attn {

/// Raw DEFLATE data -> the bytes it encodes, which must be exactly expectedSize long. Memory
/// grows with the bytes actually decoded, never beyond expectedSize: a size that the data
/// could not hold (DEFLATE expands at most 1032:1) is refused before decoding, and decoding
/// stops as soon as the output would pass it. Throws InputError for corrupt or truncated data
/// or a different size.
std::string inflateRaw(const std::string& compressed, std::size_t expectedSize);

/// CRC-32 as zip computes it.
std::uint32_t zipCrc32(const std::string& data);

} // namespace attn
