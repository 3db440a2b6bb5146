// SPDX-License-Identifier: GPL-3.0-or-later
// The key/value cache (decoderExtend): reading a text a few tokens at a time over the cache
// gives the rows and logits of one forward pass over the whole text, in every family of
// tests/fixtures/decoders and GPT-2's learned positions: sliding windows, soft-capping, grouped
// keys/values, query/key norms, partial rotary, rotary off in some layers, and LongRoPE, whose
// frequencies change once the text passes its original positions (the cache is read again).
#include "core/base/check.h"
#include "core/models/decoder/decoder.h"
#include "tests/support/decoder_fixtures.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

using namespace attn;

namespace {

/// The last `rows` rows of every head of a full forward over ids and its last logits equal out's.
void compareWithFullForward(const DecoderModel& model, const std::vector<int>& ids,
                            const ModelOutput& out, Eigen::Index rows,
                            const ForwardWhatIf& whatIf = {}) {
    const ModelOutput full = decoderForward(model, ids, LogitRows::Last, whatIf);
    ATTN_COMPARE_MATRICES(out.logits, full.logits, 1e-4);
    QCOMPARE(out.attention.size(), full.attention.size());
    for (std::size_t l = 0; l < full.attention.size(); ++l)
        for (std::size_t h = 0; h < full.attention[l].size(); ++h) {
            const RowMatrixXf& head = out.attention[l][h];
            QCOMPARE(head.rows(), rows);
            ATTN_COMPARE_MATRICES(head, full.attention[l][h].bottomRows(rows), 1e-5);
        }
}

} // namespace

class DecoderCacheTest : public QObject {
    Q_OBJECT

  private slots:
    void tokenByTokenEqualsTheFullForward_data() {
        QTest::addColumn<QString>("family");
        for (const char* f :
             {"llama3", "llama_linear", "gemma", "gemma2", "gemma3_text", "qwen3", "qwen2_yarn",
              "phi3", "smollm3", "gpt_neox", "gpt_neox_sequential", "olmo2"})
            QTest::newRow(f) << f;
        QTest::newRow("gpt2") << QStringLiteral(ATTN_SOURCE_DIR "/sample_models/word-gpt-kjv");
    }
    void tokenByTokenEqualsTheFullForward() {
        QFETCH(QString, family);
        const DecoderModel model = testing::loadDecoderFixture(family);
        const std::vector<int> ids =
            testing::randomTokenIds(model, 24, 5); // past phi3's 16 and the windows
        DecoderCache cache;
        std::vector<int> read(ids.begin(), ids.begin() + 5);
        compareWithFullForward(model, read, decoderExtend(model, cache, read), 5);
        for (std::size_t t = 5; t < ids.size(); ++t) {
            read.push_back(ids[t]);
            const ModelOutput out = decoderExtend(model, cache, {ids[t]});
            QCOMPARE(cache.ids, read);
            compareWithFullForward(model, read, out, 1);
        }
    }

    void severalTokensAtOnceAndKnockedOutHeads() {
        const DecoderModel model =
            testing::loadDecoderFixture(QStringLiteral("gemma2")); // window 6, soft-capping
        const ForwardWhatIf whatIf{{{0, 1}, {1, 0}}, HeadAblation::Zero, false};
        const std::vector<int> ids = testing::randomTokenIds(model, 20, 9);
        DecoderCache cache;
        decoderExtend(model, cache, {ids.begin(), ids.begin() + 8}, whatIf);
        const ModelOutput out = decoderExtend(model, cache, {ids.begin() + 8, ids.end()}, whatIf);
        compareWithFullForward(model, ids, out, 12, whatIf);
    }

    void refusesWhatItCannotKeep() {
        const DecoderModel model = testing::loadDecoderFixture(QStringLiteral("llama3"));
        DecoderCache cache;
        const ForwardWhatIf mean{{{1, 0}}, HeadAblation::Mean, false}; // in the second layer
        const std::vector<int> ids = testing::randomTokenIds(model, 4, 1);
        decoderExtend(model, cache, ids, mean); // a whole pass: a mean exists
        QVERIFY_THROWS_EXCEPTION(InputError, decoderExtend(model, cache, {3}, mean));
        QCOMPARE(cache.ids.size(), std::size_t(4)); // nothing read, in no layer
        for (const KeyValueCache& layer : cache.layers)
            QCOMPARE(layer.tokens(), Eigen::Index(4));
        std::vector<int> more = ids;
        more.push_back(3);
        compareWithFullForward(model, more, decoderExtend(model, cache, {3}), 1);
        QVERIFY_THROWS_EXCEPTION(InputError, decoderExtend(model, cache, {}));
        try {
            decoderExtend(model, cache, testing::randomTokenIds(model, model.config.positions, 2));
            QFAIL("a text past the positions was read");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("positions")), e.what());
        }
        QCOMPARE(cache.ids.size(), std::size_t(5));
    }
};

QTEST_APPLESS_MAIN(DecoderCacheTest)
#include "tst_decoder_cache.moc"
