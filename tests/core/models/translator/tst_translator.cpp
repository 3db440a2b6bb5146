// SPDX-License-Identifier: GPL-3.0-or-later
// The translators' forward passes against the PyTorch models they were trained as
// (tools/train_translators.py writes the fixtures): alignment and every head's attention
// within 1e-4, the same greedy output; and the checks on words, input and model files.
#include "core/base/check.h"
#include "core/io/json.h"
#include "core/io/npy.h"
#include "core/io/safetensors.h"
#include "core/models/translator/translator.h"
#include "tests/support/matrix_compare.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace attn;

namespace {

const QString kModels = QStringLiteral(ATTN_SOURCE_DIR "/sample_models");
const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR "/translators");
constexpr double kTolerance = 1e-4;

QString modelDir(const QString& kind) {
    return kModels + "/translator-" + kind;
}

const Translator& translator(const QString& kind) {
    static const Translator bahdanau = loadTranslator(modelDir("bahdanau").toStdString());
    static const Translator transformer = loadTranslator(modelDir("transformer").toStdString());
    return kind == QLatin1String("bahdanau") ? bahdanau : transformer;
}

JsonValue fixtureCase(const QString& kind, const QString& name) {
    const JsonValue cases = readJsonFile((kFixtures + "/" + kind + "/cases.json").toStdString());
    for (const JsonValue& c : cases.array)
        if (c.stringAt("name") == name.toStdString()) return c;
    throw InputError("no fixture case " + name.toStdString());
}

std::vector<int> intsOf(const JsonValue& array) {
    std::vector<int> out;
    for (const JsonValue& v : array.array)
        out.push_back(int(v.number));
    return out;
}

Eigen::MatrixXf fixtureMatrix(const QString& kind, const QString& file) {
    return toMatrix(readNpy((kFixtures + "/" + kind + "/" + file).toStdString()));
}

/// Compares [layer][head] matrices with a (L,H,rows,cols) fixture; returns the max difference.
double compareLayers(const LayerHeadAttention& actual, const QString& kind, const QString& file) {
    const NpyArray a = readNpy((kFixtures + "/" + kind + "/" + file).toStdString());
    if (a.shape.size() != 4 || a.shape[0] != actual.size()) return INFINITY;
    double worst = 0;
    const Eigen::Index rows = Eigen::Index(a.shape[2]), cols = Eigen::Index(a.shape[3]);
    for (std::size_t l = 0; l < a.shape[0]; ++l) {
        if (actual[l].size() != a.shape[1]) return INFINITY;
        for (std::size_t h = 0; h < a.shape[1]; ++h) {
            const float* p = a.data.data() + (l * a.shape[1] + h) * std::size_t(rows * cols);
            const Eigen::MatrixXf expected = Eigen::Map<
                const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
                p, rows, cols);
            worst = std::max(worst, testing::compareMatrices(actual[l][h], expected, 0).maxAbs);
        }
    }
    return worst;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Copies the model files of kind (bahdanau or transformer) into dir.
void copyModel(const QString& dir, const QString& kind) {
    for (const char* name :
         {"config.json", "model.safetensors", "source_vocab.json", "target_vocab.json"})
        QFile::copy(modelDir(kind) + "/" + name, dir + "/" + name);
}

} // namespace

class TranslatorTest : public QObject {
    Q_OBJECT

  private slots:
    void configsAreRead() {
        QCOMPARE(translator("bahdanau").kindName(), std::string("bahdanau-gru"));
        QCOMPARE(translator("transformer").kindName(), std::string("transformer-seq2seq"));
        const TranslatorConfig& c = translator("transformer").config();
        QCOMPARE(c.sourceLanguage, std::string("en"));
        QCOMPARE(c.targetLanguage, std::string("fr"));
        QCOMPARE(c.layers, 2);
        QCOMPARE(c.heads, 4);
        QVERIFY(isTranslatorDirectory(modelDir("bahdanau").toStdString()));
        QVERIFY(!isTranslatorDirectory((kModels + "/tiny-gpt-kjv").toStdString()));
    }

    void matchesTorch_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("name");
        for (const char* kind : {"bahdanau", "transformer"})
            for (const char* name : {"eea", "small_red_car", "apples", "unknown_word", "negation"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(kind, name))) << kind << name;
    }
    void matchesTorch() {
        QFETCH(QString, kind);
        QFETCH(QString, name);
        const JsonValue c = fixtureCase(kind, name);
        const Translation t = translator(kind).translate(c.stringAt("text"));
        std::vector<std::string> sourceWords, targetWords;
        for (const JsonValue& w : c.find("source_words")->array)
            sourceWords.push_back(w.string);
        for (const JsonValue& w : c.find("target_words")->array)
            targetWords.push_back(w.string);
        QCOMPARE(t.sourceWords, sourceWords);
        QCOMPARE(t.sourceIds, intsOf(*c.find("source_ids")));
        for (std::size_t i = 0; i < t.sourceUnknown.size(); ++i)
            QCOMPARE(bool(t.sourceUnknown[i]), c.find("unknown")->array[i].boolean);
        QCOMPARE(t.targetIds, intsOf(*c.find("target_ids")));
        QCOMPARE(t.targetWords, targetWords);
        if (kind == QLatin1String("bahdanau")) {
            const Eigen::MatrixXf alignment = fixtureMatrix(kind, name + "_alignment.npy");
            ATTN_COMPARE_MATRICES(t.alignment, alignment, kTolerance);
            ATTN_COMPARE_MATRICES(t.contexts, fixtureMatrix(kind, name + "_contexts.npy"),
                                  kTolerance);
            ATTN_COMPARE_MATRICES(t.decoderStates,
                                  fixtureMatrix(kind, name + "_decoder_states.npy"), kTolerance);
            qInfo(
                "%s: T=%d S=%d, max |alignment - torch| = %.2e, max |context - torch| = %.2e",
                qPrintable(name), t.targetLength(), t.sourceLength(),
                testing::compareMatrices(t.alignment, alignment, 0).maxAbs,
                testing::compareMatrices(t.contexts, fixtureMatrix(kind, name + "_contexts.npy"), 0)
                    .maxAbs);
            return;
        }
        const double enc = compareLayers(t.encoderSelf, kind, name + "_encoder_self.npy");
        const double dec = compareLayers(t.decoderSelf, kind, name + "_decoder_self.npy");
        const double cross = compareLayers(t.cross, kind, name + "_cross.npy");
        qInfo("%s: T=%d S=%d, max |attention - torch|: encoder self %.2e, decoder self %.2e, cross "
              "%.2e",
              qPrintable(name), t.targetLength(), t.sourceLength(), enc, dec, cross);
        QVERIFY2(enc <= kTolerance, qPrintable(QString::number(enc)));
        QVERIFY2(dec <= kTolerance, qPrintable(QString::number(dec)));
        QVERIFY2(cross <= kTolerance, qPrintable(QString::number(cross)));
    }

    void attentionShapesAndRows_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("bahdanau") << "bahdanau";
        QTest::newRow("transformer") << "transformer";
    }
    void attentionShapesAndRows() {
        QFETCH(QString, kind);
        const Translation t = translator(kind).translate("The small red car is in the old garden.");
        const Eigen::Index tl = t.targetLength(), sl = t.sourceLength();
        QCOMPARE(Eigen::Index(t.decoderInputWords.size()), tl);
        QCOMPARE(t.decoderInputWords.front(), std::string("<bos>"));
        QCOMPARE(Eigen::Index(t.targetProbability.size()), tl);
        if (kind == QLatin1String("bahdanau")) {
            QCOMPARE(t.alignment.rows(), tl);
            QCOMPARE(t.alignment.cols(), sl);
            QVERIFY((t.alignment.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-5f);
            QCOMPARE(t.contexts.rows(), tl);
            return;
        }
        const LayerHeadAttention& dec = t.decoderSelf;
        QCOMPARE(int(dec.size()), 2);
        QCOMPARE(int(dec[0].size()), 4);
        QCOMPARE(t.encoderSelf[1][3].rows(), sl);
        QCOMPARE(t.cross[1][3].rows(), tl);
        QCOMPARE(t.cross[1][3].cols(), sl);
        for (const auto& layer : dec)
            for (const auto& m : layer)
                for (Eigen::Index i = 0; i < m.rows(); ++i)
                    for (Eigen::Index j = i + 1; j < m.cols(); ++j)
                        QCOMPARE(m(i, j), 0.0f);
        QCOMPARE(t.crossQueries.rows(), tl);
        QCOMPARE(t.crossContexts.cols(), Eigen::Index(translator(kind).config().embedDim));
    }

    void teacherForcingRepeatsGreedy_data() { attentionShapesAndRows_data(); }
    void teacherForcingRepeatsGreedy() {
        QFETCH(QString, kind);
        const std::string text = "My sister buys three green apples.";
        const Translation greedy = translator(kind).translate(text);
        QVERIFY(greedy.finished);
        const Translation forced = translator(kind).teacherForced(text, greedy.targetText);
        QCOMPARE(forced.targetIds, greedy.targetIds);
        if (kind == QLatin1String("bahdanau"))
            ATTN_COMPARE_MATRICES(forced.alignment, greedy.alignment, 1e-6);
        else
            ATTN_COMPARE_MATRICES(forced.cross[1][0], greedy.cross[1][0], 1e-6);
    }

    void splitWords_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("lowercase and full stop")
            << "The red car." << QStringList{"the", "red", "car", "."};
        QTest::newRow("elision") << "L'arbre est là" << QStringList{"l'", "arbre", "est", "là"};
        QTest::newRow("typographic apostrophe") << QString::fromUtf8("j\xE2\x80\x99"
                                                                     "aime")
                                                << QStringList{"j'", "aime"};
        QTest::newRow("accented capitals") << QString::fromUtf8("\xC3\x89"
                                                                "cole \xC5\x92UF")
                                           << QStringList{QString::fromUtf8("\xC3\xA9"
                                                                            "cole"),
                                                          QString::fromUtf8("\xC5\x93"
                                                                            "uf")};
        QTest::newRow("punctuation")
            << "Hello,world!(yes)" << QStringList{"hello", ",", "world", "!", "(", "yes", ")"};
        QTest::newRow("guillemets")
            << QString::fromUtf8("\xC2\xAB"
                                 "oui\xC2\xBB")
            << QStringList{QString::fromUtf8("\xC2\xAB"), "oui", QString::fromUtf8("\xC2\xBB")};
        QTest::newRow("white space only") << " \t\n " << QStringList{};
        QTest::newRow("empty") << "" << QStringList{};
        QTest::newRow("other scripts kept") << QString::fromUtf8("\xE5\x85\x89 ok")
                                            << QStringList{QString::fromUtf8("\xE5\x85\x89"), "ok"};
    }
    void splitWords() {
        QFETCH(QString, text);
        QFETCH(QStringList, words);
        QStringList got;
        for (const std::string& w : attn::splitWords(text.toStdString()))
            got << QString::fromStdString(w);
        QCOMPARE(got, words);
    }

    void invalidUtf8IsKept() {
        const std::vector<std::string> words = attn::splitWords("a\xFF"
                                                                "b \xC3");
        QCOMPARE(words.size(), std::size_t(2));
        QCOMPARE(words[0], std::string("a\xFF"
                                       "b"));
    }

    void joinWords() {
        QCOMPARE(
            attn::joinWords({"l'", "arbre", "est", "(", "très", ")", "rouge", ",", "oui", "."}),
            std::string("l'arbre est (très) rouge, oui."));
        QCOMPARE(attn::joinWords({}), std::string());
    }

    void unknownWordsAreFlagged_data() { attentionShapesAndRows_data(); }
    void unknownWordsAreFlagged() {
        QFETCH(QString, kind);
        const Translation t =
            translator(kind).translate("The giraffe sees the zebra near the xylophone.");
        QCOMPARE(t.sourceWords[1], std::string("giraffe"));
        QVERIFY(t.sourceUnknown[1]);
        QVERIFY(t.sourceUnknown[4]);
        QVERIFY(!t.sourceUnknown[0]);
        QCOMPARE(t.sourceIds[1], TranslatorVocab::unk);
        QVERIFY(!t.targetWords.empty());
        const EncodedWords e =
            encodeWords(translator(kind).sourceVocab(), "zebra giraffe zebra the");
        QCOMPARE(e.unknownWords(), (std::vector<std::string>{"zebra", "giraffe"}));
    }

    void badTextIsExplained_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("messagePart");
        for (const char* kind : {"bahdanau", "transformer"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1 empty").arg(kind)))
                << kind << QByteArray() << "empty";
            QTest::newRow(qPrintable(QStringLiteral("%1 spaces").arg(kind)))
                << kind << QByteArray("  \n ") << "empty";
            QTest::newRow(qPrintable(QStringLiteral("%1 too many words").arg(kind)))
                << kind << QByteArray("the cat ").repeated(31)
                << "62 words; this translator reads at most 60";
            QTest::newRow(qPrintable(QStringLiteral("%1 huge").arg(kind)))
                << kind << QByteArray(200000, 'a') << "200000 bytes";
        }
    }
    void badTextIsExplained() {
        QFETCH(QString, kind);
        QFETCH(QByteArray, text);
        QFETCH(QString, messagePart);
        try {
            translator(kind).translate(text.toStdString());
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }

    void outputLengthIsBounded() {
        const Translation t =
            translator("bahdanau").translate("The small red car is in the old garden.", 2);
        QCOMPARE(t.targetLength(), 2);
        QVERIFY(!t.finished);
        QCOMPARE(t.alignment.rows(), Eigen::Index(2));
        const Translation u =
            translator("transformer").translate("The small red car is in the old garden.", 3);
        QCOMPARE(u.targetLength(), 3);
        QCOMPARE(u.cross[0][0].rows(), Eigen::Index(3));
    }

    void badModelsAreExplained_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("replaceFrom");
        QTest::addColumn<QByteArray>("replaceTo");
        QTest::addColumn<QString>("dropTensor");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("not a translator")
            << "bahdanau"
            << "config.json" << QByteArray("\"bahdanau-gru\"") << QByteArray("\"gpt2\"") << ""
            << "is not a translator";
        QTest::newRow("config not JSON")
            << "bahdanau"
            << "config.json" << QByteArray("{") << QByteArray("[") << ""
            << "config.json";
        QTest::newRow("missing size")
            << "transformer"
            << "config.json" << QByteArray("\"heads\"") << QByteArray("\"head_count\"") << ""
            << "\"heads\" is missing";
        QTest::newRow("heads do not divide")
            << "transformer"
            << "config.json" << QByteArray("\"heads\": 4") << QByteArray("\"heads\": 5") << ""
            << "not divisible";
        QTest::newRow("vocabulary size") << "bahdanau"
                                         << "source_vocab.json" << QByteArray("\"<unk>\",")
                                         << QByteArray("\"<unk>\", \"extra-word\",") << ""
                                         << "source_vocab_size";
        QTest::newRow("vocabulary specials")
            << "transformer"
            << "target_vocab.json" << QByteArray("\"<bos>\"") << QByteArray("\"<start>\"") << ""
            << "must be \"<bos>\"";
        QTest::newRow("missing tensor")
            << "bahdanau"
            << "" << QByteArray() << QByteArray() << "attention_v.weight"
            << "\"attention_v.weight\" is missing";
        QTest::newRow("missing layer tensor")
            << "transformer"
            << "" << QByteArray() << QByteArray() << "decoder.1.cross_attn.k.bias"
            << "\"decoder.1.cross_attn.k.bias\" is missing";
        QTest::newRow("missing config") << "bahdanau"
                                        << "config.json" << QByteArray("*") << QByteArray("*") << ""
                                        << "config.json";
    }
    void badModelsAreExplained() {
        QFETCH(QString, kind);
        QFETCH(QString, file);
        QFETCH(QByteArray, replaceFrom);
        QFETCH(QByteArray, replaceTo);
        QFETCH(QString, dropTensor);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        copyModel(dir.path(), kind);
        if (replaceFrom == "*") {
            QFile::remove(dir.filePath(file));
        } else if (!file.isEmpty()) {
            QByteArray bytes = readFile(dir.filePath(file));
            QVERIFY(bytes.contains(replaceFrom));
            QFile::remove(dir.filePath(file));
            writeFile(dir.filePath(file), bytes.replace(replaceFrom, replaceTo));
        }
        if (!dropTensor.isEmpty()) {
            SafetensorsFile weights =
                readSafetensors(dir.filePath("model.safetensors").toStdString());
            QVERIFY(weights.tensors.erase(dropTensor.toStdString()) == 1);
            writeSafetensors(dir.filePath("model.safetensors").toStdString(), weights);
        }
        try {
            loadTranslator(dir.path().toStdString());
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }

    void truncatedWeightsAreExplained() {
        QTemporaryDir dir;
        copyModel(dir.path(), "transformer");
        const QByteArray bytes = readFile(dir.filePath("model.safetensors"));
        QFile::remove(dir.filePath("model.safetensors"));
        writeFile(dir.filePath("model.safetensors"), bytes.left(bytes.size() / 2));
        QVERIFY_THROWS_EXCEPTION(InputError, loadTranslator(dir.path().toStdString()));
    }

    void nonFiniteWeightIsExplained() {
        QTemporaryDir dir;
        copyModel(dir.path(), "transformer");
        SafetensorsFile weights = readSafetensors(dir.filePath("model.safetensors").toStdString());
        weights.tensors.at("encoder.0.ff1.weight").data[7] = std::nanf("");
        writeSafetensors(dir.filePath("model.safetensors").toStdString(), weights);
        try {
            loadTranslator(dir.path().toStdString());
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(
                QString(e.what()).contains("\"encoder.0.ff1.weight\" holds a non-finite value"),
                e.what());
        }
    }

    void wrongTensorShapeIsExplained() {
        QTemporaryDir dir;
        copyModel(dir.path(), "bahdanau");
        SafetensorsFile weights = readSafetensors(dir.filePath("model.safetensors").toStdString());
        Tensor& bias = weights.tensors.at("output.bias");
        bias.data.pop_back();
        bias.shape = {bias.data.size()};
        writeSafetensors(dir.filePath("model.safetensors").toStdString(), weights);
        try {
            loadTranslator(dir.path().toStdString());
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("\"output.bias\" has shape"), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TranslatorTest)
#include "tst_translator.moc"
