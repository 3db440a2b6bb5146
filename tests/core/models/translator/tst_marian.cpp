// SPDX-License-Identifier: GPL-3.0-or-later
// Marian translators (opus-mt's layout: source.spm, target.spm, vocab.json) against an
// independent float64 PyTorch forward written from transformers' modeling_marian.py and the
// pieces of the sentencepiece library, as MarianTokenizer reads them
// (tools/make_marian_fixtures.py): the same pieces, ids and greedy output, every layer's and
// head's encoder, decoder and cross-attention within 1e-5; and broken folders explained.
#include "core/base/check.h"
#include "core/io/json.h"
#include "core/io/npy.h"
#include "core/models/translator/translator.h"
#include "tests/support/layer_attention.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;

namespace {

const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR "/marian");

QString modelDir(const QString& name) {
    return kFixtures + "/" + name + "/model";
}

std::vector<std::string> stringsOf(const JsonValue& array) {
    std::vector<std::string> out;
    for (const JsonValue& v : array.array)
        out.push_back(v.string);
    return out;
}

std::vector<int> intsOf(const JsonValue& array) {
    std::vector<int> out;
    for (const JsonValue& v : array.array)
        out.push_back(int(v.number));
    return out;
}

double layerDifference(const LayerHeadAttention& actual, const QString& file) {
    return testing::layerAttentionDifference(actual, readNpy(file.toStdString()));
}

QString loadError(const QString& dir) {
    try {
        loadTranslator(dir.toStdString());
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

void copyModel(const QString& name, const QString& dir) {
    const QDir source(modelDir(name));
    for (const QString& file : source.entryList(QDir::Files))
        QVERIFY(QFile::copy(source.filePath(file), dir + "/" + file));
}

} // namespace

class Marian : public QObject {
    Q_OBJECT

  private slots:
    void matchesTorch_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("index");
        for (const char* model : {"en_ru", "en_zh"})
            for (int i = 0; i < 3; ++i)
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(model).arg(i))) << model << i;
    }
    void matchesTorch() {
        QFETCH(QString, model);
        QFETCH(int, index);
        const Translator translator = loadTranslator(modelDir(model).toStdString());
        QCOMPARE(translator.kindName(), std::string("marian"));
        const JsonValue cases =
            readJsonFile((kFixtures + "/" + model + "/cases.json").toStdString());
        const JsonValue& c = cases.array[std::size_t(index)];
        const Translation t = translator.translate(c.stringAt("text"), 12);
        QCOMPARE(t.sourceWords, stringsOf(*c.find("source_pieces")));
        QCOMPARE(t.sourceIds, intsOf(*c.find("source_ids")));
        QCOMPARE(t.targetIds, intsOf(*c.find("target_ids")));
        QCOMPARE(t.targetWords, stringsOf(*c.find("target_pieces")));
        QCOMPARE(t.targetText, c.stringAt("target_text"));
        QCOMPARE(t.decoderInputWords.front(), std::string("<pad>"));
        const QString prefix =
            kFixtures + "/" + model + "/" + QString::fromStdString(c.stringAt("name"));
        const double enc = layerDifference(t.encoderSelf, prefix + "_encoder_self.npy");
        const double dec = layerDifference(t.decoderSelf, prefix + "_decoder_self.npy");
        const double cross = layerDifference(t.cross, prefix + "_cross.npy");
        qInfo("%s: T=%d S=%d, max |attention - torch|: encoder self %.2e, decoder self %.2e, "
              "cross %.2e",
              qPrintable(prefix.section('/', -2)), t.targetLength(), t.sourceLength(), enc, dec,
              cross);
        QVERIFY2(enc <= 1e-5, qPrintable(QString::number(enc)));
        QVERIFY2(dec <= 1e-5, qPrintable(QString::number(dec)));
        QVERIFY2(cross <= 1e-5, qPrintable(QString::number(cross)));
    }

    void languagesAreRead() {
        const Translator t = loadTranslator(modelDir("en_ru").toStdString());
        QCOMPARE(t.config().sourceLanguage, std::string("en"));
        QCOMPARE(t.config().targetLanguage, std::string("ru"));
    }

    /// opus-mt asks generate for beam search; the interface says the words are greedy. en_ru
    /// has num_beams in both files, en_zh (as transformers 5 saves) in generation_config.json
    /// only, which wins where the two disagree; an unreadable one leaves config.json's.
    void requestedBeamsAreRead() {
        QCOMPARE(loadTranslator(modelDir("en_ru").toStdString()).config().requestedBeams, 4);
        QCOMPARE(loadTranslator(modelDir("en_zh").toStdString()).config().requestedBeams, 4);
        QTemporaryDir dir;
        copyModel("en_ru", dir.path());
        QFile generation(dir.filePath("generation_config.json"));
        QVERIFY(generation.remove());
        QVERIFY(generation.open(QIODevice::WriteOnly));
        generation.write("{\"num_beams\": 1}");
        generation.close();
        QCOMPARE(loadTranslator(dir.path().toStdString()).config().requestedBeams, 1);
        // A file that is no JSON object: config.json's settings, as transformers falls back.
        QVERIFY(generation.open(QIODevice::WriteOnly | QIODevice::Truncate));
        generation.write("not JSON");
        generation.close();
        QCOMPARE(loadTranslator(dir.path().toStdString()).config().requestedBeams, 4);
        QVERIFY(generation.open(QIODevice::WriteOnly | QIODevice::Truncate));
        generation.write("{\"num_beams\": 0}");
        generation.close();
        const QString error = loadError(dir.path());
        QVERIFY2(error.contains("generation_config.json") && error.contains("num_beams"),
                 qPrintable(error));
    }

    void brokenFoldersAreExplained_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no source.spm") << "source.spm" << QByteArray() << "source.spm is missing";
        QTest::newRow("not a SentencePiece model") << "target.spm" << QByteArray("not a model")
                                                   << "target.spm is not a SentencePiece model";
        QTest::newRow("vocab ids with a gap")
            << "vocab.json" << QByteArray("{\"</s>\": 0, \"<unk>\": 2}") << "must map to an id";
        QTest::newRow("a setting Marian does not have")
            << "config.json" << QByteArray() << "\"normalize_before\" true";
    }
    void brokenFoldersAreExplained() {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        copyModel("en_ru", dir.path());
        QFile f(dir.filePath(file));
        if (file == QLatin1String("config.json")) {
            QVERIFY(f.open(QIODevice::ReadOnly));
            content =
                f.readAll().replace("\"normalize_before\": false", "\"normalize_before\": true");
            f.close();
        }
        QVERIFY(f.remove());
        if (!content.isEmpty()) {
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
            f.close();
        }
        const QString error = loadError(dir.path());
        QVERIFY2(error.contains(messagePart), qPrintable(error));
    }
};

QTEST_APPLESS_MAIN(Marian)
#include "tst_marian.moc"
