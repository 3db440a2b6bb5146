// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/rollout.h"
#include "core/base/check.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <algorithm>
#include <numeric>
#include <vector>

using namespace attn;

namespace {
RowMatrixXf causalUniform(int t) {
    RowMatrixXf a = RowMatrixXf::Zero(t, t);
    for (int i = 0; i < t; ++i)
        a.row(i).head(i + 1).setConstant(1.0f / float(i + 1));
    return a;
}
} // namespace

class Rollout : public QObject {
    Q_OBJECT
  private slots:
    void identityHeadsRollOutToIdentity() {
        const RowMatrixXf id = RowMatrixXf::Identity(4, 4);
        const Eigen::MatrixXf r = attentionRollout({{id, id}, {id}});
        ATTN_COMPARE_MATRICES(r, Eigen::MatrixXf(Eigen::MatrixXf::Identity(4, 4)), 1e-7);
    }
    void oneLayerByHand() {
        // One head attending uniformly (causal) over 2 tokens: 0.5 A + 0.5 I.
        const Eigen::MatrixXf r = attentionRollout({{causalUniform(2)}});
        Eigen::MatrixXf expected(2, 2);
        expected << 1, 0, 0.25f, 0.75f;
        ATTN_COMPARE_MATRICES(r, expected, 1e-7);
    }
    void layersMultiplyFromTheFirst() {
        RowMatrixXf a(2, 2), b(2, 2);
        a << 1, 0, 1, 0;
        b << 0.5f, 0.5f, 0, 1;
        const Eigen::MatrixXf ra =
            0.5f * Eigen::MatrixXf(a) + 0.5f * Eigen::MatrixXf::Identity(2, 2);
        const Eigen::MatrixXf rb =
            0.5f * Eigen::MatrixXf(b) + 0.5f * Eigen::MatrixXf::Identity(2, 2);
        ATTN_COMPARE_MATRICES(attentionRollout({{a}, {b}}), rb * ra, 1e-7);
    }
    void fusionChoices() {
        RowMatrixXf a(1, 1), b(1, 1);
        a << 1;
        b << 1;
        for (HeadFusion f : {HeadFusion::Mean, HeadFusion::Max, HeadFusion::Min})
            QCOMPARE(attentionRollout({{a, b}}, f)(0, 0), 1.0f);
        const RowMatrixXf c = causalUniform(5), d = RowMatrixXf::Identity(5, 5);
        for (HeadFusion f : {HeadFusion::Mean, HeadFusion::Max, HeadFusion::Min}) {
            const Eigen::MatrixXf r = attentionRollout({{c, d}, {d, c}}, f);
            QVERIFY(((r.rowwise().sum().array() - 1).abs() < 1e-6f).all());
            QVERIFY(r.triangularView<Eigen::StrictlyUpper>().toDenseMatrix().isZero(0));
        }
    }
    /// Discarding by selection equals vit-explain's order (a stable sort of all T^2 entries,
    /// ties to the earlier one, (0, 0) kept), on a matrix full of ties.
    void discardEqualsSortingAll() {
        const RowMatrixXf a = causalUniform(9); // zeros above the diagonal, rows of equal values
        for (float ratio : {0.1f, 0.3f, 0.55f, 0.8f}) {
            Eigen::MatrixXf expected = a;
            const Eigen::Index t = 9, count = Eigen::Index(double(ratio) * 81);
            std::vector<Eigen::Index> order(81);
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), [&](Eigen::Index x, Eigen::Index y) {
                return a(x / t, x % t) < a(y / t, y % t);
            });
            for (Eigen::Index i = 0; i < count; ++i)
                if (order[std::size_t(i)] != 0) expected(order[i] / t, order[i] % t) = 0;
            expected = 0.5f * expected + 0.5f * Eigen::MatrixXf::Identity(t, t);
            const Eigen::VectorXf sums = expected.rowwise().sum();
            expected = sums.cwiseInverse().asDiagonal() * expected;
            ATTN_COMPARE_MATRICES(attentionRollout({{a}}, HeadFusion::Mean, ratio), expected, 1e-6);
        }
    }

    /// One row of the rollout, as the vision view shows [CLS]'s, equals the full product's.
    void oneRowEqualsTheProduct() {
        std::srand(3);
        LayerHeadAttention layers(3);
        for (auto& heads : layers)
            for (int h = 0; h < 4; ++h) {
                RowMatrixXf w = RowMatrixXf::Random(37, 37).array().exp();
                heads.push_back(w.array().colwise() / w.rowwise().sum().array());
            }
        for (HeadFusion f : {HeadFusion::Mean, HeadFusion::Max, HeadFusion::Min})
            for (float discard : {0.0f, 0.6f}) {
                const Eigen::MatrixXf full = attentionRollout(layers, f, discard);
                for (Eigen::Index row : {0, 17, 36})
                    ATTN_COMPARE_MATRICES(attentionRolloutRow(layers, row, f, discard),
                                          full.row(row), 1e-6);
            }
        QVERIFY_THROWS_EXCEPTION(InputError, attentionRolloutRow(layers, 37));
    }

    void badShapesAreNamed() {
        QVERIFY_THROWS_EXCEPTION(InputError, attentionRollout({}));
        try {
            attentionRollout({{causalUniform(3)}, {causalUniform(2)}});
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("layer 2 head 1 is (2,2), expected (3,3)"),
                     e.what());
        }
    }
};

QTEST_GUILESS_MAIN(Rollout)
#include "tst_rollout.moc"
