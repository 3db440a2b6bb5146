// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lectures/fuzzy_lookup.h"

#include "core/attention/softmax.h"
#include "core/base/check.h"
#include "core/base/number_text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <map>

namespace attn {

namespace {

std::string normalized(const std::string& word) {
    std::string s;
    for (unsigned char c : word)
        if (!std::isspace(c)) s += char(std::tolower(c));
    return s;
}

std::uint32_t fnv1a(const std::string& s) {
    std::uint32_t h = 2166136261u;
    for (unsigned char c : s) {
        h ^= c;
        h *= 16777619u;
    }
    return h;
}

} // namespace

const std::vector<SynonymGroup>& synonymGroups() {
    static const std::vector<SynonymGroup> groups = {
        {{"type", "kind", "sort", "category", "class", "model", "variety"}},
        {{"color", "colour", "hue", "shade", "tint", "paint"}},
        {{"age", "old", "years", "year", "how old"}},
        {{"name", "title", "label", "called"}},
        {{"size", "length", "dimension", "big", "large"}},
        {{"price", "cost", "value", "worth"}},
        {{"owner", "driver", "person", "who"}},
        {{"speed", "fast", "velocity"}},
    };
    return groups;
}

int wordFeatureSize() {
    return kTrigramBuckets + int(synonymGroups().size());
}

Eigen::VectorXf embedWord(const std::string& word) {
    const std::string w = normalized(word);
    require(!w.empty(), Message("attn", "a word to look up is empty"));
    Eigen::VectorXf trigrams = Eigen::VectorXf::Zero(kTrigramBuckets);
    const std::string marked = "#" + w + "#";
    for (size_t i = 0; i + 3 <= marked.size(); ++i)
        trigrams(int(fnv1a(marked.substr(i, 3)) % kTrigramBuckets)) += 1;
    if (trigrams.norm() > 0) trigrams.normalize();
    const auto& groups = synonymGroups();
    Eigen::VectorXf meaning = Eigen::VectorXf::Zero(Eigen::Index(groups.size()));
    for (size_t g = 0; g < groups.size(); ++g)
        for (const std::string& member : groups[g].words)
            if (normalized(member) == w) meaning(Eigen::Index(g)) = 1;
    if (meaning.norm() > 0) meaning.normalize();
    const bool hasMeaning = meaning.sum() > 0;
    const float part = hasMeaning ? float(1 / std::sqrt(2.0)) : 1.0f;
    Eigen::VectorXf v(wordFeatureSize());
    v << part * trigrams, (hasMeaning ? part : 0.0f) * meaning;
    return v * std::sqrt(float(v.size()));
}

std::vector<DictionaryEntry> exampleDictionary() {
    return {{"color", "blue"}, {"age", "22"}, {"type", "pickup"}};
}

std::optional<double> parseNumber(const std::string& s) {
    const char* begin = s.c_str();
    while (std::isspace(static_cast<unsigned char>(*begin)))
        ++begin;
    if (*begin == '\0') return std::nullopt;
    char* end = nullptr;
    const double v = parseDecimal(begin, &end);
    while (end && std::isspace(static_cast<unsigned char>(*end)))
        ++end;
    if (!end || *end != '\0' || !std::isfinite(v)) return std::nullopt;
    // parseDecimal also reads "inf", "nan" and hexadecimal; only plain decimals count as numbers.
    for (const char* c = begin; c < end; ++c)
        if (std::isalpha(static_cast<unsigned char>(*c)) && *c != 'e' && *c != 'E')
            return std::nullopt;
    return v;
}

FuzzyLookup fuzzyLookup(const std::vector<DictionaryEntry>& entries, const std::string& query,
                        float temperature) {
    require(!entries.empty(), Message("attn", "the dictionary has no entries"));
    require(std::isfinite(temperature) && temperature > 0,
            Message("attn", "temperature must be a finite number > 0, not %1").arg(temperature));
    require(!normalized(query).empty(),
            Message("attn", "the query is empty: type a word to look up"));
    const Eigen::Index n = Eigen::Index(entries.size());
    const Eigen::VectorXf q = embedWord(query);
    const float scale = 1.0f / std::sqrt(float(q.size()));
    FuzzyLookup r;
    r.scores.resize(n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const DictionaryEntry& e = entries[size_t(i)];
        require(!normalized(e.key).empty(),
                Message("attn", "dictionary entry %1 has an empty key").arg(i + 1));
        r.scores(i) = q.dot(embedWord(e.key)) * scale;
        if (e.key == query && r.exactIndex < 0) r.exactIndex = int(i);
    }
    r.weights = softmaxRows(r.scores.transpose(), temperature).weights.transpose();
    double number = 0;
    bool numeric = true;
    std::map<std::string, float> merged;
    for (Eigen::Index i = 0; i < n; ++i) {
        const std::string& value = entries[size_t(i)].value;
        merged[value] += r.weights(i);
        if (const auto v = parseNumber(value))
            number += double(r.weights(i)) * *v;
        else
            numeric = false;
    }
    if (numeric) r.number = number;
    r.mixture.assign(merged.begin(), merged.end());
    std::stable_sort(r.mixture.begin(), r.mixture.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    return r;
}

} // namespace attn
