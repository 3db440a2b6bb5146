// SPDX-License-Identifier: GPL-3.0-or-later
// The dispatched element-wise kernels (softmax row, tanh and erf GELU, layer normalisation) against
// the same formulas in double precision, on every instruction set the CPU has (CTest runs this
// also with ATTN_KERNEL=avx2 and eigen): values from -100 to 100, masked entries, lengths that
// leave every remainder of a vector.
#include "core/base/random.h"
#include "core/base/simd_level.h"
#include "core/base/vector_kernels.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <vector>

using namespace attn;

namespace {

constexpr float kNegInf = -std::numeric_limits<float>::infinity();

/// Largest |got - want| / max(|want|, floor) over the pair.
double relativeError(const std::vector<float>& got, const std::vector<double>& want, double floor) {
    double worst = 0;
    for (std::size_t i = 0; i < got.size(); ++i)
        worst = std::max(worst, std::abs(got[i] - want[i]) / std::max(std::abs(want[i]), floor));
    return worst;
}

std::vector<float> uniformValues(int n, float low, float high, std::uint64_t seed) {
    const Eigen::VectorXf u = randomUniform(n, 1, unsigned(seed), 1.0f); // [-1, 1]
    std::vector<float> v(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        v[std::size_t(i)] = low + (u(i) + 1.0f) / 2.0f * (high - low);
    return v;
}

} // namespace

class VectorKernels : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { qInfo("instruction set: %s", simdLevelName(simdLevel())); }

    void softmaxMatchesDouble() {
        for (int n : {1, 7, 16, 33, 100, 1031}) {
            for (float invT : {1.0f, 0.125f, 4.0f}) {
                std::vector<float> row = uniformValues(n, -40.0f, 40.0f, std::uint64_t(n));
                if (n > 3) row[2] = kNegInf;
                std::vector<double> want(row.size());
                float max = kNegInf;
                for (float x : row)
                    max = std::max(max, x);
                double sum = 0;
                for (std::size_t i = 0; i < row.size(); ++i) // of the same float argument
                    sum += want[i] = std::exp(double((row[i] - max) * invT));
                for (double& w : want)
                    w /= sum;
                QVERIFY(softmaxRow(row.data(), n, invT));
                // Relative, and absolute below 1e-30 (weights under FLT_MIN become 0).
                QVERIFY2(relativeError(row, want, 1e-30) < 2e-6,
                         qPrintable(QString("n %1, 1/T %2").arg(n).arg(invT)));
                double total = 0;
                for (float w : row)
                    total += w;
                // n float additions: at most n 2^-24 off (vectorised sums do better)
                QVERIFY(std::abs(total - 1.0) < 1e-6 + n * 6e-8);
                if (n > 3) QCOMPARE(row[2], 0.0f); // masked: exactly zero
            }
        }
    }

    void softmaxOfTinyWeightsIsZeroNotSubnormal() {
        std::vector<float> row{0.0f, -90.0f, -200.0f, kNegInf};
        QVERIFY(softmaxRow(row.data(), 4, 1.0f));
        QCOMPARE(row[0], 1.0f);
        for (int i = 1; i < 4; ++i)
            QCOMPARE(row[std::size_t(i)], 0.0f);
    }

    void softmaxOfFullyMaskedRowIsZeros() {
        std::vector<float> row(19, kNegInf);
        QVERIFY(!softmaxRow(row.data(), 19, 1.0f));
        for (float w : row)
            QCOMPARE(w, 0.0f);
    }

    void geluMatchesDouble() {
        std::vector<float> x = uniformValues(1000, -100.0f, 100.0f, 7);
        const std::vector<float> fine = uniformValues(999, -6.0f, 6.0f, 8);
        x.insert(x.end(), fine.begin(), fine.end());
        x.insert(x.end(), {0.0f, -0.0f, 1e-30f, -1e-30f, 3e38f, -3e38f});
        const std::vector<float> in = x;
        geluTanh(x.data(), std::ptrdiff_t(x.size()));
        for (std::size_t i = 0; i < x.size(); ++i) {
            const double v = in[i];
            // 0.5 v (1 + tanh(y)) as v / (1 + e^(-2y)), which keeps its precision where tanh(y)
            // is close to -1. Four roundings of 2y in float cost up to |2y| 2^-22 relatively.
            const double twoY = 2.0 * std::sqrt(2.0 / M_PI) * (v + 0.044715 * v * v * v);
            const double want = v / (1.0 + std::exp(-twoY));
            const double tolerance = 2e-6 + std::min(std::abs(twoY), 100.0) * 2.4e-7;
            // relative where the value is above 1e-30, absolute below
            QVERIFY2(std::abs(x[i] - want) <= tolerance * std::max(std::abs(want), 1e-30),
                     qPrintable(QString("gelu(%1) = %2, not %3").arg(v).arg(x[i]).arg(want)));
        }
        float nan = std::numeric_limits<float>::quiet_NaN();
        geluTanh(&nan, 1);
        QVERIFY(std::isnan(nan));
    }

    void geluErfMatchesDouble() {
        std::vector<float> x = uniformValues(1000, -100.0f, 100.0f, 9);
        const std::vector<float> fine = uniformValues(4001, -8.0f, 8.0f, 10);
        x.insert(x.end(), fine.begin(), fine.end());
        x.insert(x.end(), {0.0f, -0.0f, 1e-30f, -1e-30f, 3e38f, -3e38f, 5.656f, -5.656f});
        const std::vector<float> in = x;
        geluErf(x.data(), std::ptrdiff_t(x.size()));
        for (std::size_t i = 0; i < x.size(); ++i) {
            const double v = in[i];
            const double want = 0.5 * v * (1.0 + std::erf(v / std::sqrt(2.0)));
            QVERIFY2(std::abs(x[i] - want) <= 1.5e-6 + 4e-7 * std::abs(want),
                     qPrintable(QString("gelu(%1) = %2, not %3").arg(v).arg(x[i]).arg(want)));
        }
        float nan = std::numeric_limits<float>::quiet_NaN();
        geluErf(&nan, 1);
        QVERIFY(std::isnan(nan));
    }

    void layerNormMatchesDouble() {
        const int rows = 37, cols = 129;
        const Eigen::MatrixXf x = randomUniform(rows, cols, 3, 5.0f);
        const Eigen::VectorXf weight = randomUniform(cols, 1, 4, 1.0f),
                              bias = randomUniform(cols, 1, 5, 1.0f);
        Eigen::MatrixXf y(rows, cols);
        layerNormRows(x.data(), rows, cols, rows, weight.data(), bias.data(), 1e-5f, y.data());
        const Eigen::MatrixXd xd = x.cast<double>();
        for (int i = 0; i < rows; ++i) {
            const double mean = xd.row(i).mean();
            const double variance = (xd.row(i).array() - mean).square().mean();
            for (int j = 0; j < cols; ++j) {
                const double want =
                    (xd(i, j) - mean) / std::sqrt(variance + 1e-5) * weight(j) + bias(j);
                QVERIFY2(
                    std::abs(y(i, j) - want) < 2e-6 * (1 + std::abs(want)),
                    qPrintable(QString("(%1, %2): %3 vs %4").arg(i).arg(j).arg(y(i, j)).arg(want)));
            }
        }
        Eigen::MatrixXf inPlace = x; // y may be x
        layerNormRows(inPlace.data(), rows, cols, rows, weight.data(), bias.data(), 1e-5f,
                      inPlace.data());
        QVERIFY((inPlace - y).cwiseAbs().maxCoeff() == 0.0f);
        // Rows 5..24 alone, read and written with the whole matrix's column stride: the same
        // bits as with the other rows (threads split the rows so).
        Eigen::MatrixXf part = Eigen::MatrixXf::Zero(rows, cols);
        layerNormRows(x.data() + 5, 20, cols, rows, weight.data(), bias.data(), 1e-5f,
                      part.data() + 5);
        QVERIFY((part.middleRows(5, 20) - y.middleRows(5, 20)).cwiseAbs().maxCoeff() == 0.0f);
        QVERIFY(part.topRows(5).isZero() && part.bottomRows(rows - 25).isZero());
    }

    void rmsNormMatchesDouble() {
        const int rows = 37, cols = 129;
        const Eigen::MatrixXf x = randomUniform(rows, cols, 6, 5.0f);
        const Eigen::VectorXf weight = randomUniform(cols, 1, 7, 1.0f);
        Eigen::MatrixXf y(rows, cols);
        rmsNormRows(x.data(), rows, cols, rows, weight.data(), 0.03f, y.data());
        const Eigen::MatrixXd xd = x.cast<double>();
        for (int i = 0; i < rows; ++i) {
            const double meanSquare = xd.row(i).squaredNorm() / cols;
            for (int j = 0; j < cols; ++j) {
                const double want = xd(i, j) / std::sqrt(meanSquare + 0.03) * weight(j);
                QVERIFY2(
                    std::abs(y(i, j) - want) < 2e-6 * (1 + std::abs(want)),
                    qPrintable(QString("(%1, %2): %3 vs %4").arg(i).arg(j).arg(y(i, j)).arg(want)));
            }
        }
        Eigen::MatrixXf part = Eigen::MatrixXf::Zero(rows, cols);
        rmsNormRows(x.data() + 3, 30, cols, rows, weight.data(), 0.03f, part.data() + 3);
        QVERIFY((part.middleRows(3, 30) - y.middleRows(3, 30)).cwiseAbs().maxCoeff() == 0.0f);
    }
};

QTEST_APPLESS_MAIN(VectorKernels)
#include "tst_vector_kernels.moc"
