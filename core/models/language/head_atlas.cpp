// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/language/head_atlas.h"

#include "core/base/check.h"
#include "core/text/utf8.h"

#include <cstdio>
#include <random>
#include <set>

#include <unicode/uchar.h>

namespace attn {

namespace {

bool isSpecial(const std::string& text) {
    return text.size() > 2 && ((text.front() == '[' && text.back() == ']') ||
                               (text.front() == '<' && text.back() == '>'));
}

bool isDelimiterText(const std::string& text) {
    if (text.empty()) return false;
    if (isSpecial(text)) return true;
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char c = decodeUtf8At(text, i);
        if (!c.valid || !(u_isUWhiteSpace(UChar32(c.codePoint)) || u_ispunct(UChar32(c.codePoint))))
            return false;
        i += c.length;
    }
    return true;
}

/// n tokens drawn at random (the same every call) from the text's own tokens, special ones
/// left out, or from the whole vocabulary when the text has fewer than two others: a random
/// sequence, but of tokens the model knows how to read in that context.
std::vector<int> randomTokens(const LanguageModel& model, const std::vector<int>& text, int n) {
    std::vector<int> pool;
    for (int id : text)
        if (!isSpecial(model.tokenText(id))) pool.push_back(id);
    if (std::set<int>(pool.begin(), pool.end()).size() < 2) {
        pool.clear();
        const int vocabulary = model.vocabularySize();
        for (int id = 0; id < vocabulary; ++id)
            if (!isSpecial(model.tokenText(id))) pool.push_back(id);
    }
    std::mt19937 random(20240511u);
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1);
    std::vector<int> ids;
    for (int i = 0; i < n; ++i)
        ids.push_back(pool[pick(random)]);
    return ids;
}

} // namespace

std::vector<bool> delimiterTokens(const LanguageModel& model, const std::vector<int>& ids) {
    std::vector<bool> flags;
    for (int id : ids)
        flags.push_back(isDelimiterText(model.tokenText(id)));
    return flags;
}

HeadAtlas headAtlas(const LanguageModel& model, const std::vector<int>& ids,
                    const ModelOutput& out) {
    const ModelShape shape = model.shape();
    HeadAtlas atlas;
    atlas.layers = int(out.attention.size());
    atlas.heads = atlas.layers ? int(out.attention[0].size()) : 0;
    const std::vector<bool> delimiters = delimiterTokens(model, ids);
    for (const auto& layer : out.attention)
        for (const RowMatrixXf& w : layer)
            atlas.metrics.push_back(headMetrics(w, delimiters, !shape.encoder));

    std::vector<int> repeated = model.encode(""); // the leading special tokens, if any
    if (shape.encoder && !repeated.empty()) repeated.pop_back(); // [CLS] without its [SEP]
    const int offset = int(repeated.size());
    const int n = std::min(kInductionTokens, (shape.positions - offset) / 2);
    if (n < 2) return atlas;
    const std::vector<int> tokens = randomTokens(model, ids, n);
    repeated.insert(repeated.end(), tokens.begin(), tokens.end());
    repeated.insert(repeated.end(), tokens.begin(), tokens.end());
    const ModelOutput twice = model.forward(repeated, {}, LogitRows::Last);
    for (int l = 0; l < atlas.layers; ++l)
        for (int h = 0; h < atlas.heads; ++h)
            atlas.metrics[std::size_t(l * atlas.heads + h)].induction =
                inductionScore(twice.attention[std::size_t(l)][std::size_t(h)], n, offset);
    return atlas;
}

std::string headAtlasCsv(const HeadAtlas& atlas) {
    std::string csv =
        "layer,head,entropy,previous_token,first_token,delimiter,induction,mean_distance\n";
    char line[256];
    for (int l = 0; l < atlas.layers; ++l)
        for (int h = 0; h < atlas.heads; ++h) {
            const HeadMetrics& m = atlas.at(l, h);
            std::snprintf(line, sizeof line, "%d,%d,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g\n", l + 1, h + 1,
                          m.entropy, m.previousToken, m.firstToken, m.delimiter, m.induction,
                          m.meanDistance);
            csv += line;
        }
    return csv;
}

} // namespace attn
