// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a text's words and user-perceived characters begin and end, in every script: the Unicode
// text segmentation rules (UAX #29) as ICU implements them, with ICU's dictionaries for the
// scripts that write words without spaces between them (Chinese, Japanese, Thai, ...).
#include <cstddef>
#include <string_view>
#include <vector>

namespace attn {

/// One segment of a UTF-8 text: the bytes [begin, end).
struct TextSegment {
    std::size_t begin = 0;
    std::size_t end = 0;
    bool operator==(const TextSegment& o) const { return begin == o.begin && end == o.end; }
};

enum class SegmentKind {
    /// Word boundaries: a word (letters, digits, joiners such as the apostrophe, the zero-width
    /// non-joiner of Persian), each punctuation mark or symbol, and each run of white space
    /// are segments of their own. Chinese and Japanese are split into dictionary words.
    Words,
    /// Grapheme cluster boundaries: a letter with its combining marks, a Hangul syllable, an
    /// emoji with its modifiers or a zero-width-joiner sequence, CR LF, a flag.
    Characters,
};

/// utf8 -> its segments of kind, in order, covering every byte. A byte that does not start a
/// complete UTF-8 sequence (see core/text/utf8.h) counts as U+FFFD: a segment of its own.
/// Throws InputError if ICU cannot create its break iterator (its data missing).
std::vector<TextSegment> segmentText(std::string_view utf8, SegmentKind kind);

/// True when the bytes [segment.begin, segment.end) of utf8 show nothing: white space, control
/// characters and default-ignorable code points (such as the zero-width joiners) only.
bool isBlankSegment(std::string_view utf8, const TextSegment& segment);

} // namespace attn
