// SPDX-License-Identifier: GPL-3.0-or-later
// The sqrt(d) argument measured: var(q·k) ≈ d, var(q·k/sqrt d) ≈ 1, and unscaled softmax
// rows saturate as d grows.
#include "core/base/check.h"
#include "core/lectures/dot_variance.h"

#include <QtTest>

#include <cmath>

using namespace attn;

class DotVariance : public QObject {
    Q_OBJECT

  private slots:
    void variancesMatchTheArgument_data() {
        QTest::addColumn<int>("d");
        for (int d : {1, 4, 16, 64, 256})
            QTest::newRow(qPrintable(QStringLiteral("d = %1").arg(d))) << d;
    }
    void variancesMatchTheArgument() {
        QFETCH(int, d);
        const DotSamples s = sampleDotProducts(d, 20000, 11);
        QCOMPARE(s.dots.size(), 20000);
        // The variance of a sample variance of 20000 draws is about 2 %..4 % relative here.
        QVERIFY2(std::abs(s.dotVariance / d - 1) < 0.05,
                 qPrintable(QStringLiteral("var(q·k) = %1 for d = %2").arg(s.dotVariance).arg(d)));
        QVERIFY2(std::abs(s.scaledVariance - 1) < 0.05,
                 qPrintable(QStringLiteral("var(q·k/√d) = %1").arg(s.scaledVariance)));
        QVERIFY(std::abs(s.scaledVariance * d - s.dotVariance) < 1e-3 * s.dotVariance);
    }

    void sampleVarianceByHand() {
        Eigen::VectorXf v(4);
        v << 1, 2, 3, 4; // mean 2.5, squares 2.25 + 0.25 + 0.25 + 2.25 = 5, / 3
        QCOMPARE(sampleVariance(v), 5.0 / 3.0);
    }

    void unscaledSoftmaxSaturates() {
        const MaxWeightCurve c = meanMaxWeight({1, 16, 256, 1024}, 16, 200, 3);
        QCOMPARE(c.unscaled.size(), size_t(4));
        QVERIFY(c.unscaled[3] > 0.9); // near one-hot at d = 1024
        QVERIFY(c.unscaled[3] > c.unscaled[1]);
        for (double m : c.scaled) // scaled: about the same for every d
            QVERIFY2(std::abs(m - c.scaled[0]) < 0.1, qPrintable(QString::number(m)));
        QVERIFY(c.scaled[3] < 0.5);
        const SoftmaxRowsExample e = exampleSoftmaxRows(512, 4, 16, 5);
        QVERIFY(e.unscaled.rowwise().maxCoeff().minCoeff() >
                e.scaled.rowwise().maxCoeff().maxCoeff());
        QVERIFY((e.scaled.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-5f);
    }

    void histogramCountsEveryValue() {
        Eigen::VectorXf v(5);
        v << -10, 0.1f, 0.4f, 0.6f, 10;
        const Eigen::VectorXf h = histogram(v, 2, 0, 1);
        QCOMPARE(h(0), 3.0f); // -10 clamps into the first bin
        QCOMPARE(h(1), 2.0f);
        QCOMPARE(powersOfTwo(1024).size(), size_t(11));
    }

    void badInputIsRejected() {
        QVERIFY_THROWS_EXCEPTION(InputError, sampleDotProducts(0, 100, 1));
        QVERIFY_THROWS_EXCEPTION(InputError, sampleDotProducts(8, 1, 1));
        QVERIFY_THROWS_EXCEPTION(InputError, sampleDotProducts(kMaxDotDim + 1, 100, 1));
        QVERIFY_THROWS_EXCEPTION(InputError, histogram(Eigen::VectorXf::Zero(3), 4, 1, 1));
    }
};

QTEST_GUILESS_MAIN(DotVariance)
#include "tst_dot_variance.moc"
