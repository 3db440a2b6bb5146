// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/normalize.h"

#include "core/base/check.h"
#include "core/text/utf8.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

namespace attn {

namespace {

std::u16string toUtf16(const std::u32string& s) {
    std::u16string out;
    for (char32_t c : s) {
        if (c < 0x10000) {
            out += char16_t(c);
        } else {
            out += char16_t(0xD800 + ((c - 0x10000) >> 10));
            out += char16_t(0xDC00 + ((c - 0x10000) & 0x3FF));
        }
    }
    return out;
}

std::u32string toUtf32(const std::u16string& s) {
    std::u32string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char16_t c = s[i];
        if (c >= 0xD800 && c < 0xDC00 && i + 1 < s.size()) {
            out += char32_t(0x10000 + ((c - 0xD800) << 10) + (s[++i] - 0xDC00));
        } else {
            out += char32_t(c);
        }
    }
    return out;
}

/// s rewritten by call(out, capacity, status), which returns the length it needs.
template <typename Call> std::u16string rewrite(const std::u16string& s, Call call) {
    std::u16string out(s.size() * 3 + 16, u'\0');
    UErrorCode status = U_ZERO_ERROR;
    const int32_t n = call(reinterpret_cast<UChar*>(out.data()), int32_t(out.size()), status);
    require(U_SUCCESS(status), Message("attn", "the text could not be normalised"));
    out.resize(std::size_t(n));
    return out;
}

std::u16string normalize(const UNormalizer2* form, const std::u16string& s) {
    return rewrite(s, [&](UChar* out, int32_t capacity, UErrorCode& status) {
        return unorm2_normalize(form, reinterpret_cast<const UChar*>(s.data()), int32_t(s.size()),
                                out, capacity, &status);
    });
}

} // namespace

std::string normalizeNfc(const std::string& text) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2* nfc = unorm2_getNFCInstance(&status);
    require(U_SUCCESS(status), Message("attn", "the text could not be normalised"));
    std::string out;
    for (char32_t c : toUtf32(normalize(nfc, toUtf16(decodeUtf8(text)))))
        appendUtf8(out, c);
    return out;
}

std::u32string lowercase(const std::u32string& text) {
    const std::u16string s = toUtf16(text);
    return toUtf32(rewrite(s, [&](UChar* out, int32_t capacity, UErrorCode& status) {
        return u_strToLower(out, capacity, reinterpret_cast<const UChar*>(s.data()),
                            int32_t(s.size()), "", &status);
    }));
}

std::u32string stripAccents(const std::u32string& text) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2* nfd = unorm2_getNFDInstance(&status);
    require(U_SUCCESS(status), Message("attn", "the text could not be normalised"));
    std::u32string kept;
    for (char32_t c : toUtf32(normalize(nfd, toUtf16(text))))
        if (u_charType(UChar32(c)) != U_NON_SPACING_MARK) kept += c;
    return kept;
}

} // namespace attn
