// SPDX-License-Identifier: GPL-3.0-or-later
// The identities the positional-encoding lab demonstrates, checked at the sizes it allows
// and beyond: the offset rotation, offset-only similarity and RoPE's relative scores.
#include "core/base/check.h"
#include "core/base/random.h"
#include "core/positional/pe_similarity.h"
#include "core/positional/positional.h"
#include "core/positional/rope.h"

#include <QtTest>

#include <cmath>

using namespace attn;

class PeLab : public QObject {
    Q_OBJECT
  private slots:
    void rotationResidualIsTiny_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("delta");
        QTest::newRow("d=2 n=16 delta=1") << 16 << 2 << 1;
        QTest::newRow("d=8 n=100 delta=-7") << 100 << 8 << -7;
        QTest::newRow("d=64 n=1000 delta=99") << 1000 << 64 << 99;
        QTest::newRow("d=1024 n=4096 delta=1") << 4096 << 1024 << 1;
        QTest::newRow("d=1024 n=4096 delta=4095") << 4096 << 1024 << 4095;
        QTest::newRow("d=1024 n=4096 delta=-2000") << 4096 << 1024 << -2000;
    }
    void rotationResidualIsTiny() {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, delta);
        const RotationResidual r = rotationResidual(n, d, delta);
        QVERIFY2(
            r.maxAbs <= 1e-6,
            qPrintable(QStringLiteral("residual %1 at i = %2").arg(r.maxAbs).arg(r.worstPosition)));
        QCOMPARE(r.positionsChecked, n - std::abs(delta));
    }

    void similarityDependsOnOffsetOnly_data() {
        QTest::addColumn<int>("d");
        QTest::addColumn<double>("base");
        QTest::newRow("d=32") << 32 << 10000.0;
        QTest::newRow("d=512") << 512 << 10000.0;
        QTest::newRow("d=16 base 100") << 16 << 100.0;
    }
    void similarityDependsOnOffsetOnly() {
        QFETCH(int, d);
        QFETCH(double, base);
        const int n = 200;
        const Eigen::MatrixXf p = sinusoidalEncoding(n, d, base);
        const Eigen::MatrixXf s = positionSimilarity(p);
        const Eigen::VectorXd byOffset = similarityByOffset(n, d, base);
        const double tolerance = 1e-6 * d; // float P, summed over d columns
        double worst = 0;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                worst = std::max(worst, std::abs(s(i, j) - byOffset(std::abs(i - j))));
                for (int k : {1, 17, 100})
                    if (i + k < n && j + k < n)
                        worst = std::max(worst, double(std::abs(s(i, j) - s(i + k, j + k))));
            }
        QVERIFY2(worst <= tolerance, qPrintable(QStringLiteral("max difference %1").arg(worst)));
        QCOMPARE(s(0, 0), float(d / 2));
    }

    void ropeScoresDependOnOffsetOnly_data() {
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("n");
        QTest::newRow("d=2 n=10") << 2 << 10;
        QTest::newRow("d=64 n=128") << 64 << 128;
        QTest::newRow("d=256 n=512") << 256 << 512;
    }
    void ropeScoresDependOnOffsetOnly() {
        QFETCH(int, d);
        QFETCH(int, n);
        const Eigen::VectorXf q = randomNormal(d, 1, 3), k = randomNormal(d, 1, 4);
        const Eigen::MatrixXf s = ropeScores(q, k, n);
        double spread = -1;
        const Eigen::VectorXd means = diagonalMeans(s, &spread);
        QVERIFY2(spread <= 1e-5 * d, qPrintable(QStringLiteral("spread %1").arg(spread)));
        // Offset 0 is q . k itself: rotations keep dot products between equal positions.
        QVERIFY(std::abs(means(n - 1) - double(q.dot(k))) <= 1e-5 * d);
        // (R_i q) . (R_j k) == q . (R_(j-i) k), checked against ropeRotate directly.
        const Eigen::MatrixXf rk = ropeRotate(k.transpose().replicate(n, 1));
        for (int i : {0, 3, n - 1})
            for (int j : {0, 1, n - 1})
                if (j - i >= 0)
                    QVERIFY(std::abs(s(i, j) - q.dot(rk.row(j - i).transpose())) <= 1e-5 * d);
    }

    void ropeScoresWithAModelsFrequencies() {
        const Eigen::VectorXf q = randomNormal(8, 1, 5), k = randomNormal(8, 1, 6);
        const Eigen::VectorXd omega = sinusoidalFrequencies(8, 500.0);
        QCOMPARE(ropeScores(q, k, 20, omega), ropeScores(q, k, 20, 500.0));
        double spread = -1;
        diagonalMeans(ropeScores(q, k, 20, Eigen::VectorXd::LinSpaced(4, 0.01, 2.0)), &spread);
        QVERIFY(spread < 1e-5); // any frequencies: still a function of j - i
        QVERIFY_THROWS_EXCEPTION(InputError, ropeScores(q, k, 20, Eigen::VectorXd::Ones(3)));
        Eigen::VectorXd bad = omega;
        bad(1) = std::nan("");
        QVERIFY_THROWS_EXCEPTION(InputError, ropeScores(q, k, 20, bad));
    }

    void ropeKeepsNorms() {
        const Eigen::MatrixXf x = randomNormal(50, 16, 9);
        const Eigen::MatrixXf r = ropeRotate(x);
        QVERIFY((x.rowwise().norm() - r.rowwise().norm()).cwiseAbs().maxCoeff() < 1e-5f);
        QCOMPARE(r.row(0), x.row(0)); // position 0 is not turned
    }

    void binaryCodesCount() {
        const Eigen::MatrixXf b = binaryCodes(16, 4);
        QCOMPARE(b.rows(), 16);
        QCOMPARE(b.cols(), 4);
        for (int i = 0; i < 16; ++i)
            QCOMPARE(int(b(i, 0) + 2 * b(i, 1) + 4 * b(i, 2) + 8 * b(i, 3)), i);
    }

    void badArgumentsAreExplained() {
        const Eigen::VectorXf odd = Eigen::VectorXf::Ones(5);
        QVERIFY_THROWS_EXCEPTION(InputError, ropeScores(odd, odd, 4));
        QVERIFY_THROWS_EXCEPTION(InputError, ropeScores(Eigen::VectorXf::Ones(4), odd, 4));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 ropeScores(Eigen::VectorXf::Ones(4), Eigen::VectorXf::Ones(4), 0));
        QVERIFY_THROWS_EXCEPTION(InputError, similarityByOffset(10, 7));
        QVERIFY_THROWS_EXCEPTION(InputError, binaryCodes(17, 4));
        QVERIFY_THROWS_EXCEPTION(InputError, diagonalMeans(Eigen::MatrixXf::Zero(2, 3)));
        try {
            ropeRotate(Eigen::MatrixXf::Zero(3, 7));
            QFAIL("odd d accepted");
        } catch (const InputError& e) {
            QVERIFY(QString::fromStdString(e.what()).contains(QLatin1String("even")));
        }
    }
};

QTEST_GUILESS_MAIN(PeLab)
#include "tst_pe_lab.moc"
