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

/// Bytes as a label: printable ASCII and complete UTF-8 as is, others as \xNN, spaces as ·.
std::string printable(const std::string& bytes) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(bytes[i]);
        const Utf8Char ch = decodeUtf8At(bytes, i);
        if (c == ' ')
            out += "\xC2\xB7"; // middle dot shows where a token's space is
        else if (c == '\n')
            out += "\\n";
        else if (c >= 0x20 && c < 0x7F)
            out += char(c);
        else if (ch.valid && ch.length > 1) {
            out += bytes.substr(i, ch.length);
            i += ch.length - 1;
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

} // namespace

LanguageModel loadLanguageModel(const std::string& dir) {
    LanguageModel lm;
    lm.model = loadGpt2(dir);
    if (exists(dir + "/vocab.json")) {
        lm.bpe = Gpt2Tokenizer::load(dir + "/vocab.json", dir + "/merges.txt");
        require(lm.bpe->vocabularySize() <= lm.model.config.vocabSize,
                dir + ": the tokenizer has " + std::to_string(lm.bpe->vocabularySize()) +
                    " tokens but the model only " + std::to_string(lm.model.config.vocabSize));
    } else {
        const std::string config = dir + "/tokenizer_config.json";
        require(exists(config), dir + ": no tokenizer (expected vocab.json + merges.txt, or "
                                      "tokenizer_config.json naming the bytes tokenizer)");
        const JsonValue json = readJsonFile(config);
        require(json.find("tokenizer_class") && json.stringAt("tokenizer_class") == "bytes",
                config + ": tokenizer_class must be \"bytes\" when there is no vocab.json");
        require(lm.model.config.vocabSize >= 256,
                dir + ": a bytes tokenizer needs a vocabulary of at least 256");
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
    std::vector<std::string> labels;
    for (int id : ids)
        labels.push_back(printable(bpe ? bpe->tokenBytes(id) : std::string(1, char(id))));
    return labels;
}

} // namespace attn
