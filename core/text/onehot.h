#pragma once
// Words of a sentence and their one-hot vectors (the first example of the lecture notes).
#include <Eigen/Core>

#include <string>
#include <vector>

namespace attn {

/// Splits UTF-8 text into words and punctuation marks: letters, digits, apostrophes and
/// any non-ASCII character form words; other visible ASCII characters stand alone.
std::vector<std::string> tokenizeWords(const std::string& text);

/// Splits UTF-8 text into characters (code points), whitespace included.
std::vector<std::string> tokenizeCharacters(const std::string& text);

struct OneHotEmbedding {
    std::vector<std::string> vocabulary; ///< (V) distinct tokens in order of first appearance
    Eigen::MatrixXf vectors;             ///< (T,V) row t is the one-hot vector of token t
};

/// tokens:(T) -> vectors:(T,V). Throws InputError when tokens is empty.
OneHotEmbedding oneHotEmbedding(const std::vector<std::string>& tokens);

} // namespace attn
