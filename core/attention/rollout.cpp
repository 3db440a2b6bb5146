// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/rollout.h"

#include "core/base/check.h"
#include "core/base/gemm.h"

#include <algorithm>
#include <vector>

namespace attn {

namespace {

/// Sets the share `ratio` of fused's entries with the lowest weights to 0, never entry (0, 0)
/// (the [CLS] token's own), as vit-explain drops them: the k = floor(ratio * T * T) smallest
/// in row-major order (ties to the earlier entry), entry (0, 0) skipped if among them. The
/// k-th smallest value is found by selection, not by sorting all T^2.
void discardLowest(RowMatrixXf& fused, float ratio) {
    const Eigen::Index t = fused.rows(), count = Eigen::Index(double(ratio) * double(t * t));
    if (count <= 0) return;
    float* w = fused.data();
    std::vector<float> values(w, w + t * t);
    std::nth_element(values.begin(), values.begin() + (count - 1), values.end());
    const float cut = values[std::size_t(count - 1)];
    Eigen::Index equalsToDrop = count - (fused.array() < cut).count();
    for (Eigen::Index k = 0; k < t * t; ++k) {
        const bool dropped = w[k] < cut || (w[k] == cut && equalsToDrop-- > 0);
        if (dropped && k != 0) w[k] = 0.0f;
    }
}

/// Layer l's heads fused, the lowest discarded, the residual added (0.5 A + 0.5 I), rows
/// renormalised to sum 1: (T,T). Rows are shared among the OpenMP threads.
RowMatrixXf fusedLayer(const LayerHeadAttention& attention, std::size_t l, HeadFusion fusion,
                       float discardRatio) {
    const auto& heads = attention[l];
    const Eigen::Index t = attention[0][0].rows();
    require(!heads.empty(), Message("attn", "attention rollout: layer %1 has no heads").arg(l + 1));
    for (std::size_t h = 0; h < heads.size(); ++h)
        require(heads[h].rows() == t && heads[h].cols() == t,
                Message("attn", "attention rollout: layer %1 head %2 is %3, expected %4")
                    .arg(l + 1)
                    .arg(h + 1)
                    .arg(shapeOf(heads[h]))
                    .arg(shapeOf(t, t)));
    RowMatrixXf fused(t, t);
#pragma omp parallel for schedule(static)
    for (Eigen::Index i = 0; i < t; ++i) {
        auto row = fused.row(i);
        row = heads[0].row(i);
        for (std::size_t h = 1; h < heads.size(); ++h) {
            if (fusion == HeadFusion::Mean)
                row += heads[h].row(i);
            else if (fusion == HeadFusion::Max)
                row = row.cwiseMax(heads[h].row(i));
            else
                row = row.cwiseMin(heads[h].row(i));
        }
        if (fusion == HeadFusion::Mean) row /= float(heads.size());
    }
    discardLowest(fused, discardRatio);
#pragma omp parallel for schedule(static)
    for (Eigen::Index i = 0; i < t; ++i) {
        auto row = fused.row(i);
        row *= 0.5f;
        row(i) += 0.5f;
        row /= row.sum();
    }
    return fused;
}

void checkLayers(const LayerHeadAttention& attention, float discardRatio) {
    require(!attention.empty(), Message("attn", "attention rollout needs at least one layer"));
    require(discardRatio >= 0 && discardRatio < 1,
            Message("attn", "the discard ratio must be at least 0 and below 1, got %1")
                .arg(discardRatio));
    require(!attention[0].empty(), Message("attn", "attention rollout: layer 1 has no heads"));
}

} // namespace

Eigen::MatrixXf attentionRollout(const LayerHeadAttention& attention, HeadFusion fusion,
                                 float discardRatio) {
    checkLayers(attention, discardRatio);
    const Eigen::Index t = attention[0][0].rows();
    RowMatrixXf rollout = RowMatrixXf::Identity(t, t), next(t, t);
    for (std::size_t l = 0; l < attention.size(); ++l) {
        const RowMatrixXf fused = fusedLayer(attention, l, fusion, discardRatio);
        multiplyIntoInParallel(constView(fused), constView(rollout), view(next));
        rollout.swap(next);
    }
    return rollout;
}

Eigen::RowVectorXf attentionRolloutRow(const LayerHeadAttention& attention, Eigen::Index row,
                                       HeadFusion fusion, float discardRatio) {
    checkLayers(attention, discardRatio);
    const Eigen::Index t = attention[0][0].rows();
    require(row >= 0 && row < t,
            Message("attn", "attention rollout: row %1 is outside 0..%2").arg(row).arg(t - 1));
    Eigen::RowVectorXf r = Eigen::RowVectorXf::Unit(t, row);
    for (std::size_t l = attention.size(); l-- > 0;)
        r = r * fusedLayer(attention, l, fusion, discardRatio); // e^T A_L ... A_1, last first
    return r;
}

} // namespace attn
