#include "core/attention/multihead.h"

#include "core/attention/attention.h"
#include "core/attention/softmax.h"
#include "core/base/check.h"
#include "core/base/random.h"

#include <cmath>
#include <limits>
#include <string>

namespace attn {

MultiHeadShape MultiHeadShape::standard(int modelDim, int heads, bool bias) {
    require(heads >= 1, "number of heads must be at least 1, got " + std::to_string(heads));
    require(modelDim >= 1, "model dimension must be at least 1, got " + std::to_string(modelDim));
    require(modelDim % heads == 0, "model dimension " + std::to_string(modelDim) +
                                       " is not divisible by " + std::to_string(heads) +
                                       " heads (E_i = E/H must be whole)");
    const int perHead = modelDim / heads;
    return {modelDim, modelDim, modelDim, heads, perHead, perHead, modelDim, bias};
}

MultiHeadWeights randomMultiHeadWeights(const MultiHeadShape& s, unsigned seed) {
    require(s.heads >= 1, "number of heads must be at least 1, got " + std::to_string(s.heads));
    require(s.queryDim > 0 && s.keyDim > 0 && s.valueDim > 0 && s.headDim > 0 &&
                s.headValueDim > 0 && s.outputDim > 0,
            "multi-head sizes must all be positive: E=" + std::to_string(s.queryDim) +
                " E_k=" + std::to_string(s.keyDim) + " E_v=" + std::to_string(s.valueDim) +
                " E_i=" + std::to_string(s.headDim) + " E_h=" + std::to_string(s.headValueDim) +
                " E_a=" + std::to_string(s.outputDim));
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
    require(heads >= 1, "at least one head's W^Q is needed");
    require(int(wk.size()) == heads && int(wv.size()) == heads,
            "got " + std::to_string(heads) + " W^Q, " + std::to_string(wk.size()) + " W^K and " +
                std::to_string(wv.size()) + " W^V; one of each per head is needed");
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
                head + "W^Q " + shapeOf(wq[h]) + " differs from head 1's " + shapeOf(e, ei));
        require(wk[h].rows() == ek && wk[h].cols() == ei,
                head + "W^K " + shapeOf(wk[h]) + " must be " + shapeOf(ek, ei));
        require(wv[h].rows() == ev && wv[h].cols() == eh,
                head + "W^V " + shapeOf(wv[h]) + " differs from head 1's " + shapeOf(ev, eh));
        w.wq.middleCols(h * ei, ei) = wq[h];
        w.wk.middleCols(h * ei, ei) = wk[h];
        w.wv.middleCols(h * eh, eh) = wv[h];
    }
    require(wo.size() == 0 || wo.rows() == heads * eh,
            "W^O " + shapeOf(wo) + " must have H*E_h = " + std::to_string(heads * eh) + " rows");
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

} // namespace attn
