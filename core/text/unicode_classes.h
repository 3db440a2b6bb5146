#pragma once
// The Unicode character classes GPT-2's pre-tokenisation uses, and UTF-8 decoding.
#include <cstdint>
#include <string>
#include <vector>

namespace attn {

bool isUnicodeLetter(char32_t cp); ///< general category L*
bool isUnicodeNumber(char32_t cp); ///< general category N*
bool isUnicodeSpace(char32_t cp);  ///< JavaScript's \s: ASCII space, tab..CR, NBSP, Zs, LS, PS, BOM

/// UTF-8 -> code points; an invalid byte becomes U+FFFD.
std::u32string decodeUtf8(const std::string& text);

/// One code point -> UTF-8.
std::string encodeUtf8(char32_t cp);

} // namespace attn
