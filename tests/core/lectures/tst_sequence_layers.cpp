// SPDX-License-Identifier: GPL-3.0-or-later
// The three layers of the cost table computed numerically (never timed): shapes, a tiny case
// by hand for each, the convolution and the RNN against direct loops, self-attention
// against the core's attention; and the fit of the cost laws on exact power laws.
#include "core/attention/attention.h"
#include "core/base/check.h"
#include "core/base/random.h"
#include "core/lectures/layer_cost.h"
#include "core/lectures/sequence_layers.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace attn;

class SequenceLayers : public QObject {
    Q_OBJECT

  private slots:
    void shapes_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("k");
        QTest::newRow("n=1, d=1, k=1") << 1 << 1 << 1;
        QTest::newRow("n=5, d=3, k=3") << 5 << 3 << 3;
        QTest::newRow("n=2, d=4, k=5 (kernel longer than x)") << 2 << 4 << 5;
        QTest::newRow("n=17, d=8, k=4 (even kernel)") << 17 << 8 << 4;
    }
    void shapes() {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(int, k);
        const Eigen::MatrixXf x = randomNormal(n, d, 1);
        for (const Eigen::MatrixXf& y :
             {selfAttentionLayer(x, randomSelfAttentionLayer(d, 2)),
              elmanLayer(x, randomElmanLayer(d, 3)), conv1dLayer(x, randomConvLayer(d, k, 4))}) {
            QCOMPARE(y.rows(), Eigen::Index(n));
            QCOMPARE(y.cols(), Eigen::Index(d));
            QVERIFY(y.allFinite());
        }
    }

    void attentionByHand() {
        // d = 1, every projection 1: q = k = v = x = (1, 0).
        Eigen::MatrixXf x(2, 1);
        x << 1, 0;
        const Eigen::MatrixXf one = Eigen::MatrixXf::Ones(1, 1);
        const Eigen::MatrixXf y = selfAttentionLayer(x, {one, one, one, one});
        const double e = std::exp(1.0);
        Eigen::MatrixXf expected(2, 1);
        expected << float(e / (1 + e)), 0.5f; // row 0: softmax(1, 0); row 1: softmax(0, 0)
        ATTN_COMPARE_MATRICES(y, expected, 1e-6);
    }

    void attentionIsCoreAttentionWithProjections() {
        const Eigen::MatrixXf x = randomNormal(9, 6, 5);
        const SelfAttentionLayer layer = randomSelfAttentionLayer(6, 6);
        const AttentionResult a = attention(x * layer.wq, x * layer.wk, x * layer.wv);
        ATTN_COMPARE_MATRICES(selfAttentionLayer(x, layer), a.output * layer.wo, 1e-6);
    }

    void rnnByHand() {
        // d_in = d = 1, W = 1, U = 0.5, b = 0, x = (1, 0, -1).
        Eigen::MatrixXf x(3, 1);
        x << 1, 0, -1;
        const ElmanLayer layer{Eigen::MatrixXf::Ones(1, 1), Eigen::MatrixXf::Constant(1, 1, 0.5f),
                               Eigen::VectorXf::Zero(1)};
        const double h0 = std::tanh(1.0), h1 = std::tanh(0.5 * h0), h2 = std::tanh(-1 + 0.5 * h1);
        Eigen::MatrixXf expected(3, 1);
        expected << float(h0), float(h1), float(h2);
        ATTN_COMPARE_MATRICES(elmanLayer(x, layer), expected, 1e-6);
    }

    void rnnIsTheDirectLoop() {
        const int n = 11, dIn = 4, d = 5;
        const Eigen::MatrixXf x = randomNormal(n, dIn, 7);
        const ElmanLayer layer{randomNormal(dIn, d, 8, 0.5f), randomNormal(d, d, 9, 0.3f),
                               randomNormal(d, 1, 10, 0.1f)};
        Eigen::MatrixXf expected(n, d);
        std::vector<double> previous(d, 0.0);
        for (int t = 0; t < n; ++t) {
            std::vector<double> h(d);
            for (int o = 0; o < d; ++o) {
                double s = layer.b(o);
                for (int i = 0; i < dIn; ++i)
                    s += double(x(t, i)) * layer.w(i, o);
                for (int i = 0; i < d; ++i)
                    s += previous[size_t(i)] * layer.u(i, o);
                h[size_t(o)] = std::tanh(s);
                expected(t, o) = float(h[size_t(o)]);
            }
            previous = h;
        }
        ATTN_COMPARE_MATRICES(elmanLayer(x, layer), expected, 1e-5);
    }

    void convolutionByHand() {
        // d = 1, taps (1, 10, 100), x = (1, 2, 3): y_t = x_{t-1} + 10 x_t + 100 x_{t+1}.
        Eigen::MatrixXf x(3, 1);
        x << 1, 2, 3;
        ConvLayer layer;
        for (float w : {1.0f, 10.0f, 100.0f})
            layer.taps.push_back(Eigen::MatrixXf::Constant(1, 1, w));
        layer.b = Eigen::VectorXf::Zero(1);
        Eigen::MatrixXf expected(3, 1);
        expected << 210, 321, 32;
        ATTN_COMPARE_MATRICES(conv1dLayer(x, layer), expected, 0);
    }

    void convolutionIsTheDirectLoop_data() {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("n");
        QTest::newRow("k=1") << 1 << 6;
        QTest::newRow("k=3") << 3 << 9;
        QTest::newRow("k=4 (even)") << 4 << 9;
        QTest::newRow("k=7 > n") << 7 << 4;
    }
    void convolutionIsTheDirectLoop() {
        QFETCH(int, k);
        QFETCH(int, n);
        const int dIn = 3, dOut = 5;
        const Eigen::MatrixXf x = randomNormal(n, dIn, 11);
        ConvLayer layer;
        for (int m = 0; m < k; ++m)
            layer.taps.push_back(randomNormal(dIn, dOut, 12 + m));
        layer.b = randomNormal(dOut, 1, 40);
        Eigen::MatrixXf expected(n, dOut);
        for (int t = 0; t < n; ++t)
            for (int o = 0; o < dOut; ++o) {
                double s = layer.b(o);
                for (int m = 0; m < k; ++m) {
                    const int source = t + m - (k - 1) / 2;
                    if (source < 0 || source >= n) continue;
                    for (int i = 0; i < dIn; ++i)
                        s += double(x(source, i)) * layer.taps[size_t(m)](i, o);
                }
                expected(t, o) = float(s);
            }
        ATTN_COMPARE_MATRICES(conv1dLayer(x, layer), expected, 1e-5);
    }

    void mismatchedShapesAreNamed() {
        const Eigen::MatrixXf x = randomNormal(4, 3, 1);
        QVERIFY_THROWS_EXCEPTION(InputError, selfAttentionLayer(x, randomSelfAttentionLayer(4, 1)));
        QVERIFY_THROWS_EXCEPTION(InputError, elmanLayer(x, randomElmanLayer(2, 1)));
        QVERIFY_THROWS_EXCEPTION(InputError, conv1dLayer(x, randomConvLayer(5, 3, 1)));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 conv1dLayer(Eigen::MatrixXf(0, 3), randomConvLayer(3, 3, 1)));
        QVERIFY_THROWS_EXCEPTION(InputError, randomConvLayer(3, 0, 1));
        try {
            elmanLayer(x, randomElmanLayer(2, 1));
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("(4,3)"), e.what());
        }
    }

    void fitRecoversExactPowerLaws_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("slope");
        QTest::newRow("self-attention n^2 d") << int(SequenceLayerKind::SelfAttention) << 2.0;
        QTest::newRow("recurrent n d^2") << int(SequenceLayerKind::Recurrent) << 1.0;
        QTest::newRow("convolution k n d^2") << int(SequenceLayerKind::Convolution) << 1.0;
    }
    void fitRecoversExactPowerLaws() {
        QFETCH(int, kind);
        QFETCH(double, slope);
        const auto layer = SequenceLayerKind(kind);
        const double d = 64, k = 3, c = 3e-10;
        std::vector<double> n, t;
        for (double size = 16; size <= 4096; size *= 2) {
            n.push_back(size);
            t.push_back(c * layerCostModel(layer, size, d, k));
        }
        const CostFit fit = fitLayerCost(layer, n, t, d, k);
        QVERIFY(std::abs(fit.scale / c - 1) < 1e-9);
        QVERIFY(std::abs(fit.slope - slope) < 1e-9);
        QVERIFY(fit.rmsLogError < 1e-9);
    }

    void operationCountsOfTheLayersAsBuilt() {
        // Projections 4nd² and scores with the weighted sum 2n²d; the others are their law.
        QCOMPARE(layerOperationCount(SequenceLayerKind::SelfAttention, 10, 4, 3),
                 4.0 * 10 * 16 + 2.0 * 100 * 4);
        QCOMPARE(layerOperationCount(SequenceLayerKind::Recurrent, 10, 4, 3), 2.0 * 10 * 16);
        QCOMPARE(layerOperationCount(SequenceLayerKind::Convolution, 10, 4, 3), 3.0 * 10 * 16);
    }

    void largeSlopeComesFromTheLargestSizes() {
        // Times that follow the count: the slope over all n is far below 2, the one over the
        // three largest n is the count's own slope there, and c is recovered.
        const double d = 64, c = 2e-11;
        std::vector<double> n, t;
        for (double size = 16; size <= 1024; size *= 2) {
            n.push_back(size);
            t.push_back(c * layerOperationCount(SequenceLayerKind::SelfAttention, size, d, 1));
        }
        const CostFit fit = fitLayerCost(SequenceLayerKind::SelfAttention, n, t, d, 1);
        QCOMPARE(fit.largeFrom, 256.0);
        QVERIFY(std::abs(fit.countScale / c - 1) < 1e-9);
        QVERIFY(std::abs(fit.largeSlope - fit.largeCountSlope) < 1e-9);
        // 1 + log(1152/384)/log 4 at the ends, least squares over 256, 512, 1024
        QVERIFY2(fit.largeSlope > 1.75 && fit.largeSlope < 1.85,
                 qPrintable(QString::number(fit.largeSlope)));
        QVERIFY2(fit.slope < 1.6, qPrintable(QString::number(fit.slope)));
        // A slow small n (a busy moment) changes the whole-range slope, not the large-n one.
        t.front() *= 3;
        const CostFit noisy = fitLayerCost(SequenceLayerKind::SelfAttention, n, t, d, 1);
        QVERIFY(std::abs(noisy.largeSlope - fit.largeSlope) < 1e-12);
        QVERIFY(std::abs(noisy.slope - fit.slope) > 0.05);
        // Unsorted sizes are sorted first.
        std::reverse(n.begin(), n.end());
        std::reverse(t.begin(), t.end());
        QCOMPARE(fitLayerCost(SequenceLayerKind::SelfAttention, n, t, d, 1).largeFrom, 256.0);
    }

    void fitIsLeastSquaresInLogSpace() {
        // Times 2x and 0.5x the law: the geometric mean puts c exactly on the law.
        const std::vector<double> n{10, 20}, t{2 * 100.0 * 8, 0.5 * 400.0 * 8};
        const CostFit fit = fitLayerCost(SequenceLayerKind::SelfAttention, n, t, 8, 1);
        QVERIFY(std::abs(fit.scale - 1) < 1e-12);
        QVERIFY(std::abs(fit.rmsLogError - std::log(2.0)) < 1e-12);
        QVERIFY(std::abs(fit.slope - 0.0) < 1e-12); // 1600 at both sizes
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 fitLayerCost(SequenceLayerKind::Recurrent, {1, 2}, {1}, 4, 1));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 fitLayerCost(SequenceLayerKind::Recurrent, {1}, {0}, 4, 1));
    }
};

QTEST_GUILESS_MAIN(SequenceLayers)
#include "tst_sequence_layers.moc"
