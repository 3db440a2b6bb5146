// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The head atlas: what every head of a language model does on a text, measured (entropy,
// previous token, first token, delimiters, mean distance) plus its induction score on a
// sequence of random tokens typed twice.
#include "core/attention/head_metrics.h"
#include "core/models/language/language_model.h"

#include <string>
#include <vector>

namespace attn {

struct HeadAtlas {
    int layers = 0;                   ///< L
    int heads = 0;                    ///< H
    std::vector<HeadMetrics> metrics; ///< (L*H), layer by layer: metrics[l*H + h]

    const HeadMetrics& at(int layer, int head) const {
        return metrics[std::size_t(layer * heads + head)];
    }
};

/// ids:(T) -> (T): whether each token is a delimiter: its text only spaces and punctuation,
/// or a special token ("[SEP]", "<|endoftext|>": brackets around a name).
std::vector<bool> delimiterTokens(const LanguageModel& model, const std::vector<int>& ids);

/// ids:(T), T >= 2, and out = model.forward(ids) -> every head's metrics on the text; the
/// induction scores come from one more forward pass over kInductionTokens tokens drawn at
/// random from the text's own (the same draw every time), typed twice, after the tokenizer's
/// leading special tokens (e.g. [CLS] or a BOS).
HeadAtlas headAtlas(const LanguageModel& model, const std::vector<int>& ids,
                    const ModelOutput& out);
constexpr int kInductionTokens = 50;

/// The atlas as CSV: a header line, then one line per head (layer and head from 1).
std::string headAtlasCsv(const HeadAtlas& atlas);

} // namespace attn
