// SPDX-License-Identifier: GPL-3.0-or-later
// The four score functions on one small case worked out by hand, and the comparison that
// puts them on one colour scale and explains which need equal sizes.
#include "core/base/check.h"
#include "core/lectures/score_comparison.h"

#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <cmath>

using namespace attn;

namespace {

Eigen::MatrixXf matrix(int rows, int cols, std::initializer_list<float> values) {
    Eigen::MatrixXf m(rows, cols);
    auto it = values.begin();
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m(r, c) = *it++;
    return m;
}

void expectMatrix(const Eigen::MatrixXf& actual, const Eigen::MatrixXf& expected) {
    const testing::MatrixDiff diff = testing::compareMatrices(actual, expected, 1e-5);
    QVERIFY2(diff.sameShape && diff.maxAbs <= 1e-5, qPrintable(diff.text));
}

// q1 = (1, 0), q2 = (0, 2); k1 = (1, 1), k2 = (2, 0).
const Eigen::MatrixXf kQ = matrix(2, 2, {1, 0, 0, 2});
const Eigen::MatrixXf kK = matrix(2, 2, {1, 1, 2, 0});

} // namespace

class ScoreComparisonTest : public QObject {
    Q_OBJECT

  private slots:
    void dotByHand() {
        // q1·k1 = 1, q1·k2 = 2, q2·k1 = 2, q2·k2 = 0.
        expectMatrix(computeScores(ScoreFunction::Dot, kQ, kK), matrix(2, 2, {1, 2, 2, 0}));
    }

    void scaledDotByHand() {
        // The same divided by sqrt(2).
        expectMatrix(computeScores(ScoreFunction::ScaledDot, kQ, kK),
                     matrix(2, 2, {0.7071068f, 1.4142136f, 1.4142136f, 0}));
    }

    void bilinearByHand() {
        // W = [[1, 2], [0, 1]]: q1^T W = (1, 2), q2^T W = (0, 2);
        // (1,2)·(1,1) = 3, (1,2)·(2,0) = 2, (0,2)·(1,1) = 2, (0,2)·(2,0) = 0.
        ScoreParams p;
        p.bilinear = matrix(2, 2, {1, 2, 0, 1});
        expectMatrix(computeScores(ScoreFunction::Bilinear, kQ, kK, p), matrix(2, 2, {3, 2, 2, 0}));
    }

    void additiveByHandWithDifferentSizes() {
        // Keys of size 1: k1 = 1, k2 = -1. W_q = I, W_k = (1, 0)^T, w = (1, 2).
        // q1,k1: tanh(2, 0)·w = 0.9640276; q1,k2: tanh(0, 0)·w = 0;
        // q2,k1: tanh(1, 2)·w = 0.7615942 + 2·0.9640276 = 2.6896494;
        // q2,k2: tanh(-1, 2)·w = -0.7615942 + 1.9280552 = 1.1664610.
        ScoreParams p;
        p.queryProj = matrix(2, 2, {1, 0, 0, 1});
        p.keyProj = matrix(2, 1, {1, 0});
        p.vector = (Eigen::VectorXf(2) << 1, 2).finished();
        const Eigen::MatrixXf k = matrix(2, 1, {1, -1});
        expectMatrix(computeScores(ScoreFunction::Additive, kQ, k, p),
                     matrix(2, 2, {0.9640276f, 0, 2.6896494f, 1.1664610f}));
    }

    void comparisonHasFourPanelsOnOneScale() {
        ScoreParams bilinear, additive;
        bilinear.bilinear = matrix(2, 2, {1, 2, 0, 1});
        additive.queryProj = matrix(2, 2, {1, 0, 0, 1});
        additive.keyProj = matrix(2, 2, {1, 0, 0, 1});
        additive.vector = Eigen::VectorXf::Ones(2);
        const ScoreComparison c = compareScores(kQ, kK, bilinear, additive);
        QCOMPARE(int(c.panels.size()), 4);
        float lo = 1e9f, hi = -1e9f;
        for (const ScorePanel& p : c.panels) {
            QVERIFY(p.defined);
            QVERIFY((p.weights.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-5f);
            lo = std::min(lo, p.scores.minCoeff());
            hi = std::max(hi, p.scores.maxCoeff());
        }
        QCOMPARE(c.scoreMin, lo);
        QCOMPARE(c.scoreMax, hi);
        QCOMPARE(c.scoreMax, 3.0f); // the bilinear q1^T W k1
    }

    void dotPanelsNeedEqualSizes() {
        ScoreComparisonSettings s;
        s.queryDim = 3;
        s.keyDim = 5;
        const ScoreComparison c = compareScores(s);
        QVERIFY(!c.panels[0].defined && !c.panels[1].defined);
        QVERIFY(c.panels[0].scores.size() == 0);
        QVERIFY(
            QString::fromStdString(c.panels[0].reason.english()).contains(QStringLiteral("3 ≠ 5")));
        QVERIFY(c.panels[2].defined && c.panels[3].defined);
        QCOMPARE(c.panels[2].scores.rows(), s.queries);
        QCOMPARE(c.panels[3].scores.cols(), s.keys);
        // Seeded: the same settings give the same numbers.
        QVERIFY(compareScores(s).panels[3].scores == c.panels[3].scores);
    }

    void badSizesAreRejected() {
        ScoreComparisonSettings s;
        s.keyDim = 0;
        QVERIFY_THROWS_EXCEPTION(InputError, compareScores(s));
        s = ScoreComparisonSettings();
        s.queries = 1000;
        QVERIFY_THROWS_EXCEPTION(InputError, compareScores(s));
    }
};

QTEST_GUILESS_MAIN(ScoreComparisonTest)
#include "tst_score_comparison.moc"
