// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/language/sentencepiece_bpe.h"

#include "core/base/check.h"
#include "core/models/common/token_table.h"
#include "core/text/utf8.h"

#include <algorithm>
#include <cstdio>

namespace attn {

namespace {

const std::string kSpace = "\xE2\x96\x81"; // ▁ U+2581

} // namespace

SentencePieceBpe::SentencePieceBpe(const std::vector<std::pair<std::string, int>>& vocabulary,
                                   const std::vector<std::pair<std::string, std::string>>& merges,
                                   SentencePieceOptions options, const std::string& where)
    : options_(std::move(options)) {
    tokens_ = tokenTable(vocabulary, options_.specials, ids_, where);
    specials_ = SpecialTokens(options_.specials, options_.strips);
    for (int b = 0; b < 256; ++b) {
        char name[8];
        std::snprintf(name, sizeof name, "<0x%02X>", b);
        const auto it = ids_.find(name);
        byteIds_[b] = it == ids_.end() ? -1 : it->second;
    }
    if (const auto it = ids_.find(options_.unknown); it != ids_.end()) unknownId_ = it->second;
    int rank = 0;
    for (const auto& [a, b] : merges)
        ranks_.emplace(a + "\n" + b, rank++);
}

void SentencePieceBpe::encodeSegment(const std::string& segment, bool prepend,
                                     std::vector<int>& ids) const {
    if (segment.empty()) return;
    std::string text = prepend ? kSpace : std::string();
    for (char c : segment)
        text += c == ' ' ? kSpace : std::string(1, c);
    std::vector<std::string> word;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = std::max<std::size_t>(1, decodeUtf8At(text, i).length);
        word.push_back(text.substr(i, n));
        i += n;
    }
    applyMerges(word, ranks_);
    for (const std::string& symbol : word) {
        if (const auto it = ids_.find(symbol); it != ids_.end()) {
            ids.push_back(it->second);
            continue;
        }
        for (unsigned char b : symbol) { // byte fallback
            require(byteIds_[b] >= 0 || unknownId_ >= 0,
                    Message("attn", "token \"%1\" is missing from the vocabulary").arg(symbol));
            ids.push_back(byteIds_[b] >= 0 ? byteIds_[b] : unknownId_);
        }
    }
}

std::vector<int> SentencePieceBpe::encode(const std::string& text) const {
    using Prepend = SentencePieceOptions::Prepend;
    std::vector<int> ids = options_.prefix;
    specials_.split(text, ids, [&](const std::string& segment, std::size_t start) {
        // A Metaspace puts no "▁" before a segment that starts with one already.
        const bool prepend = (options_.prepend == Prepend::Always ||
                              (options_.prepend == Prepend::First && start == 0)) &&
                             !(options_.metaspace && !segment.empty() && segment[0] == ' ');
        encodeSegment(segment, prepend, ids);
    });
    ids.insert(ids.end(), options_.suffix.begin(), options_.suffix.end());
    return ids;
}

std::string SentencePieceBpe::tokenBytes(int id) const {
    require(id >= 0 && id < vocabularySize(),
            Message("attn", "token id %1 is outside the vocabulary of %2")
                .arg(id)
                .arg(vocabularySize()));
    const std::string& token = tokens_[std::size_t(id)];
    for (int b = 0; b < 256; ++b)
        if (byteIds_[b] == id) return std::string(1, char(b));
    std::string text;
    for (std::size_t i = 0; i < token.size();) {
        if (token.compare(i, kSpace.size(), kSpace) == 0) {
            text += ' ';
            i += kSpace.size();
        } else {
            text += token[i++];
        }
    }
    return text;
}

} // namespace attn
