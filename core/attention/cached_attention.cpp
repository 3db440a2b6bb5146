// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/cached_attention.h"

#include "core/attention/attention.h"
#include "core/attention/rotary.h"
#include "core/base/check.h"

#include <algorithm>

namespace attn {

namespace {

/// Only what a decoder's self-attention uses: the cache holds no other options' numbers.
void requireDecoderOptions(const MultiHeadOptions& o) {
    const bool mean =
        std::find(o.ablation.begin(), o.ablation.end(), HeadAblation::Mean) != o.ablation.end();
    require(o.score == ScoreFunction::ScaledDot && o.temperature == 1.0f &&
                o.aggregation == HeadAggregation::Concat && o.mask.causal &&
                o.mask.paddedKeys.empty() && o.mask.blocked.size() == 0 && !mean &&
                o.outputCount < 0,
            Message("attn", "a key/value cache serves a decoder's causal scaled-dot "
                            "self-attention only, every new row, without mean ablation"));
}

/// rows += bias (empty: none).
void addBias(Eigen::MatrixXf& rows, const Eigen::VectorXf& bias) {
    if (bias.size()) rows.rowwise() += bias.transpose();
}

/// cache part (T,C) then n more rows -> (T+n,C).
void append(Eigen::MatrixXf& cache, const Eigen::MatrixXf& rows) {
    const Eigen::Index t = cache.rows();
    if (t == 0) {
        cache = rows;
        return;
    }
    cache.conservativeResize(t + rows.rows(), Eigen::NoChange);
    cache.bottomRows(rows.rows()) = rows;
}

} // namespace

void cachedSelfAttention(const Eigen::Ref<const Eigen::MatrixXf>& x, const MultiHeadWeights& w,
                         const MultiHeadOptions& options, KeyValueCache& cache,
                         MultiHeadResult& result) {
    requireDecoderOptions(options);
    const Eigen::Index past = cache.tokens(), n = x.rows(), ei = w.headDim(), eh = w.headValueDim();
    const int g = w.keyValueHeads();
    require(x.cols() == w.wq.rows() && x.cols() == w.wk.rows() && x.cols() == w.wv.rows() &&
                (past == 0 || (cache.keys.cols() == g * ei && cache.values.cols() == g * eh)),
            Message("attn", "new rows %1 do not fit the projections or the cache %2")
                .arg(shapeOf(x))
                .arg(shapeOf(cache.keys)));
    Eigen::MatrixXf q = x * w.wq, k = x * w.wk, v = x * w.wv;
    addBias(q, w.bq);
    addBias(k, w.bk);
    addBias(v, w.bv);
    normaliseProjection(q, w.heads, w.queryNorm);
    normaliseProjection(k, g, w.keyNorm);
    if (!options.rotaryFrequencies.empty()) {
        const RotaryAngles angles(options.rotaryFrequencies, past + n, options.rotaryScale);
        angles.rotate(q, w.heads, past);
        angles.rotate(k, g, past);
    }
    append(cache.keys, k);
    append(cache.values, v);
    const float factor = scoreFactor(ScoreFunction::ScaledDot, options.scale, ei);
    result.headWeights.assign(std::size_t(w.heads), RowMatrixXf());
    result.headScores.clear();
    result.headOutputs.resize(n, w.heads * eh);
    for (int h = 0; h < w.heads; ++h) {
        const int kv = w.keyValueHeadOf(h);
        RowMatrixXf& weights = result.headWeights[std::size_t(h)];
        weights.noalias() =
            q.middleCols(h * ei, ei) * cache.keys.middleCols(kv * ei, ei).transpose() * factor;
        softcapInPlace(weights, options.softcap);
        maskQueryRows(weights, past, options.mask); // row i is the query at position past + i
        softmaxRowsInPlace(weights);
        result.headOutputs.middleCols(h * eh, eh).noalias() =
            weights * cache.values.middleCols(kv * eh, eh);
    }
    ablateHeads(options.ablation, eh, result.headOutputs);
    result.output.noalias() = result.headOutputs * w.wo;
    addBias(result.output, w.bo);
    result.projectedQueries = std::move(q);
    result.projectedKeys.resize(0, 0);
    result.projectedValues.resize(0, 0);
    result.fullyMaskedRows.clear();
}

} // namespace attn
