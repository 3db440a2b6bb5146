#pragma once
// DEFLATE decompression (RFC 1951), for the deflated members of .npz (zip) files.
#include <cstddef>
#include <string>

namespace attn {

/// Raw DEFLATE data -> the bytes it encodes, which must be exactly expectedSize long.
/// Throws InputError for corrupt or truncated data or a different size.
std::string inflateRaw(const std::string& compressed, std::size_t expectedSize);

} // namespace attn
