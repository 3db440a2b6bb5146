// SPDX-License-Identifier: GPL-3.0-or-later
// Attention on demand (core/models/decoder/long_text.h) on the random family folders of
// tests/fixtures/decoders: rows computed from the kept queries and keys equal the attention the
// full forward keeps, for every layer and head (sliding windows, soft-capping, grouped
// keys/values, rotary off in some layers); rows of a long text equal those of a shorter prefix
// where they overlap; the profile's numbers are those of the full matrices.
#include "core/base/check.h"
#include "core/models/decoder/decoder.h"
#include "core/models/decoder/long_text.h"
#include "tests/support/decoder_fixtures.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <cmath>

using namespace attn;

class LongText : public QObject {
    Q_OBJECT

  private slots:
    void rowsEqualTheFullForward_data() {
        QTest::addColumn<QString>("family");
        for (const char* f :
             {"llama3", "gemma2", "gemma3_text", "qwen3", "phi3", "smollm3", "gpt_neox", "olmo2"})
            QTest::newRow(f) << f;
    }
    void rowsEqualTheFullForward() {
        QFETCH(QString, family);
        const DecoderModel model = testing::loadDecoderFixture(family);
        const int t = std::min(60, model.config.positions);
        const std::vector<int> ids = testing::randomTokenIds(model, t, 7);
        const ModelOutput full = decoderForward(model, ids);
        const LongTextPass pass = decoderLongPass(model, ids);
        QCOMPARE(pass.tokens, t);
        QCOMPARE(int(pass.queries.size()), model.config.layers);
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(pass.lastLogits), full.logits.bottomRows(1), 1e-4);
        for (int l = 0; l < model.config.layers; ++l)
            for (int h = 0; h < model.config.heads; ++h) {
                const RowMatrixXf& expected = full.attention[std::size_t(l)][std::size_t(h)];
                ATTN_COMPARE_MATRICES(headRows(pass, l, h, 0, t), expected, 1e-6);
                ATTN_COMPARE_MATRICES(headRows(pass, l, h, 13, 20), expected.middleRows(13, 20),
                                      1e-6);
            }
    }

    /// Causal attention: a row depends on the tokens up to it only, so the rows of a prefix
    /// are the first rows of the longer text's, their columns beyond the prefix 0.
    void rowsOfALongTextEqualThoseOfItsPrefix() {
        const DecoderModel model =
            testing::loadDecoderFixture(QStringLiteral("gemma2")); // a window of 6, soft-capping
        const std::vector<int> ids = testing::randomTokenIds(model, model.config.positions, 11);
        const std::vector<int> prefix(ids.begin(), ids.begin() + 25);
        const LongTextPass longer = decoderLongPass(model, ids);
        const ModelOutput shorter = decoderForward(model, prefix);
        for (int l = 0; l < model.config.layers; ++l)
            for (int h = 0; h < model.config.heads; ++h) {
                const RowMatrixXf rows = headRows(longer, l, h, 0, 25);
                ATTN_COMPARE_MATRICES(rows.leftCols(25), shorter.attention[l][h], 1e-6);
                QCOMPARE(rows.rightCols(rows.cols() - 25).cwiseAbs().maxCoeff(), 0.0f);
            }
    }

    void profileSumsUpTheFullMatrices() {
        const DecoderModel model = testing::loadDecoderFixture(QStringLiteral("llama3"));
        const std::vector<int> ids = testing::randomTokenIds(model, 50, 3);
        const ModelOutput full = decoderForward(model, ids);
        const std::vector<HeadProfile> profiles = headProfiles(decoderLongPass(model, ids));
        QCOMPARE(int(profiles.size()), model.config.layers * model.config.heads);
        for (const HeadProfile& p : profiles) {
            const RowMatrixXf& w = full.attention[std::size_t(p.layer)][std::size_t(p.head)];
            double first = 0, entropy = 0, distance = 0, total = 0, adjacent = 0;
            for (Eigen::Index i = 0; i < w.rows(); ++i)
                for (Eigen::Index j = 0; j <= i; ++j) {
                    const double x = w(i, j);
                    total += x;
                    if (j == 0) first += x;
                    if (i - j == 1) adjacent += x;
                    if (x > 0) entropy -= x * std::log(x);
                    distance += x * double(i - j);
                }
            const double n = double(w.rows());
            QVERIFY(std::abs(p.firstToken - first / n) < 1e-6);
            QVERIFY(std::abs(p.entropy - entropy / n) < 1e-5);
            QVERIFY(std::abs(p.meanDistance - distance / n) < 1e-4);
            QVERIFY(std::abs(p.byDistance[1] - adjacent / n) < 1e-6); // bucket 1: distance 1
            double sum = 0;
            for (double b : p.byDistance)
                sum += b;
            QVERIFY(std::abs(sum - total / n) < 1e-6 && std::abs(sum - 1) < 1e-5);
        }
        const std::string csv = headProfilesCsv(profiles);
        QVERIFY(QString::fromStdString(csv).startsWith(
            "layer,head,first_token,entropy,mean_distance,distance_0,distance_1,distance_2_3,"));
    }

    void oneLayersProfilesAreThoseOfAll() {
        const DecoderModel model = testing::loadDecoderFixture(QStringLiteral("gemma2"));
        const LongTextPass pass = decoderLongPass(model, testing::randomTokenIds(model, 40, 4));
        const std::vector<HeadProfile> all = headProfiles(pass);
        const std::vector<HeadProfile> second = headProfiles(pass, 1);
        QCOMPARE(int(second.size()), model.config.heads);
        for (const HeadProfile& p : second) {
            const HeadProfile& q = all[std::size_t(model.config.heads + p.head)];
            QCOMPARE(p.layer, 1);
            QCOMPARE(p.entropy, q.entropy);
            QCOMPARE(p.byDistance, q.byDistance);
        }
        QVERIFY_THROWS_EXCEPTION(InputError, headProfiles(pass, model.config.layers));
    }

    /// Each cell the largest weight of its block of the full matrix, blocks of uneven sizes
    /// (50 tokens in 7 cells) or single tokens (more cells than tokens).
    void overviewCellsAreTheLargestOfTheirBlocks_data() {
        QTest::addColumn<int>("cells");
        QTest::newRow("7 cells") << 7;
        QTest::newRow("one a token") << 80;
    }
    void overviewCellsAreTheLargestOfTheirBlocks() {
        QFETCH(int, cells);
        const DecoderModel model =
            testing::loadDecoderFixture(QStringLiteral("gemma2")); // a window of 6
        const std::vector<int> ids = testing::randomTokenIds(model, 50, 6);
        const ModelOutput full = decoderForward(model, ids);
        const LongTextPass pass = decoderLongPass(model, ids);
        const Eigen::Index c = std::min(cells, 50);
        for (int l = 0; l < model.config.layers; ++l) {
            const RowMatrixXf& w = full.attention[std::size_t(l)][1];
            Eigen::MatrixXf expected = Eigen::MatrixXf::Zero(c, c);
            for (Eigen::Index i = 0; i < 50; ++i)
                for (Eigen::Index j = 0; j < 50; ++j)
                    expected(i * c / 50, j * c / 50) =
                        std::max(expected(i * c / 50, j * c / 50), w(i, j));
            ATTN_COMPARE_MATRICES(headOverview(pass, l, 1, cells), expected, 1e-6);
        }
        QVERIFY_THROWS_EXCEPTION(InputError, headOverview(pass, 0, 0, 0));
    }

    void distanceBucketsDouble() {
        QCOMPARE(distanceBucket(0), 0);
        QCOMPARE(distanceBucket(1), 1);
        QCOMPARE(distanceBucket(3), 2);
        QCOMPARE(distanceBucket(4), 3);
        QCOMPARE(distanceBucket(7), 3);
        QCOMPARE(distanceBucket(Eigen::Index(1) << 40), kDistanceBuckets - 1);
    }

    void badRowsAreExplained() {
        const DecoderModel model = testing::loadDecoderFixture(QStringLiteral("llama3"));
        const LongTextPass pass = decoderLongPass(model, testing::randomTokenIds(model, 10, 1));
        QVERIFY_THROWS_EXCEPTION(InputError, headRows(pass, 0, 0, 5, 6));
        QVERIFY_THROWS_EXCEPTION(InputError, headRows(pass, model.config.layers, 0, 0, 1));
        QVERIFY_THROWS_EXCEPTION(InputError, headRows(pass, 0, model.config.heads, 0, 1));
    }
};

QTEST_APPLESS_MAIN(LongText)
#include "tst_long_text.moc"
