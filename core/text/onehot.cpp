#include "core/text/onehot.h"

#include "core/base/check.h"
#include "core/text/utf8.h"

#include <cctype>
#include <unordered_map>

namespace attn {

namespace {

bool isWordByte(unsigned char c) {
    return c >= 0x80 || std::isalnum(c) || c == '\'' || c == '_';
}

} // namespace

std::vector<std::string> tokenizeWords(const std::string& text) {
    std::vector<std::string> tokens;
    std::string word;
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const std::size_t len = decodeUtf8At(text, i).length;
        if (isWordByte(c)) {
            word.append(text, i, len);
        } else {
            if (!word.empty()) tokens.push_back(std::move(word));
            word.clear();
            if (!std::isspace(c) && std::isprint(c)) tokens.emplace_back(1, char(c));
        }
        i += len;
    }
    if (!word.empty()) tokens.push_back(std::move(word));
    return tokens;
}

std::vector<std::string> tokenizeCharacters(const std::string& text) {
    std::vector<std::string> tokens;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t len = decodeUtf8At(text, i).length;
        tokens.push_back(text.substr(i, len));
        i += len;
    }
    return tokens;
}

OneHotEmbedding oneHotEmbedding(const std::vector<std::string>& tokens) {
    require(!tokens.empty(), "one-hot embedding needs at least one token, got an empty text");
    OneHotEmbedding e;
    std::unordered_map<std::string, int> index;
    std::vector<int> ids;
    for (const std::string& t : tokens) {
        auto [it, inserted] = index.emplace(t, int(e.vocabulary.size()));
        if (inserted) e.vocabulary.push_back(t);
        ids.push_back(it->second);
    }
    e.vectors =
        Eigen::MatrixXf::Zero(Eigen::Index(tokens.size()), Eigen::Index(e.vocabulary.size()));
    for (std::size_t t = 0; t < ids.size(); ++t)
        e.vectors(Eigen::Index(t), ids[t]) = 1.0f;
    return e;
}

} // namespace attn
