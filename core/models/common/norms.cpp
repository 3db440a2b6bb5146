// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/norms.h"

#include "core/base/threads.h"
#include "core/base/vector_kernels.h"

#include <algorithm>
#include <omp.h>

namespace attn {

namespace {

/// Runs norm(first row, rows) over blocks of x's rows, in parallel when there are enough. Each
/// thread takes one run of rows, as even as whole cache lines of a column (16 rows) allow: 197
/// rows on 2 threads are 96 and 101, where blocks handed out whole gave one thread 4 of 7.
template <class Norm> void inRowBlocks(Eigen::Index rows, Eigen::Index cols, const Norm& norm) {
    constexpr Eigen::Index kLine = 16, kBlock = 32; // a block of rows stays in L2 for 3 passes
    const Eigen::Index lines = (rows + kLine - 1) / kLine;
#pragma omp parallel if (worthThreads(rows * cols))
    {
        const Eigen::Index threads = omp_get_num_threads(), t = omp_get_thread_num();
        const Eigen::Index begin = std::min(rows, lines * t / threads * kLine);
        const Eigen::Index end = std::min(rows, lines * (t + 1) / threads * kLine);
        for (Eigen::Index r0 = begin; r0 < end; r0 += kBlock)
            norm(r0, std::min(kBlock, end - r0));
    }
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
