// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// UTF-8: decoding one character at a byte offset, whole strings to code points, and back.
// Every reader of UTF-8 text in core/ goes through these, so invalid input is handled one way:
// a byte that does not start a complete sequence (a lead byte and its continuation bytes) is a
// character of its own. Overlong forms and surrogates are not rejected.
#include <cstddef>
#include <string>
#include <string_view>

namespace attn {

/// One character of UTF-8 text.
struct Utf8Char {
    char32_t codePoint = 0; ///< the decoded code point; for an invalid byte, the byte itself
    std::size_t length = 1; ///< bytes it takes, 1..4 (1 for an invalid byte)
    bool valid = true;      ///< false for a byte that does not start a complete sequence
};

/// text, i < text.size() -> the character starting at byte i.
Utf8Char decodeUtf8At(std::string_view text, std::size_t i);

/// UTF-8 -> code points; an invalid byte becomes U+FFFD.
std::u32string decodeUtf8(std::string_view text);

/// One code point -> its UTF-8 bytes (1..4).
std::string encodeUtf8(char32_t cp);

/// Appends encodeUtf8(cp) to out.
void appendUtf8(std::string& out, char32_t cp);

/// text for a message: whole when it has at most maxBytes bytes, else its first characters
/// within maxBytes followed by "… (N bytes)", so that a 10 MB token name makes a short message.
std::string messageExcerpt(std::string_view text, std::size_t maxBytes = 60);

} // namespace attn
