// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/multihead_steps.h"

#include "core/attention/steps.h"
#include "core/base/check.h"

#include <string>

namespace attn {

MultiHeadSteps multiHeadSteps(const Eigen::Ref<const Eigen::MatrixXf>& headOutputs,
                              const MultiHeadWeights& w, HeadAggregation aggregation) {
    require(w.heads >= 1,
            Message("attn", "number of heads must be at least 1, got %1").arg(w.heads));
    const int eh = w.headValueDim();
    require(w.wq.cols() % w.heads == 0 && w.heads % w.keyValueHeads() == 0 && eh > 0 &&
                w.wv.cols() == w.keyValueHeads() * eh,
            Message("attn", "W^Q %1 and W^V %2 do not split into %3 equal heads")
                .arg(shapeOf(w.wq))
                .arg(shapeOf(w.wv))
                .arg(w.heads));
    require(w.wk.cols() * w.heads == w.wq.cols() * w.keyValueHeads(),
            Message("attn", "W^K %1 and W^Q %2 need the same E_i columns per head")
                .arg(shapeOf(w.wk))
                .arg(shapeOf(w.wq)));
    require(headOutputs.cols() == w.heads * eh,
            Message("attn", "the heads' outputs %1 need H*E_h = %2 columns, as W^V %3 gives")
                .arg(shapeOf(headOutputs))
                .arg(w.heads * eh)
                .arg(shapeOf(w.wv)));
    const bool concat = aggregation == HeadAggregation::Concat;
    if (concat)
        require(w.wo.rows() == w.heads * eh && w.wo.cols() > 0,
                Message("attn", "W^O %1 must have H*E_h = %2 rows for concatenation")
                    .arg(shapeOf(w.wo))
                    .arg(w.heads * eh));
    require(!concat || w.bo.size() == 0 || w.bo.size() == w.wo.cols(),
            Message("attn", "output bias has %1 entries, expected %2")
                .arg(w.bo.size())
                .arg(w.wo.cols()));

    const int heads = w.heads, ei = w.headDim();
    MultiHeadSteps s;
    s.aggregation = aggregation;
    s.shape.queryDim = int(w.wq.rows());
    s.shape.keyDim = int(w.wk.rows());
    s.shape.valueDim = int(w.wv.rows());
    s.shape.heads = heads;
    s.shape.headDim = ei;
    s.shape.headValueDim = eh;
    s.shape.outputDim = concat ? int(w.wo.cols()) : eh;
    s.shape.bias = w.bq.size() || w.bk.size() || w.bv.size() || (concat && w.bo.size());
    for (int h = 0; h < heads; ++h) {
        s.queryProjections.push_back(w.queryProjection(h));
        s.keyProjections.push_back(w.keyProjection(h));
        s.valueProjections.push_back(w.valueProjection(h));
        s.headOutputs.push_back(headOutputs.middleCols(h * eh, eh));
    }
    s.concat = headOutputs;
    if (concat) {
        s.wo = w.wo;
        s.bo = w.bo;
        s.output = s.concat * s.wo;
        if (s.bo.size()) s.output.rowwise() += s.bo.transpose();
    } else {
        s.output = Eigen::MatrixXf::Zero(headOutputs.rows(), eh);
        for (const Eigen::MatrixXf& h : s.headOutputs)
            s.output += h;
        s.output /= float(heads);
    }
    return s;
}

MultiHeadSteps multiHeadSteps(const Eigen::Ref<const Eigen::MatrixXf>& q,
                              const Eigen::Ref<const Eigen::MatrixXf>& k,
                              const Eigen::Ref<const Eigen::MatrixXf>& v, const MultiHeadWeights& w,
                              const MultiHeadOptions& options) {
    require(w.heads >= 1,
            Message("attn", "number of heads must be at least 1, got %1").arg(w.heads));
    require(w.wv.cols() % w.keyValueHeads() == 0 && w.wv.cols() > 0,
            Message("attn", "W^V %1 does not split into %2 equal heads")
                .arg(shapeOf(w.wv))
                .arg(w.keyValueHeads()));
    const int eh = w.headValueDim();
    Eigen::MatrixXf outputs(q.rows(), w.heads * eh);
    for (int h = 0; h < w.heads; ++h) {
        const AttentionSteps head = headSteps(q, k, v, w, h, options);
        outputs.middleCols(h * eh, eh) = head.output;
    }
    return multiHeadSteps(outputs, w, options.aggregation);
}

} // namespace attn
