// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Words of a sentence and their one-hot vectors (the first example of the lecture notes).
#include <Eigen/Core>

#include <string>
#include <vector>

namespace attn {

/// Splits UTF-8 text into words by Unicode word boundaries in every script (ICU, see
/// core/text/text_segments.h): words keep their apostrophes, hyphens split ("state-of-the-art"
/// is 7 tokens), numbers keep their decimal point ("3.14"), each punctuation mark, symbol or
/// emoji stands alone, and white space only separates. Chinese and Japanese, written without
/// spaces, are split into the words of ICU's dictionary ("注意力机制" -> "注意力", "机制"); a
/// Persian word with a zero-width non-joiner ("می‌خواهم") stays one word.
std::vector<std::string> tokenizeWords(const std::string& text);

/// Splits UTF-8 text into user-perceived characters (grapheme clusters), white space included:
/// a letter with its combining accents, an emoji with its skin tone or a zero-width-joiner
/// sequence of emoji is one token.
std::vector<std::string> tokenizeCharacters(const std::string& text);

struct OneHotEmbedding {
    std::vector<std::string> vocabulary; ///< (V) distinct tokens in order of first appearance
    Eigen::MatrixXf vectors;             ///< (T,V) row t is the one-hot vector of token t
};

/// tokens:(T) -> vectors:(T,V). Throws InputError when tokens is empty.
OneHotEmbedding oneHotEmbedding(const std::vector<std::string>& tokens);

} // namespace attn
