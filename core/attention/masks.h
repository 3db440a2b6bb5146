// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention masks: which (query, key) pairs are blocked.
#include "core/attention/softmax.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

/// A boolean matrix (T_q,T_k); true means "this query may not attend to this key".
using BlockMatrix = Eigen::Array<bool, Eigen::Dynamic, Eigen::Dynamic>;

/// Everything that can block a (query, key) pair; the parts combine with OR.
struct Mask {
    bool causal = false;          ///< block key j > query i (top-left aligned when T_q != T_k)
    std::vector<bool> paddedKeys; ///< (T_k) true = key is padding; empty = no padding
    BlockMatrix blocked;          ///< (T_q,T_k) explicit mask; empty = none
    /// > 0: a sliding window, query i sees only keys j > i - window (Mistral, Gemma): no
    /// (T_q,T_k) matrix however long the text.
    int window = 0;

    bool empty() const {
        return !causal && paddedKeys.empty() && blocked.size() == 0 && window <= 0;
    }
};

/// -> (T_q,T_k) true where the pair is blocked. Throws InputError when paddedKeys is not
/// of length T_k or blocked is not (T_q,T_k).
BlockMatrix combinedMask(const Mask& mask, Eigen::Index queries, Eigen::Index keys);

/// Sets logits(i,j) = -inf wherever mask blocks (i,j). logits:(T_q,T_k).
void applyMask(Eigen::Ref<Eigen::MatrixXf> logits, const Mask& mask);

/// logits:(rows,m), rows [r0, r0+rows) and the first m keys of the (T_q,T_k) scores -> -inf
/// wherever mask blocks: causal, window and padding as runs, an explicit mask entry by entry.
/// No checks (the fast paths' form).
void maskQueryRows(Eigen::Ref<RowMatrixXf> logits, Eigen::Index r0, const Mask& mask);

/// keys:(T_k) -> paddedKeys with the last (T_k - realLength) keys marked as padding.
std::vector<bool> paddingAfter(int realLength, int totalLength);

} // namespace attn
