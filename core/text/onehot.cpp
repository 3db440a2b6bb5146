// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/onehot.h"

#include "core/base/check.h"
#include "core/text/text_segments.h"

#include <unordered_map>

namespace attn {

namespace {

std::vector<std::string> segmentsOf(const std::string& text, SegmentKind kind, bool dropBlank) {
    std::vector<std::string> tokens;
    for (const TextSegment& s : segmentText(text, kind))
        if (!dropBlank || !isBlankSegment(text, s))
            tokens.push_back(text.substr(s.begin, s.end - s.begin));
    return tokens;
}

} // namespace

std::vector<std::string> tokenizeWords(const std::string& text) {
    return segmentsOf(text, SegmentKind::Words, true);
}

std::vector<std::string> tokenizeCharacters(const std::string& text) {
    return segmentsOf(text, SegmentKind::Characters, false);
}

OneHotEmbedding oneHotEmbedding(const std::vector<std::string>& tokens) {
    require(!tokens.empty(),
            Message("attn", "one-hot embedding needs at least one token, got an empty text"));
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
