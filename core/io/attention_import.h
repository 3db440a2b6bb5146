// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention computed by other tools: a tensor file plus the tokens it is about.
#include "core/attention/layer_heads.h"

#include <string>
#include <vector>

namespace attn {

struct ImportedAttention {
    LayerHeadAttention weights;           ///< [layer][head] of (q,k)
    std::vector<std::string> queryTokens; ///< (q)
    std::vector<std::string> keyTokens;   ///< (k)
};

/// Reads attention of shape (layers, heads, q, k), (heads, q, k) or (q, k) from .npy, .npz
/// or .safetensors (tensorName picks the array of an .npz or .safetensors; empty: its only
/// or first one), and tokens from a JSON file {"tokens": [...]} (the queries and keys) or
/// {"query_tokens": [...], "key_tokens": [...]}. Throws InputError naming the file and the
/// shape or count that does not fit, or a value that is not finite.
ImportedAttention importAttention(const std::string& tensorPath, const std::string& tokensPath,
                                  const std::string& tensorName = {});

} // namespace attn
