// SPDX-License-Identifier: GPL-3.0-or-later
// Patch grids of [CLS] attention and DINO's mass mask, on hand-made cases.
#include "core/attention/patch_maps.h"
#include "core/base/check.h"

#include <QtTest>

using namespace attn;

class PatchMaps : public QObject {
    Q_OBJECT
  private slots:
    void gridReadsRowMajorPatchesAfterCls() {
        // [CLS] + 3 x 2 patches: token 1 + y*3 + x.
        RowMatrixXf w = RowMatrixXf::Zero(7, 7);
        for (int j = 0; j < 7; ++j)
            w(0, j) = float(j);
        const Eigen::MatrixXf g = patchGrid(w, 0, 3, 2);
        QCOMPARE(g.rows(), Eigen::Index(2));
        QCOMPARE(g.cols(), Eigen::Index(3));
        QCOMPARE(g(0, 0), 1.0f);
        QCOMPARE(g(0, 2), 3.0f);
        QCOMPARE(g(1, 0), 4.0f); // second row of patches
        QCOMPARE(g(1, 2), 6.0f);
        QVERIFY_THROWS_EXCEPTION(InputError, patchGrid(w, 0, 2, 2)); // 1 + 4 != 7
        QVERIFY_THROWS_EXCEPTION(InputError, patchGrid(w, 7, 3, 2));
    }

    void maskKeepsTheLargestUpToTheShare() {
        Eigen::MatrixXf map(2, 2);
        map << 0.5f, 0.3f, 0.15f, 0.05f;
        // 60 % of the mass: the 0.5 patch alone holds less, 0.5 + 0.3 holds more.
        Eigen::MatrixXf expected(2, 2);
        expected << 1, 1, 0, 0;
        QCOMPARE(massMask(map, 0.6), expected);
        QCOMPARE(massMask(map, 0.45).sum(), 1.0f); // the largest alone holds enough
        QCOMPARE(massMask(map, 1.0).sum(), 4.0f);
        QCOMPARE(massMask(map * 10, 0.6), expected); // only shares matter
        QCOMPARE(massMask(Eigen::MatrixXf::Zero(2, 2), 0.6).sum(), 0.0f);
    }

    void badMasksAreRefused() {
        const Eigen::MatrixXf map = Eigen::MatrixXf::Constant(2, 2, 0.25f);
        QVERIFY_THROWS_EXCEPTION(InputError, massMask(map, 0.0));
        QVERIFY_THROWS_EXCEPTION(InputError, massMask(map, 1.5));
        Eigen::MatrixXf bad = map;
        bad(0, 1) = -1;
        QVERIFY_THROWS_EXCEPTION(InputError, massMask(bad, 0.5));
        bad(0, 1) = std::nanf("");
        QVERIFY_THROWS_EXCEPTION(InputError, massMask(bad, 0.5));
    }
};

QTEST_APPLESS_MAIN(PatchMaps)
#include "tst_patch_maps.moc"
