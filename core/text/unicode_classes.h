// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Unicode character classes GPT-2's pre-tokenisation uses (UTF-8 itself: core/text/utf8.h).

namespace attn {

bool isUnicodeLetter(char32_t cp); ///< general category L*
bool isUnicodeNumber(char32_t cp); ///< general category N*
bool isUnicodeSpace(char32_t cp);  ///< JavaScript's \s: ASCII space, tab..CR, NBSP, Zs, LS, PS, BOM

} // namespace attn
