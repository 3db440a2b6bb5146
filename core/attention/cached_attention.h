// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Multi-head self-attention over a key/value cache, as a decoder writes a text token by token:
// the new rows' keys and values are added to what the earlier rows left, and only the new
// rows' queries are scored, against every key so far.
#include "core/attention/multihead.h"

#include <Eigen/Core>

namespace attn {

/// One layer's keys and values of the T tokens so far, as the scores and the weighted sum
/// read them.
struct KeyValueCache {
    Eigen::MatrixXf keys;   ///< (T,G*E_i): projected, biased, normalised and turned
    Eigen::MatrixXf values; ///< (T,G*E_h): projected and biased
    Eigen::Index tokens() const { return keys.rows(); }
};

/// x:(n,E) the normalised input of n new tokens at positions T .. T+n-1 (T = cache.tokens())
/// -> result.headWeights: H of (n,T+n), rows sum to 1; result.output (n,E_a); the cache grows by
/// the n rows. The same numbers as multiHeadAttention(x_all, x_all, x_all, w, options) on all
/// T+n rows gives for its last n, where options' rotary frequencies and scale are those of
/// T+n positions: scaled dot scores (options.scale, softcap), causal mask and window, heads
/// knocked out to zeros. Throws InputError for another score function, temperature, mask or
/// aggregation, a mean ablation (it needs every row), a choice of output rows, or shapes that
/// disagree.
void cachedSelfAttention(const Eigen::Ref<const Eigen::MatrixXf>& x, const MultiHeadWeights& w,
                         const MultiHeadOptions& options, KeyValueCache& cache,
                         MultiHeadResult& result);

} // namespace attn
