// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The logit lens: what a decoder would predict if it stopped after each of its blocks, each
// position's residual stream read through the final norm and the unembedding.
#include "core/models/common/what_if.h"
#include "core/models/language/language_model.h"

#include <vector>

namespace attn {

struct LensLayer {
    int layer = 0;                     ///< 0-based; the last layer's reading is the model's own
    std::vector<int> ids;              ///< (T) the likeliest next token at each position
    std::vector<double> probabilities; ///< (T) its softmax probability over the whole vocabulary
};

/// ids:(T) -> one LensLayer per block, first to last, with whatIf's heads knocked out (its
/// keepResiduals is implied). The last layer's ids are the argmax of forward()'s logits.
/// Throws InputError for an encoder and for ids the model refuses.
std::vector<LensLayer> logitLens(const LanguageModel& model, const std::vector<int>& ids,
                                 ForwardWhatIf whatIf = {});

} // namespace attn
