#pragma once
// Every layer's and head's attention of a forward pass against a (L,H,T,T) fixture.
#include "core/attention/softmax.h"
#include "core/io/npy.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace testing {

/// got: [layer][head] of (T,T), expected: (L,H,T,T) -> the largest |got - expected|, or
/// infinity when the shapes differ.
inline double layerAttentionDifference(const std::vector<std::vector<attn::RowMatrixXf>>& got,
                                       const attn::NpyArray& expected) {
    const std::vector<std::size_t>& s = expected.shape;
    if (s.size() != 4 || got.size() != s[0] || got.empty() || got[0].size() != s[1] ||
        got[0][0].rows() != Eigen::Index(s[2]) || s[2] != s[3])
        return std::numeric_limits<double>::infinity();
    const std::size_t t = s[2];
    double worst = 0;
    for (std::size_t l = 0; l < s[0]; ++l)
        for (std::size_t h = 0; h < s[1]; ++h) {
            const Eigen::Map<const attn::RowMatrixXf> e(
                expected.data.data() + (l * s[1] + h) * t * t, Eigen::Index(t), Eigen::Index(t));
            worst = std::max(worst, double((got[l][h] - e).cwiseAbs().maxCoeff()));
        }
    return worst;
}

} // namespace testing
