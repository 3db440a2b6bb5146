// SPDX-License-Identifier: GPL-3.0-or-later
// The strided product multiplyInto against a double-precision product, over shapes that hit
// every edge of the kernels' tiling (6-row and 64-, 32-, 16- and 8-column tiles, 768-deep and
// 512-wide blocks), every layout of A, B and C, blocks of larger matrices, and a packed B shared
// by row blocks; the blocks a team of threads shares, and a product made by seven of them.
#include "core/base/gemm.h"
#include "core/base/random.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <omp.h>

using namespace attn;
using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

namespace {

/// a b in double, rounded to float.
Eigen::MatrixXf exactProduct(const Eigen::MatrixXf& a, const Eigen::MatrixXf& b, float alpha) {
    return (double(alpha) * a.cast<double>() * b.cast<double>()).cast<float>();
}

/// Rounding of a k-term float sum of products of values in [-1, 1], with room to spare; a
/// wrong index gives errors of order 1.
double tolerance(int k) {
    return 1e-6 * (k + 1);
}

} // namespace

class Gemm : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { qInfo("kernel on this CPU: %s", multiplyKernelName()); }

    void matchesDoublePrecision_data() {
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("rowMajorA");
        QTest::addColumn<bool>("rowMajorB");
        QTest::addColumn<bool>("rowMajorC");
        QTest::addColumn<float>("alpha");
        QTest::addRow("1x1x1") << 1 << 1 << 1 << false << false << false << 1.0f;
        QTest::addRow("whole tiles 12x64x128, all row-major")
            << 12 << 64 << 128 << true << true << true << 1.0f;
        QTest::addRow("whole tiles 12x64x128, all column-major")
            << 12 << 64 << 128 << false << false << false << 1.0f;
        QTest::addRow("ragged 7x5x65, C row-major")
            << 7 << 5 << 65 << false << true << true << 1.0f;
        QTest::addRow("ragged 131x77x93, C column-major")
            << 131 << 77 << 93 << true << false << false << 1.0f;
        QTest::addRow("scaled 128x64x1024 (scores)")
            << 128 << 64 << 1024 << false << true << true << 0.125f;
        QTest::addRow("two passes over k: 13x1500x70")
            << 13 << 1500 << 70 << true << true << true << 1.0f;
        QTest::addRow("two passes over k, scaled: 20x2100x40")
            << 20 << 2100 << 40 << false << false << true << -0.5f;
        QTest::addRow("two column blocks: 9x40x1100")
            << 9 << 40 << 1100 << true << false << true << 1.0f;
        QTest::addRow("32-wide head values 130x512x32 (6x32 tiles)")
            << 130 << 512 << 32 << true << true << true << 1.0f;
        QTest::addRow("24 wide, C column-major: 17x70x24")
            << 17 << 70 << 24 << false << true << false << 1.0f;
        QTest::addRow("47 wide, scaled: 11x1100x47")
            << 11 << 1100 << 47 << true << false << true << 0.5f;
        QTest::addRow("ViT's 197 tokens: 25x768x197 (a 16-wide last sliver)")
            << 25 << 768 << 197 << true << false << true << 1.0f;
        QTest::addRow("16-wide head, odd depth: 19x77x16 (6x16 tiles)")
            << 19 << 77 << 16 << true << true << true << 1.0f;
        QTest::addRow("8-wide tail, odd depth: 13x41x200 (12 x 16 + a 6x8 tile with AVX2)")
            << 13 << 41 << 200 << true << false << true << 0.5f;
        QTest::addRow("8 wide, C column-major: 9x33x8")
            << 9 << 33 << 8 << false << true << false << 1.0f;
        QTest::addRow("narrow 300x768x3") << 300 << 768 << 3 << false << false << false << 1.0f;
        QTest::addRow("column 5x9x1") << 5 << 9 << 1 << true << true << true << 1.0f;
    }
    void matchesDoublePrecision() {
        QFETCH(int, m);
        QFETCH(int, k);
        QFETCH(int, n);
        QFETCH(bool, rowMajorA);
        QFETCH(bool, rowMajorB);
        QFETCH(bool, rowMajorC);
        QFETCH(float, alpha);
        const Eigen::MatrixXf a = randomUniform(m, k, 1, 1.0f), b = randomUniform(k, n, 2, 1.0f);
        const RowMajor aRow = a, bRow = b;
        const ConstMatrixView av = rowMajorA ? constView(aRow) : constView(a);
        const ConstMatrixView bv = rowMajorB ? constView(bRow) : constView(b);
        Eigen::MatrixXf c(m, n);
        if (rowMajorC) {
            RowMajor cRow = RowMajor::Constant(m, n, 99.0f); // every cell must be overwritten
            multiplyInto(av, bv, view(cRow), alpha);
            c = cRow;
        } else {
            c.setConstant(99.0f);
            multiplyInto(av, bv, view(c), alpha);
        }
        ATTN_COMPARE_MATRICES(c, exactProduct(a, b, alpha), tolerance(k));
    }

    void blocksOfLargerMatrices() {
        // Rows 3..52, columns 5..84 of a 60x90 column-major A; the transpose of rows 10..42,
        // columns 2..81 of a 70x90 row-major matrix as B; the result into the middle of a larger
        // row-major C, whose border must stay untouched.
        const Eigen::MatrixXf big = randomUniform(60, 90, 3, 1.0f);
        const RowMajor other = randomUniform(70, 90, 4, 1.0f);
        const auto a = big.block(3, 5, 50, 80);
        const auto bT = other.block(10, 2, 33, 80); // B = bT^T: (80, 33)
        RowMajor c = RowMajor::Zero(60, 50);
        multiplyInto(constView(a), constView(bT).transposed(), view(c.block(4, 7, 50, 33)));
        const Eigen::MatrixXf expected = exactProduct(a, Eigen::MatrixXf(bT.transpose()), 1.0f);
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(c.block(4, 7, 50, 33)), expected, tolerance(80));
        RowMajor border = c;
        border.block(4, 7, 50, 33).setZero();
        QVERIFY(border.isZero(0));
    }

    void packedRightSharedByRowBlocks() {
        // As the attention does with K^T: B packed once, then used for each block of rows.
        const Eigen::MatrixXf q = randomUniform(300, 64, 5, 1.0f),
                              keys = randomUniform(200, 64, 6, 1.0f);
        PackedRight keysT;
        packRight(constView(keys).transposed(), keysT);
        RowMajor scores(300, 200);
        for (Eigen::Index r0 = 0; r0 < 300; r0 += 128) {
            const Eigen::Index rows = std::min<Eigen::Index>(128, 300 - r0);
            multiplyInto(constView(q.middleRows(r0, rows)), keysT,
                         view(scores.middleRows(r0, rows)), 0.5f);
        }
        const Eigen::MatrixXf expected = exactProduct(q, Eigen::MatrixXf(keys.transpose()), 0.5f);
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(scores), expected, tolerance(64));
    }

    void leadingBlockOfPackedRight() {
        // As causal attention does: a block of queries multiplies only the keys it can see
        // (the first 130 of K^T's 200 columns), then its weights only those keys' values.
        const Eigen::MatrixXf q = randomUniform(40, 64, 7, 1.0f),
                              keys = randomUniform(200, 64, 8, 1.0f);
        PackedRight keysT;
        packRight(constView(keys).transposed(), keysT);
        RowMajor scores = RowMajor::Constant(40, 200, 99.0f);
        multiplyInto(constView(q), keysT, view(scores.leftCols(130)));
        const Eigen::MatrixXf seen = keys.topRows(130).transpose();
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(scores.leftCols(130)), exactProduct(q, seen, 1.0f),
                              tolerance(64));
        QVERIFY((scores.rightCols(70).array() == 99.0f).all()); // untouched
        const Eigen::MatrixXf values = randomUniform(200, 32, 9, 1.0f);
        PackedRight packedValues;
        packRight(constView(values), packedValues);
        const RowMajor weights = randomUniform(40, 130, 10, 1.0f);
        RowMajor out(40, 32);
        multiplyInto(constView(weights), packedValues, view(out));
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(out),
                              exactProduct(weights, values.topRows(130), 1.0f), tolerance(130));
    }

    void inParallelEveryLayout_data() {
        QTest::addColumn<int>("m");
        QTest::addColumn<bool>("rowMajorC");
        QTest::addRow("one row (the last token's logits)") << 1 << false;
        QTest::addRow("five rows, C row-major") << 5 << true;
        QTest::addRow("300 rows, C column-major") << 300 << false;
        QTest::addRow("300 rows, C row-major") << 300 << true;
    }
    void inParallelEveryLayout() {
        QFETCH(int, m);
        QFETCH(bool, rowMajorC);
        const Eigen::MatrixXf a = randomUniform(m, 96, 11, 1.0f),
                              b = randomUniform(96, 517, 12, 1.0f);
        Eigen::MatrixXf c = Eigen::MatrixXf::Constant(m, 517, 99.0f);
        if (rowMajorC) {
            RowMajor cRow = c;
            multiplyIntoInParallel(constView(a), constView(b), view(cRow));
            c = cRow;
        } else {
            multiplyIntoInParallel(constView(a), constView(b), view(c));
        }
        ATTN_COMPARE_MATRICES(c, exactProduct(a, b, 1.0f), tolerance(96));
    }

    void sharedBlocksCoverEachValueOnce_data() {
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("sliverWidth");
        QTest::addColumn<int>("threads");
        QTest::addRow("ViT projection, AVX-512, 16 threads") << 768 << 197 << 64 << 16;
        QTest::addRow("ViT projection, AVX-512, 8 threads") << 768 << 197 << 64 << 8;
        QTest::addRow("ViT MLP, AVX2, 2 threads") << 3072 << 197 << 16 << 2;
        QTest::addRow("GPT-2 projection, 1 thread") << 768 << 512 << 64 << 1;
        QTest::addRow("ragged rows and columns, 7 threads") << 101 << 333 << 16 << 7;
        QTest::addRow("Eigen's product, 3 threads") << 40 << 517 << 0 << 3;
        QTest::addRow("one row") << 1 << 50257 << 64 << 16;
        QTest::addRow("empty") << 0 << 10 << 64 << 4;
    }
    /// Every value of c in exactly one block; blocks of rows a multiple of the 6-row tile and of
    /// columns a multiple of the slivers but at c's edges; with several threads, every block of
    /// full width handed out before the narrower last columns.
    void sharedBlocksCoverEachValueOnce() {
        QFETCH(int, m);
        QFETCH(int, n);
        QFETCH(int, sliverWidth);
        QFETCH(int, threads);
        const SharedBlocks blocks(m, n, sliverWidth, threads);
        Eigen::MatrixXi covered = Eigen::MatrixXi::Zero(m, n);
        Eigen::Index widest = 0;
        bool narrowSeen = false;
        for (Eigen::Index i = 0; i < blocks.count(); ++i) {
            const ProductBlock b = blocks.block(i);
            QVERIFY(b.rows > 0 && b.cols > 0 && b.row + b.rows <= m && b.col + b.cols <= n);
            covered.block(b.row, b.col, b.rows, b.cols).array() += 1;
            if (b.row + b.rows < m) QCOMPARE(b.rows % 6, 0);
            if (sliverWidth && b.col + b.cols < n) QCOMPARE(b.cols % sliverWidth, 0);
            widest = std::max(widest, b.cols);
            if (threads > 1 && b.cols < widest) narrowSeen = true;
            if (narrowSeen) QVERIFY2(b.cols < widest, "a full-width block after a narrow one");
        }
        QVERIFY(covered.isConstant(1) || m == 0);
        // Four blocks a thread where blocks of 12 rows and a sliver's columns leave room.
        const Eigen::Index most =
            (m + 11) / 12 * (sliverWidth ? (n + sliverWidth - 1) / sliverWidth : 1);
        if (most >= 4 * threads) QVERIFY(blocks.count() >= 4 * threads);
    }

    /// b packed by seven threads in runs of its rows (300: two whole runs and a short one),
    /// c's blocks shared among them.
    void productSharedBySevenThreads() {
        const Eigen::MatrixXf a = randomUniform(101, 300, 13, 1.0f),
                              b = randomUniform(300, 197, 14, 1.0f);
        const Eigen::VectorXf bias = randomUniform(101, 1, 15, 1.0f);
        RowMajor c = RowMajor::Constant(101, 197, 99.0f);
        PackedRight packed;
#pragma omp parallel num_threads(7)
        {
            packRightTogether(constView(b), packed);
            multiplyTogether(constView(a), packed, view(c), bias.data(), 0.5f);
        }
        Eigen::MatrixXf expected = exactProduct(a, b, 0.5f);
        expected.colwise() += bias;
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(c), expected, tolerance(300));
    }

    void emptyDepthGivesZeros() {
        const Eigen::MatrixXf a(4, 0), b(0, 3);
        Eigen::MatrixXf c = Eigen::MatrixXf::Constant(4, 3, 7.0f);
        multiplyInto(constView(a), constView(b), view(c));
        QVERIFY(c.isZero(0));
    }
};

QTEST_APPLESS_MAIN(Gemm)
#include "tst_gemm.moc"
