// SPDX-License-Identifier: GPL-3.0-or-later
// Claims about a figure's numbers: each kind holds where it should, fails where it should, and
// a failure names the numbers that break it.
#include "core/lessons/claim.h"

#include <QtTest>

using namespace attn;

namespace {

/// softmax(x_i · x_j) of three one-hot words: e/(e+2) on the diagonal, 1/(e+2) elsewhere.
LabelledMatrix oneHot() {
    const float e = float(std::exp(1.0)), d = e / (e + 2), o = 1 / (e + 2);
    LabelledMatrix m;
    m.values.resize(3, 3);
    m.values << d, o, o, o, d, o, o, o, d;
    m.rows = m.columns = {"a", "b", "c"};
    return m;
}

Claim cell(ClaimKind kind, MatrixIndex row, MatrixIndex column) {
    Claim c;
    c.kind = kind;
    c.row = std::move(row);
    c.column = std::move(column);
    return c;
}

} // namespace

class TestClaim : public QObject {
    Q_OBJECT

  private slots:
    void diagonalLargestHoldsOnOneHotAndFailsOffIt() {
        LabelledMatrix m = oneHot();
        QVERIFY(checkClaim(Claim{}, m).holds);
        m.values(1, 2) = 0.9f;
        const ClaimCheck broken = checkClaim(Claim{}, m);
        QVERIFY(!broken.holds);
        const QString measured = QString::fromStdString(broken.measured.english());
        QVERIFY2(measured.contains("«b»") && measured.contains("0.9") && measured.contains("«c»"),
                 qPrintable(measured));
    }

    void largestInRowByLabelOrNumber() {
        LabelledMatrix m = oneHot();
        QVERIFY(checkClaim(cell(ClaimKind::LargestInRow, {"b", 0}, {"b", 0}), m).holds);
        QVERIFY(checkClaim(cell(ClaimKind::LargestInRow, {"", 2}, {"", 2}), m).holds);
        const ClaimCheck broken = checkClaim(cell(ClaimKind::LargestInRow, {"b", 0}, {"a", 0}), m);
        QVERIFY(!broken.holds);
        // What a question's answer reads: the largest entry, and the claimed one where it differs.
        QCOMPARE(QString::fromStdString(broken.measured.english()),
                 QStringLiteral("row «b»: largest 0.5761 at «b», 0.2119 at «a»"));
        QCOMPARE(
            QString::fromStdString(checkClaim(cell(ClaimKind::LargestInRow, {"b", 0}, {"b", 0}), m)
                                       .measured.english()),
            QStringLiteral("row «b»: largest 0.5761 at «b»"));
    }

    void aMissingOrRepeatedLabelFailsSayingSo() {
        LabelledMatrix m = oneHot();
        const ClaimCheck missing = checkClaim(cell(ClaimKind::Entry, {"z", 0}, {"a", 0}), m);
        QVERIFY(!missing.holds);
        QVERIFY(QString::fromStdString(missing.measured.english()).contains("«z»"));
        m.rows = {"a", "a", "c"};
        const ClaimCheck twice = checkClaim(cell(ClaimKind::LargestInRow, {"a", 0}, {"a", 0}), m);
        QVERIFY(!twice.holds);
        QVERIFY(QString::fromStdString(twice.measured.english()).contains("number"));
        QVERIFY(!checkClaim(cell(ClaimKind::Entry, {"", 4}, {"", 1}), m).holds);
    }

    void entryAndAllEntriesKeepTheirBounds() {
        const LabelledMatrix m = oneHot();
        Claim c = cell(ClaimKind::Entry, {"a", 0}, {"a", 0});
        c.atLeast = 0.57; // e/(e+2) = 0.5761
        c.atMost = 0.58;
        QVERIFY(checkClaim(c, m).holds);
        c.atLeast = 0.58;
        QVERIFY(!checkClaim(c, m).holds);
        Claim all;
        all.kind = ClaimKind::AllEntries;
        all.atLeast = 0.2;
        QVERIFY(checkClaim(all, m).holds);
        all.atMost = 0.5;
        QVERIFY(!checkClaim(all, m).holds);
    }

    void rowSumsNearUniformAndCausal() {
        const LabelledMatrix m = oneHot();
        Claim sums;
        sums.kind = ClaimKind::RowSums;
        QVERIFY(checkClaim(sums, m).holds);
        sums.value = 2;
        QVERIFY(!checkClaim(sums, m).holds);
        Claim uniform;
        uniform.kind = ClaimKind::NearUniform;
        uniform.tolerance = 0.1; // entropy 0.9596 of at most log 3 = 1.0986
        QVERIFY(!checkClaim(uniform, m).holds);
        uniform.tolerance = 0.15;
        QVERIFY(checkClaim(uniform, m).holds);
        Claim causal;
        causal.kind = ClaimKind::Causal;
        QVERIFY(!checkClaim(causal, m).holds);
        LabelledMatrix lower = m;
        lower.values = m.values.triangularView<Eigen::Lower>();
        QVERIFY(checkClaim(causal, lower).holds);
    }

    void noNumbersNoClaim() { QVERIFY(!checkClaim(Claim{}, LabelledMatrix{}).holds); }
};

QTEST_APPLESS_MAIN(TestClaim)
#include "tst_claim.moc"
