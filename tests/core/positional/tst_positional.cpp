// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/check.h"
#include "core/positional/positional.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <cmath>

using namespace attn;

class Positional : public QObject {
    Q_OBJECT
  private slots:
    void encodingFormula() {
        const Eigen::MatrixXf p = sinusoidalEncoding(50, 32);
        QCOMPARE(p.rows(), 50);
        QCOMPARE(p.cols(), 32);
        for (int i : {0, 1, 7, 49})
            for (int j : {0, 3, 15}) {
                const double w = std::pow(10000.0, -2.0 * j / 32);
                QCOMPARE(p(i, 2 * j), float(std::sin(i * w)));
                QCOMPARE(p(i, 2 * j + 1), float(std::cos(i * w)));
            }
        QCOMPARE(p(0, 0), 0.0f);
        QCOMPARE(p(0, 1), 1.0f);
    }

    void oddDimensionEndsWithAnUnpairedSine() {
        const Eigen::MatrixXf p = sinusoidalEncoding(10, 5);
        const Eigen::VectorXd w = sinusoidalFrequencies(5);
        QCOMPARE(w.size(), 3);
        QCOMPARE(p(3, 4), float(std::sin(3 * std::pow(10000.0, -4.0 / 5))));
        QVERIFY_THROWS_EXCEPTION(InputError, offsetRotationMatrix(1, 5));
        QVERIFY_THROWS_EXCEPTION(InputError, rotationResidual(10, 5, 1));
    }

    void rotationMapsPairForEveryPosition_data() {
        QTest::addColumn<int>("delta");
        QTest::addColumn<double>("base");
        QTest::newRow("delta 1") << 1 << 10000.0;
        QTest::newRow("delta 7") << 7 << 10000.0;
        QTest::newRow("delta -3") << -3 << 10000.0;
        QTest::newRow("delta 5, base 100") << 5 << 100.0;
    }
    void rotationMapsPairForEveryPosition() {
        QFETCH(int, delta);
        QFETCH(double, base);
        const int n = 40, d = 16;
        const Eigen::MatrixXd m = offsetRotationMatrix(delta, d, base);
        const Eigen::MatrixXd p = sinusoidalEncoding(n, d, base).cast<double>();
        for (int i = std::max(0, -delta); i < std::min(n, n - delta); ++i) {
            const Eigen::VectorXd moved = m * p.row(i).transpose();
            QVERIFY2((moved - p.row(i + delta).transpose()).cwiseAbs().maxCoeff() < 1e-6,
                     qPrintable(QStringLiteral("position %1").arg(i)));
        }
        // Block-diagonal: nothing couples different frequency pairs.
        QCOMPARE(m(0, 2), 0.0);
        QCOMPARE(m(3, 1), 0.0);
    }

    void rotationIsOrthogonalAndComposes() {
        const Eigen::MatrixXd a = offsetRotationMatrix(3, 8), b = offsetRotationMatrix(4, 8),
                              ab = offsetRotationMatrix(7, 8);
        QVERIFY((a * a.transpose() - Eigen::MatrixXd::Identity(8, 8)).cwiseAbs().maxCoeff() <
                1e-12);
        QVERIFY((a * b - ab).cwiseAbs().maxCoeff() < 1e-12);
    }

    /// The acceptance case: d = 512, n = 2048, every position, residual <= 1e-6.
    void rotationIdentityAtScale() {
        for (int delta : {1, 17, 1000}) {
            const RotationResidual r = rotationResidual(2048, 512, delta);
            qInfo("d=512 n=2048 delta=%d: max_i |M p_i - p_(i+delta)| = %.3g (worst i=%d, %d "
                  "positions)",
                  delta, r.maxAbs, r.worstPosition, r.positionsChecked);
            QVERIFY(r.maxAbs <= 1e-6);
            QCOMPARE(r.positionsChecked, 2048 - delta);
        }
    }

    void badArgumentsAreExplained() {
        QVERIFY_THROWS_EXCEPTION(InputError, sinusoidalEncoding(0, 8));
        QVERIFY_THROWS_EXCEPTION(InputError, sinusoidalEncoding(8, 0));
        QVERIFY_THROWS_EXCEPTION(InputError, sinusoidalEncoding(8, 8, 1.0));
        QVERIFY_THROWS_EXCEPTION(InputError, rotationResidual(8, 8, 8));
    }

    /// pairRotation: M_j(delta) takes (p[i,2j], p[i,2j+1]) to (p[i+delta,2j], p[i+delta,2j+1]).
    void pairRotationMapsStartToTarget() {
        const Eigen::MatrixXf p = sinusoidalEncoding(40, 16);
        const Eigen::VectorXd omega = sinusoidalFrequencies(16);
        const PairRotation r = pairRotation(p, omega, 10, 5, 3);
        QCOMPARE(r.pair, 3);
        QCOMPARE(r.omega, omega(3));
        QCOMPARE(r.turn, 5 * omega(3));
        QCOMPARE(r.startAngle, 10 * omega(3));
        QCOMPARE(r.start, Eigen::Vector2d(p(10, 6), p(10, 7)));
        QCOMPARE(r.target, Eigen::Vector2d(p(15, 6), p(15, 7)));
        QVERIFY((r.rotated - r.target).cwiseAbs().maxCoeff() < 1e-6);
        QVERIFY_THROWS_EXCEPTION(InputError, pairRotation(p, omega, 38, 5, 3));
        QVERIFY_THROWS_EXCEPTION(InputError, pairRotation(p, omega, 10, 5, 8));
    }

    /// The residual at one position is the largest pair's; over every position it is
    /// rotationResidual's.
    void positionResidualAgreesWithRotationResidual() {
        const int n = 50, d = 24, delta = 7;
        const Eigen::MatrixXf p = sinusoidalEncoding(n, d);
        const Eigen::VectorXd omega = sinusoidalFrequencies(d);
        double worst = 0;
        for (int i = 0; i + delta < n; ++i) {
            double pairs = 0;
            for (int j = 0; j < d / 2; ++j) {
                const PairRotation r = pairRotation(p, omega, i, delta, j);
                pairs = std::max(pairs, (r.rotated - r.target).cwiseAbs().maxCoeff());
            }
            QCOMPARE(positionRotationResidual(p, omega, i, delta), pairs);
            worst = std::max(worst, pairs);
        }
        const RotationResidual all = rotationResidual(n, d, delta);
        QCOMPARE(all.maxAbs, worst);
        QCOMPARE(positionRotationResidual(p, omega, all.worstPosition, delta), worst);
        QVERIFY_THROWS_EXCEPTION(InputError, positionRotationResidual(p, omega, n - delta, delta));
    }
};

QTEST_GUILESS_MAIN(Positional)
#include "tst_positional.moc"
