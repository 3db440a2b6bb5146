// SPDX-License-Identifier: GPL-3.0-or-later
// Head metrics on attention patterns whose answers are known by hand.
#include "core/attention/head_metrics.h"
#include "core/base/check.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace attn;

class HeadMetricsTest : public QObject {
    Q_OBJECT

  private slots:
    /// A previous-token head (row 0 on itself) and a next-token head (the last row on itself),
    /// both directions alike: a quarter of the weight at distance 0, three quarters at 1; their
    /// mean in one layer, the first alone in another.
    void distanceProfilesSumUpEachLayer() {
        attn::RowMatrixXf previous = attn::RowMatrixXf::Zero(4, 4), next = previous;
        previous(0, 0) = next(3, 3) = 1;
        for (int i = 1; i < 4; ++i) {
            previous(i, i - 1) = 1;
            next(i - 1, i) = 1;
        }
        const Eigen::MatrixXd p = attn::layerDistanceProfiles({{previous, next}, {previous}});
        QCOMPARE(p.rows(), Eigen::Index(2));
        QCOMPARE(p.cols(), Eigen::Index(attn::kDistanceBuckets));
        for (Eigen::Index l = 0; l < 2; ++l) {
            QCOMPARE(p(l, 0), 0.25);
            QCOMPARE(p(l, 1), 0.75);
            QCOMPARE(p.row(l).sum(), 1.0);
        }
        attn::RowMatrixXf far = attn::RowMatrixXf::Zero(6, 6); // every row on the first token
        far.col(0).setConstant(1);
        const Eigen::MatrixXd q = attn::layerDistanceProfiles({{far}});
        QCOMPARE(q(0, 3), 2.0 / 6); // distances 4 and 5
        QCOMPARE(q(0, 2), 2.0 / 6); // distances 2 and 3
        QVERIFY_THROWS_EXCEPTION(attn::InputError, attn::layerDistanceProfiles({}));
        QVERIFY_THROWS_EXCEPTION(attn::InputError, attn::layerDistanceProfiles({{previous, far}}));
    }

    void previousTokenHead() {
        // Query 0 on itself, every later query on the token before it.
        RowMatrixXf w = RowMatrixXf::Zero(5, 5);
        w(0, 0) = 1;
        for (int i = 1; i < 5; ++i)
            w(i, i - 1) = 1;
        const HeadMetrics m = headMetrics(w, std::vector<bool>(5, false), true);
        QCOMPARE(m.previousToken, 1.0);
        QCOMPARE(m.entropy, 0.0);
        QCOMPARE(m.firstToken, 0.4); // queries 0 and 1 look at position 0
        QCOMPARE(m.meanDistance, 0.8);
        QCOMPARE(m.delimiter, 0.0); // no delimiters: no ratio
    }

    void uniformCausalHead() {
        // Query i spreads evenly over i + 1 keys: entropy ln(i + 1), distance i / 2.
        const int t = 6;
        RowMatrixXf w = RowMatrixXf::Zero(t, t);
        double entropy = 0, distance = 0;
        for (int i = 0; i < t; ++i) {
            w.row(i).head(i + 1).setConstant(1.0f / float(i + 1));
            entropy += std::log(double(i + 1));
            distance += i / 2.0;
        }
        // Token 3 a delimiter: a uniform head weighs it exactly by its share, ratio 1.
        std::vector<bool> delimiter(t, false);
        delimiter[3] = true;
        const HeadMetrics m = headMetrics(w, delimiter, true);
        QVERIFY(std::abs(m.entropy - entropy / t) < 1e-6);
        QVERIFY(std::abs(m.meanDistance - distance / t) < 1e-6);
        QVERIFY(std::abs(m.delimiter - 1.0) < 1e-6);
    }

    void delimiterHeadAndBidirectionalKeys() {
        // Every query on key 2, a delimiter among 4 keys (share 1/4): ratio 4.
        RowMatrixXf w = RowMatrixXf::Zero(4, 4);
        w.col(2).setOnes();
        std::vector<bool> delimiter{true, false, true, false}; // position 0 never counts
        const HeadMetrics m = headMetrics(w, delimiter, false);
        QVERIFY(std::abs(m.delimiter - 4.0) < 1e-9);
        QCOMPARE(m.firstToken, 0.0);
    }

    void inductionHeadOnARepeatedSequence() {
        // BOS then 3 tokens typed twice (T = 7): queries 4..6 on the token after the earlier
        // occurrence (t - n + 1 = 2, 3, 4) score 1.
        const int n = 3, offset = 1, t = 2 * n + offset;
        RowMatrixXf w = RowMatrixXf::Zero(t, t);
        w.col(0).setOnes();
        for (int i = offset + n; i < t; ++i) {
            w(i, 0) = 0;
            w(i, i - n + 1) = 1;
        }
        QCOMPARE(inductionScore(w, n, offset), 1.0);
        QVERIFY_THROWS_EXCEPTION(InputError, inductionScore(w, n, 0));
    }

    /// The mean of heads entry by entry; a masked score (-inf) in a head stays masked.
    void meanOverHeadsKeepsMasks() {
        RowMatrixXf a(2, 2), b(2, 2);
        a << 1, 2, 3, 4;
        b << 3, -std::numeric_limits<float>::infinity(), 5, 0;
        const RowMatrixXf m = meanOverHeads({a, b});
        QCOMPARE(m(0, 0), 2.0f);
        QVERIFY(std::isinf(m(0, 1)) && m(0, 1) < 0);
        QCOMPARE(m(1, 0), 4.0f);
        QCOMPARE(m(1, 1), 2.0f);
        QVERIFY_THROWS_EXCEPTION(InputError, meanOverHeads({}));
        QVERIFY_THROWS_EXCEPTION(InputError, meanOverHeads({a, RowMatrixXf::Zero(1, 2)}));
    }

    void shapesAreChecked() {
        QVERIFY_THROWS_EXCEPTION(InputError, headMetrics(RowMatrixXf::Ones(1, 1), {false}, true));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 headMetrics(RowMatrixXf::Zero(3, 3), {false, false}, true));
    }
};

QTEST_APPLESS_MAIN(HeadMetricsTest)
#include "tst_head_metrics.moc"
