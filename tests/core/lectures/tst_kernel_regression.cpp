// SPDX-License-Identifier: GPL-3.0-or-later
// Nadaraya-Watson attention pooling: the kernel weights against a direct double loop, their
// limits (mean for a wide kernel, nearest neighbour for a narrow one) and the fitted width.
#include "core/base/check.h"
#include "core/lectures/kernel_regression.h"

#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <cmath>

using namespace attn;

namespace {

/// The definition written out: alpha(x, x_j) = exp(-(x - x_j)^2 / 2 sigma^2) / sum_l (...).
Eigen::MatrixXf directWeights(const Eigen::VectorXf& q, const Eigen::VectorXf& k, double sigma) {
    Eigen::MatrixXf w(q.size(), k.size());
    for (Eigen::Index i = 0; i < q.size(); ++i) {
        double sum = 0;
        for (Eigen::Index j = 0; j < k.size(); ++j) {
            const double d = double(q(i)) - double(k(j));
            sum += std::exp(-d * d / (2 * sigma * sigma));
        }
        for (Eigen::Index j = 0; j < k.size(); ++j) {
            const double d = double(q(i)) - double(k(j));
            w(i, j) = float(std::exp(-d * d / (2 * sigma * sigma)) / sum);
        }
    }
    return w;
}

} // namespace

class KernelRegression : public QObject {
    Q_OBJECT

  private slots:
    void samplesAreSortedAndSeeded() {
        const RegressionSamples a = makeRegressionSamples(50, 0.5f, 7);
        const RegressionSamples b = makeRegressionSamples(50, 0.5f, 7);
        QCOMPARE(a.x.size(), 50);
        QVERIFY(a.x == b.x && a.y == b.y);
        for (int i = 1; i < 50; ++i)
            QVERIFY(a.x(i - 1) <= a.x(i));
        QVERIFY(a.x.minCoeff() >= 0 && a.x.maxCoeff() <= kRegressionXMax);
        const RegressionSamples clean = makeRegressionSamples(20, 0, 3);
        for (int i = 0; i < 20; ++i)
            QCOMPARE(clean.y(i), regressionTruth(clean.x(i)));
    }

    void weightsMatchDirectLoop_data() {
        QTest::addColumn<float>("sigma");
        QTest::newRow("sigma 0.1") << 0.1f;
        QTest::newRow("sigma 0.5") << 0.5f;
        QTest::newRow("sigma 2") << 2.0f;
    }
    void weightsMatchDirectLoop() {
        QFETCH(float, sigma);
        const RegressionSamples s = makeRegressionSamples(30, 0.5f, 2);
        const Eigen::VectorXf q = regressionQueries(25);
        const Eigen::MatrixXf w = gaussianKernelWeights(q, s.x, sigma);
        const testing::MatrixDiff diff =
            testing::compareMatrices(w, directWeights(q, s.x, sigma), 1e-6);
        QVERIFY2(diff.maxAbs <= 1e-6, qPrintable(diff.text));
        // Rows sum to 1 and the estimate is the weighted sum of the values.
        QVERIFY((w.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-5f);
        const Eigen::VectorXf f = poolValues(w, s.y);
        for (int i = 0; i < q.size(); ++i) {
            double direct = 0;
            for (int j = 0; j < s.x.size(); ++j)
                direct += double(w(i, j)) * s.y(j);
            QVERIFY(std::abs(f(i) - direct) < 1e-5);
        }
    }

    void parametricIsGaussianWithInverseWidth() {
        const RegressionSamples s = makeRegressionSamples(20, 0.5f, 4);
        const Eigen::VectorXf q = regressionQueries(11);
        const testing::MatrixDiff diff = testing::compareMatrices(
            parametricKernelWeights(q, s.x, 4.0f), gaussianKernelWeights(q, s.x, 0.25f), 1e-6);
        QVERIFY2(diff.maxAbs <= 1e-6, qPrintable(diff.text));
    }

    void wideKernelGivesTheMean() {
        const RegressionSamples s = makeRegressionSamples(40, 0.5f, 5);
        const Eigen::VectorXf f =
            poolValues(gaussianKernelWeights(regressionQueries(9), s.x, 1e4f), s.y);
        for (int i = 0; i < f.size(); ++i)
            QVERIFY2(std::abs(f(i) - s.y.mean()) < 1e-4f,
                     qPrintable(QStringLiteral("%1 vs mean %2").arg(f(i)).arg(s.y.mean())));
    }

    void narrowKernelGivesTheNearestNeighbour() {
        const RegressionSamples s = makeRegressionSamples(40, 0.5f, 6);
        const Eigen::VectorXf q = regressionQueries(37);
        const Eigen::VectorXf f = poolValues(gaussianKernelWeights(q, s.x, 1e-3f), s.y);
        for (int i = 0; i < q.size(); ++i) {
            Eigen::Index nearest = 0;
            (s.x.array() - q(i)).abs().minCoeff(&nearest);
            QVERIFY2(std::abs(f(i) - s.y(nearest)) < 1e-3f,
                     qPrintable(QStringLiteral("query %1: %2 vs nearest %3")
                                    .arg(q(i))
                                    .arg(f(i))
                                    .arg(s.y(nearest))));
        }
        // Far narrower still: no NaN, one-hot rows.
        const Eigen::MatrixXf tiny = gaussianKernelWeights(q, s.x, 1e-20f);
        QVERIFY(tiny.allFinite());
        QVERIFY((tiny.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-5f);
    }

    void leaveOneOutSkipsTheQueryItself() {
        const RegressionSamples s = makeRegressionSamples(10, 0.5f, 8);
        const Eigen::MatrixXf w = parametricKernelWeights(s.x, s.x, 3.0f, true);
        for (int i = 0; i < 10; ++i) {
            QCOMPARE(w(i, i), 0.0f);
            QVERIFY(std::abs(w.row(i).sum() - 1) < 1e-5f);
        }
    }

    void fitReducesTheLoss_data() {
        QTest::addColumn<float>("noise");
        QTest::addColumn<unsigned>("seed");
        QTest::newRow("noise 0.5, seed 1") << 0.5f << 1u;
        QTest::newRow("noise 0.1, seed 2") << 0.1f << 2u;
        QTest::newRow("noise 1, seed 3") << 1.0f << 3u;
    }
    void fitReducesTheLoss() {
        QFETCH(float, noise);
        QFETCH(unsigned, seed);
        const RegressionSamples s = makeRegressionSamples(50, noise, seed);
        const KernelFit fit = fitKernelWidth(s.x, s.y, 1.0f);
        QCOMPARE(fit.startLoss, leaveOneOutLoss(s.x, s.y, 1.0f));
        QVERIFY2(fit.loss < fit.startLoss,
                 qPrintable(QStringLiteral("%1 !< %2").arg(fit.loss).arg(fit.startLoss)));
        QCOMPARE(fit.loss, leaveOneOutLoss(s.x, s.y, fit.w));
        for (double l : fit.curveLoss)
            QVERIFY(fit.loss <= l + 1e-9);
        QVERIFY(fit.w > 1); // w = 1 (sigma = 1) smooths the sine away; the fit is sharper
    }

    void badInputIsRejected() {
        const Eigen::VectorXf x = Eigen::VectorXf::LinSpaced(5, 0, 1);
        QVERIFY_THROWS_EXCEPTION(InputError, gaussianKernelWeights(x, x, 0));
        QVERIFY_THROWS_EXCEPTION(InputError, gaussianKernelWeights(x, x, NAN));
        QVERIFY_THROWS_EXCEPTION(InputError, parametricKernelWeights(x, x, 0));
        QVERIFY_THROWS_EXCEPTION(InputError, gaussianKernelWeights(x, Eigen::VectorXf(), 1));
        QVERIFY_THROWS_EXCEPTION(InputError, gaussianKernelWeights(x, x.head(3), 1, true));
        QVERIFY_THROWS_EXCEPTION(InputError, makeRegressionSamples(1, 0.5f, 1));
        QVERIFY_THROWS_EXCEPTION(InputError, makeRegressionSamples(50, -1, 1));
        QVERIFY_THROWS_EXCEPTION(InputError, poolValues(Eigen::MatrixXf::Ones(2, 3), x));
    }
};

QTEST_GUILESS_MAIN(KernelRegression)
#include "tst_kernel_regression.moc"
