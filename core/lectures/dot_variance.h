// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Why attention divides by sqrt(d): for q, k with d independent unit-variance components,
// q·k has variance d, so softmax over unscaled scores saturates as d grows; q·k/sqrt(d) has
// variance 1 whatever d is.
#include <Eigen/Core>

#include <vector>

namespace attn {

constexpr int kMaxDotDim = 4096;
constexpr int kMaxDotSamples = 200000;

/// n draws of q·k and q·k/sqrt(d) with q, k ~ N(0, I_d), seeded.
struct DotSamples {
    int dim = 0;
    Eigen::VectorXf dots;      ///< (n) q·k
    Eigen::VectorXf scaled;    ///< (n) q·k / sqrt(d)
    double dotVariance = 0;    ///< sample variance of dots (expected d)
    double scaledVariance = 0; ///< sample variance of scaled (expected 1)
};

/// Throws InputError for d outside 1 .. kMaxDotDim or n outside 2 .. kMaxDotSamples.
DotSamples sampleDotProducts(int d, int n, unsigned seed);

/// Unbiased sample variance of v:(n), n >= 2.
double sampleVariance(const Eigen::Ref<const Eigen::VectorXf>& v);

/// Softmax rows of `rows` random queries over `keys` random keys, all N(0, I_d), seeded.
struct SoftmaxRowsExample {
    Eigen::MatrixXf unscaled; ///< (rows,keys) softmax(q·k)
    Eigen::MatrixXf scaled;   ///< (rows,keys) softmax(q·k / sqrt(d))
};
SoftmaxRowsExample exampleSoftmaxRows(int d, int rows, int keys, unsigned seed);

/// Mean over trials of the largest softmax weight of one query over `keys` keys, for each d:
/// near 1 (one-hot) without scaling at large d, flat with scaling.
struct MaxWeightCurve {
    std::vector<int> dims;
    std::vector<double> unscaled; ///< (dims) mean max_j softmax(q·k_j)
    std::vector<double> scaled;   ///< (dims) mean max_j softmax(q·k_j / sqrt(d))
};
MaxWeightCurve meanMaxWeight(const std::vector<int>& dims, int keys, int trials, unsigned seed);

/// 1, 2, 4, ..., up to and including maxDim when it is a power of two.
std::vector<int> powersOfTwo(int maxDim);

/// Counts of v:(n) in `bins` equal bins over [lo, hi]; values outside are counted in the end
/// bins. -> (bins)
Eigen::VectorXf histogram(const Eigen::Ref<const Eigen::VectorXf>& v, int bins, double lo,
                          double hi);

} // namespace attn
