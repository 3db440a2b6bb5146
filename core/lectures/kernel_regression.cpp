// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lectures/kernel_regression.h"

#include "core/base/check.h"
#include "core/base/random.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace attn {

float regressionTruth(float x) {
    return 2.0f * std::sin(x) + std::pow(std::max(x, 0.0f), 0.8f);
}

RegressionSamples makeRegressionSamples(int n, float noise, unsigned seed) {
    require(n >= 2 && n <= kMaxRegressionSamples,
            Message("attn", "number of samples must be from 2 to %1, not %2")
                .arg(kMaxRegressionSamples)
                .arg(n));
    require(std::isfinite(noise) && noise >= 0,
            Message("attn", "noise must be a finite number >= 0, not %1").arg(noise));
    RegressionSamples s;
    s.x = (randomUniform(n, 1, seed, 0.5f * kRegressionXMax).array() + 0.5f * kRegressionXMax)
              .matrix();
    std::sort(s.x.data(), s.x.data() + n);
    const Eigen::VectorXf eps = randomNormal(n, 1, seed + 1);
    s.y.resize(n);
    for (int i = 0; i < n; ++i)
        s.y(i) = regressionTruth(s.x(i)) + noise * eps(i);
    return s;
}

Eigen::VectorXf regressionQueries(int m) {
    require(m >= 2, Message("attn", "at least 2 queries needed, not %1").arg(m));
    return Eigen::VectorXf::LinSpaced(m, 0.0f, kRegressionXMax);
}

namespace {

/// Shared body: logit(i,j) = -((q_i - k_j) * scale)^2 / 2.
Eigen::MatrixXf kernelWeights(const Eigen::Ref<const Eigen::VectorXf>& queries,
                              const Eigen::Ref<const Eigen::VectorXf>& keys, double scale,
                              bool leaveDiagonalOut) {
    requireNonEmpty(queries, Message("attn", "queries"));
    requireNonEmpty(keys, Message("attn", "keys"));
    requireFinite(queries, Message("attn", "queries"));
    requireFinite(keys, Message("attn", "keys"));
    const Eigen::Index m = queries.size(), n = keys.size();
    if (leaveDiagonalOut)
        require(m == n && n >= 2, Message("attn", "leave-one-out needs as many queries as keys (at "
                                                  "least 2), got %1 queries and %2 keys")
                                      .arg(m)
                                      .arg(n));
    Eigen::MatrixXf weights(m, n);
    std::vector<double> logits(size_t(n), 0.0);
    for (Eigen::Index i = 0; i < m; ++i) {
        double best = -std::numeric_limits<double>::infinity();
        for (Eigen::Index j = 0; j < n; ++j) {
            const double u = (double(queries(i)) - double(keys(j))) * scale;
            logits[size_t(j)] = (leaveDiagonalOut && i == j)
                                    ? -std::numeric_limits<double>::infinity()
                                    : -0.5 * u * u;
            best = std::max(best, logits[size_t(j)]);
        }
        double sum = 0;
        for (double& l : logits) {
            l = std::exp(l - best); // exp(-inf) = 0 for the left-out key
            sum += l;
        }
        for (Eigen::Index j = 0; j < n; ++j)
            weights(i, j) = float(logits[size_t(j)] / sum);
    }
    return weights;
}

} // namespace

Eigen::MatrixXf gaussianKernelWeights(const Eigen::Ref<const Eigen::VectorXf>& queries,
                                      const Eigen::Ref<const Eigen::VectorXf>& keys, float sigma,
                                      bool leaveDiagonalOut) {
    require(std::isfinite(sigma) && sigma > 0,
            Message("attn", "kernel width sigma must be a finite number > 0, not %1").arg(sigma));
    return kernelWeights(queries, keys, 1.0 / double(sigma), leaveDiagonalOut);
}

Eigen::MatrixXf parametricKernelWeights(const Eigen::Ref<const Eigen::VectorXf>& queries,
                                        const Eigen::Ref<const Eigen::VectorXf>& keys, float w,
                                        bool leaveDiagonalOut) {
    require(std::isfinite(w) && w != 0,
            Message("attn", "kernel parameter w must be a finite non-zero number, not %1").arg(w));
    return kernelWeights(queries, keys, double(w), leaveDiagonalOut);
}

Eigen::VectorXf poolValues(const Eigen::Ref<const Eigen::MatrixXf>& weights,
                           const Eigen::Ref<const Eigen::VectorXf>& values) {
    require(weights.cols() == values.size(), Message("attn", "weights %1 need %2 values, got %3")
                                                 .arg(shapeOf(weights))
                                                 .arg(weights.cols())
                                                 .arg(values.size()));
    return weights * values;
}

double leaveOneOutLoss(const Eigen::Ref<const Eigen::VectorXf>& x,
                       const Eigen::Ref<const Eigen::VectorXf>& y, float w) {
    require(x.size() == y.size(),
            Message("attn", "inputs x (%1) and targets y (%2) differ in length")
                .arg(x.size())
                .arg(y.size()));
    const Eigen::MatrixXf weights = parametricKernelWeights(x, x, w, true);
    const Eigen::VectorXd error = (weights * y - y).cast<double>();
    return error.squaredNorm() / double(x.size());
}

KernelFit fitKernelWidth(const Eigen::Ref<const Eigen::VectorXf>& x,
                         const Eigen::Ref<const Eigen::VectorXf>& y, float startW) {
    require(std::isfinite(startW) && startW > 0,
            Message("attn", "the fit needs a start w > 0, not %1").arg(startW));
    KernelFit fit;
    fit.startW = startW;
    fit.startLoss = leaveOneOutLoss(x, y, startW);
    // Coarse grid in log w: the loss is smooth but not convex in w.
    constexpr int kGrid = 61;
    const double lo = std::log(0.1), hi = std::log(100.0);
    int best = 0;
    for (int g = 0; g < kGrid; ++g) {
        const double w = std::exp(lo + (hi - lo) * g / (kGrid - 1));
        fit.curveW.push_back(w);
        fit.curveLoss.push_back(leaveOneOutLoss(x, y, float(w)));
        if (fit.curveLoss[size_t(g)] < fit.curveLoss[size_t(best)]) best = g;
    }
    // Golden section between the grid neighbours of the best point.
    double a = std::log(fit.curveW[size_t(std::max(0, best - 1))]);
    double b = std::log(fit.curveW[size_t(std::min(kGrid - 1, best + 1))]);
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    auto loss = [&](double logW) { return leaveOneOutLoss(x, y, float(std::exp(logW))); };
    double c = b - ratio * (b - a), d = a + ratio * (b - a);
    double fc = loss(c), fd = loss(d);
    for (int step = 0; step < 40; ++step) {
        if (fc < fd) {
            b = d;
            d = c;
            fd = fc;
            c = b - ratio * (b - a);
            fc = loss(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + ratio * (b - a);
            fd = loss(d);
        }
    }
    fit.w = float(std::exp(fc < fd ? c : d));
    fit.loss = std::min(fc, fd);
    if (fit.curveLoss[size_t(best)] < fit.loss) {
        fit.w = float(fit.curveW[size_t(best)]);
        fit.loss = fit.curveLoss[size_t(best)];
    }
    if (fit.startLoss < fit.loss) { // the start was already better than the searched range
        fit.w = startW;
        fit.loss = fit.startLoss;
    }
    return fit;
}

} // namespace attn
