// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention pooling as Nadaraya-Watson kernel regression: the training inputs x_i are the
// keys, their targets y_i the values, and a query x gets f(x) = sum_i alpha(x, x_i) y_i.
#include <Eigen/Core>

#include <vector>

namespace attn {

/// Noisy samples of regressionTruth: x sorted, both (n).
struct RegressionSamples {
    Eigen::VectorXf x; ///< (n) keys, sorted ascending in [0, kRegressionXMax]
    Eigen::VectorXf y; ///< (n) values, truth(x) + N(0, noise^2)
};

constexpr float kRegressionXMax = 5.0f;
constexpr int kMaxRegressionSamples = 1000;

/// The function the samples come from: 2 sin x + x^0.8 (x >= 0).
float regressionTruth(float x);

/// n samples with x uniform in [0, 5] (sorted) and y = truth(x) + noise * N(0,1), seeded.
/// Throws InputError for n outside 2 .. kMaxRegressionSamples or noise < 0 / not finite.
RegressionSamples makeRegressionSamples(int n, float noise, unsigned seed);

/// m evenly spaced queries from 0 to 5 inclusive: (m), m >= 2.
Eigen::VectorXf regressionQueries(int m);

/// queries:(m) keys:(n) -> weights:(m,n), row i = softmax_j(-(q_i - k_j)^2 / (2 sigma^2)),
/// rows sum to 1. With leaveDiagonalOut (m == n, queries == keys) entry (i,i) is excluded
/// (weight 0): each training point is predicted from the others. Computed in double so that
/// tiny sigma gives the nearest key instead of NaN. Throws InputError for sigma <= 0 or not
/// finite, empty inputs, or leaveDiagonalOut with m != n or n < 2.
Eigen::MatrixXf gaussianKernelWeights(const Eigen::Ref<const Eigen::VectorXf>& queries,
                                      const Eigen::Ref<const Eigen::VectorXf>& keys, float sigma,
                                      bool leaveDiagonalOut = false);

/// The parametric kernel softmax_j(-((q_i - k_j) w)^2 / 2): the Gaussian kernel with
/// sigma = 1/|w|. queries:(m) keys:(n) -> weights:(m,n). Throws InputError for w == 0.
Eigen::MatrixXf parametricKernelWeights(const Eigen::Ref<const Eigen::VectorXf>& queries,
                                        const Eigen::Ref<const Eigen::VectorXf>& keys, float w,
                                        bool leaveDiagonalOut = false);

/// weights:(m,n) values:(n) -> (m), f(q_i) = sum_j weights(i,j) values(j).
Eigen::VectorXf poolValues(const Eigen::Ref<const Eigen::MatrixXf>& weights,
                           const Eigen::Ref<const Eigen::VectorXf>& values);

/// Mean squared leave-one-out error of the parametric kernel on the training pairs:
/// (1/n) sum_i (f_{-i}(x_i) - y_i)^2, f_{-i} pooling over every j != i. x, y:(n), n >= 2.
double leaveOneOutLoss(const Eigen::Ref<const Eigen::VectorXf>& x,
                       const Eigen::Ref<const Eigen::VectorXf>& y, float w);

/// The fitted width of the parametric kernel and the search that found it.
struct KernelFit {
    float w = 1;                   ///< minimiser of leaveOneOutLoss
    double loss = 0;               ///< leaveOneOutLoss at w
    float startW = 1;              ///< where the fit started
    double startLoss = 0;          ///< leaveOneOutLoss at startW
    std::vector<double> curveW;    ///< the loss curve searched: w values (ascending, log-spaced)
    std::vector<double> curveLoss; ///< leaveOneOutLoss at each curveW
};

/// Fits w > 0 by a 1-D search: the loss on a log-spaced grid of w in [0.1, 100], then golden
/// section refinement around the best grid point. The result's loss never exceeds startLoss.
/// x, y:(n), n >= 2; startW > 0.
KernelFit fitKernelWidth(const Eigen::Ref<const Eigen::VectorXf>& x,
                         const Eigen::Ref<const Eigen::VectorXf>& y, float startW = 1.0f);

} // namespace attn
