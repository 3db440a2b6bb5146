// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the first figure shows, computed from its settings: plain data in, plain data out.
#include <Eigen/Core>
#include <QString>
#include <QStringList>

#include <vector>

namespace attn::ui {

/// The inputs of the figure.
struct FigureSettings {
    QString text;             ///< the sentence; split into words by attn::tokenizeWords
    int heads = 4;            ///< H, number of random heads (1 .. kMaxHeads)
    unsigned seed = 1;        ///< seeds the token embeddings and the random head projections
    double temperature = 1.0; ///< every softmax divides its scores by this (> 0)

    bool operator==(const FigureSettings& o) const {
        return text == o.text && heads == o.heads && seed == o.seed && temperature == o.temperature;
    }
    bool operator!=(const FigureSettings& o) const { return !(*this == o); }
};

inline constexpr int kTokenDim = 16;    ///< E of the random token embeddings the heads read
inline constexpr int kHeadDim = 4;      ///< E_i = E_h of every random head
inline constexpr int kMaxHeads = 16;    ///< more heads than this make no readable grid
inline constexpr int kMaxTokens = 2000; ///< bounds memory: 5 matrices of (T,T) floats

/// Everything the figure draws. T = number of words, V = number of distinct words.
struct FigureResults {
    QStringList tokens;                       ///< (T) the words in order
    QStringList vocabulary;                   ///< (V) distinct words, in order of first use
    Eigen::MatrixXf oneHotWeights;            ///< (T,T) softmax_j(x_i . x_j / t), x = one-hot
    std::vector<Eigen::MatrixXf> headWeights; ///< H of (T,T): softmax(Q_h K_h^T / sqrt(E_i) / t)
    int headDim = 0;                          ///< E_i of each head
};

/// One-hot self-attention of the words (x:(T,V), plain dot scores, as in the lecture example)
/// and H random heads (W_h^Q, W_h^K:(E,E_i) Xavier-uniform from the seed, scaled dot) over
/// random token embeddings x:(T,E) (attn::tokenEmbedding: a word has the same vector in every
/// sentence, so changing one word changes what attends to it). Throws attn::InputError with a
/// readable message when the text has no words or too many, or a setting is out of range.
FigureResults computeFigureResults(const FigureSettings& settings);

} // namespace attn::ui
