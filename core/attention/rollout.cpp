#include "core/attention/rollout.h"

#include "core/base/check.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace attn {

namespace {

/// Sets the share `ratio` of fused's entries with the lowest weights to 0, never entry (0, 0)
/// (the [CLS] token's own), as vit-explain drops them: the k = floor(ratio * T * T) smallest
/// in row-major order (ties to the earlier entry), entry (0, 0) skipped if among them.
void discardLowest(Eigen::MatrixXf& fused, float ratio) {
    const Eigen::Index t = fused.rows(), count = Eigen::Index(double(ratio) * double(t * t));
    if (count <= 0) return;
    std::vector<Eigen::Index> order(static_cast<std::size_t>(t * t));
    std::iota(order.begin(), order.end(), 0);
    const auto at = [&](Eigen::Index flat) -> float& { return fused(flat / t, flat % t); };
    std::stable_sort(order.begin(), order.end(),
                     [&](Eigen::Index a, Eigen::Index b) { return at(a) < at(b); });
    for (Eigen::Index i = 0; i < count; ++i)
        if (order[std::size_t(i)] != 0) at(order[std::size_t(i)]) = 0.0f;
}

} // namespace

Eigen::MatrixXf attentionRollout(const std::vector<std::vector<RowMatrixXf>>& attention,
                                 HeadFusion fusion, float discardRatio) {
    require(!attention.empty(), Message("attn", "attention rollout needs at least one layer"));
    require(discardRatio >= 0 && discardRatio < 1,
            Message("attn", "the discard ratio must be at least 0 and below 1, got %1")
                .arg(discardRatio));
    require(!attention[0].empty(), Message("attn", "attention rollout: layer 1 has no heads"));
    const Eigen::Index t = attention[0][0].rows();
    Eigen::MatrixXf rollout = Eigen::MatrixXf::Identity(t, t);
    for (std::size_t l = 0; l < attention.size(); ++l) {
        const auto& heads = attention[l];
        require(!heads.empty(),
                Message("attn", "attention rollout: layer %1 has no heads").arg(l + 1));
        Eigen::MatrixXf fused = heads[0];
        for (std::size_t h = 0; h < heads.size(); ++h) {
            require(heads[h].rows() == t && heads[h].cols() == t,
                    Message("attn", "attention rollout: layer %1 head %2 is %3, expected %4")
                        .arg(l + 1)
                        .arg(h + 1)
                        .arg(shapeOf(heads[h]))
                        .arg(shapeOf(t, t)));
            if (h == 0) continue;
            if (fusion == HeadFusion::Mean)
                fused += heads[h];
            else if (fusion == HeadFusion::Max)
                fused = fused.cwiseMax(Eigen::MatrixXf(heads[h]));
            else
                fused = fused.cwiseMin(Eigen::MatrixXf(heads[h]));
        }
        if (fusion == HeadFusion::Mean) fused /= float(heads.size());
        discardLowest(fused, discardRatio);
        fused = 0.5f * fused + 0.5f * Eigen::MatrixXf::Identity(t, t);
        const Eigen::VectorXf sums = fused.rowwise().sum();
        fused = sums.cwiseInverse().asDiagonal() * fused;
        rollout = fused * rollout;
    }
    return rollout;
}

} // namespace attn
