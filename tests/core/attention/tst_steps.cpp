// SPDX-License-Identifier: GPL-3.0-or-later
// The step-through intermediates agree with attention() and multiHeadAttention().
#include "core/attention/multihead.h"
#include "core/attention/steps.h"
#include "core/base/check.h"
#include "core/base/random.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <cmath>

using namespace attn;

class Steps : public QObject {
    Q_OBJECT

  private slots:
    void matchesAttention_data() {
        QTest::addColumn<int>("score");
        QTest::addColumn<bool>("causal");
        QTest::newRow("dot") << int(ScoreFunction::Dot) << false;
        QTest::newRow("scaled dot, causal") << int(ScoreFunction::ScaledDot) << true;
        QTest::newRow("bilinear") << int(ScoreFunction::Bilinear) << false;
        QTest::newRow("additive, causal") << int(ScoreFunction::Additive) << true;
    }
    void matchesAttention() {
        QFETCH(int, score);
        QFETCH(bool, causal);
        const Eigen::MatrixXf q = randomNormal(5, 8, 1), k = randomNormal(5, 8, 2),
                              v = randomNormal(5, 3, 3);
        AttentionOptions o;
        o.score = ScoreFunction(score);
        o.params = randomScoreParams(o.score, 8, 8, 6, 4);
        o.mask.causal = causal;
        o.temperature = 0.7f;
        const AttentionSteps s = attentionSteps(q, k, v, o);
        const AttentionResult r = attention(q, k, v, o);
        ATTN_COMPARE_MATRICES(s.weights, r.weights, 1e-5);
        ATTN_COMPARE_MATRICES(s.output, r.output, 1e-5);
        QCOMPARE(s.raw.rows(), 5);
        QCOMPARE(s.raw.cols(), 5);
        if (o.score == ScoreFunction::ScaledDot) {
            QCOMPARE(s.scale, 1.0f / std::sqrt(8.0f));
            ATTN_COMPARE_MATRICES(s.raw, Eigen::MatrixXf(q * k.transpose()), 1e-5);
        }
        ATTN_COMPARE_MATRICES(s.scaled, Eigen::MatrixXf(s.raw * (s.scale / 0.7f)), 1e-5);
        QCOMPARE(std::isinf(s.masked(0, 4)), causal);
        QVERIFY(std::isfinite(s.masked(4, 0)));
    }

    void headStepsMatchMultiHead() {
        const MultiHeadShape shape = MultiHeadShape::standard(12, 3);
        const MultiHeadWeights w = randomMultiHeadWeights(shape, 7);
        const Eigen::MatrixXf x = randomNormal(6, 12, 8);
        MultiHeadOptions o;
        o.mask.causal = true;
        const MultiHeadResult r = multiHeadAttention(x, x, x, w, o);
        for (int h = 0; h < 3; ++h) {
            const AttentionSteps s = headSteps(x, x, x, w, h, o);
            ATTN_COMPARE_MATRICES(s.weights, Eigen::MatrixXf(r.headWeights[std::size_t(h)]), 1e-5);
            QCOMPARE(s.q.cols(), 4);
        }
    }

    void badHeadIsReported() {
        const MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(4, 2), 1);
        const Eigen::MatrixXf x = randomNormal(3, 4, 1);
        try {
            headSteps(x, x, x, w, 2, {});
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY(QString(e.what()).contains("2 heads"));
        }
    }
};

QTEST_GUILESS_MAIN(Steps)
#include "tst_steps.moc"
