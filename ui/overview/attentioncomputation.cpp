// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/overview/attentioncomputation.h"

#include "core/attention/attention.h"
#include "core/attention/multihead.h"
#include "core/base/check.h"
#include "core/text/onehot.h"
#include "core/text/token_embedding.h"

#include <cmath>
#include <string>

namespace attn::ui {

FigureResults computeFigureResults(const FigureSettings& settings) {
    const std::vector<std::string> words = tokenizeWords(settings.text.toStdString());
    require(!words.empty(), Message("attn", "The sentence has no words: type at least one word."));
    require(words.size() <= std::size_t(kMaxTokens),
            Message("attn", "The sentence has %1 words; at most %2 can be shown.")
                .arg(int(words.size()))
                .arg(kMaxTokens));
    require(settings.heads >= 1 && settings.heads <= kMaxHeads,
            Message("attn", "The number of heads must be between 1 and %1, not %2.")
                .arg(kMaxHeads)
                .arg(settings.heads));
    require(std::isfinite(settings.temperature) && settings.temperature > 0,
            Message("attn", "The temperature must be a positive number, not %1.")
                .arg(QString::number(settings.temperature).toStdString()));

    const OneHotEmbedding embedding = oneHotEmbedding(words);
    const Eigen::MatrixXf& x = embedding.vectors; // (T,V)

    AttentionOptions selfOptions;
    selfOptions.score = ScoreFunction::Dot;
    selfOptions.temperature = float(settings.temperature);
    const AttentionResult self = attention(x, x, x, selfOptions);

    const Eigen::MatrixXf tokens = tokenEmbedding(words, kTokenDim, settings.seed); // (T,E)
    MultiHeadShape shape;
    shape.queryDim = kTokenDim;
    shape.keyDim = kTokenDim;
    shape.valueDim = kTokenDim;
    shape.heads = settings.heads;
    shape.headDim = kHeadDim;
    shape.headValueDim = kHeadDim;
    shape.outputDim = kTokenDim;
    const MultiHeadWeights weights = randomMultiHeadWeights(shape, settings.seed);
    MultiHeadOptions headOptions;
    headOptions.score = ScoreFunction::ScaledDot;
    headOptions.temperature = float(settings.temperature);
    const MultiHeadResult heads = multiHeadAttention(tokens, tokens, tokens, weights, headOptions);

    FigureResults results;
    for (const std::string& w : words)
        results.tokens << QString::fromStdString(w);
    for (const std::string& w : embedding.vocabulary)
        results.vocabulary << QString::fromStdString(w);
    results.oneHotWeights = self.weights;
    results.headWeights.reserve(heads.headWeights.size());
    for (const auto& w : heads.headWeights)
        results.headWeights.emplace_back(w);
    results.headDim = kHeadDim;
    return results;
}

} // namespace attn::ui
