// SPDX-License-Identifier: GPL-3.0-or-later
// Cases small enough to check by hand.
#include "core/attention/attention.h"
#include "core/text/onehot.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <cmath>

using namespace attn;

class AttentionAnalytic : public QObject {
    Q_OBJECT
  private slots:
    void weights_data() {
        QTest::addColumn<Eigen::MatrixXf>("q");
        QTest::addColumn<Eigen::MatrixXf>("k");
        QTest::addColumn<int>("score");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<Eigen::MatrixXf>("expected");
        const float e = std::exp(1.0f);

        Eigen::MatrixXf idWeights = Eigen::MatrixXf::Constant(3, 3, 1.0f / (e + 2));
        idWeights.diagonal().setConstant(e / (e + 2));
        QTest::newRow("identity keys, dot: e/(e+2) on the diagonal")
            << Eigen::MatrixXf(Eigen::MatrixXf::Identity(3, 3))
            << Eigen::MatrixXf(Eigen::MatrixXf::Identity(3, 3)) << int(ScoreFunction::Dot) << false
            << idWeights;

        QTest::newRow("identical keys give uniform weights")
            << Eigen::MatrixXf(Eigen::MatrixXf::Random(2, 3))
            << Eigen::MatrixXf(Eigen::MatrixXf::Constant(4, 3, 0.7f))
            << int(ScoreFunction::ScaledDot) << false
            << Eigen::MatrixXf(Eigen::MatrixXf::Constant(2, 4, 0.25f));

        Eigen::MatrixXf causal(3, 3);
        causal << 1, 0, 0, 0.5f, 0.5f, 0, 1 / 3.0f, 1 / 3.0f, 1 / 3.0f;
        QTest::newRow("causal 3x3 with equal scores")
            << Eigen::MatrixXf(Eigen::MatrixXf::Zero(3, 2))
            << Eigen::MatrixXf(Eigen::MatrixXf::Zero(3, 2)) << int(ScoreFunction::Dot) << true
            << causal;

        Eigen::MatrixXf q(1, 4);
        q << 2, 0, 0, 0;
        Eigen::MatrixXf scaled(1, 4);
        scaled << e / (e + 3), 1 / (e + 3), 1 / (e + 3), 1 / (e + 3);
        QTest::newRow("scaled dot divides 2 by sqrt(4)")
            << q << Eigen::MatrixXf(Eigen::MatrixXf::Identity(4, 4))
            << int(ScoreFunction::ScaledDot) << false << scaled;

        Eigen::MatrixXf expDot(1, 4);
        const float e2 = e * e;
        expDot << e2 / (e2 + 3), 1 / (e2 + 3), 1 / (e2 + 3), 1 / (e2 + 3);
        QTest::newRow("exp dot normalised by a plain sum")
            << q << Eigen::MatrixXf(Eigen::MatrixXf::Identity(4, 4)) << int(ScoreFunction::ExpDot)
            << false << expDot;
    }
    void weights() {
        QFETCH(Eigen::MatrixXf, q);
        QFETCH(Eigen::MatrixXf, k);
        QFETCH(int, score);
        QFETCH(bool, causal);
        QFETCH(Eigen::MatrixXf, expected);
        AttentionOptions o;
        o.score = ScoreFunction(score);
        o.mask.causal = causal;
        const Eigen::MatrixXf v = Eigen::MatrixXf::Random(k.rows(), 2);
        const AttentionResult r = attention(q, k, v, o);
        ATTN_COMPARE_MATRICES(r.weights, expected, 1e-6);
        ATTN_COMPARE_MATRICES(r.output, expected * v, 1e-6);
    }

    /// The lecture's first example: one-hot vectors of the six words, dot products, softmax.
    void lectureSentenceOneHot() {
        const auto tokens = tokenizeWords("Надо сдавать лабораторные до срока выполнения");
        QCOMPARE(tokens.size(), std::size_t(6));
        QCOMPARE(QString::fromStdString(tokens[1]), QStringLiteral("сдавать"));
        const OneHotEmbedding x = oneHotEmbedding(tokens);
        AttentionOptions o;
        o.score = ScoreFunction::Dot;
        const AttentionResult r = attention(x.vectors, x.vectors, x.vectors, o);
        ATTN_COMPARE_MATRICES(r.scores, Eigen::MatrixXf(Eigen::MatrixXf::Identity(6, 6)), 0);
        const float e = std::exp(1.0f);
        QCOMPARE_LE(std::abs(r.weights(1, 1) - e / (e + 5)), 1e-6f); // 0.3522
        QCOMPARE_LE(std::abs(r.weights(1, 0) - 1 / (e + 5)), 1e-6f); // 0.1296
    }

    void additiveScoreByHand() {
        ScoreParams p;
        p.queryProj = Eigen::MatrixXf::Identity(2, 2);
        p.keyProj = Eigen::MatrixXf::Identity(2, 3); // key has 3 dims, the third ignored
        p.vector = Eigen::Vector2f(1, 2);
        Eigen::MatrixXf q(1, 2), k(1, 3);
        q << 0.5f, -0.25f;
        k << 0.1f, 0.2f, 9.0f;
        const Eigen::MatrixXf s = computeScores(ScoreFunction::Additive, q, k, p);
        QCOMPARE_LE(std::abs(s(0, 0) - (std::tanh(0.6f) + 2 * std::tanh(-0.05f))), 1e-6f);
    }

    void bilinearScoreByHand() {
        ScoreParams p;
        p.bilinear = Eigen::MatrixXf::Zero(2, 3);
        p.bilinear(0, 2) = 3.0f;
        Eigen::MatrixXf q(1, 2), k(1, 3);
        q << 2, 5;
        k << 7, 11, 0.5f;
        QCOMPARE(computeScores(ScoreFunction::Bilinear, q, k, p)(0, 0), 3.0f);
    }
};

QTEST_GUILESS_MAIN(AttentionAnalytic)
#include "tst_attention_analytic.moc"
