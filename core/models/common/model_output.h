// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a language model's forward pass gives, for every family: the scores of the next token
// (or, for an encoder, the last hidden states) and every layer's per-head attention.
#include "core/attention/layer_heads.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

/// Which rows of a decoder's logits a forward pass computes: every position's, or only the
/// last token's (all the window and greedy continuation read; the (E,V) product is a fifth
/// of gpt2-small's pass at 1024 tokens).
enum class LogitRows { All, Last };

struct ModelOutput {
    /// (T,V) next-token scores, (1,V) with LogitRows::Last; an encoder's (T,E) last hidden states
    Eigen::MatrixXf logits;
    LayerHeadAttention attention; ///< [layer][head] of (T,T)
    /// (L) of (T,E): the residual stream after each block, when ForwardWhatIf::keepResiduals
    std::vector<Eigen::MatrixXf> residuals;
};

} // namespace attn
