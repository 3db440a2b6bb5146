// SPDX-License-Identifier: GPL-3.0-or-later
// The splits byte-level BPE tokenizers make before their merges, written out from each
// family's regular expression (alternatives tried in order at each position, as a regex
// engine does).
#include "core/models/gpt2/gpt2_tokenizer.h"

#include "core/text/unicode_classes.h"
#include "core/text/utf8.h"

namespace attn {

namespace {

using Text = std::u32string;

bool isLetter(char32_t c) {
    return isUnicodeLetter(c);
}
bool isNumber(char32_t c) {
    return isUnicodeNumber(c);
}
bool isSpace(char32_t c) {
    return isUnicodeSpace(c);
}
bool isOther(char32_t c) {
    return !isSpace(c) && !isLetter(c) && !isNumber(c);
}
bool isNewline(char32_t c) {
    return c == U'\r' || c == U'\n';
}

std::size_t runOf(const Text& s, std::size_t i, bool (*inClass)(char32_t)) {
    std::size_t j = i;
    while (j < s.size() && inClass(s[j]))
        ++j;
    return j - i;
}

/// " ?[class]+" at i: its length, or 0.
std::size_t classRun(const Text& s, std::size_t i, bool (*inClass)(char32_t)) {
    const std::size_t lead = s[i] == U' ' ? 1 : 0;
    const std::size_t n = i + lead < s.size() ? runOf(s, i + lead, inClass) : 0;
    return n ? lead + n : 0;
}

/// 's 't 're 've 'm 'll 'd at i (any case when caseless): its length, or 0.
std::size_t contraction(const Text& s, std::size_t i, bool caseless) {
    if (s[i] != U'\'') return 0;
    auto lower = [caseless](char32_t c) { return caseless && c >= U'A' && c <= U'Z' ? c + 32 : c; };
    for (const char32_t* suffix : {U"s", U"t", U"re", U"ve", U"m", U"ll", U"d"}) {
        const Text x(suffix);
        bool match = i + 1 + x.size() <= s.size();
        for (std::size_t k = 0; match && k < x.size(); ++k)
            match = lower(s[i + 1 + k]) == x[k];
        if (match) return 1 + x.size();
    }
    return 0;
}

/// \s+(?!\S) then \s+: a run of spaces leaves its last one to the word after it.
std::size_t spaces(const Text& s, std::size_t i) {
    const std::size_t n = runOf(s, i, isSpace);
    return i + n < s.size() && n > 1 ? n - 1 : n;
}

/// GPT-2: 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
std::size_t gpt2Piece(const Text& s, std::size_t i) {
    std::size_t n = contraction(s, i, false);
    if (!n) n = classRun(s, i, isLetter);
    if (!n) n = classRun(s, i, isNumber);
    if (!n) n = classRun(s, i, isOther);
    return n ? n : spaces(s, i);
}

/// Llama 3 (maxDigits 3) and Qwen2 (1): (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|
/// \p{N}{1,maxDigits}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
std::size_t llama3Piece(const Text& s, std::size_t i, std::size_t maxDigits) {
    if (std::size_t n = contraction(s, i, true)) return n;
    const bool leadable = !isNewline(s[i]) && !isLetter(s[i]) && !isNumber(s[i]);
    if (leadable && i + 1 < s.size() && isLetter(s[i + 1])) return 1 + runOf(s, i + 1, isLetter);
    if (std::size_t n = runOf(s, i, isLetter)) return n;
    if (std::size_t n = runOf(s, i, isNumber)) return std::min(n, maxDigits);
    if (std::size_t n = classRun(s, i, isOther)) return n + runOf(s, i + n, isNewline);
    const std::size_t run = runOf(s, i, isSpace); // s[i] is a space here
    for (std::size_t k = run; k > 0; --k)         // \s*[\r\n]+: up to the run's last newline
        if (isNewline(s[i + k - 1])) return k;
    return spaces(s, i);
}

void appendPiece(const Text& s, std::size_t i, std::size_t n, std::vector<std::string>& out) {
    std::string piece;
    for (std::size_t k = i; k < i + n; ++k)
        appendUtf8(piece, s[k]);
    out.push_back(std::move(piece));
}

} // namespace

std::vector<std::string> Gpt2Tokenizer::pretokenize(const std::string& text,
                                                    PretokenizerKind kind) {
    const Text s = decodeUtf8(text);
    std::vector<std::string> pieces;
    if (kind == PretokenizerKind::Gpt2SingleDigits) { // ASCII digits alone, GPT-2's between
        auto digit = [](char32_t c) { return c >= U'0' && c <= U'9'; };
        for (std::size_t i = 0; i < s.size();) {
            std::size_t j = i;
            while (j < s.size() && !digit(s[j]))
                ++j;
            Text between = s.substr(i, j - i);
            for (std::size_t k = 0; k < between.size();) {
                const std::size_t n = gpt2Piece(between, k);
                appendPiece(between, k, n, pieces);
                k += n;
            }
            if (j < s.size()) appendPiece(s, j++, 1, pieces);
            i = j;
        }
        return pieces;
    }
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = kind == PretokenizerKind::Gpt2     ? gpt2Piece(s, i)
                              : kind == PretokenizerKind::Llama3 ? llama3Piece(s, i, 3)
                                                                 : llama3Piece(s, i, 1);
        appendPiece(s, i, n, pieces);
        i += n;
    }
    return pieces;
}

} // namespace attn
