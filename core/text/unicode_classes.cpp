// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/unicode_classes.h"

#include <algorithm>
#include <iterator>

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

} // namespace attn
