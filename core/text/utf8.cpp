// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/utf8.h"

namespace attn {

Utf8Char decodeUtf8At(std::string_view text, std::size_t i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const int length = c < 0x80           ? 1
                       : (c >> 5) == 0x6  ? 2
                       : (c >> 4) == 0xE  ? 3
                       : (c >> 3) == 0x1E ? 4
                                          : 0;
    const Utf8Char invalid{c, 1, false};
    if (length == 0 || i + std::size_t(length) > text.size()) return invalid;
    char32_t cp = length == 1 ? c : c & (0x7F >> length);
    for (int k = 1; k < length; ++k) {
        const unsigned char next = static_cast<unsigned char>(text[i + std::size_t(k)]);
        if ((next & 0xC0) != 0x80) return invalid;
        cp = (cp << 6) | (next & 0x3F);
    }
    return {cp, std::size_t(length), true};
}

std::u32string decodeUtf8(std::string_view text) {
    std::u32string out;
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char ch = decodeUtf8At(text, i);
        out += ch.valid ? ch.codePoint : char32_t(0xFFFD);
        i += ch.length;
    }
    return out;
}

void appendUtf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

std::string encodeUtf8(char32_t cp) {
    std::string out;
    appendUtf8(out, cp);
    return out;
}

std::string messageExcerpt(std::string_view text, std::size_t maxBytes) {
    if (text.size() <= maxBytes) return std::string(text);
    std::size_t end = 0;
    while (end < text.size()) {
        const std::size_t next = end + decodeUtf8At(text, end).length;
        if (next > maxBytes) break;
        end = next;
    }
    return std::string(text.substr(0, end)) + "… (" + std::to_string(text.size()) + " bytes)";
}

} // namespace attn
