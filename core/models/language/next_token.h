// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a language model would write next: the distribution over its vocabulary at the last
// position, as Transformer Explainer shows it, with temperature, top-k and top-p.
#include <Eigen/Core>

#include <vector>

namespace attn {

struct NextTokenOptions {
    double temperature = 1; ///< > 0 divides the logits; 0 is greedy (all probability on the best)
    int topK = 10;          ///< how many of the most likely tokens to keep, >= 1
    double topP = 1;        ///< in (0, 1]: of those, the fewest whose probabilities reach p
};

struct TokenChoice {
    int id = 0;
    double probability = 0; ///< softmax(logits / t) over the whole vocabulary, not renormalised
};

/// logits:(V) of one position -> the most likely tokens in descending order of probability
/// (ties: the smaller id first): the options.topK most likely, then top-p applied to them
/// (the first tokens whose probabilities sum to at least options.topP; at least one; a topP
/// of 1 keeps them all, as transformers' top-p of 1 does); tokens of probability 0 (all but
/// one at temperature 0) are left out. The
/// probabilities are computed in double. Throws InputError naming the option for a negative
/// or non-finite temperature, topK < 1, topP outside (0, 1], or logits that are empty or NaN.
std::vector<TokenChoice> nextTokens(const Eigen::Ref<const Eigen::VectorXf>& logits,
                                    const NextTokenOptions& options);

/// logits:(V) -> softmax(logits / temperature) over the whole vocabulary, in double; at
/// temperature 0 all of it on the first largest logit. Throws InputError as nextTokens does.
Eigen::VectorXd tokenProbabilities(const Eigen::Ref<const Eigen::VectorXf>& logits,
                                   double temperature);

/// One token drawn from chosen (nextTokens' result, non-empty) with probabilities in proportion
/// to theirs, renormalised over chosen as sampling after top-k and top-p does; the same seed
/// draws the same token. Returns an index into chosen (0, the likeliest, when one has it all).
std::size_t sampleToken(const std::vector<TokenChoice>& chosen, unsigned seed);

} // namespace attn
