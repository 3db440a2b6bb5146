// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/bert/wordpiece.h"

#include "core/base/check.h"
#include "core/io/file_read.h"
#include "core/text/normalize.h"
#include "core/text/utf8.h"

#include <unicode/uchar.h>

namespace attn {

namespace {

bool isControl(char32_t c) {
    if (c == '\t' || c == '\n' || c == '\r') return false;
    const int8_t type = u_charType(UChar32(c));
    return type == U_CONTROL_CHAR || type == U_FORMAT_CHAR;
}

bool isWhitespace(char32_t c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
           u_charType(UChar32(c)) == U_SPACE_SEPARATOR;
}

/// ASCII symbols count as punctuation too, as BERT's tokenizer has it.
bool isPunctuation(char32_t c) {
    if ((c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) ||
        (c >= 123 && c <= 126))
        return true;
    switch (u_charType(UChar32(c))) {
    case U_DASH_PUNCTUATION:
    case U_START_PUNCTUATION:
    case U_END_PUNCTUATION:
    case U_CONNECTOR_PUNCTUATION:
    case U_OTHER_PUNCTUATION:
    case U_INITIAL_PUNCTUATION:
    case U_FINAL_PUNCTUATION:
        return true;
    default:
        return false;
    }
}

/// The CJK Unified Ideographs blocks BERT spaces out (not Hangul, Hiragana or Katakana).
bool isCjkIdeograph(char32_t c) {
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x20000 && c <= 0x2A6DF) || (c >= 0x2A700 && c <= 0x2B73F) ||
           (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B820 && c <= 0x2CEAF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2F800 && c <= 0x2FA1F);
}

} // namespace

WordPieceTokenizer::WordPieceTokenizer(std::vector<std::string> vocabulary,
                                       WordPieceOptions options, const std::string& where)
    : vocabulary_(std::move(vocabulary)), options_(std::move(options)) {
    require(!vocabulary_.empty(), Message("attn", "%1: the vocabulary is empty").arg(where));
    for (std::size_t i = 0; i < vocabulary_.size(); ++i)
        require(ids_.emplace(vocabulary_[i], int(i)).second,
                Message("attn", "%1: token \"%2\" appears twice").arg(where).arg(vocabulary_[i]));
    unknownId_ = idOf(options_.unknown);
    require(unknownId_ >= 0, Message("attn", "%1: the vocabulary has no unknown token \"%2\"")
                                 .arg(where)
                                 .arg(options_.unknown));
}

WordPieceTokenizer WordPieceTokenizer::fromVocabFile(const std::string& path,
                                                     WordPieceOptions options) {
    std::istringstream in(readRegularFile(path, std::size_t(256) << 20));
    std::vector<std::string> vocabulary;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        vocabulary.push_back(line);
        require(vocabulary.size() <= 10000000,
                Message("attn", "%1: more than 10000000 tokens").arg(path));
    }
    return WordPieceTokenizer(std::move(vocabulary), std::move(options), path);
}

std::vector<std::string> WordPieceTokenizer::basicWords(const std::string& text) const {
    std::u32string cleaned;
    for (char32_t c : decodeUtf8(text)) {
        if (c == 0 || c == 0xFFFD || isControl(c)) continue;
        if (isWhitespace(c)) {
            cleaned += U' ';
        } else if (isCjkIdeograph(c)) {
            cleaned += U' ';
            cleaned += c;
            cleaned += U' ';
        } else {
            cleaned += c;
        }
    }
    std::u32string normal = options_.lowerCase ? lowercase(cleaned) : cleaned;
    if (options_.stripAccents) normal = stripAccents(normal);
    std::vector<std::string> words;
    std::string word;
    auto flush = [&] {
        if (!word.empty()) words.push_back(std::move(word));
        word.clear();
    };
    for (char32_t c : normal) {
        if (isWhitespace(c)) {
            flush();
        } else if (isPunctuation(c)) {
            flush();
            words.push_back(encodeUtf8(c));
        } else {
            appendUtf8(word, c);
        }
    }
    flush();
    return words;
}

void WordPieceTokenizer::wordPieces(const std::string& word, std::vector<int>& ids) const {
    const std::u32string chars = decodeUtf8(word);
    if (int(chars.size()) > options_.maxCharactersPerWord) {
        ids.push_back(unknownId_);
        return;
    }
    std::vector<int> pieces;
    for (std::size_t start = 0; start < chars.size();) {
        int found = -1;
        std::size_t end = chars.size();
        for (; end > start; --end) {
            std::string piece = start > 0 ? options_.prefix : std::string();
            for (std::size_t i = start; i < end; ++i)
                appendUtf8(piece, chars[i]);
            if ((found = idOf(piece)) >= 0) break;
        }
        if (found < 0) {
            ids.push_back(unknownId_);
            return;
        }
        pieces.push_back(found);
        start = end;
    }
    ids.insert(ids.end(), pieces.begin(), pieces.end());
}

std::vector<int> WordPieceTokenizer::encode(const std::string& text) const {
    std::vector<int> ids;
    for (const std::string& word : basicWords(text))
        wordPieces(word, ids);
    return ids;
}

const std::string& WordPieceTokenizer::token(int id) const {
    require(id >= 0 && id < vocabularySize(),
            Message("attn", "token id %1 is outside the vocabulary of %2")
                .arg(id)
                .arg(vocabularySize()));
    return vocabulary_[std::size_t(id)];
}

int WordPieceTokenizer::idOf(const std::string& token) const {
    const auto it = ids_.find(token);
    return it == ids_.end() ? -1 : it->second;
}

} // namespace attn
