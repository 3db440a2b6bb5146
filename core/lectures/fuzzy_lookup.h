// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention as a fuzzy dictionary lookup. A Python dict answers d["type"] exactly and raises
// KeyError for d["kind"]; attention compares the query with every key, turns the scores into
// weights with a softmax and returns the weighted mixture of all values.
//
// Words are embedded by a small built-in feature vector (no trained model):
//  * hashed character trigrams: the word is lower-cased and wrapped in boundary markers
//    ("#kind#" -> "#ki", "kin", "ind", "nd#"); each trigram adds 1 to bucket
//    FNV-1a(trigram) mod kTrigramBuckets; the bucket vector is normalised to length 1. Words
//    that share spelling ("color", "colour") share trigrams.
//  * a hand-made synonym table (synonymGroups()): one feature per group of words with the
//    same meaning, e.g. {type, kind, sort, category, model}, {color, colour, hue, shade},
//    {age, old, years, year}. A word in a group gets 1 in that feature.
// The two unit parts are averaged with weight 1/sqrt(2) each when the word is in a group
// (so spelling and meaning count alike), and the whole vector is multiplied by sqrt(D): its
// components then have mean square 1, as the sqrt(d) argument of scaled dot-product
// attention assumes. Score(q, k) = q·k / sqrt(D) = sqrt(D) cos(q, k).
#include <Eigen/Core>

#include <optional>
#include <string>
#include <vector>

namespace attn {

/// Buckets of the trigram hash: 236 keeps the example's words and the usual queries (color,
/// colour, age, year, old, type, kind, model, shade, ...) from sharing a bucket by chance.
constexpr int kTrigramBuckets = 236;

/// A group of words that mean the same, named by its first word.
struct SynonymGroup {
    std::vector<std::string> words;
};

/// The built-in synonym table, one feature per group.
const std::vector<SynonymGroup>& synonymGroups();

/// D = kTrigramBuckets + synonymGroups().size().
int wordFeatureSize();

/// word -> (D), scaled to length sqrt(D); a word with no letters gives zeros.
/// Throws InputError for an empty (or only white-space) word.
Eigen::VectorXf embedWord(const std::string& word);

struct DictionaryEntry {
    std::string key;
    std::string value; ///< a number ("22") or any text ("pickup")
};

/// The lecture's example {'color': 'blue', 'age': 22, 'type': 'pickup'}.
std::vector<DictionaryEntry> exampleDictionary();

struct FuzzyLookup {
    Eigen::VectorXf scores;       ///< (n) q·k_i / sqrt(D)
    Eigen::VectorXf weights;      ///< (n) softmax(scores / temperature), sums to 1
    int exactIndex = -1;          ///< the entry whose key equals the query exactly, else -1
    std::optional<double> number; ///< sum_i w_i v_i when every value is a number
    /// (value, weight) sorted by weight, largest first, the same value merged.
    std::vector<std::pair<std::string, float>> mixture;
};

/// entries:(n >= 1, keys non-empty) -> weights over the keys for query. temperature > 0.
/// Throws InputError for an empty query or key, no entries or a bad temperature.
FuzzyLookup fuzzyLookup(const std::vector<DictionaryEntry>& entries, const std::string& query,
                        float temperature = 1.0f);

/// The value if s is a whole number or decimal ("22", "-1.5e3"), else nothing.
std::optional<double> parseNumber(const std::string& s);

} // namespace attn
