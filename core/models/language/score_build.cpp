// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/language/score_build.h"

#include "core/attention/masks.h"
#include "core/attention/multihead.h"
#include "core/base/check.h"

#include <cmath>
#include <limits>

namespace attn {

ScoreBuild buildScore(const LanguageModel& model, const std::vector<int>& ids, int layer, int head,
                      int query) {
    const ModelShape shape = model.shape();
    const Eigen::Index t = Eigen::Index(ids.size());
    require(head >= 0 && head < shape.heads,
            Message("attn", "head %1 does not exist: the model has %2 heads")
                .arg(head + 1)
                .arg(shape.heads));
    require(
        query >= 0 && query < t,
        Message("attn", "token %1 does not exist: the text has %2 tokens").arg(query + 1).arg(t));
    const Eigen::MatrixXf x = model.attentionInput(ids, layer); // checks the layer
    const MultiHeadWeights& w = model.layerAttention(layer);
    const MultiHeadOptions o = model.attentionOptions(layer, t);
    const auto [queries, keys] = scoredQueriesKeys(x, x, w, o);
    const int d = w.headDim(), g = w.keyValueHeadOf(head);
    ScoreBuild b;
    b.query = queries.row(query).segment(Eigen::Index(head) * d, d).transpose();
    b.keys = keys.middleCols(Eigen::Index(g) * d, d);
    b.products = (b.keys.array().rowwise() * b.query.transpose().array()).matrix();
    b.dots = b.products.rowwise().sum();
    b.scale = o.scale > 0 ? o.scale : 1.0f / std::sqrt(float(d));
    b.softcap = o.softcap;
    b.scores = b.dots * b.scale;
    if (b.softcap > 0) b.scores = b.softcap * (b.scores / b.softcap).array().tanh();
    const BlockMatrix blocked = combinedMask(o.mask, t, t);
    for (Eigen::Index j = 0; j < t; ++j)
        if (blocked(query, j)) b.scores(j) = -std::numeric_limits<float>::infinity();
    const float largest = b.scores.maxCoeff();
    b.weights = (b.scores.array() - largest).exp().matrix();
    b.weights /= b.weights.sum();
    return b;
}

} // namespace attn
