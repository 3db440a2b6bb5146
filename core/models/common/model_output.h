#pragma once
// What a language model's forward pass gives, for every family: the scores of the next token
// (or, for an encoder, the last hidden states) and every layer's per-head attention.
#include "core/attention/softmax.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

struct ModelOutput {
    Eigen::MatrixXf logits; ///< (T,V) next-token scores; an encoder's (T,E) last hidden states
    std::vector<std::vector<RowMatrixXf>> attention; ///< [layer][head] of (T,T)
};

} // namespace attn
