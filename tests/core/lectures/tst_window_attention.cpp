// SPDX-License-Identifier: GPL-3.0-or-later
// Recurrent attention over windows: zeros outside a token's own window and carried slot,
// rows summing to 1, each window equal to plain attention with the carried vector
// prepended, and the carried vector the mean of the previous window's outputs.
#include "core/attention/attention.h"
#include "core/base/check.h"
#include "core/base/random.h"
#include "core/lectures/window_attention.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

using namespace attn;

class WindowAttention : public QObject {
    Q_OBJECT

  private slots:
    void blockStructure_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("w");
        QTest::newRow("n=12, w=4") << 12 << 4;
        QTest::newRow("n=10, w=4 (short last window)") << 10 << 4;
        QTest::newRow("n=7, w=1") << 7 << 1;
        QTest::newRow("n=5, w=8 (one window)") << 5 << 8;
        QTest::newRow("n=1, w=1") << 1 << 1;
    }
    void blockStructure() {
        QFETCH(int, n);
        QFETCH(int, w);
        const int d = 6;
        const WindowAttentionResult r =
            windowAttention(randomNormal(n, d, 1), w, randomNormal(d, d, 2, 0.5f),
                            randomNormal(d, d, 3, 0.5f), randomNormal(d, d, 4, 0.5f));
        const int windows = (n + w - 1) / w;
        QCOMPARE(r.windows, windows);
        QCOMPARE(r.weights.rows(), Eigen::Index(n));
        QCOMPARE(r.weights.cols(), Eigen::Index(windows + n));
        QCOMPARE(r.globals.rows(), Eigen::Index(windows));
        QCOMPARE(r.output.rows(), Eigen::Index(n));
        for (int t = 0; t < n; ++t) {
            QVERIFY2(std::abs(r.weights.row(t).sum() - 1.0f) < 1e-6f,
                     qPrintable(QString::number(t)));
            const int m = t / w;
            QCOMPARE(r.windowOf(t), m);
            for (int c = 0; c < windows + n; ++c) {
                const bool ownSlot = c == m;
                const bool ownWindow = c >= windows && (c - windows) / w == m;
                if (ownSlot || ownWindow)
                    QVERIFY(r.weights(t, c) > 0);
                else
                    QVERIFY2(r.weights(t, c) == 0.0f,
                             qPrintable(QString("token %1, column %2").arg(t).arg(c)));
            }
        }
    }

    void eachWindowIsAttentionWithTheCarriedVector() {
        const int n = 10, w = 4, d = 5;
        const Eigen::MatrixXf x = randomNormal(n, d, 7);
        const Eigen::MatrixXf wq = randomNormal(d, d, 8, 0.5f), wk = randomNormal(d, d, 9, 0.5f),
                              wv = randomNormal(d, d, 10, 0.5f);
        const WindowAttentionResult r = windowAttention(x, w, wq, wk, wv);
        Eigen::RowVectorXf carried = Eigen::RowVectorXf::Zero(d);
        for (int first = 0, m = 0; first < n; first += w, ++m) {
            const int size = std::min(w, n - first);
            Eigen::MatrixXf keys(size + 1, d);
            keys << carried, x.middleRows(first, size);
            const AttentionResult a =
                attention(x.middleRows(first, size) * wq, keys * wk, keys * wv);
            ATTN_COMPARE_MATRICES(r.globals.row(m), carried, 1e-6);
            ATTN_COMPARE_MATRICES(r.weights.block(first, m, size, 1), a.weights.col(0), 1e-6);
            ATTN_COMPARE_MATRICES(r.weights.block(first, r.windows + first, size, size),
                                  a.weights.rightCols(size), 1e-6);
            ATTN_COMPARE_MATRICES(r.output.middleRows(first, size), a.output, 1e-6);
            carried = a.output.colwise().mean();
        }
    }

    /// The lecture's random example is windowAttention of the seed's tokens and projections
    /// (N(0, 1/d), so scores stay of order 1).
    void randomExampleIsDrawnFromTheSeed() {
        const float s = 1.0f / std::sqrt(5.0f);
        const WindowAttentionResult r = randomWindowAttention(7, 3, 5, 11);
        const WindowAttentionResult direct =
            windowAttention(randomNormal(7, 5, 11), 3, randomNormal(5, 5, 12, s),
                            randomNormal(5, 5, 13, s), randomNormal(5, 5, 14, s));
        ATTN_COMPARE_MATRICES(r.weights, direct.weights, 0);
        ATTN_COMPARE_MATRICES(r.output, direct.output, 0);
        QVERIFY_THROWS_EXCEPTION(InputError, randomWindowAttention(0, 3, 5, 1));
    }

    void badInputsAreNamed() {
        const Eigen::MatrixXf p = Eigen::MatrixXf::Identity(3, 3);
        QVERIFY_THROWS_EXCEPTION(InputError, windowAttention(randomNormal(4, 3, 1), 0, p, p, p));
        QVERIFY_THROWS_EXCEPTION(InputError, windowAttention(Eigen::MatrixXf(0, 3), 2, p, p, p));
        try {
            windowAttention(randomNormal(4, 2, 1), 2, p, p, p);
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("(3,3)"), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(WindowAttention)
#include "tst_window_attention.moc"
