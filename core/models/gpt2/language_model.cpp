#include "core/models/gpt2/language_model.h"

#include "core/base/check.h"
#include "core/io/json.h"
#include "core/text/utf8.h"

#include <fstream>

namespace attn {

namespace {

bool exists(const std::string& path) {
    return bool(std::ifstream(path));
}

/// One byte that is not part of a shown character: printable ASCII as is, a space as ·, a
/// newline as \n, any other as \xNN.
void appendByte(std::string& out, unsigned char c) {
    static const char* hex = "0123456789ABCDEF";
    if (c == ' ') {
        out += "\xC2\xB7"; // middle dot shows where a token's space is
    } else if (c == '\n') {
        out += "\\n";
    } else if (c >= 0x20 && c < 0x7F) {
        out += char(c);
    } else {
        out += "\\x";
        out += hex[c >> 4];
        out += hex[c & 15];
    }
}

/// True when ch, decoded at byte i of text, is a multi-byte character a label can show: valid,
/// in its shortest form, not a surrogate and not a C1 control (U+0080 .. U+009F).
bool showable(const std::string& text, std::size_t i, const Utf8Char& ch) {
    return ch.valid && ch.length > 1 && ch.codePoint >= 0xA0 &&
           !(ch.codePoint >= 0xD800 && ch.codePoint <= 0xDFFF) &&
           text.compare(i, ch.length, encodeUtf8(ch.codePoint)) == 0;
}

/// k in 2..4 -> "₂" .. "₄" (U+2082 .. U+2084).
std::string subscript(std::size_t k) {
    return std::string("\xE2\x82") + char(0x80 + k);
}

} // namespace

std::vector<std::string> byteTokenLabels(const std::vector<std::string>& tokens) {
    std::string text;               // every token's bytes, in order
    std::vector<std::size_t> owner; // owner[p]: the token that holds byte p of text
    for (std::size_t t = 0; t < tokens.size(); ++t) {
        text += tokens[t];
        owner.insert(owner.end(), tokens[t].size(), t);
    }
    std::vector<std::string> labels(tokens.size());
    for (std::size_t p = 0; p < text.size();) {
        const Utf8Char ch = decodeUtf8At(text, p);
        if (!showable(text, p, ch)) {
            appendByte(labels[owner[p]], static_cast<unsigned char>(text[p]));
            ++p;
            continue;
        }
        const std::string character = text.substr(p, ch.length);
        labels[owner[p]] += character;
        for (std::size_t k = 1; k < ch.length; ++k)
            if (owner[p + k] != owner[p + k - 1])
                labels[owner[p + k]] += character + subscript(k + 1);
        p += ch.length;
    }
    return labels;
}

LanguageModel loadLanguageModel(const std::string& dir) {
    LanguageModel lm;
    lm.model = loadGpt2(dir);
    if (exists(dir + "/vocab.json")) {
        lm.bpe = Gpt2Tokenizer::load(dir + "/vocab.json", dir + "/merges.txt");
        require(lm.bpe->vocabularySize() <= lm.model.config.vocabSize,
                Message("attn", "%1: the tokenizer has %2 tokens but the model only %3")
                    .arg(dir)
                    .arg(lm.bpe->vocabularySize())
                    .arg(lm.model.config.vocabSize));
    } else {
        const std::string config = dir + "/tokenizer_config.json";
        require(exists(config),
                Message("attn", "%1: no tokenizer (expected vocab.json + merges.txt, or "
                                "tokenizer_config.json naming the bytes tokenizer)")
                    .arg(dir));
        const JsonValue json = readJsonFile(config);
        require(json.find("tokenizer_class") && json.stringAt("tokenizer_class", config) == "bytes",
                Message("attn", "%1: tokenizer_class must be \"bytes\" when there is no vocab.json")
                    .arg(config));
        require(
            lm.model.config.vocabSize >= 256,
            Message("attn", "%1: a bytes tokenizer needs a vocabulary of at least 256").arg(dir));
    }
    return lm;
}

std::vector<int> LanguageModel::encode(const std::string& text) const {
    if (bpe) return bpe->encode(text);
    std::vector<int> ids;
    for (unsigned char c : text)
        ids.push_back(c);
    return ids;
}

std::string LanguageModel::decode(const std::vector<int>& ids) const {
    if (bpe) return bpe->decode(ids);
    std::string text;
    for (int id : ids)
        text += char(id);
    return text;
}

std::vector<std::string> LanguageModel::tokenLabels(const std::vector<int>& ids) const {
    std::vector<std::string> tokens;
    for (int id : ids)
        tokens.push_back(bpe ? bpe->tokenBytes(id) : std::string(1, char(id)));
    return byteTokenLabels(tokens);
}

} // namespace attn
