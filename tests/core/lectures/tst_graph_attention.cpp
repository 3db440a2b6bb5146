// SPDX-License-Identifier: GPL-3.0-or-later
// Graph attention: normalisation over neighbourhoods, exact zeros elsewhere, a 4-node case
// worked out by hand, permutation equivariance and the shapes of concat and average.
#include "core/base/check.h"
#include "core/base/random.h"
#include "core/lectures/graph_attention.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <cmath>
#include <numeric>

using namespace attn;

namespace {

/// The path 0 - 1 - 2 - 3.
Eigen::MatrixXf path4() {
    Eigen::MatrixXf a = Eigen::MatrixXf::Zero(4, 4);
    for (int i = 0; i < 3; ++i)
        a(i, i + 1) = a(i + 1, i) = 1;
    return a;
}

/// softmax of the listed scores, placed at the listed columns of a row of n zeros.
Eigen::RowVectorXf softmaxAt(int n, const std::vector<int>& columns,
                             const std::vector<double>& scores) {
    double total = 0;
    for (double e : scores)
        total += std::exp(e);
    Eigen::RowVectorXf row = Eigen::RowVectorXf::Zero(n);
    for (size_t c = 0; c < columns.size(); ++c)
        row(columns[c]) = float(std::exp(scores[c]) / total);
    return row;
}

} // namespace

class GraphAttention : public QObject {
    Q_OBJECT

  private slots:
    void weightsAreSoftmaxOverNeighbourhoods_data() {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<double>("p");
        QTest::addColumn<int>("heads");
        QTest::newRow("6 nodes, sparse, 1 head") << 6 << 0.3 << 1;
        QTest::newRow("10 nodes, dense, 3 heads") << 10 << 0.8 << 3;
        QTest::newRow("1 node: only itself") << 1 << 0.5 << 2;
        QTest::newRow("complete graph") << 5 << 1.0 << 2;
    }
    void weightsAreSoftmaxOverNeighbourhoods() {
        QFETCH(int, nodes);
        QFETCH(double, p);
        QFETCH(int, heads);
        const Eigen::MatrixXf adjacency = randomAdjacency(nodes, p, 3);
        const Eigen::MatrixXf h = randomNormal(nodes, 5, 4);
        const GatResult r =
            graphAttention(h, adjacency, randomGatHeads(5, 3, heads, 9), GatAggregation::Concat);
        QCOMPARE(int(r.heads.size()), heads);
        for (const GatHeadResult& head : r.heads)
            for (int i = 0; i < nodes; ++i) {
                QVERIFY(std::abs(head.weights.row(i).sum() - 1.0f) < 1e-6f);
                for (int j = 0; j < nodes; ++j) {
                    const bool neighbour = i == j || adjacency(i, j) != 0;
                    if (neighbour)
                        QVERIFY2(head.weights(i, j) > 0,
                                 qPrintable(QString("(%1,%2)").arg(i).arg(j)));
                    else
                        QVERIFY2(head.weights(i, j) == 0.0f && head.scores(i, j) == 0.0f,
                                 qPrintable(QString("non-edge (%1,%2)").arg(i).arg(j)));
                }
            }
    }

    void fourNodesByHand() {
        // F = F' = 1, W = [2], a = [0.5, 1]: z = 2h, e_ij = LeakyReLU(0.5 z_i + z_j).
        Eigen::MatrixXf h(4, 1);
        h << 1, 2, -1, 0;
        GatHead head;
        head.w = Eigen::MatrixXf::Constant(1, 1, 2);
        head.a = Eigen::Vector2f(0.5f, 1.0f);
        const GatResult r = graphAttention(h, path4(), {head}, GatAggregation::Concat);
        // z = (2, 4, -2, 0). Node 0: e00 = 1+2 = 3, e01 = 1+4 = 5. Node 1: e10 = 2+2 = 4,
        // e11 = 2+4 = 6, e12 = 2-2 = 0. Node 2: e21 = -1+4 = 3, e22 = LReLU(-3) = -0.6,
        // e23 = LReLU(-1) = -0.2. Node 3: e32 = LReLU(-2) = -0.4, e33 = 0.
        Eigen::MatrixXf scores(4, 4);
        scores << 3, 5, 0, 0,   //
            4, 6, 0, 0,         //
            0, 3, -0.6f, -0.2f, //
            0, 0, -0.4f, 0;
        ATTN_COMPARE_MATRICES(r.heads[0].scores, scores, 1e-6);
        Eigen::MatrixXf alpha(4, 4);
        alpha.row(0) = softmaxAt(4, {0, 1}, {3, 5});
        alpha.row(1) = softmaxAt(4, {0, 1, 2}, {4, 6, 0});
        alpha.row(2) = softmaxAt(4, {1, 2, 3}, {3, -0.6, -0.2});
        alpha.row(3) = softmaxAt(4, {2, 3}, {-0.4, 0});
        ATTN_COMPARE_MATRICES(r.heads[0].weights, alpha, 1e-6);
        const Eigen::Vector4f z(2, 4, -2, 0);
        Eigen::MatrixXf expected(4, 1);
        for (int i = 0; i < 4; ++i) {
            const float c = alpha.row(i).dot(z);
            expected(i, 0) = c > 0 ? c : std::expm1(c);
        }
        ATTN_COMPARE_MATRICES(r.output, expected, 1e-5);
        QVERIFY(r.output(3, 0) < 0); // node 3 hears mostly -2: ELU keeps a negative value
    }

    void permutingNodesPermutesWeights() {
        const int n = 7;
        const Eigen::MatrixXf adjacency = randomAdjacency(n, 0.4, 21);
        const Eigen::MatrixXf h = randomNormal(n, 4, 22);
        const std::vector<GatHead> heads = randomGatHeads(4, 3, 2, 23);
        const std::vector<int> p{3, 0, 6, 1, 5, 2, 4}; // node i becomes node p[i]
        Eigen::MatrixXf hp(n, 4), ap(n, n);
        for (int i = 0; i < n; ++i) {
            hp.row(p[i]) = h.row(i);
            for (int j = 0; j < n; ++j)
                ap(p[i], p[j]) = adjacency(i, j);
        }
        const GatResult r = graphAttention(h, adjacency, heads, GatAggregation::Average);
        const GatResult rp = graphAttention(hp, ap, heads, GatAggregation::Average);
        for (size_t k = 0; k < heads.size(); ++k) {
            Eigen::MatrixXf expected(n, n);
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    expected(p[i], p[j]) = r.heads[k].weights(i, j);
            ATTN_COMPARE_MATRICES(rp.heads[k].weights, expected, 1e-6);
        }
        Eigen::MatrixXf expectedOutput(n, r.output.cols());
        for (int i = 0; i < n; ++i)
            expectedOutput.row(p[i]) = r.output.row(i);
        ATTN_COMPARE_MATRICES(rp.output, expectedOutput, 1e-5);
    }

    void concatAndAverageShapes_data() {
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("outFeatures");
        QTest::newRow("K=1, F'=4") << 1 << 4;
        QTest::newRow("K=3, F'=2") << 3 << 2;
        QTest::newRow("K=8, F'=5") << 8 << 5;
    }
    void concatAndAverageShapes() {
        QFETCH(int, heads);
        QFETCH(int, outFeatures);
        const int n = 6, f = 7;
        const Eigen::MatrixXf adjacency = randomAdjacency(n, 0.5, 1);
        const Eigen::MatrixXf h = randomNormal(n, f, 2);
        const std::vector<GatHead> params = randomGatHeads(f, outFeatures, heads, 3);
        const GatResult concat = graphAttention(h, adjacency, params, GatAggregation::Concat);
        const GatResult average = graphAttention(h, adjacency, params, GatAggregation::Average);
        QCOMPARE(concat.output.rows(), Eigen::Index(n));
        QCOMPARE(concat.output.cols(), Eigen::Index(heads * outFeatures));
        QCOMPARE(average.output.rows(), Eigen::Index(n));
        QCOMPARE(average.output.cols(), Eigen::Index(outFeatures));
        // Average: σ of the mean context; concat: σ of each head's context side by side.
        Eigen::MatrixXf mean = Eigen::MatrixXf::Zero(n, outFeatures);
        for (int k = 0; k < heads; ++k) {
            mean += concat.heads[size_t(k)].context / float(heads);
            ATTN_COMPARE_MATRICES(concat.output.middleCols(k * outFeatures, outFeatures),
                                  concat.heads[size_t(k)].context.unaryExpr(&gatElu), 1e-6);
        }
        ATTN_COMPARE_MATRICES(average.output, mean.unaryExpr(&gatElu), 1e-6);
    }

    void isolatedNodeAttendsOnlyToItself() {
        Eigen::MatrixXf adjacency = Eigen::MatrixXf::Zero(3, 3);
        adjacency(0, 1) = adjacency(1, 0) = 1;
        const GatResult r = graphAttention(randomNormal(3, 2, 1), adjacency,
                                           randomGatHeads(2, 2, 1, 2), GatAggregation::Concat);
        QCOMPARE(r.heads[0].weights(2, 2), 1.0f);
        QCOMPARE(r.heads[0].weights(2, 0), 0.0f);
    }

    void badInputsAreNamed_data() {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("adjacency size") << 0 << "adjacency";
        QTest::newRow("asymmetric") << 1 << "symmetric";
        QTest::newRow("W rows") << 2 << "W";
        QTest::newRow("a size") << 3 << "2F'";
        QTest::newRow("no heads") << 4 << "head";
        QTest::newRow("NaN feature") << 5 << "non-finite";
    }
    void badInputsAreNamed() {
        QFETCH(int, which);
        QFETCH(QString, mentions);
        Eigen::MatrixXf h = randomNormal(4, 3, 1);
        Eigen::MatrixXf adjacency = path4();
        std::vector<GatHead> heads = randomGatHeads(3, 2, 2, 1);
        if (which == 0) adjacency = Eigen::MatrixXf::Zero(3, 3);
        if (which == 1) adjacency(0, 3) = 1;
        if (which == 2) heads[1].w = Eigen::MatrixXf::Zero(2, 2);
        if (which == 3) heads[0].a = Eigen::VectorXf::Zero(3);
        if (which == 4) heads.clear();
        if (which == 5) h(2, 1) = NAN;
        try {
            graphAttention(h, adjacency, heads, GatAggregation::Concat);
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(mentions), e.what());
        }
    }

    void randomAdjacencyIsSymmetricWithoutLoops() {
        const Eigen::MatrixXf a = randomAdjacency(9, 0.1, 5);
        QVERIFY(a == a.transpose());
        QCOMPARE(a.diagonal().sum(), 0.0f);
        for (int i = 0; i < 9; ++i)
            QVERIFY(a.row(i).sum() >= 1);
        QVERIFY(randomAdjacency(9, 0.1, 5) == a);
    }
};

QTEST_GUILESS_MAIN(GraphAttention)
#include "tst_graph_attention.moc"
