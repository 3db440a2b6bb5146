#include "core/text/unicode_classes.h"

#include <algorithm>

namespace attn {

namespace {

struct CodePointRange {
    char32_t first, last;
};

#include "core/text/unicode_ranges.inc"

template <std::size_t N> bool inRanges(const CodePointRange (&ranges)[N], char32_t cp) {
    const auto it =
        std::upper_bound(std::begin(ranges), std::end(ranges), cp,
                         [](char32_t c, const CodePointRange& r) { return c < r.first; });
    return it != std::begin(ranges) && cp <= std::prev(it)->last;
}

} // namespace

bool isUnicodeLetter(char32_t cp) {
    return inRanges(kLetterRanges, cp);
}
bool isUnicodeNumber(char32_t cp) {
    return inRanges(kNumberRanges, cp);
}

bool isUnicodeSpace(char32_t cp) {
    return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || cp == 0xA0 || cp == 0x1680 ||
           (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 || cp == 0x202F ||
           cp == 0x205F || cp == 0x3000 || cp == 0xFEFF;
}

std::u32string decodeUtf8(const std::string& text) {
    std::u32string out;
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const int len = c < 0x80           ? 1
                        : (c >> 5) == 0x6  ? 2
                        : (c >> 4) == 0xE  ? 3
                        : (c >> 3) == 0x1E ? 4
                                           : 0;
        char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        bool valid = len > 0 && i + std::size_t(len) <= text.size();
        for (int k = 1; valid && k < len; ++k) {
            const unsigned char cc = static_cast<unsigned char>(text[i + std::size_t(k)]);
            valid = (cc & 0xC0) == 0x80;
            cp = (cp << 6) | (cc & 0x3F);
        }
        out += valid ? cp : char32_t(0xFFFD);
        i += valid ? std::size_t(len) : 1;
    }
    return out;
}

std::string encodeUtf8(char32_t cp) {
    std::string out;
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
    return out;
}

} // namespace attn
