#include "core/models/gpt2/gpt2_tokenizer.h"

#include "core/base/check.h"
#include "core/io/json.h"
#include "core/text/unicode_classes.h"
#include "core/text/utf8.h"

#include <climits>
#include <fstream>

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

bool isLetter(char32_t c) {
    return isUnicodeLetter(c);
}
bool isNumber(char32_t c) {
    return isUnicodeNumber(c);
}
bool isOther(char32_t c) {
    return !isUnicodeSpace(c) && !isUnicodeLetter(c) && !isUnicodeNumber(c);
}

/// Length of the match of " ?[class]+" at i, or 0.
std::size_t classRun(const std::u32string& s, std::size_t i, bool (*inClass)(char32_t)) {
    std::size_t j = i + (s[i] == U' ' ? 1 : 0);
    const std::size_t start = j;
    while (j < s.size() && inClass(s[j]))
        ++j;
    return j > start ? j - i : 0;
}

/// Length of a contraction ('s 't 're 've 'm 'll 'd) at i, or 0.
std::size_t contraction(const std::u32string& s, std::size_t i) {
    if (s[i] != U'\'') return 0;
    for (const char32_t* suffix : {U"s", U"t", U"re", U"ve", U"m", U"ll", U"d"}) {
        const std::u32string x(suffix);
        if (s.compare(i + 1, x.size(), x) == 0) return 1 + x.size();
    }
    return 0;
}

} // namespace

std::vector<std::string> Gpt2Tokenizer::pretokenize(const std::string& text) {
    const std::u32string s = decodeUtf8(text);
    std::vector<std::string> pieces;
    for (std::size_t i = 0; i < s.size();) {
        std::size_t n = contraction(s, i);
        if (!n) n = classRun(s, i, isLetter);
        if (!n) n = classRun(s, i, isNumber);
        if (!n) n = classRun(s, i, isOther);
        if (!n) { // whitespace: \s+(?!\S) leaves the last space to the word after it
            std::size_t j = i;
            while (j < s.size() && isUnicodeSpace(s[j]))
                ++j;
            n = j - i;
            if (j < s.size() && n > 1) --n;
        }
        std::string piece;
        for (std::size_t k = i; k < i + n; ++k)
            appendUtf8(piece, s[k]);
        pieces.push_back(std::move(piece));
        i += n;
    }
    return pieces;
}

Gpt2Tokenizer Gpt2Tokenizer::load(const std::string& vocabPath, const std::string& mergesPath) {
    Gpt2Tokenizer t;
    byteSymbols(t.byteToSymbol_);
    for (int b = 0; b < 256; ++b)
        t.symbolToByte_[t.byteToSymbol_[b]] = static_cast<unsigned char>(b);
    const JsonValue vocab = readJsonFile(vocabPath, 64u << 20);
    require(vocab.isObject() && !vocab.object.empty(),
            Message("attn", "%1: expected an object of token ids").arg(vocabPath));
    t.decoder_.resize(vocab.object.size());
    for (const auto& [token, id] : vocab.object) {
        require(id.type == JsonValue::Type::Number && id.number >= 0 &&
                    id.number < double(vocab.object.size()) && id.number == double(int(id.number)),
                Message("attn", "%1: token \"%2\" has an id outside 0..%3")
                    .arg(vocabPath)
                    .arg(token)
                    .arg(vocab.object.size() - 1));
        t.encoder_[token] = int(id.number);
        t.decoder_[std::size_t(id.number)] = token;
    }
    std::ifstream merges(mergesPath);
    require(bool(merges), Message("attn", "%1: cannot open the file").arg(mergesPath));
    std::string line;
    int rank = 0, lineNo = 0;
    while (std::getline(merges, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || (lineNo == 1 && line.rfind("#version", 0) == 0)) continue;
        const std::size_t space = line.find(' ');
        require(space != std::string::npos && space > 0 && space + 1 < line.size() &&
                    line.find(' ', space + 1) == std::string::npos,
                Message("attn", "%1: line %2 is not a pair \"a b\"").arg(mergesPath).arg(lineNo));
        t.ranks_.emplace(line.substr(0, space) + "\n" + line.substr(space + 1), rank++);
    }
    return t;
}

std::vector<int> Gpt2Tokenizer::bpe(const std::string& piece) const {
    std::vector<std::string> word;
    for (unsigned char b : piece)
        word.push_back(byteToSymbol_[b]);
    while (word.size() > 1) {
        int best = INT_MAX;
        std::size_t at = 0;
        for (std::size_t i = 0; i + 1 < word.size(); ++i) {
            const auto it = ranks_.find(word[i] + "\n" + word[i + 1]);
            if (it != ranks_.end() && it->second < best) {
                best = it->second;
                at = i;
            }
        }
        if (best == INT_MAX) break;
        const std::string first = word[at], second = word[at + 1];
        std::vector<std::string> merged;
        for (std::size_t i = 0; i < word.size();) {
            if (i + 1 < word.size() && word[i] == first && word[i + 1] == second) {
                merged.push_back(first + second);
                i += 2;
            } else {
                merged.push_back(word[i++]);
            }
        }
        word.swap(merged);
    }
    std::vector<int> ids;
    for (const std::string& symbol : word) {
        const auto it = encoder_.find(symbol);
        require(it != encoder_.end(),
                Message("attn", "token \"%1\" is missing from the vocabulary").arg(symbol));
        ids.push_back(it->second);
    }
    return ids;
}

std::vector<int> Gpt2Tokenizer::encode(const std::string& text) const {
    std::vector<int> ids;
    for (const std::string& piece : pretokenize(text)) {
        const std::vector<int> part = bpe(piece);
        ids.insert(ids.end(), part.begin(), part.end());
    }
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
