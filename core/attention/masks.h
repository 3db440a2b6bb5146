// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention masks: which (query, key) pairs are blocked.
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

    bool empty() const { return !causal && paddedKeys.empty() && blocked.size() == 0; }
};

/// -> (T_q,T_k) true where the pair is blocked. Throws InputError when paddedKeys is not
/// of length T_k or blocked is not (T_q,T_k).
BlockMatrix combinedMask(const Mask& mask, Eigen::Index queries, Eigen::Index keys);

/// Sets logits(i,j) = -inf wherever mask blocks (i,j). logits:(T_q,T_k).
void applyMask(Eigen::Ref<Eigen::MatrixXf> logits, const Mask& mask);

/// keys:(T_k) -> paddedKeys with the last (T_k - realLength) keys marked as padding.
std::vector<bool> paddingAfter(int realLength, int totalLength);

} // namespace attn
