// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/token_table.h"

#include "core/text/utf8.h"

#include "core/base/check.h"

#include <algorithm>

namespace attn {

std::vector<std::string> tokenTable(const std::vector<std::pair<std::string, int>>& vocabulary,
                                    const std::vector<std::pair<std::string, int>>& specials,
                                    std::unordered_map<std::string, int>& ids,
                                    const std::string& where) {
    int largest = -1;
    for (const auto* list : {&vocabulary, &specials})
        for (const auto& [token, id] : *list)
            largest = std::max(largest, id);
    require(largest >= 0 && largest < (1 << 26),
            Message("attn", "%1: expected an object of token ids").arg(where));
    std::vector<std::string> tokens(std::size_t(largest) + 1);
    for (const auto& [token, id] : vocabulary) {
        require(id >= 0, Message("attn", "%1: token \"%2\" has an id outside 0..%3")
                             .arg(where)
                             .arg(messageExcerpt(token))
                             .arg(largest));
        require(tokens[std::size_t(id)].empty(),
                Message("attn", "%1: tokens \"%2\" and \"%3\" have the same id %4")
                    .arg(where)
                    .arg(messageExcerpt(tokens[std::size_t(id)]))
                    .arg(messageExcerpt(token))
                    .arg(id));
        require(ids.emplace(token, id).second, Message("attn", "%1: token \"%2\" is listed twice")
                                                   .arg(where)
                                                   .arg(messageExcerpt(token)));
        tokens[std::size_t(id)] = token;
    }
    for (const auto& [token, id] : specials)
        if (id >= 0 && tokens[std::size_t(id)].empty()) tokens[std::size_t(id)] = token;
    return tokens;
}

void applyMerges(std::vector<std::string>& symbols,
                 const std::unordered_map<std::string, int>& ranks) {
    while (symbols.size() > 1) {
        int best = -1;
        std::size_t at = 0;
        for (std::size_t i = 0; i + 1 < symbols.size(); ++i) {
            const auto it = ranks.find(symbols[i] + "\n" + symbols[i + 1]);
            if (it != ranks.end() && (best < 0 || it->second < best)) {
                best = it->second;
                at = i;
            }
        }
        if (best < 0) return;
        symbols[at] += symbols[at + 1];
        symbols.erase(symbols.begin() + std::ptrdiff_t(at) + 1);
    }
}

namespace {

/// Rust's char::is_whitespace, which the tokenizers library strips with.
bool isWhiteSpace(char32_t c) {
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
           c == 0x205F || c == 0x3000;
}

} // namespace

std::size_t withoutTrailingSpace(const std::string& text, std::size_t begin, std::size_t end) {
    std::size_t last = begin; // the end of the last character that is not white space
    for (std::size_t i = begin; i < end;) {
        const Utf8Char c = decodeUtf8At(text, i);
        const std::size_t next = i + (c.valid ? c.length : 1);
        if (!c.valid || !isWhiteSpace(c.codePoint)) last = next;
        i = next;
    }
    return std::min(last, end);
}

std::size_t afterSpace(const std::string& text, std::size_t i) {
    while (i < text.size()) {
        const Utf8Char c = decodeUtf8At(text, i);
        if (!c.valid || !isWhiteSpace(c.codePoint)) break;
        i += c.length;
    }
    return i;
}

SpecialTokens::SpecialTokens(std::vector<std::pair<std::string, int>> tokens,
                             std::unordered_map<std::string, AddedTokenStrip> strips)
    : tokens_(std::move(tokens)), strips_(std::move(strips)) {
    tokens_.erase(std::remove_if(tokens_.begin(), tokens_.end(),
                                 [](const auto& t) { return t.first.empty(); }),
                  tokens_.end());
    std::stable_sort(tokens_.begin(), tokens_.end(),
                     [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
}

const std::pair<std::string, int>* SpecialTokens::at(const std::string& text, std::size_t i) const {
    for (const auto& t : tokens_)
        if (text.compare(i, t.first.size(), t.first) == 0) return &t;
    return nullptr;
}

} // namespace attn
