// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A decoder writing a continuation token by token, as transformers' generate does, with what
// each step attended to: the query row of the text's last token over every token so far (the
// cache), in every layer and head.
#include "core/attention/layer_heads.h"
#include "core/models/common/what_if.h"
#include "core/models/language/language_model.h"
#include "core/models/language/next_token.h"

#include <vector>

namespace attn {

struct GenerationOptions {
    int newTokens = 20; ///< how many tokens to write, 1 to kMaxNewTokens
    /// How each token is chosen: temperature 0 is greedy (the likeliest), else one drawn from
    /// nextTokens' choices (top-k, then top-p) with sampleToken.
    NextTokenOptions sampling{0, 50, 1};
    unsigned seed = 0;    ///< the same seed writes the same tokens
    ForwardWhatIf whatIf; ///< heads knocked out at every step
    static constexpr int kMaxNewTokens = 1024;
};

struct GenerationStep {
    int id = 0;             ///< the token written
    double probability = 0; ///< its softmax(logits / t) probability over the whole vocabulary
    /// Its softmax(logits) probability, at temperature 1: how likely the model finds it,
    /// whatever the temperature it was chosen at (at 0, probability is 1 by definition).
    double modelProbability = 0;
    LayerHeadAttention rows; ///< [L][H] of (1, T): the last token's attention when it was chosen
};

struct Generation {
    std::vector<int> ids;              ///< the prompt, then the tokens written
    std::vector<GenerationStep> steps; ///< one per token written
};

/// Writes options.newTokens tokens after prompt (non-empty ids of model's vocabulary). Step s
/// reads the prompt and the s tokens written before it, the earlier ones from a key/value
/// cache (DecoderCache; all of them again for a mean ablation): its rows are the
/// attention of that text's last token (rows sum to 1), equal to the rows of those positions
/// in one forward pass over the whole result (causal attention). A text longer than the model's
/// positions keeps its last positions, as LanguageModel::greedy does. Throws InputError for an
/// encoder, an empty prompt, a newTokens outside 1 .. kMaxNewTokens or bad sampling options.
Generation generate(const LanguageModel& model, const std::vector<int>& prompt,
                    const GenerationOptions& options);

} // namespace attn
