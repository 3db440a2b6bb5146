// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --model DIR --text ... --what alignment|cross-attention|
// encoder-attention|decoder-attention`: the numbers the core tests check (fixtures), the
// printed translation, the errors.
#include "core/io/json.h"
#include "core/io/npy.h"
#include "core/models/translator/translator_vocab.h"
#include "tests/support/run_app.h"

#include <QFile>
#include <QtTest>

#include <algorithm>
#include <cmath>

using testing::runApp;

namespace {

const QString kBahdanau = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/translator-bahdanau");
const QString kTransformer =
    QStringLiteral(ATTN_SOURCE_DIR "/sample_models/translator-transformer");
const QString kGpt = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv");
const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR "/translators");

/// The fixture case called name: its text, source length S, target length T and the
/// translation as the command prints it.
struct Case {
    QString text;
    std::size_t s = 0, t = 0;
    QString translation;
};

Case fixtureCase(const QString& kind, const char* name) {
    const attn::JsonValue cases =
        attn::readJsonFile((kFixtures + "/" + kind + "/cases.json").toStdString());
    for (const attn::JsonValue& c : cases.array) {
        if (c.stringAt("name") != name) continue;
        std::vector<std::string> words;
        for (const attn::JsonValue& w : c.find("target_words")->array)
            if (w.string != "<eos>") words.push_back(w.string);
        return {QString::fromStdString(c.stringAt("text")), c.find("source_ids")->array.size(),
                c.find("target_ids")->array.size(), QString::fromStdString(attn::joinWords(words))};
    }
    return {};
}

/// The largest difference between a and the fixture kind/file, or infinity when their shapes
/// differ: the export must write the very numbers the core's tests check.
float differenceFromFixture(const attn::NpyArray& a, const QString& kind, const QString& file) {
    const attn::NpyArray expected =
        attn::readNpy((kFixtures + "/" + kind + "/" + file).toStdString());
    if (a.shape != expected.shape) return INFINITY;
    float largest = 0;
    for (std::size_t i = 0; i < a.data.size(); ++i)
        largest = std::max(largest, std::abs(a.data[i] - expected.data[i]));
    return largest;
}

bool rowsSumToOne(const attn::NpyArray& a) {
    const std::size_t k = a.shape.back();
    for (std::size_t row = 0; row < a.data.size() / k; ++row) {
        float sum = 0;
        for (std::size_t j = 0; j < k; ++j)
            sum += a.data[row * k + j];
        if (std::abs(sum - 1) > 1e-5f) return false;
    }
    return true;
}

} // namespace

class TestExportTranslator : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

  private slots:
    void alignmentIsTargetBySource() {
        const Case c = fixtureCase("bahdanau", "eea");
        const QString out = dir.filePath("alignment.npy");
        const auto run = runApp({"export", "--model", kBahdanau, "--text", c.text, "--what",
                                 "alignment", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, c.translation + "\n");
        const attn::NpyArray a = attn::readNpy(out.toStdString());
        QVERIFY(a.shape == (std::vector<std::size_t>{c.t, c.s}));
        QVERIFY(rowsSumToOne(a));
        const float off = differenceFromFixture(a, "bahdanau", "eea_alignment.npy");
        QVERIFY2(off < 1e-5f, qPrintable(QString::number(off)));
    }

    void transformerAttention_data() {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("queries");
        QTest::addColumn<QString>("keys");
        QTest::addColumn<QString>("fixture");
        QTest::newRow("cross") << "cross-attention"
                               << "target"
                               << "source"
                               << "small_red_car_cross.npy";
        QTest::newRow("encoder") << "encoder-attention"
                                 << "source"
                                 << "source"
                                 << "small_red_car_encoder_self.npy";
        QTest::newRow("decoder") << "decoder-attention"
                                 << "target"
                                 << "target"
                                 << "small_red_car_decoder_self.npy";
    }
    void transformerAttention() {
        QFETCH(QString, what);
        QFETCH(QString, queries);
        QFETCH(QString, keys);
        QFETCH(QString, fixture);
        const Case c = fixtureCase("transformer", "small_red_car");
        const QString out = dir.filePath(what + ".npy");
        const auto run = runApp(
            {"export", "--model", kTransformer, "--text", c.text, "--what", what, "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, c.translation + "\n");
        const attn::NpyArray a = attn::readNpy(out.toStdString());
        const std::size_t q = queries == QLatin1String("target") ? c.t : c.s;
        const std::size_t k = keys == QLatin1String("target") ? c.t : c.s;
        QVERIFY(a.shape == (std::vector<std::size_t>{2, 4, q, k}));
        QVERIFY(rowsSumToOne(a));
        if (what == QLatin1String("decoder-attention"))
            QCOMPARE(a.data[1], 0.0f); // causal: query 0 sees key 0 only
        // 11 source and 11 target words: only the numbers tell cross from encoder attention
        const float off = differenceFromFixture(a, "transformer", fixture);
        QVERIFY2(off < 1e-5f, qPrintable(QString::number(off)));
    }

    void unknownWordsAreNamed() {
        const QString out = dir.filePath("unknown.npy");
        const auto run =
            runApp({"export", "--model", kBahdanau, "--text", "The giraffe eats the red apple.",
                    "--what", "alignment", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains("giraffe"), qPrintable(run.err));
        QVERIFY(!run.out.trimmed().isEmpty());
    }

    /// opus-mt's folders ask generate for beam search: the command says its words are greedy;
    /// the sample translators ask for nothing and get no note.
    void greedyDecodingIsSaid() {
        const QString out = dir.filePath("marian.npy");
        const auto marian = runApp(
            {"export", "--model", QStringLiteral(ATTN_FIXTURE_DIR "/marian/en_ru/model"), "--text",
             "Attention is all you need.", "--what", "cross-attention", "--out", out});
        QVERIFY2(marian.exitCode == 0, qPrintable(marian.err));
        QVERIFY2(marian.err.contains("note: Greedy decoding") &&
                     marian.err.contains("beam search over 4 candidates (num_beams)"),
                 qPrintable(marian.err));
        const auto sample =
            runApp({"export", "--model", kTransformer, "--text", "The cat is small.", "--what",
                    "cross-attention", "--out", out});
        QVERIFY2(sample.exitCode == 0, qPrintable(sample.err));
        QVERIFY2(!sample.err.contains("note:"), qPrintable(sample.err));
    }

    void badRequestsAreExplained_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        const QString text = QStringLiteral("The red car.");
        QTest::newRow("alignment of a transformer")
            << QStringList{"--model", kTransformer, "--text", text, "--what", "alignment"}
            << "use --what cross-attention";
        QTest::newRow("cross-attention of bahdanau")
            << QStringList{"--model", kBahdanau, "--text", text, "--what", "cross-attention"}
            << "use --what alignment";
        QTest::newRow("language-model attention of a translator")
            << QStringList{"--model", kBahdanau, "--text", text, "--what", "attention"}
            << "is a translator";
        QTest::newRow("alignment of a language model")
            << QStringList{"--model", kGpt, "--text", text, "--what", "alignment"}
            << "needs a translator";
        QTest::newRow("no model") << QStringList{"--text", text, "--what", "alignment"}
                                  << "--model";
        QTest::newRow("missing dir")
            << QStringList{"--model", "/nonexistent", "--text", text, "--what", "encoder-attention"}
            << "/nonexistent";
        QTest::newRow("empty text")
            << QStringList{"--model", kBahdanau, "--text", " ", "--what", "alignment"} << "--text";
        QTest::newRow("no text") << QStringList{"--model", kTransformer, "--what",
                                                "cross-attention"}
                                 << "--text";
        QTest::newRow("too many words")
            << QStringList{"--model", kTransformer,     "--text", QString("the cat ").repeated(40),
                           "--what",  "cross-attention"}
            << "at most 60";
    }
    void badRequestsAreExplained() {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        const QString out = dir.filePath("bad.npy");
        const auto run = runApp(QStringList{"export"} + args + QStringList{"--out", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(messagePart), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_MAIN(TestExportTranslator)
#include "tst_export_translator.moc"
