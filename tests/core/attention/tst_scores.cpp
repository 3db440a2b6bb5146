// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/scores.h"
#include "core/base/check.h"
#include "core/base/random.h"

#include <QtTest>

using namespace attn;

class Scores : public QObject {
    Q_OBJECT
  private slots:
    void namesRoundTrip() {
        for (ScoreFunction f :
             {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::Bilinear,
              ScoreFunction::Additive, ScoreFunction::ExpDot})
            QVERIFY(scoreFunctionFromString(toString(f)) == f);
        QVERIFY(scoreFunctionFromString("scaled-dot") == ScoreFunction::ScaledDot);
    }
    void shapes() {
        const Eigen::MatrixXf q = randomNormal(3, 4, 1), k = randomNormal(5, 4, 2),
                              k6 = randomNormal(5, 6, 3);
        QCOMPARE(computeScores(ScoreFunction::Dot, q, k).rows(), 3);
        QCOMPARE(computeScores(ScoreFunction::Dot, q, k).cols(), 5);
        const ScoreParams add = randomScoreParams(ScoreFunction::Additive, 4, 6, 8, 1);
        QCOMPARE(computeScores(ScoreFunction::Additive, q, k6, add).cols(), 5);
        const ScoreParams bil = randomScoreParams(ScoreFunction::Bilinear, 4, 6, 0, 1);
        QCOMPARE(computeScores(ScoreFunction::Bilinear, q, k6, bil).cols(), 5);
    }
    void bilinearWithIdentityIsDot() {
        const Eigen::MatrixXf q = randomNormal(3, 4, 1), k = randomNormal(5, 4, 2);
        ScoreParams p;
        p.bilinear = Eigen::MatrixXf::Identity(4, 4);
        QVERIFY((computeScores(ScoreFunction::Bilinear, q, k, p) -
                 computeScores(ScoreFunction::Dot, q, k))
                    .cwiseAbs()
                    .maxCoeff() < 1e-6f);
    }
    void expDotIsExpOfDot() {
        const Eigen::MatrixXf q = randomNormal(3, 4, 1), k = randomNormal(5, 4, 2);
        const Eigen::MatrixXf expected =
            computeScores(ScoreFunction::Dot, q, k).array().exp().matrix();
        QVERIFY((computeScores(ScoreFunction::ExpDot, q, k) - expected).cwiseAbs().maxCoeff() <
                1e-5f);
    }
};

QTEST_GUILESS_MAIN(Scores)
#include "tst_scores.moc"
