// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/masks.h"
#include "core/base/check.h"

#include <QtTest>

using namespace attn;

class Masks : public QObject {
    Q_OBJECT
  private slots:
    void causalSquare() {
        Mask m;
        m.causal = true;
        const BlockMatrix b = combinedMask(m, 3, 3);
        BlockMatrix expected(3, 3);
        expected << false, true, true, false, false, true, false, false, false;
        QVERIFY((b == expected).all());
    }
    void causalCrossIsTopLeftAligned() {
        Mask m;
        m.causal = true;
        const BlockMatrix b = combinedMask(m, 2, 4);
        QVERIFY(!b(0, 0) && b(0, 1) && !b(1, 1) && b(1, 2) && b(1, 3));
    }
    void paddingAndExplicitCombineWithOr() {
        Mask m;
        m.paddedKeys = paddingAfter(2, 3);
        m.blocked = BlockMatrix::Constant(2, 3, false);
        m.blocked(1, 0) = true;
        const BlockMatrix b = combinedMask(m, 2, 3);
        QVERIFY(b.col(2).all());
        QVERIFY(b(1, 0) && !b(0, 0) && !b(0, 1) && !b(1, 1));
    }
    void wrongSizesAreNamed() {
        Mask m;
        m.paddedKeys = {true, false};
        QVERIFY_THROWS_EXCEPTION(InputError, combinedMask(m, 2, 3));
        Mask e;
        e.blocked = BlockMatrix::Constant(3, 2, false);
        try {
            combinedMask(e, 2, 3);
            QFAIL("expected InputError");
        } catch (const InputError& err) {
            QVERIFY2(QString(err.what()).contains("(3,2)") && QString(err.what()).contains("(2,3)"),
                     err.what());
        }
        QVERIFY_THROWS_EXCEPTION(InputError, paddingAfter(4, 3));
    }
};

QTEST_GUILESS_MAIN(Masks)
#include "tst_masks.moc"
