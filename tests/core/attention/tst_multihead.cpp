// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/attention.h"
#include "core/attention/multihead.h"
#include "core/attention/rotary.h"
#include "core/base/check.h"
#include "core/base/random.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <omp.h>

using namespace attn;

class MultiHead : public QObject {
    Q_OBJECT
  private slots:
    void fastPathMatchesReference_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("aggregation");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<bool>("bias");
        QTest::addRow("self 5x5 scaled concat")
            << 5 << 5 << int(ScoreFunction::ScaledDot) << 0 << false << false;
        QTest::addRow("self 300x300 causal bias (3 row blocks)")
            << 300 << 300 << int(ScoreFunction::ScaledDot) << 0 << true << true;
        QTest::addRow("cross 130x40 dot average")
            << 130 << 40 << int(ScoreFunction::Dot) << 1 << false << true;
        QTest::addRow("cross 9x17 exp dot causal")
            << 9 << 17 << int(ScoreFunction::ExpDot) << 0 << true << false;
        QTest::addRow("self 12x12 bilinear")
            << 12 << 12 << int(ScoreFunction::Bilinear) << 0 << false << true;
        QTest::addRow("self 12x12 additive average")
            << 12 << 12 << int(ScoreFunction::Additive) << 1 << true << false;
    }
    void fastPathMatchesReference() {
        QFETCH(int, n);
        QFETCH(int, m);
        QFETCH(int, score);
        QFETCH(int, aggregation);
        QFETCH(bool, causal);
        QFETCH(bool, bias);
        MultiHeadShape shape{24, 10, 14, 4, 6, 5, 16, bias};
        const MultiHeadWeights w = randomMultiHeadWeights(shape, 11);
        MultiHeadOptions o;
        o.score = ScoreFunction(score);
        o.aggregation = HeadAggregation(aggregation);
        o.mask.causal = causal;
        o.keepScores = true;
        o.temperature = 0.8f;
        for (int h = 0; h < shape.heads; ++h)
            o.headScoreParams.push_back(
                randomScoreParams(o.score, shape.headDim, shape.headDim, 5, 100 + h));
        const Eigen::MatrixXf q = randomNormal(n, 24, 1), k = randomNormal(m, 10, 2),
                              v = randomNormal(m, 14, 3);
        const MultiHeadResult fast = multiHeadAttention(q, k, v, w, o);
        const MultiHeadResult ref = multiHeadAttentionReference(q, k, v, w, o);
        QCOMPARE(fast.headWeights.size(), std::size_t(4));
        for (int h = 0; h < 4; ++h) {
            ATTN_COMPARE_MATRICES(fast.headWeights[h], ref.headWeights[h], 1e-6);
            // exp-dot scores exp(q.k) reach ~1e4, so compare them relative to their size; their
            // relative error is the absolute error of q.k, up to ~10 ulps of a logit near 10
            const float scale = std::max(1.0f, ref.headScores[h].cwiseAbs().maxCoeff());
            const double tolerance = o.score == ScoreFunction::ExpDot ? 4e-6 : 1e-6;
            ATTN_COMPARE_MATRICES(fast.headScores[h] / scale, ref.headScores[h] / scale, tolerance);
            QVERIFY(((fast.headWeights[h].rowwise().sum().array() - 1).abs() < 1e-5f).all());
            if (causal)
                for (int i = 0; i < n; ++i)
                    QVERIFY(fast.headWeights[h].row(i).tail(std::max(0, m - i - 1)).isZero(0));
        }
        ATTN_COMPARE_MATRICES(fast.headOutputs, ref.headOutputs, 1e-5);
        ATTN_COMPARE_MATRICES(fast.output, ref.output, 1e-5);
        QCOMPARE(fast.output.cols(), aggregation == 0 ? 16 : 5);
    }

    void causalBlocksMatchReference_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("m");
        QTest::addColumn<bool>("padding");
        QTest::addRow("self 300x300") << 300 << 300 << false;
        QTest::addRow("self 300x300, last 20 keys padding") << 300 << 300 << true;
        QTest::addRow("cross 130x300") << 130 << 300 << false;
        QTest::addRow("cross 300x130, padding") << 300 << 130 << true;
    }
    void causalBlocksMatchReference() {
        // Without kept scores, a causal block of queries multiplies only the keys it sees.
        QFETCH(int, n);
        QFETCH(int, m);
        QFETCH(bool, padding);
        const MultiHeadWeights w = randomMultiHeadWeights({24, 24, 24, 4, 6, 6, 24, true}, 12);
        MultiHeadOptions o;
        o.mask.causal = true;
        if (padding) o.mask.paddedKeys = paddingAfter(m - 20, m);
        const Eigen::MatrixXf q = randomNormal(n, 24, 4), kv = randomNormal(m, 24, 5);
        const MultiHeadResult fast = multiHeadAttention(q, kv, kv, w, o);
        const MultiHeadResult ref = multiHeadAttentionReference(q, kv, kv, w, o);
        for (int h = 0; h < 4; ++h)
            ATTN_COMPARE_MATRICES(fast.headWeights[h], ref.headWeights[h], 1e-6);
        ATTN_COMPARE_MATRICES(fast.output, ref.output, 1e-5);
        QCOMPARE(fast.fullyMaskedRows, ref.fullyMaskedRows);
    }

    /// Heads are cut into blocks of rows by the number of threads: any number gives the same
    /// numbers (causal, grouped key/value heads, a subset of output rows); the same bits on our
    /// kernels, within rounding on Eigen's, whose blocking follows the sizes.
    void anyNumberOfThreadsGivesTheSameNumbers() {
        const MultiHeadWeights w = randomMultiHeadWeights({24, 24, 24, 6, 2, 6, 24, true}, 13);
        MultiHeadOptions o;
        o.mask.causal = true;
        o.outputFirst = 100;
        o.outputCount = 150;
        const Eigen::MatrixXf x = randomNormal(300, 24, 6);
        const int before = omp_get_max_threads();
        omp_set_num_threads(1);
        const MultiHeadResult one = multiHeadAttention(x, x, x, w, o);
        for (int threads : {3, 7}) {
            omp_set_num_threads(threads);
            const MultiHeadResult many = multiHeadAttention(x, x, x, w, o);
            for (int h = 0; h < 6; ++h)
                ATTN_COMPARE_MATRICES(many.headWeights[h], one.headWeights[h], 1e-7);
            ATTN_COMPARE_MATRICES(many.output, one.output, 1e-6);
        }
        omp_set_num_threads(before);
        const MultiHeadResult ref = multiHeadAttentionReference(x, x, x, w, o);
        ATTN_COMPARE_MATRICES(one.output, ref.output.middleRows(100, 150), 1e-5);
    }

    void groupedQueriesEqualRepeatedKeyValueHeads() {
        // 6 query heads over 2 key/value heads equal 6 heads whose K/V weights repeat 3 times.
        MultiHeadShape shape{24, 24, 24, 6, 4, 4, 24, true};
        MultiHeadWeights grouped = randomMultiHeadWeights(shape, 3);
        grouped.kvHeads = 2;
        grouped.wk = grouped.wk.leftCols(8).eval();
        grouped.wv = grouped.wv.leftCols(8).eval();
        grouped.bk = grouped.bk.head(8).eval();
        grouped.bv = grouped.bv.head(8).eval();
        MultiHeadWeights repeated = grouped;
        repeated.kvHeads = 0;
        repeated.wk.resize(24, 24);
        repeated.wv.resize(24, 24);
        repeated.bk.resize(24);
        repeated.bv.resize(24);
        for (int h = 0; h < 6; ++h) {
            repeated.wk.middleCols(4 * h, 4) = grouped.wk.middleCols(4 * (h / 3), 4);
            repeated.wv.middleCols(4 * h, 4) = grouped.wv.middleCols(4 * (h / 3), 4);
            repeated.bk.segment(4 * h, 4) = grouped.bk.segment(4 * (h / 3), 4);
            repeated.bv.segment(4 * h, 4) = grouped.bv.segment(4 * (h / 3), 4);
        }
        QCOMPARE(grouped.keyValueHeadOf(5), 1);
        MultiHeadOptions o;
        o.mask.causal = true;
        o.rotaryFrequencies = {1.0f, 0.1f};
        const Eigen::MatrixXf x = randomNormal(40, 24, 4);
        const MultiHeadResult a = multiHeadAttention(x, x, x, grouped, o);
        const MultiHeadResult b = multiHeadAttention(x, x, x, repeated, o);
        const MultiHeadResult ref = multiHeadAttentionReference(x, x, x, grouped, o);
        for (std::size_t h = 0; h < 6; ++h) {
            ATTN_COMPARE_MATRICES(a.headWeights[h], b.headWeights[h], 1e-6);
            ATTN_COMPARE_MATRICES(a.headWeights[h], ref.headWeights[h], 1e-6);
        }
        ATTN_COMPARE_MATRICES(a.output, b.output, 1e-5);
        ATTN_COMPARE_MATRICES(a.output, ref.output, 1e-5);
    }

    void rotaryScoresDependOnTheOffsetOnly() {
        // The same vector at every position: with rotary positions, score(i, j) is a function
        // of j - i, so every diagonal of the score matrix is constant.
        const MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(16, 2), 8);
        MultiHeadOptions o;
        o.keepScores = true;
        o.rotaryFrequencies = {1.0f, 0.3f, 0.05f, 0.01f};
        const Eigen::MatrixXf x = randomNormal(1, 16, 9).replicate(30, 1);
        const MultiHeadResult r = multiHeadAttention(x, x, x, w, o);
        for (const RowMatrixXf& scores : r.headScores) {
            QVERIFY(!(scores.array() == scores(0, 0)).all()); // the rotation changed something
            for (int offset = -29; offset < 30; ++offset) {
                const int i0 = std::max(0, -offset);
                for (int i = i0 + 1; i < 30 && i + offset < 30; ++i)
                    QVERIFY(std::abs(scores(i, i + offset) - scores(i0, i0 + offset)) < 1e-4f);
            }
        }
    }

    void rotaryScoresByOffsetAreTheRotatedDotProducts() {
        // q . R_(j-i) k / sqrt(d) from the closed form equals rotating both and multiplying.
        const std::vector<float> f{1.0f, 0.2f, 0.03f};
        const Eigen::VectorXf q = randomNormal(6, 1, 3), k = randomNormal(6, 1, 4);
        const std::vector<double> curve = rotaryScoresByOffset(q, k, f, 9);
        QCOMPARE(curve.size(), std::size_t(19));
        const RotaryAngles angles(f, 10);
        for (int i = 0; i < 10; ++i)
            for (int j = 0; j < 10; ++j) {
                Eigen::MatrixXf qi = q.transpose().replicate(10, 1), kj = qi;
                kj = k.transpose().replicate(10, 1);
                angles.rotate(qi, 1);
                angles.rotate(kj, 1);
                const double direct = qi.row(i).dot(kj.row(j)) / std::sqrt(6.0);
                QVERIFY(std::abs(direct - curve[std::size_t(j - i + 9)]) < 1e-5);
            }
        QVERIFY(std::abs(curve[9] - q.dot(k) / std::sqrt(6.0)) < 1e-6); // offset 0: no turn
        QVERIFY(std::abs(unrotatedScore(q, k) - curve[9]) < 1e-6);
        // a soft cap of c makes every score c tanh(s / c), turned or not
        const std::vector<double> capped = rotaryScoresByOffset(q, k, f, 9, 0.5f, 1, 0.3f);
        const std::vector<double> plain = rotaryScoresByOffset(q, k, f, 9, 0.5f);
        for (std::size_t i = 0; i < plain.size(); ++i)
            QVERIFY(std::abs(capped[i] - 0.3 * std::tanh(plain[i] / 0.3)) < 1e-7);
        QVERIFY(std::abs(unrotatedScore(q, k, 0.5f, 0.3f) - capped[9]) < 1e-6);
        QVERIFY_THROWS_EXCEPTION(InputError, unrotatedScore(q, Eigen::VectorXf(5)));
    }

    void explicitWeightsEqualSingleHeadAttention() {
        const Eigen::MatrixXf x = randomNormal(6, 8, 5);
        std::vector<Eigen::MatrixXf> wq{randomNormal(8, 4, 1), randomNormal(8, 4, 2)};
        std::vector<Eigen::MatrixXf> wk{randomNormal(8, 4, 3), randomNormal(8, 4, 4)};
        std::vector<Eigen::MatrixXf> wv{randomNormal(8, 3, 5), randomNormal(8, 3, 6)};
        const MultiHeadWeights w = multiHeadWeightsFromHeads(wq, wk, wv, randomNormal(6, 8, 7));
        const MultiHeadResult r = multiHeadAttention(x, x, x, w);
        for (int h = 0; h < 2; ++h) {
            const AttentionResult single = attention(x * wq[h], x * wk[h], x * wv[h]);
            ATTN_COMPARE_MATRICES(r.headWeights[h], single.weights, 1e-6);
            ATTN_COMPARE_MATRICES(r.headOutputs.middleCols(3 * h, 3), single.output, 1e-5);
        }
        ATTN_COMPARE_MATRICES(r.output, r.headOutputs * w.wo, 1e-5);
    }

    void averageIsTheMeanOfHeads() {
        const MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(12, 3), 9);
        const Eigen::MatrixXf x = randomNormal(5, 12, 1);
        MultiHeadOptions o;
        o.aggregation = HeadAggregation::Average;
        const MultiHeadResult r = multiHeadAttention(x, x, x, w, o);
        const Eigen::MatrixXf mean =
            (r.headOutputs.middleCols(0, 4) + r.headOutputs.middleCols(4, 4) +
             r.headOutputs.middleCols(8, 4)) /
            3.0f;
        ATTN_COMPARE_MATRICES(r.output, mean, 1e-6);
    }

    void sameSeedSameWeights() {
        const MultiHeadShape s = MultiHeadShape::standard(16, 4);
        const MultiHeadWeights a = randomMultiHeadWeights(s, 3), b = randomMultiHeadWeights(s, 3),
                               c = randomMultiHeadWeights(s, 4);
        QVERIFY(a.wq == b.wq && a.wk == b.wk && a.wv == b.wv && a.wo == b.wo);
        QVERIFY(a.wq != c.wq);
        QCOMPARE(a.wq.rows(), 16);
        QCOMPARE(a.wq.cols(), 16);
        QCOMPARE(a.headDim(), 4);
    }

    void buffersAreReused() {
        const MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(16, 2), 1);
        const Eigen::MatrixXf x = randomNormal(40, 16, 2);
        MultiHeadResult r;
        multiHeadAttention(x, x, x, w, {}, r);
        const float* weights = r.headWeights[1].data();
        const float* out = r.output.data();
        multiHeadAttention(x, x, x, w, {}, r);
        QCOMPARE(r.headWeights[1].data(), weights);
        QCOMPARE(r.output.data(), out);
    }

    void fullyMaskedQueryIsReportedNotNaN() {
        const MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(8, 2), 1);
        const Eigen::MatrixXf x = randomNormal(4, 8, 2);
        MultiHeadOptions o;
        o.mask.blocked = BlockMatrix::Constant(4, 4, false);
        o.mask.blocked.row(1).setConstant(true);
        const MultiHeadResult r = multiHeadAttention(x, x, x, w, o);
        QCOMPARE(r.fullyMaskedRows, std::vector<int>{1});
        QVERIFY(r.output.allFinite());
        QVERIFY(r.headWeights[0].row(1).isZero(0));
    }

    /// The output of some rows only (a model's last layer) equals those rows of the full
    /// output; the weights are every row's still.
    void outputRowsAreThoseOfTheFullOutput() {
        const MultiHeadWeights w = randomMultiHeadWeights({24, 24, 24, 4, 6, 6, 24, true}, 12);
        const Eigen::MatrixXf x = randomNormal(300, 24, 4);
        for (HeadAggregation aggregation : {HeadAggregation::Concat, HeadAggregation::Average})
            for (auto [first, count] : {std::pair{299, 1}, {0, 1}, {100, 150}}) {
                MultiHeadOptions o;
                o.mask.causal = true;
                o.aggregation = aggregation;
                const MultiHeadResult full = multiHeadAttention(x, x, x, w, o);
                o.outputFirst = first;
                o.outputCount = count;
                const MultiHeadResult part = multiHeadAttention(x, x, x, w, o);
                ATTN_COMPARE_MATRICES(part.output, full.output.middleRows(first, count), 1e-6);
                for (int h = 0; h < 4; ++h)
                    ATTN_COMPARE_MATRICES(part.headWeights[h], full.headWeights[h], 0);
            }
        MultiHeadOptions outside;
        outside.outputFirst = 290;
        outside.outputCount = 20;
        QVERIFY_THROWS_EXCEPTION(InputError, multiHeadAttention(x, x, x, w, outside));
    }

    /// Knocked-out heads: zeros or their mean over the rows in place of their outputs, in the
    /// fast path as in the reference, for every output row and for the last one alone; the
    /// weights are untouched.
    void ablatedHeadsMatchReference() {
        const MultiHeadWeights w = randomMultiHeadWeights({24, 24, 24, 4, 6, 6, 24, true}, 13);
        const Eigen::MatrixXf x = randomNormal(40, 24, 5);
        MultiHeadOptions o;
        o.mask.causal = true;
        const MultiHeadResult intact = multiHeadAttention(x, x, x, w, o);
        o.ablation = {HeadAblation::Keep, HeadAblation::Zero, HeadAblation::Mean,
                      HeadAblation::Keep};
        const MultiHeadResult fast = multiHeadAttention(x, x, x, w, o);
        const MultiHeadResult ref = multiHeadAttentionReference(x, x, x, w, o);
        ATTN_COMPARE_MATRICES(fast.output, ref.output, 1e-5);
        QCOMPARE(fast.headOutputs.middleCols(6, 6).cwiseAbs().maxCoeff(), 0.0f);
        const Eigen::RowVectorXf mean = intact.headOutputs.middleCols(12, 6).colwise().mean();
        for (Eigen::Index i = 0; i < x.rows(); ++i)
            ATTN_COMPARE_MATRICES(fast.headOutputs.block(i, 12, 1, 6), mean, 1e-6);
        for (int h = 0; h < 4; ++h)
            ATTN_COMPARE_MATRICES(fast.headWeights[h], intact.headWeights[h], 0);
        o.outputFirst = 39;
        o.outputCount = 1;
        ATTN_COMPARE_MATRICES(multiHeadAttention(x, x, x, w, o).output, ref.output.bottomRows(1),
                              1e-5);
        o.ablation.pop_back();
        QVERIFY_THROWS_EXCEPTION(InputError, multiHeadAttention(x, x, x, w, o));
    }

    void shapeErrorsNameTheShapes_data() {
        QTest::addColumn<int>("queryDim");
        QTest::addColumn<int>("keyRows");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("query dim") << 7 << 5 << "query dim 7";
        QTest::newRow("keys vs values") << 8 << 4 << "(4,8)";
    }
    void shapeErrorsNameTheShapes() {
        QFETCH(int, queryDim);
        QFETCH(int, keyRows);
        QFETCH(QString, messagePart);
        const MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(8, 2), 1);
        try {
            multiHeadAttention(randomNormal(3, queryDim, 1), randomNormal(keyRows, 8, 2),
                               randomNormal(5, 8, 3), w);
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }

    void headsMustDivideModelDim() {
        QVERIFY_THROWS_EXCEPTION(InputError, MultiHeadShape::standard(10, 3));
        QVERIFY_THROWS_EXCEPTION(InputError, MultiHeadShape::standard(10, 0));
    }
};

QTEST_GUILESS_MAIN(MultiHead)
#include "tst_multihead.moc"
