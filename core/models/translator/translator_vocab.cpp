// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/translator/translator_vocab.h"

#include "core/base/check.h"
#include "core/io/json.h"
#include "core/text/utf8.h"

#include <cmath>
#include <unordered_set>

namespace attn {

namespace {

const char* const kSpecials[] = {"<pad>", "<bos>", "<eos>", "<unk>"};

char32_t lowered(char32_t cp) {
    if (cp >= 'A' && cp <= 'Z') return cp + 32;
    if (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) return cp + 32;        // À..Þ except ×
    if (cp == 0x152 || cp == 0x178) return cp == 0x152 ? 0x153 : 0xFF; // Œ, Ÿ
    return cp;
}

bool isSpace(char32_t cp) {
    return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || cp == 0xA0 || cp == 0x202F || cp == 0x2009;
}

bool isPunctuation(char32_t cp) {
    switch (cp) {
    case '.':
    case ',':
    case ';':
    case ':':
    case '!':
    case '?':
    case '"':
    case '(':
    case ')':
    case 0xAB:
    case 0xBB: // « »
        return true;
    default:
        return false;
    }
}

bool attachesLeft(const std::string& w) {
    return w == "." || w == "," || w == ";" || w == ":" || w == "!" || w == "?" || w == ")";
}

} // namespace

int TranslatorVocab::id(const std::string& word) const {
    const auto it = ids.find(word);
    return it == ids.end() ? unknownId : it->second;
}

const std::string& TranslatorVocab::word(int id) const {
    static const std::string unknown = "<unk>";
    return id >= 0 && id < size() ? words[std::size_t(id)] : unknown;
}

TranslatorVocab makeTranslatorVocab(std::vector<std::string> words, const std::string& origin) {
    require(words.size() >= 4,
            Message("attn", "%1: a vocabulary needs at least the 4 special words, got %2 words")
                .arg(origin)
                .arg(words.size()));
    require(words.size() <= 1000000,
            Message("attn", "%1: %2 words is more than the 1000000 allowed")
                .arg(origin)
                .arg(words.size()));
    for (int i = 0; i < 4; ++i)
        require(words[std::size_t(i)] == kSpecials[i],
                Message("attn", "%1: word %2 must be \"%3\", got \"%4\"")
                    .arg(origin)
                    .arg(i)
                    .arg(kSpecials[i])
                    .arg(words[std::size_t(i)]));
    TranslatorVocab v;
    v.ids.reserve(words.size());
    for (std::size_t i = 0; i < words.size(); ++i) {
        require(!words[i].empty(), Message("attn", "%1: word %2 is empty").arg(origin).arg(i));
        const auto [it, inserted] = v.ids.emplace(words[i], int(i));
        if (!inserted)
            throw InputError(Message("attn", "%1: word \"%2\" appears twice (ids %3 and %4)")
                                 .arg(origin)
                                 .arg(words[i])
                                 .arg(it->second)
                                 .arg(i));
    }
    v.words = std::move(words);
    return v;
}

TranslatorVocab readTranslatorVocab(const std::string& path) {
    const JsonValue json = readJsonFile(path);
    require(json.type == JsonValue::Type::Array,
            Message("attn", "%1: expected a JSON array of words").arg(path));
    std::vector<std::string> words;
    words.reserve(json.array.size());
    for (std::size_t i = 0; i < json.array.size(); ++i) {
        require(json.array[i].type == JsonValue::Type::String,
                Message("attn", "%1: entry %2 is not a string").arg(path).arg(i));
        words.push_back(json.array[i].string);
    }
    return makeTranslatorVocab(std::move(words), path);
}

TranslatorVocab readPieceVocab(const std::string& path) {
    const JsonValue json = readJsonFile(path);
    require(json.isObject() && !json.object.empty() && json.object.size() <= 1000000,
            Message("attn", "%1: expected a JSON object mapping each piece to its id").arg(path));
    TranslatorVocab v;
    v.words.resize(json.object.size());
    for (const auto& [piece, id] : json.object) {
        const double n = id.number;
        require(id.type == JsonValue::Type::Number && n >= 0 && n < double(v.words.size()) &&
                    n == std::floor(n) && v.words[std::size_t(n)].empty() && !piece.empty(),
                Message("attn", "%1: \"%2\" must map to an id of its own from 0 to %3")
                    .arg(path)
                    .arg(piece)
                    .arg(v.words.size() - 1));
        v.words[std::size_t(n)] = piece;
        v.ids.emplace(piece, int(n));
    }
    require(v.contains("<unk>"), Message("attn", "%1: \"<unk>\" is missing").arg(path));
    v.unknownId = v.ids.at("<unk>");
    return v;
}

std::vector<std::string> splitWords(const std::string& text) {
    std::vector<std::string> words;
    std::string current;
    auto flush = [&] {
        if (!current.empty()) words.push_back(std::move(current));
        current.clear();
    };
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char ch = decodeUtf8At(text, i);
        if (!ch.valid) { // keep a stray byte as it is
            current += text[i];
            i += 1;
            continue;
        }
        i += ch.length;
        char32_t cp = ch.codePoint;
        if (cp == 0x2019) cp = '\'';
        if (isSpace(cp)) {
            flush();
        } else if (isPunctuation(cp)) {
            flush();
            appendUtf8(current, cp);
            flush();
        } else if (cp == '\'') {
            current += '\'';
            flush();
        } else {
            appendUtf8(current, lowered(cp));
        }
    }
    flush();
    return words;
}

std::string joinWords(const std::vector<std::string>& words) {
    std::string out;
    bool glue = true; // no space before the first word
    for (const std::string& w : words) {
        if (!glue && !attachesLeft(w)) out += ' ';
        out += w;
        glue = w == "(" || (!w.empty() && w.back() == '\'');
    }
    return out;
}

std::vector<std::string> EncodedWords::unknownWords() const {
    std::vector<std::string> out;
    std::unordered_set<std::string> seen;
    for (std::size_t i = 0; i < words.size(); ++i)
        if (unknown[i] && seen.insert(words[i]).second) out.push_back(words[i]);
    return out;
}

EncodedWords encodeWords(const TranslatorVocab& vocab, const std::string& text) {
    EncodedWords e;
    e.words = splitWords(text);
    for (const std::string& w : e.words) {
        const int id = vocab.id(w);
        const bool unknown = !vocab.contains(w);
        e.ids.push_back(unknown ? TranslatorVocab::unk : id);
        e.unknown.push_back(unknown);
    }
    return e;
}

} // namespace attn
