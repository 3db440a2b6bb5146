// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/multihead.h"

#include "core/attention/attention.h"
#include "core/attention/rotary.h"
#include "core/attention/softmax.h"
#include "core/base/check.h"
#include "core/base/random.h"

#include <cmath>
#include <limits>
#include <string>

namespace attn {

MultiHeadShape MultiHeadShape::standard(int modelDim, int heads, bool bias) {
    require(heads >= 1, Message("attn", "number of heads must be at least 1, got %1").arg(heads));
    require(modelDim >= 1,
            Message("attn", "model dimension must be at least 1, got %1").arg(modelDim));
    require(
        modelDim % heads == 0,
        Message("attn", "model dimension %1 is not divisible by %2 heads (E_i = E/H must be whole)")
            .arg(modelDim)
            .arg(heads));
    const int perHead = modelDim / heads;
    return {modelDim, modelDim, modelDim, heads, perHead, perHead, modelDim, bias};
}

MultiHeadWeights randomMultiHeadWeights(const MultiHeadShape& s, unsigned seed) {
    require(s.heads >= 1,
            Message("attn", "number of heads must be at least 1, got %1").arg(s.heads));
    require(
        s.queryDim > 0 && s.keyDim > 0 && s.valueDim > 0 && s.headDim > 0 && s.headValueDim > 0 &&
            s.outputDim > 0,
        Message("attn",
                "multi-head sizes must all be positive: E=%1 E_k=%2 E_v=%3 E_i=%4 E_h=%5 E_a=%6")
            .arg(s.queryDim)
            .arg(s.keyDim)
            .arg(s.valueDim)
            .arg(s.headDim)
            .arg(s.headValueDim)
            .arg(s.outputDim));
    // Xavier-uniform: limit sqrt(6 / (fan_in + fan_out)).
    auto xavier = [](int fanIn, int fanOut, unsigned sd) {
        return randomUniform(fanIn, fanOut, sd, std::sqrt(6.0f / float(fanIn + fanOut)));
    };
    MultiHeadWeights w;
    w.heads = s.heads;
    w.wq = xavier(s.queryDim, s.heads * s.headDim, seed);
    w.wk = xavier(s.keyDim, s.heads * s.headDim, seed + 1);
    w.wv = xavier(s.valueDim, s.heads * s.headValueDim, seed + 2);
    w.wo = xavier(s.heads * s.headValueDim, s.outputDim, seed + 3);
    if (s.bias) {
        w.bq = randomUniform(s.heads * s.headDim, 1, seed + 4, 0.1f);
        w.bk = randomUniform(s.heads * s.headDim, 1, seed + 5, 0.1f);
        w.bv = randomUniform(s.heads * s.headValueDim, 1, seed + 6, 0.1f);
        w.bo = randomUniform(s.outputDim, 1, seed + 7, 0.1f);
    }
    return w;
}

MultiHeadWeights multiHeadWeightsFromHeads(const std::vector<Eigen::MatrixXf>& wq,
                                           const std::vector<Eigen::MatrixXf>& wk,
                                           const std::vector<Eigen::MatrixXf>& wv,
                                           const Eigen::MatrixXf& wo) {
    const int heads = int(wq.size());
    require(heads >= 1, Message("attn", "at least one head's W^Q is needed"));
    require(int(wk.size()) == heads && int(wv.size()) == heads,
            Message("attn", "got %1 W^Q, %2 W^K and %3 W^V; one of each per head is needed")
                .arg(heads)
                .arg(wk.size())
                .arg(wv.size()));
    const Eigen::Index e = wq[0].rows(), ek = wk[0].rows(), ev = wv[0].rows();
    const Eigen::Index ei = wq[0].cols(), eh = wv[0].cols();
    MultiHeadWeights w;
    w.heads = heads;
    w.wq.resize(e, heads * ei);
    w.wk.resize(ek, heads * ei);
    w.wv.resize(ev, heads * eh);
    for (int h = 0; h < heads; ++h) {
        const std::string head = "head " + std::to_string(h + 1) + ": ";
        require(wq[h].rows() == e && wq[h].cols() == ei,
                Message("attn", "%1W^Q %2 differs from head 1's %3")
                    .arg(head)
                    .arg(shapeOf(wq[h]))
                    .arg(shapeOf(e, ei)));
        require(wk[h].rows() == ek && wk[h].cols() == ei, Message("attn", "%1W^K %2 must be %3")
                                                              .arg(head)
                                                              .arg(shapeOf(wk[h]))
                                                              .arg(shapeOf(ek, ei)));
        require(wv[h].rows() == ev && wv[h].cols() == eh,
                Message("attn", "%1W^V %2 differs from head 1's %3")
                    .arg(head)
                    .arg(shapeOf(wv[h]))
                    .arg(shapeOf(ev, eh)));
        w.wq.middleCols(h * ei, ei) = wq[h];
        w.wk.middleCols(h * ei, ei) = wk[h];
        w.wv.middleCols(h * eh, eh) = wv[h];
    }
    require(wo.size() == 0 || wo.rows() == heads * eh,
            Message("attn", "W^O %1 must have H*E_h = %2 rows").arg(shapeOf(wo)).arg(heads * eh));
    w.wo = wo;
    return w;
}

MultiHeadResult multiHeadAttention(const Eigen::Ref<const Eigen::MatrixXf>& q,
                                   const Eigen::Ref<const Eigen::MatrixXf>& k,
                                   const Eigen::Ref<const Eigen::MatrixXf>& v,
                                   const MultiHeadWeights& w, const MultiHeadOptions& options) {
    MultiHeadResult result;
    multiHeadAttention(q, k, v, w, options, result);
    return result;
}

void normaliseProjection(Eigen::Ref<Eigen::MatrixXf> x, int heads, const ProjectionNorm& norm) {
    const Eigen::Index size = norm.weight.size();
    if (size == 0) return;
    const Eigen::Index groups = norm.acrossHeads ? 1 : heads;
    require(heads >= 1 && x.cols() == groups * size,
            Message("attn", "a query/key norm of %1 values does not fit %2 heads in %3")
                .arg(size)
                .arg(heads)
                .arg(shapeOf(x)));
    for (Eigen::Index g = 0; g < groups; ++g) {
        auto part = x.middleCols(g * size, size);
        const Eigen::ArrayXf meanSquare = part.array().square().rowwise().sum() / float(size);
        const Eigen::ArrayXf inverse = (meanSquare + norm.eps).sqrt().inverse();
        part = ((part.array().colwise() * inverse).rowwise() * norm.weight.array().transpose())
                   .matrix();
    }
}

std::pair<Eigen::MatrixXf, Eigen::MatrixXf>
scoredQueriesKeys(const Eigen::Ref<const Eigen::MatrixXf>& xq,
                  const Eigen::Ref<const Eigen::MatrixXf>& xk, const MultiHeadWeights& w,
                  const MultiHeadOptions& options) {
    require(xq.cols() == w.wq.rows() && xk.cols() == w.wk.rows(),
            Message("attn", "queries %1 and keys %2 do not fit W^Q %3 and W^K %4")
                .arg(shapeOf(xq))
                .arg(shapeOf(xk))
                .arg(shapeOf(w.wq))
                .arg(shapeOf(w.wk)));
    Eigen::MatrixXf q = xq * w.wq, k = xk * w.wk;
    if (w.bq.size()) q.rowwise() += w.bq.transpose();
    if (w.bk.size()) k.rowwise() += w.bk.transpose();
    normaliseProjection(q, w.heads, w.queryNorm);
    normaliseProjection(k, w.keyValueHeads(), w.keyNorm);
    if (!options.rotaryFrequencies.empty()) {
        const RotaryAngles angles(options.rotaryFrequencies, std::max(q.rows(), k.rows()),
                                  options.rotaryScale);
        angles.rotate(q, w.heads);
        angles.rotate(k, w.keyValueHeads());
    }
    return {std::move(q), std::move(k)};
}

void ablateHeads(const std::vector<HeadAblation>& ablation, Eigen::Index headValueDim,
                 Eigen::Ref<Eigen::MatrixXf> headOutputs) {
    for (std::size_t h = 0; h < ablation.size(); ++h) {
        auto head = headOutputs.middleCols(Eigen::Index(h) * headValueDim, headValueDim);
        if (ablation[h] == HeadAblation::Zero)
            head.setZero();
        else if (ablation[h] == HeadAblation::Mean)
            head.rowwise() = head.colwise().mean().eval();
    }
}

AttentionOptions headAttentionOptions(const MultiHeadOptions& o, int h) {
    AttentionOptions a;
    a.score = o.score;
    if (std::size_t(h) < o.headScoreParams.size()) a.params = o.headScoreParams[std::size_t(h)];
    a.mask = o.mask;
    a.temperature = o.temperature;
    a.scale = o.scale;
    a.softcap = o.softcap;
    return a;
}

} // namespace attn
