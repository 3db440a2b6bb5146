// SPDX-License-Identifier: GPL-3.0-or-later
// Properties every score function and every mask must satisfy, on random inputs.
#include "core/attention/attention.h"
#include "core/base/random.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <algorithm>
#include <numeric>
#include <random>

using namespace attn;

namespace {

enum class MaskKind { None, Causal, Padding, Explicit };

struct Setup {
    Eigen::MatrixXf q, k, v;
    AttentionOptions options;
};

Setup makeSetup(ScoreFunction f, MaskKind maskKind, unsigned seed) {
    const int tq = 7, tk = 9, d = 5, dv = 3;
    Setup s;
    s.q = randomNormal(tq, d, seed);
    s.k = randomNormal(tk, f == ScoreFunction::Additive ? d + 2 : d, seed + 1);
    s.v = randomNormal(tk, dv, seed + 2);
    s.options.score = f;
    s.options.params = randomScoreParams(f, d, int(s.k.cols()), 4, seed + 3);
    if (maskKind == MaskKind::Causal) s.options.mask.causal = true;
    if (maskKind == MaskKind::Padding) s.options.mask.paddedKeys = paddingAfter(6, tk);
    if (maskKind == MaskKind::Explicit) {
        s.options.mask.blocked = randomUniform(tq, tk, seed + 4, 1.0f).array() > 0.2f;
        s.options.mask.blocked(2, Eigen::all).setConstant(true); // one query sees nothing
    }
    return s;
}

} // namespace

class AttentionProperties : public QObject {
    Q_OBJECT
  private slots:
    void properties_data() {
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("mask");
        const std::pair<ScoreFunction, const char*> scores[] = {
            {ScoreFunction::Dot, "dot"},
            {ScoreFunction::ScaledDot, "scaled dot"},
            {ScoreFunction::Bilinear, "bilinear"},
            {ScoreFunction::Additive, "additive"},
            {ScoreFunction::ExpDot, "exp dot"}};
        const std::pair<MaskKind, const char*> masks[] = {{MaskKind::None, "no mask"},
                                                          {MaskKind::Causal, "causal"},
                                                          {MaskKind::Padding, "key padding"},
                                                          {MaskKind::Explicit, "explicit mask"}};
        for (auto [f, fname] : scores)
            for (auto [m, mname] : masks)
                QTest::addRow("%s, %s", fname, mname) << int(f) << int(m);
    }

    void properties() {
        QFETCH(int, score);
        QFETCH(int, mask);
        const Setup s = makeSetup(ScoreFunction(score), MaskKind(mask), 42);
        const AttentionResult r = attention(s.q, s.k, s.v, s.options);
        const BlockMatrix blocked = combinedMask(s.options.mask, s.q.rows(), s.k.rows());

        QVERIFY2(r.weights.allFinite(), "weights contain NaN or Inf");
        QVERIFY2((r.weights.array() >= 0).all(), "negative weight");
        for (Eigen::Index i = 0; i < r.weights.rows(); ++i) {
            const bool dead = blocked.row(i).all();
            QCOMPARE(dead,
                     std::count(r.fullyMaskedRows.begin(), r.fullyMaskedRows.end(), int(i)) == 1);
            const float sum = r.weights.row(i).sum();
            QVERIFY2(std::abs(sum - (dead ? 0.0f : 1.0f)) < 1e-6f,
                     qPrintable(QStringLiteral("row %1 sums to %2").arg(i).arg(sum, 0, 'g', 9)));
            for (Eigen::Index j = 0; j < r.weights.cols(); ++j)
                if (blocked(i, j)) QVERIFY(r.weights(i, j) == 0.0f); // exactly zero, not tiny
        }

        // Permuting keys (with their values and mask columns) permutes weight columns and
        // leaves the output unchanged.
        std::vector<int> perm(std::size_t(s.k.rows()));
        std::iota(perm.begin(), perm.end(), 0);
        std::shuffle(perm.begin(), perm.end(), std::mt19937(7));
        Setup p = s;
        p.options.mask = Mask{};
        p.options.mask.blocked = BlockMatrix(blocked.rows(), blocked.cols());
        for (std::size_t j = 0; j < perm.size(); ++j) {
            p.k.row(Eigen::Index(j)) = s.k.row(perm[j]);
            p.v.row(Eigen::Index(j)) = s.v.row(perm[j]);
            p.options.mask.blocked.col(Eigen::Index(j)) = blocked.col(perm[j]);
        }
        const AttentionResult pr = attention(p.q, p.k, p.v, p.options);
        Eigen::MatrixXf permuted(r.weights.rows(), r.weights.cols());
        for (std::size_t j = 0; j < perm.size(); ++j)
            permuted.col(Eigen::Index(j)) = r.weights.col(perm[j]);
        ATTN_COMPARE_MATRICES(pr.weights, permuted, 1e-6);
        ATTN_COMPARE_MATRICES(pr.output, r.output, 1e-5);
    }

    void lowTemperatureApproachesArgmax_data() { properties_data(); }
    void lowTemperatureApproachesArgmax() {
        QFETCH(int, score);
        QFETCH(int, mask);
        Setup s = makeSetup(ScoreFunction(score), MaskKind(mask), 3);
        s.options.temperature = 1e-4f;
        const AttentionResult r = attention(s.q, s.k, s.v, s.options);
        const BlockMatrix blocked = combinedMask(s.options.mask, s.q.rows(), s.k.rows());
        Eigen::MatrixXf logits = r.scores;
        if (ScoreFunction(score) == ScoreFunction::ExpDot) logits = s.q * s.k.transpose();
        for (Eigen::Index i = 0; i < logits.rows(); ++i) {
            if (blocked.row(i).all()) continue;
            Eigen::Index best = -1;
            for (Eigen::Index j = 0; j < logits.cols(); ++j)
                if (!blocked(i, j) && (best < 0 || logits(i, j) > logits(i, best))) best = j;
            QVERIFY2(r.weights(i, best) > 0.999f,
                     qPrintable(QStringLiteral("row %1: weight %2 at the argmax")
                                    .arg(i)
                                    .arg(r.weights(i, best))));
        }
    }
};

QTEST_GUILESS_MAIN(AttentionProperties)
#include "tst_attention_properties.moc"
