// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/steps.h"

#include "core/attention/softmax.h"
#include "core/base/check.h"

#include <cmath>
#include <string>

namespace attn {

AttentionSteps attentionSteps(const Eigen::Ref<const Eigen::MatrixXf>& q,
                              const Eigen::Ref<const Eigen::MatrixXf>& k,
                              const Eigen::Ref<const Eigen::MatrixXf>& v,
                              const AttentionOptions& options) {
    requireAttentionInputs(q, k, v);
    require(
        options.temperature > 0 && std::isfinite(options.temperature),
        Message("attn", "temperature must be a positive number, not %1").arg(options.temperature));

    AttentionSteps s;
    s.q = q;
    s.k = k;
    s.v = v;
    const bool dotKind = options.score == ScoreFunction::Dot ||
                         options.score == ScoreFunction::ScaledDot ||
                         options.score == ScoreFunction::ExpDot;
    s.raw = dotKind ? computeScores(ScoreFunction::Dot, q, k)
                    : computeScores(options.score, q, k, options.params);
    s.scale = scoreFactor(options.score, options.scale, q.cols());
    s.temperature = options.temperature;
    s.scaled = s.raw * s.scale;
    softcapInPlace(s.scaled, options.softcap);
    s.scaled /= s.temperature;
    s.masked = s.scaled;
    applyMask(s.masked, options.mask);
    SoftmaxResult normalised = softmaxRows(s.masked, 1.0f);
    s.weights = std::move(normalised.weights);
    s.fullyMaskedRows = std::move(normalised.fullyMaskedRows);
    s.output = s.weights * s.v;
    return s;
}

AttentionSteps headSteps(const Eigen::Ref<const Eigen::MatrixXf>& xq,
                         const Eigen::Ref<const Eigen::MatrixXf>& xk,
                         const Eigen::Ref<const Eigen::MatrixXf>& xv, const MultiHeadWeights& w,
                         int h, const MultiHeadOptions& options) {
    require(h >= 0 && h < w.heads,
            Message("attn", "head %1 does not exist: the layer has %2 heads").arg(h).arg(w.heads));
    require(xq.cols() == w.wq.rows(),
            Message("attn", "queries %1 do not fit W^Q %2").arg(shapeOf(xq)).arg(shapeOf(w.wq)));
    require(xk.cols() == w.wk.rows(),
            Message("attn", "keys %1 do not fit W^K %2").arg(shapeOf(xk)).arg(shapeOf(w.wk)));
    require(xv.cols() == w.wv.rows(),
            Message("attn", "values %1 do not fit W^V %2").arg(shapeOf(xv)).arg(shapeOf(w.wv)));
    const int di = w.headDim(), dh = w.headValueDim(), g = w.keyValueHeadOf(h);
    // Q and K as the scores see them: biased, normalised and rotated as the layer does.
    const auto [queries, keys] = scoredQueriesKeys(xq, xk, w, options);
    const Eigen::MatrixXf q = queries.middleCols(h * di, di), k = keys.middleCols(g * di, di);
    Eigen::MatrixXf v = xv * w.valueProjection(h);
    if (w.bv.size()) v.rowwise() += w.bv.segment(g * dh, dh).transpose();
    return attentionSteps(q, k, v, headAttentionOptions(options, h));
}

} // namespace attn
