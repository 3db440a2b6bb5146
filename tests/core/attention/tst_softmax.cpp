// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/softmax.h"
#include "core/base/check.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace attn;

namespace {
const float kNegInf = -std::numeric_limits<float>::infinity();
}

class Softmax : public QObject {
    Q_OBJECT
  private slots:
    void knownValues_data() {
        QTest::addColumn<Eigen::MatrixXf>("logits");
        QTest::addColumn<float>("temperature");
        QTest::addColumn<Eigen::MatrixXf>("expected");
        Eigen::MatrixXf equal = Eigen::MatrixXf::Constant(2, 4, 3.0f);
        QTest::newRow("equal logits give uniform rows")
            << equal << 1.0f << Eigen::MatrixXf(Eigen::MatrixXf::Constant(2, 4, 0.25f));
        Eigen::MatrixXf two(1, 2);
        two << 0.0f, std::log(3.0f);
        Eigen::MatrixXf twoExpected(1, 2);
        twoExpected << 0.25f, 0.75f;
        QTest::newRow("log 3 apart gives 1:3") << two << 1.0f << twoExpected;
        Eigen::MatrixXf twoHalf(1, 2);
        twoHalf << 0.0f, std::log(3.0f) / 2.0f;
        QTest::newRow("temperature 0.5 doubles the gap") << twoHalf << 0.5f << twoExpected;
        Eigen::MatrixXf huge(1, 3);
        huge << 1000.0f, 1000.0f, -1000.0f;
        Eigen::MatrixXf hugeExpected(1, 3);
        hugeExpected << 0.5f, 0.5f, 0.0f;
        QTest::newRow("huge logits do not overflow") << huge << 1.0f << hugeExpected;
        Eigen::MatrixXf masked(1, 3);
        masked << 1.0f, kNegInf, 1.0f;
        Eigen::MatrixXf maskedExpected(1, 3);
        maskedExpected << 0.5f, 0.0f, 0.5f;
        QTest::newRow("-inf entries get exactly zero") << masked << 1.0f << maskedExpected;
    }
    void knownValues() {
        QFETCH(Eigen::MatrixXf, logits);
        QFETCH(float, temperature);
        QFETCH(Eigen::MatrixXf, expected);
        const SoftmaxResult r = softmaxRows(logits, temperature);
        ATTN_COMPARE_MATRICES(r.weights, expected, 1e-6);
        QVERIFY(r.fullyMaskedRows.empty());
    }

    void fullyMaskedRowGivesZerosAndIsReported() {
        Eigen::MatrixXf logits(3, 2);
        logits << 1, 2, kNegInf, kNegInf, 0, 0;
        const SoftmaxResult r = softmaxRows(logits);
        QVERIFY(r.weights.allFinite());
        QCOMPARE(r.weights.row(1).sum(), 0.0f);
        QCOMPARE(r.fullyMaskedRows, std::vector<int>{1});
        QCOMPARE(r.weights.row(2).sum(), 1.0f);
    }

    void lowTemperatureApproachesArgmax() {
        Eigen::MatrixXf logits(1, 4);
        logits << 0.1f, 0.9f, 0.3f, 0.85f;
        const SoftmaxResult r = softmaxRows(logits, 1e-3f);
        QVERIFY(r.weights(0, 1) > 1.0f - 1e-6f);
        const SoftmaxResult hot = softmaxRows(logits, 1e6f);
        QVERIFY((hot.weights.array() - 0.25f).abs().maxCoeff() < 1e-6f);
    }

    void invalidInputThrows_data() {
        QTest::addColumn<float>("value");
        QTest::addColumn<float>("temperature");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("NaN logit") << std::nanf("") << 1.0f << "row 0, column 1";
        QTest::newRow("+inf logit") << std::numeric_limits<float>::infinity() << 1.0f << "inf";
        QTest::newRow("zero temperature") << 0.0f << 0.0f << "temperature";
        QTest::newRow("negative temperature") << 0.0f << -1.0f << "temperature";
    }
    void invalidInputThrows() {
        QFETCH(float, value);
        QFETCH(float, temperature);
        QFETCH(QString, messagePart);
        Eigen::MatrixXf logits(1, 2);
        logits << 0.0f, value;
        try {
            softmaxRows(logits, temperature);
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }

    void vectorIsOneRow() {
        Eigen::VectorXf x(4);
        x << 1.0f, -2.0f, 0.5f, 3.0f;
        const Eigen::VectorXf w = softmaxVector(x);
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(w.transpose()),
                              softmaxRows(Eigen::MatrixXf(x.transpose())).weights, 0);
    }

    /// scaledDotWeights(dots, d) = softmax(dots / sqrt(d)): d = 4 halves every score.
    void scaledDotWeightsDivideBySqrtD() {
        Eigen::VectorXf dots(3);
        dots << 2.0f, 4.0f, -2.0f;
        const Eigen::VectorXf w = scaledDotWeights(dots, 4);
        const Eigen::VectorXf expected = softmaxVector(dots / 2.0f);
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(w), Eigen::MatrixXf(expected), 1e-7);
        QCOMPARE(w.sum(), 1.0f);
        QVERIFY_THROWS_EXCEPTION(InputError, scaledDotWeights(dots, 0));
    }

    /// logits (0, ln 3, 0): the second class, with probability 3 / 5.
    void topClassIsTheArgmaxWithItsProbability() {
        Eigen::VectorXf logits(3);
        logits << 0.0f, std::log(3.0f), 0.0f;
        const TopClass top = topClass(logits);
        QCOMPARE(top.index, Eigen::Index(1));
        QVERIFY(std::abs(top.probability - 0.6) < 1e-6);
        QVERIFY(std::abs(topClass(logits.array() + 1000.0f).probability - 0.6) <
                1e-4); // floats near 1000
    }
};

QTEST_GUILESS_MAIN(Softmax)
#include "tst_softmax.moc"
