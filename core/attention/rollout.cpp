#include "core/attention/rollout.h"

#include "core/base/check.h"

namespace attn {

Eigen::MatrixXf attentionRollout(const std::vector<std::vector<RowMatrixXf>>& attention,
                                 HeadFusion fusion) {
    require(!attention.empty(), Message("attn", "attention rollout needs at least one layer"));
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
        fused = 0.5f * fused + 0.5f * Eigen::MatrixXf::Identity(t, t);
        const Eigen::VectorXf sums = fused.rowwise().sum();
        fused = sums.cwiseInverse().asDiagonal() * fused;
        rollout = fused * rollout;
    }
    return rollout;
}

} // namespace attn
