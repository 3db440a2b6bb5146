// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How one head's score of one query against every key is built, as BertViz's neuron view shows
// it: the query and the keys as the scores read them (projected, normalised, turned by
// position), their products element by element, the sums, the scale, and the softmax.
#include "core/models/language/language_model.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

struct ScoreBuild {
    Eigen::VectorXf query;    ///< (d) head's query of the query token, as scored
    Eigen::MatrixXf keys;     ///< (T, d) its key/value head's key of every token, as scored
    Eigen::MatrixXf products; ///< (T, d) query ∘ key_j element by element
    Eigen::VectorXf dots;     ///< (T) q · k_j, the sum of each row of products
    float scale = 1;          ///< the scores' factor: 1/√d, or the family's
    float softcap = 0;        ///< c > 0: scores become c tanh(scores / c) (Gemma 2); else none
    Eigen::VectorXf scores;   ///< (T) the scaled (and capped) dots; -inf for keys masked off
    Eigen::VectorXf weights;  ///< (T) softmax of scores: the head's attention row
};

/// ids:(T), layer, head and query 0-based -> how head `head` of `layer` scores token `query`
/// against every token, for every family the Language model tab opens; weights equal
/// forward()'s attention[layer][head] row `query`. Throws InputError for indices out of range.
ScoreBuild buildScore(const LanguageModel& model, const std::vector<int>& ids, int layer, int head,
                      int query);

} // namespace attn
