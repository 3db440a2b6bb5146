// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/gpt2/gpt2_tokenizer.h"

#include "core/base/check.h"
#include "core/io/file_read.h"
#include "core/io/json.h"
#include "core/models/common/token_table.h"
#include "core/text/normalize.h"
#include "core/text/utf8.h"

#include <algorithm>
#include <sstream>

namespace attn {

namespace {

/// GPT-2's bytes_to_unicode: printable bytes stand for themselves, the others for 256+n.
void byteSymbols(std::string (&symbols)[256]) {
    int next = 256;
    for (int b = 0; b < 256; ++b) {
        const bool printable = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || b >= 174;
        symbols[b] = encodeUtf8(char32_t(printable ? b : next++));
    }
}

} // namespace

Gpt2Tokenizer::Gpt2Tokenizer() {
    byteSymbols(byteToSymbol_);
    for (int b = 0; b < 256; ++b)
        symbolToByte_[byteToSymbol_[b]] = static_cast<unsigned char>(b);
}

Gpt2Tokenizer::Gpt2Tokenizer(const std::vector<std::pair<std::string, int>>& vocabulary,
                             const std::vector<std::pair<std::string, std::string>>& merges,
                             ByteLevelOptions options, const std::string& where)
    : Gpt2Tokenizer() {
    options_ = std::move(options);
    decoder_ = tokenTable(vocabulary, options_.specials, encoder_, where);
    specials_ = SpecialTokens(options_.specials, options_.strips);
    int rank = 0;
    for (const auto& [a, b] : merges)
        ranks_.emplace(a + "\n" + b, rank++);
}

Gpt2Tokenizer Gpt2Tokenizer::load(const std::string& vocabPath, const std::string& mergesPath) {
    const JsonValue vocab = readJsonFile(vocabPath, 64u << 20);
    require(vocab.isObject() && !vocab.object.empty(),
            Message("attn", "%1: expected an object of token ids").arg(vocabPath));
    std::vector<std::pair<std::string, int>> tokens;
    for (const auto& [token, id] : vocab.object) {
        require(id.type == JsonValue::Type::Number && id.number >= 0 &&
                    id.number < double(vocab.object.size()) && id.number == double(int(id.number)),
                Message("attn", "%1: token \"%2\" has an id outside 0..%3")
                    .arg(vocabPath)
                    .arg(messageExcerpt(token))
                    .arg(vocab.object.size() - 1));
        tokens.emplace_back(token, int(id.number));
    }
    std::istringstream file(readRegularFile(mergesPath, std::size_t(256) << 20));
    std::vector<std::pair<std::string, std::string>> merges;
    std::string line;
    int lineNo = 0;
    while (std::getline(file, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || (lineNo == 1 && line.rfind("#version", 0) == 0)) continue;
        const std::size_t space = line.find(' ');
        require(space != std::string::npos && space > 0 && space + 1 < line.size() &&
                    line.find(' ', space + 1) == std::string::npos,
                Message("attn", "%1: line %2 is not a pair \"a b\"").arg(mergesPath).arg(lineNo));
        merges.emplace_back(line.substr(0, space), line.substr(space + 1));
    }
    return Gpt2Tokenizer(tokens, merges, {}, vocabPath);
}

std::vector<int> Gpt2Tokenizer::bpe(const std::string& piece) const {
    std::vector<std::string> word;
    for (unsigned char b : piece)
        word.push_back(byteToSymbol_[b]);
    if (options_.ignoreMerges) { // a piece that is a token already stays whole
        std::string whole;
        for (const std::string& symbol : word)
            whole += symbol;
        if (const auto it = encoder_.find(whole); it != encoder_.end()) return {it->second};
    }
    applyMerges(word, ranks_);
    std::vector<int> ids;
    for (const std::string& symbol : word) {
        const auto it = encoder_.find(symbol);
        require(it != encoder_.end(),
                Message("attn", "token \"%1\" is missing from the vocabulary").arg(symbol));
        ids.push_back(it->second);
    }
    return ids;
}

void Gpt2Tokenizer::encodePlain(const std::string& text, std::vector<int>& ids) const {
    for (const std::string& piece :
         pretokenize(options_.nfc ? normalizeNfc(text) : text, options_.split)) {
        const std::vector<int> part = bpe(piece);
        ids.insert(ids.end(), part.begin(), part.end());
    }
}

std::vector<int> Gpt2Tokenizer::encode(const std::string& text) const {
    std::vector<int> ids = options_.prefix;
    specials_.split(text, ids,
                    [&](const std::string& plain, std::size_t) { encodePlain(plain, ids); });
    ids.insert(ids.end(), options_.suffix.begin(), options_.suffix.end());
    return ids;
}

std::string Gpt2Tokenizer::tokenBytes(int id) const {
    require(id >= 0 && id < vocabularySize(),
            Message("attn", "token id %1 is outside the vocabulary of %2")
                .arg(id)
                .arg(vocabularySize()));
    std::string bytes;
    for (char32_t cp : decodeUtf8(decoder_[std::size_t(id)])) {
        const auto it = symbolToByte_.find(encodeUtf8(cp));
        if (it != symbolToByte_.end()) bytes += char(it->second);
    }
    return bytes;
}

std::string Gpt2Tokenizer::decode(const std::vector<int>& ids) const {
    std::string text;
    for (int id : ids)
        text += tokenBytes(id);
    return text;
}

} // namespace attn
