// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/random.h"

#include <cmath>
#include <random>

namespace attn {

namespace {

/// Uniform in (0,1] from the 32-bit output of mt19937, identical on every standard library.
double unitInterval(std::mt19937& gen) {
    return (double(gen()) + 1.0) / 4294967296.0;
}

} // namespace

Eigen::MatrixXf randomNormal(int rows, int cols, unsigned seed, float stddev) {
    std::mt19937 gen(seed);
    Eigen::MatrixXf m(rows, cols);
    const Eigen::Index n = m.size();
    for (Eigen::Index i = 0; i < n; i += 2) {
        const double r = std::sqrt(-2.0 * std::log(unitInterval(gen)));
        const double theta = 2.0 * M_PI * unitInterval(gen);
        m.data()[i] = float(stddev * r * std::cos(theta));
        if (i + 1 < n) m.data()[i + 1] = float(stddev * r * std::sin(theta));
    }
    return m;
}

Eigen::MatrixXf randomUniform(int rows, int cols, unsigned seed, float limit) {
    std::mt19937 gen(seed);
    Eigen::MatrixXf m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = float((2.0 * unitInterval(gen) - 1.0) * limit);
    return m;
}

} // namespace attn
