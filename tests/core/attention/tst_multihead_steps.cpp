// SPDX-License-Identifier: GPL-3.0-or-later
// The multi-head steps have the shapes of the 000 note's formulas (W_i^Q:(E,E_i),
// W_i^K:(E_k,E_i), W_i^V:(E_v,E_h), h_i:(N,E_h), Concat:(N,E_h*H), W^O:(E_h*H,E_a),
// A:(N,E_a)) and their output is multiHeadAttention()'s.
#include "core/attention/multihead.h"
#include "core/attention/multihead_steps.h"
#include "core/attention/steps.h"
#include "core/base/check.h"
#include "core/base/random.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

using namespace attn;

namespace {

void verifyShape(const Eigen::MatrixXf& m, Eigen::Index rows, Eigen::Index cols, const char* name) {
    QVERIFY2(m.rows() == rows && m.cols() == cols,
             qPrintable(QStringLiteral("%1 is (%2,%3), the note says (%4,%5)")
                            .arg(QLatin1String(name))
                            .arg(m.rows())
                            .arg(m.cols())
                            .arg(rows)
                            .arg(cols)));
}

/// A layer with every size different, so a swapped dimension cannot pass: E=6, E_k=5,
/// E_v=7, H=3, E_i=4, E_h=2, E_a=9, with biases.
MultiHeadShape unevenShape() {
    MultiHeadShape s;
    s.queryDim = 6;
    s.keyDim = 5;
    s.valueDim = 7;
    s.heads = 3;
    s.headDim = 4;
    s.headValueDim = 2;
    s.outputDim = 9;
    s.bias = true;
    return s;
}

} // namespace

class MultiHeadStepsTest : public QObject {
    Q_OBJECT

  private slots:
    void shapesFollowTheNote_data() {
        QTest::addColumn<int>("aggregation");
        QTest::newRow("concat") << int(HeadAggregation::Concat);
        QTest::newRow("average") << int(HeadAggregation::Average);
    }
    void shapesFollowTheNote() {
        QFETCH(int, aggregation);
        const MultiHeadShape shape = unevenShape();
        const int n = 4, m = 3, e = 6, ek = 5, ev = 7, heads = 3, ei = 4, eh = 2, ea = 9;
        const MultiHeadWeights w = randomMultiHeadWeights(shape, 11);
        const Eigen::MatrixXf q = randomNormal(n, e, 1), k = randomNormal(m, ek, 2),
                              v = randomNormal(m, ev, 3);
        MultiHeadOptions o;
        o.aggregation = HeadAggregation(aggregation);
        const MultiHeadSteps s = multiHeadSteps(q, k, v, w, o);
        QCOMPARE(s.shape.queryDim, e);
        QCOMPARE(s.shape.keyDim, ek);
        QCOMPARE(s.shape.valueDim, ev);
        QCOMPARE(s.shape.heads, heads);
        QCOMPARE(s.shape.headDim, ei);
        QCOMPARE(s.shape.headValueDim, eh);
        QVERIFY(s.shape.bias);
        QCOMPARE(int(s.queryProjections.size()), heads);
        QCOMPARE(int(s.keyProjections.size()), heads);
        QCOMPARE(int(s.valueProjections.size()), heads);
        QCOMPARE(int(s.headOutputs.size()), heads);
        for (int h = 0; h < heads; ++h) {
            verifyShape(s.queryProjections[std::size_t(h)], e, ei, "W_i^Q");
            verifyShape(s.keyProjections[std::size_t(h)], ek, ei, "W_i^K");
            verifyShape(s.valueProjections[std::size_t(h)], ev, eh, "W_i^V");
            verifyShape(s.headOutputs[std::size_t(h)], n, eh, "h_i");
        }
        verifyShape(s.concat, n, eh * heads, "Concat(h_1..h_H)");
        if (o.aggregation == HeadAggregation::Concat) {
            QCOMPARE(s.shape.outputDim, ea);
            verifyShape(s.wo, eh * heads, ea, "W^O");
            verifyShape(s.output, n, ea, "A");
        } else {
            QCOMPARE(s.shape.outputDim, eh);
            QCOMPARE(s.wo.size(), Eigen::Index(0)); // no W^O when averaging
            verifyShape(s.output, n, eh, "A (average)");
        }
    }

    void everyMatrixIsTheLayers_data() {
        QTest::addColumn<int>("aggregation");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<bool>("bias");
        QTest::newRow("concat") << int(HeadAggregation::Concat) << false << false;
        QTest::newRow("concat, causal, biases") << int(HeadAggregation::Concat) << true << true;
        QTest::newRow("average, causal") << int(HeadAggregation::Average) << true << false;
    }
    void everyMatrixIsTheLayers() {
        QFETCH(int, aggregation);
        QFETCH(bool, causal);
        QFETCH(bool, bias);
        const MultiHeadShape shape = MultiHeadShape::standard(12, 4, bias);
        const MultiHeadWeights w = randomMultiHeadWeights(shape, 5);
        const Eigen::MatrixXf x = randomNormal(7, 12, 6);
        MultiHeadOptions o;
        o.aggregation = HeadAggregation(aggregation);
        o.mask.causal = causal;
        o.temperature = 0.8f;
        const MultiHeadResult fast = multiHeadAttention(x, x, x, w, o);
        const MultiHeadSteps s = multiHeadSteps(x, x, x, w, o);
        ATTN_COMPARE_MATRICES(s.output, fast.output, 1e-5);
        ATTN_COMPARE_MATRICES(s.concat, fast.headOutputs, 1e-5);
        for (int h = 0; h < 4; ++h) {
            const std::size_t i = std::size_t(h);
            // h_i is head i's attention output, its W_i slices of the layer's projections.
            ATTN_COMPARE_MATRICES(s.headOutputs[i], headSteps(x, x, x, w, h, o).output, 1e-6);
            ATTN_COMPARE_MATRICES(s.queryProjections[i], Eigen::MatrixXf(w.wq.middleCols(h * 3, 3)),
                                  0);
            ATTN_COMPARE_MATRICES(s.valueProjections[i], Eigen::MatrixXf(w.wv.middleCols(h * 3, 3)),
                                  0);
        }
        if (o.aggregation == HeadAggregation::Concat) {
            ATTN_COMPARE_MATRICES(s.wo, w.wo, 0);
        } else { // A's row 2 is the mean of the heads' rows 2
            Eigen::RowVectorXf mean = Eigen::RowVectorXf::Zero(3);
            for (const Eigen::MatrixXf& h : s.headOutputs)
                mean += h.row(2) / 4.0f;
            ATTN_COMPARE_MATRICES(Eigen::MatrixXf(s.output.row(2)), Eigen::MatrixXf(mean), 1e-6);
        }
        // Assembled from the fast path's head outputs, the steps give the same output.
        const MultiHeadSteps assembled = multiHeadSteps(fast.headOutputs, w, o.aggregation);
        ATTN_COMPARE_MATRICES(assembled.output, fast.output, 1e-5);
    }

    void crossAttentionKeepsTheQueryCount() {
        const MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(8, 2), 3);
        const Eigen::MatrixXf q = randomNormal(3, 8, 1), kv = randomNormal(5, 8, 2);
        const MultiHeadSteps s = multiHeadSteps(q, kv, kv, w, {});
        verifyShape(s.concat, 3, 8, "Concat");
        ATTN_COMPARE_MATRICES(s.output, multiHeadAttention(q, kv, kv, w).output, 1e-5);
    }

    void mismatchedHeadOutputsNameTheShapes() {
        const MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(8, 2), 3);
        try {
            multiHeadSteps(Eigen::MatrixXf::Zero(3, 6), w, HeadAggregation::Concat);
            QFAIL("no error");
        } catch (const InputError& e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.contains(QLatin1String("(3,6)")) &&
                         message.contains(QLatin1String("8 columns")),
                     qPrintable(message));
        }
    }
};

QTEST_GUILESS_MAIN(MultiHeadStepsTest)
#include "tst_multihead_steps.moc"
