// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/text_segments.h"

#include "core/base/check.h"
#include "core/text/utf8.h"

#include <unicode/ubrk.h>
#include <unicode/uchar.h>

#include <climits>
#include <memory>
#include <string>

namespace attn {

namespace {

/// A text in UTF-16, as ICU reads it, with the UTF-8 byte offset of every UTF-16 unit.
struct Utf16Text {
    std::u16string units;
    std::vector<std::size_t> byteOffset; ///< (units.size() + 1): the last is the text's size
};

Utf16Text toUtf16(std::string_view utf8) {
    Utf16Text text;
    text.units.reserve(utf8.size());
    text.byteOffset.reserve(utf8.size() + 1);
    for (std::size_t i = 0; i < utf8.size();) {
        const Utf8Char ch = decodeUtf8At(utf8, i);
        const char32_t cp = ch.valid ? ch.codePoint : char32_t(0xFFFD);
        if (cp >= 0x10000) { // a surrogate pair: both units start at the same byte
            text.units += char16_t(0xD800 + ((cp - 0x10000) >> 10));
            text.units += char16_t(0xDC00 + ((cp - 0x10000) & 0x3FF));
            text.byteOffset.insert(text.byteOffset.end(), 2, i);
        } else {
            text.units += char16_t(cp);
            text.byteOffset.push_back(i);
        }
        i += ch.length;
    }
    text.byteOffset.push_back(utf8.size());
    return text;
}

struct BreakIteratorCloser {
    void operator()(UBreakIterator* iterator) const { ubrk_close(iterator); }
};
using BreakIterator = std::unique_ptr<UBreakIterator, BreakIteratorCloser>;

/// ICU's iterator of kind over units (the root locale's rules: the same in every language).
BreakIterator openBreakIterator(SegmentKind kind, const std::u16string& units) {
    UErrorCode status = U_ZERO_ERROR;
    const UBreakIteratorType type = kind == SegmentKind::Words ? UBRK_WORD : UBRK_CHARACTER;
    BreakIterator iterator(ubrk_open(type, "", reinterpret_cast<const UChar*>(units.data()),
                                     static_cast<int32_t>(units.size()), &status));
    require(U_SUCCESS(status) && iterator,
            Message("attn", "cannot split the text: ICU's break iterator is unavailable (%1)")
                .arg(u_errorName(status)));
    return iterator;
}

bool showsNothing(char32_t cp) {
    const UChar32 c = static_cast<UChar32>(cp);
    return u_isUWhiteSpace(c) || u_charType(c) == U_CONTROL_CHAR ||
           u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}

} // namespace

std::vector<TextSegment> segmentText(std::string_view utf8, SegmentKind kind) {
    require(utf8.size() < std::size_t(INT32_MAX / 2),
            Message("attn", "the text is too long to split: %1 bytes").arg(utf8.size()));
    std::vector<TextSegment> segments;
    if (utf8.empty()) return segments;
    const Utf16Text text = toUtf16(utf8);
    const BreakIterator iterator = openBreakIterator(kind, text.units);
    int32_t begin = ubrk_first(iterator.get());
    for (int32_t end = ubrk_next(iterator.get()); end != UBRK_DONE;
         begin = end, end = ubrk_next(iterator.get()))
        segments.push_back(
            {text.byteOffset[std::size_t(begin)], text.byteOffset[std::size_t(end)]});
    return segments;
}

bool isBlankSegment(std::string_view utf8, const TextSegment& segment) {
    for (std::size_t i = segment.begin; i < segment.end;) {
        const Utf8Char ch = decodeUtf8At(utf8, i);
        if (!ch.valid || !showsNothing(ch.codePoint)) return false;
        i += ch.length;
    }
    return true;
}

} // namespace attn
