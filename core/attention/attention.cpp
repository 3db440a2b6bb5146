// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/attention.h"

#include "core/attention/softmax.h"
#include "core/base/check.h"

#include <cmath>

namespace attn {

void requireAttentionInputs(const Eigen::Ref<const Eigen::MatrixXf>& q,
                            const Eigen::Ref<const Eigen::MatrixXf>& k,
                            const Eigen::Ref<const Eigen::MatrixXf>& v) {
    requireNonEmpty(q, Message("attn", "query"));
    requireNonEmpty(k, Message("attn", "key"));
    requireNonEmpty(v, Message("attn", "value"));
    require(k.rows() == v.rows(),
            Message("attn",
                    "keys %1 and values %2 must have the same number of rows (one value per key)")
                .arg(shapeOf(k))
                .arg(shapeOf(v)));
    requireFinite(q, Message("attn", "query"));
    requireFinite(k, Message("attn", "key"));
    requireFinite(v, Message("attn", "value"));
}

AttentionResult attention(const Eigen::Ref<const Eigen::MatrixXf>& q,
                          const Eigen::Ref<const Eigen::MatrixXf>& k,
                          const Eigen::Ref<const Eigen::MatrixXf>& v,
                          const AttentionOptions& options) {
    requireAttentionInputs(q, k, v);

    AttentionResult r;
    r.scores = scaledScores(q, k, options);
    // exp-dot normalises exp(q.k) by a plain sum, which equals the softmax of q.k; working
    // from q.k keeps the weights exact where exp(q.k) itself would overflow.
    Eigen::MatrixXf logits =
        options.score == ScoreFunction::ExpDot ? Eigen::MatrixXf(q * k.transpose()) : r.scores;
    applyMask(logits, options.mask);
    SoftmaxResult normalised = softmaxRows(logits, options.temperature);
    r.weights = std::move(normalised.weights);
    r.fullyMaskedRows = std::move(normalised.fullyMaskedRows);
    r.output = r.weights * v;
    return r;
}

Eigen::MatrixXf scaledScores(const Eigen::Ref<const Eigen::MatrixXf>& q,
                             const Eigen::Ref<const Eigen::MatrixXf>& k,
                             const AttentionOptions& options) {
    Eigen::MatrixXf s = options.score == ScoreFunction::ScaledDot && options.scale > 0
                            ? Eigen::MatrixXf(q * k.transpose() * options.scale)
                            : computeScores(options.score, q, k, options.params);
    softcapInPlace(s, options.softcap);
    return s;
}

} // namespace attn
