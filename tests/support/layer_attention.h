// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every layer's and head's attention of a forward pass against a (L,H,T,T) fixture.
#include "core/attention/softmax.h"
#include "core/io/npy.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace testing {

/// got: [layer][head] of (rows,cols) (row- or column-major), expected: (L,H,rows,cols) -> the
/// largest |got - expected|, or infinity when the shapes differ.
template <typename Matrix>
double layerAttentionDifference(const std::vector<std::vector<Matrix>>& got,
                                const attn::NpyArray& expected) {
    const std::vector<std::size_t>& s = expected.shape;
    if (s.size() != 4 || got.size() != s[0] || got.empty())
        return std::numeric_limits<double>::infinity();
    const Eigen::Index rows = Eigen::Index(s[2]), cols = Eigen::Index(s[3]);
    double worst = 0;
    for (std::size_t l = 0; l < s[0]; ++l) {
        if (got[l].size() != s[1]) return std::numeric_limits<double>::infinity();
        for (std::size_t h = 0; h < s[1]; ++h) {
            if (got[l][h].rows() != rows || got[l][h].cols() != cols)
                return std::numeric_limits<double>::infinity();
            const Eigen::Map<const attn::RowMatrixXf> e(
                expected.data.data() + (l * s[1] + h) * std::size_t(rows * cols), rows, cols);
            worst = std::max(worst, double((got[l][h] - e).cwiseAbs().maxCoeff()));
        }
    }
    return worst;
}

} // namespace testing
