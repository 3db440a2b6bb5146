// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/norms.h"

#include "core/base/threads.h"
#include "core/base/vector_kernels.h"

#include <algorithm>

namespace attn {

namespace {

/// Runs norm(first row, rows) over blocks of x's rows, in parallel when there are enough.
template <class Norm> void inRowBlocks(Eigen::Index rows, Eigen::Index cols, const Norm& norm) {
    // Blocks of 32 rows keep each column's piece a whole number of cache lines.
    constexpr Eigen::Index kBlock = 32;
#pragma omp parallel for schedule(static) if (worthThreads(rows * cols))
    for (Eigen::Index r0 = 0; r0 < rows; r0 += kBlock)
        norm(r0, std::min(kBlock, rows - r0));
}

} // namespace

Eigen::MatrixXf layerNorm(const Eigen::MatrixXf& x, const Eigen::VectorXf& weight,
                          const Eigen::VectorXf& bias, float eps) {
    Eigen::MatrixXf y(x.rows(), x.cols());
    inRowBlocks(x.rows(), x.cols(), [&](Eigen::Index r0, Eigen::Index rows) {
        layerNormRows(x.data() + r0, rows, x.cols(), x.rows(), weight.data(), bias.data(), eps,
                      y.data() + r0);
    });
    return y;
}

Eigen::MatrixXf rmsNorm(const Eigen::MatrixXf& x, const Eigen::VectorXf& weight, float eps) {
    Eigen::MatrixXf y(x.rows(), x.cols());
    inRowBlocks(x.rows(), x.cols(), [&](Eigen::Index r0, Eigen::Index rows) {
        rmsNormRows(x.data() + r0, rows, x.cols(), x.rows(), weight.data(), eps, y.data() + r0);
    });
    return y;
}

} // namespace attn
