// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/patch_maps.h"

#include "core/base/check.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace attn {

Eigen::MatrixXf patchGrid(const Eigen::Ref<const RowMatrixXf>& weights, int query, int gridWidth,
                          int gridHeight, int prefix) {
    const Eigen::Index tokens = prefix + Eigen::Index(gridWidth) * gridHeight;
    require(prefix >= 0 && gridWidth >= 1 && gridHeight >= 1 && weights.rows() == tokens &&
                weights.cols() == tokens,
            Message("attn", "attention %1 does not cover %2 prefix tokens and %3 x %4 patches")
                .arg(shapeOf(weights))
                .arg(prefix)
                .arg(gridWidth)
                .arg(gridHeight));
    require(query >= 0 && query < tokens,
            Message("attn", "token %1 does not exist: there are %2").arg(query).arg(tokens));
    Eigen::MatrixXf grid(gridHeight, gridWidth);
    for (int y = 0; y < gridHeight; ++y)
        for (int x = 0; x < gridWidth; ++x)
            grid(y, x) = weights(query, prefix + y * gridWidth + x);
    return grid;
}

Eigen::MatrixXf massMask(const Eigen::MatrixXf& map, double share) {
    require(share > 0 && share <= 1,
            Message("attn", "the share of attention to keep must be in (0, 1], got %1").arg(share));
    require(map.allFinite() && (map.array() >= 0).all(),
            Message("attn", "a patch map must hold finite weights of at least 0"));
    const Eigen::Index n = map.size();
    std::vector<Eigen::Index> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](Eigen::Index a, Eigen::Index b) { return map(a) < map(b); });
    const double total = map.cast<double>().sum();
    Eigen::MatrixXf mask = Eigen::MatrixXf::Zero(map.rows(), map.cols());
    double cumulative = 0;
    for (Eigen::Index i : order) { // from the smallest: keep once past (1 - share) of the mass
        cumulative += double(map(i));
        if (total > 0 && cumulative / total > 1.0 - share) mask(i) = 1.0f;
    }
    return mask;
}

} // namespace attn
