// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every layer's and head's attention weights for one input: the one type the language models,
// the vision models and the translators return, the rollout reads and the exports write as a
// (L, H, queries, keys) array (writeLayerHeads in core/io/npy_stack.h).
#include "core/attention/softmax.h"

#include <vector>

namespace attn {

/// [layer][head] of (queries, keys), row-major; rows sum to 1 (padding rows are 0).
using LayerHeadAttention = std::vector<std::vector<RowMatrixXf>>;

} // namespace attn
