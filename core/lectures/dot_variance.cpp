// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lectures/dot_variance.h"

#include "core/attention/softmax.h"
#include "core/base/check.h"
#include "core/base/random.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <string>

namespace attn {

namespace {

/// N(0,1) draws from a seeded mt19937 by Box-Muller, streamed (no matrix is kept).
class NormalStream {
  public:
    explicit NormalStream(unsigned seed) : m_gen(seed) {}
    double next() {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        const double r = std::sqrt(-2.0 * std::log(unit()));
        const double theta = 2.0 * M_PI * unit();
        m_spare = r * std::sin(theta);
        m_hasSpare = true;
        return r * std::cos(theta);
    }

    /// z1·z2 of one Box-Muller pair (z1, z2), two independent N(0,1): with r² = −2 ln u1 and
    /// θ = 2π u2, z1 z2 = r² cos θ sin θ = −ln(u1) sin(2θ). One log and one sine per product.
    double product() { return -std::log(unit()) * std::sin(4.0 * M_PI * unit()); }

  private:
    double unit() { return (double(m_gen()) + 1.0) / 4294967296.0; }
    std::mt19937 m_gen;
    double m_spare = 0;
    bool m_hasSpare = false;
};

void requireDim(int d) {
    require(d >= 1 && d <= kMaxDotDim,
            Message("attn", "dimension d must be from 1 to %1, not %2").arg(kMaxDotDim).arg(d));
}

} // namespace

double sampleVariance(const Eigen::Ref<const Eigen::VectorXf>& v) {
    require(v.size() >= 2,
            Message("attn", "a variance needs at least 2 values, got %1").arg(v.size()));
    const Eigen::VectorXd x = v.cast<double>();
    const double mean = x.mean();
    return (x.array() - mean).square().sum() / double(x.size() - 1);
}

DotSamples sampleDotProducts(int d, int n, unsigned seed) {
    requireDim(d);
    require(n >= 2 && n <= kMaxDotSamples,
            Message("attn", "number of samples N must be from 2 to %1, not %2")
                .arg(kMaxDotSamples)
                .arg(n));
    DotSamples s;
    s.dim = d;
    s.dots.resize(n);
    NormalStream normal(seed);
    for (int i = 0; i < n; ++i) {
        double dot = 0;
        for (int c = 0; c < d; ++c)
            dot += normal.product(); // q_c * k_c
        s.dots(i) = float(dot);
    }
    s.scaled = s.dots / std::sqrt(float(d));
    s.dotVariance = sampleVariance(s.dots);
    s.scaledVariance = sampleVariance(s.scaled);
    return s;
}

SoftmaxRowsExample exampleSoftmaxRows(int d, int rows, int keys, unsigned seed) {
    requireDim(d);
    require(rows >= 1 && keys >= 1 && rows <= 256 && keys <= 256,
            Message("attn", "example rows and keys must be from 1 to 256, not %1 and %2")
                .arg(rows)
                .arg(keys));
    const Eigen::MatrixXf q = randomNormal(rows, d, seed);
    const Eigen::MatrixXf k = randomNormal(keys, d, seed + 1);
    const Eigen::MatrixXf scores = q * k.transpose();
    return {softmaxRows(scores).weights, softmaxRows(scores / std::sqrt(float(d))).weights};
}

MaxWeightCurve meanMaxWeight(const std::vector<int>& dims, int keys, int trials, unsigned seed) {
    require(keys >= 2 && keys <= 1024,
            Message("attn", "keys must be from 2 to 1024, not %1").arg(keys));
    require(trials >= 1 && trials <= 100000,
            Message("attn", "trials must be from 1 to 100000, not %1").arg(trials));
    MaxWeightCurve curve;
    curve.dims = dims;
    for (size_t n = 0; n < dims.size(); ++n) {
        const int d = dims[n];
        requireDim(d);
        NormalStream normal(seed + unsigned(n));
        Eigen::MatrixXf scores(trials, keys);
        Eigen::VectorXd q(d);
        for (int t = 0; t < trials; ++t) {
            for (int c = 0; c < d; ++c)
                q(c) = normal.next();
            for (int j = 0; j < keys; ++j) {
                double dot = 0;
                for (int c = 0; c < d; ++c)
                    dot += q(c) * normal.next();
                scores(t, j) = float(dot);
            }
        }
        curve.unscaled.push_back(
            softmaxRows(scores).weights.rowwise().maxCoeff().cast<double>().mean());
        curve.scaled.push_back(softmaxRows(scores / std::sqrt(float(d)))
                                   .weights.rowwise()
                                   .maxCoeff()
                                   .cast<double>()
                                   .mean());
    }
    return curve;
}

std::vector<int> powersOfTwo(int maxDim) {
    std::vector<int> dims;
    for (int d = 1; d <= maxDim; d *= 2)
        dims.push_back(d);
    return dims;
}

Eigen::VectorXf histogram(const Eigen::Ref<const Eigen::VectorXf>& v, int bins, double lo,
                          double hi) {
    require(bins >= 1 && bins <= 10000,
            Message("attn", "bins must be from 1 to 10000, not %1").arg(bins));
    require(std::isfinite(lo) && std::isfinite(hi) && hi > lo,
            Message("attn", "histogram range [%1, %2] is empty").arg(lo).arg(hi));
    Eigen::VectorXf counts = Eigen::VectorXf::Zero(bins);
    const double width = (hi - lo) / bins;
    for (Eigen::Index i = 0; i < v.size(); ++i) {
        if (!std::isfinite(v(i))) continue;
        const int b = std::clamp(int(std::floor((double(v(i)) - lo) / width)), 0, bins - 1);
        counts(b) += 1;
    }
    return counts;
}

} // namespace attn
