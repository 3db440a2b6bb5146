// SPDX-License-Identifier: GPL-3.0-or-later
// The GPT-2 forward pass against the PyTorch model it was trained as (tools/train_tiny_gpt.py
// writes the fixtures): logits and every head's attention within 1e-4, same greedy text.
#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/io/safetensors.h"
#include "core/models/decoder/decoder.h"
#include "core/models/language/language_model.h"
#include "tests/support/matrix_compare.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;

namespace {

const QString kModel = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv");
const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR "/tiny_gpt");
constexpr double kTolerance = 1e-4;

std::vector<int> fixtureIds(const QString& name) {
    const NpyArray a = readNpy((kFixtures + "/" + name + "_ids.npy").toStdString());
    return std::vector<int>(a.data.begin(), a.data.end());
}

void copyFile(const QString& from, const QString& to) {
    QFile::remove(to);
    QVERIFY(QFile::copy(from, to));
}

} // namespace

class Gpt2 : public QObject {
    Q_OBJECT
    DecoderModel model;
    LanguageModel folder; ///< the same model with its tokenizer

  private slots:
    void initTestCase() {
        model = loadDecoder(kModel.toStdString());
        folder = loadLanguageModel(kModel.toStdString());
    }

    void configIsRead() {
        QCOMPARE(model.config.vocabSize, 256);
        QCOMPARE(model.config.layers, int(model.blocks.size()));
        QCOMPARE(model.blocks[0].attention.heads, model.config.heads);
    }

    void matchesTorch_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"genesis", "repeat", "unicode"})
            QTest::newRow(name) << name;
    }
    void matchesTorch() {
        QFETCH(QString, name);
        const std::vector<int> ids = fixtureIds(name);
        const ModelOutput out = decoderForward(model, ids);
        const Eigen::MatrixXf logits =
            toMatrix(readNpy((kFixtures + "/" + name + "_logits.npy").toStdString()));
        ATTN_COMPARE_MATRICES(out.logits, logits, kTolerance);
        const NpyArray att = readNpy((kFixtures + "/" + name + "_attention.npy").toStdString());
        QCOMPARE(att.shape.size(), std::size_t(4)); // (L,H,T,T)
        const Eigen::Index t = Eigen::Index(ids.size());
        double worst = 0;
        for (int l = 0; l < model.config.layers; ++l)
            for (int h = 0; h < model.config.heads; ++h) {
                const float* p =
                    att.data.data() +
                    (std::size_t(l) * att.shape[1] + std::size_t(h)) * std::size_t(t * t);
                const Eigen::MatrixXf expected = Eigen::Map<
                    const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
                    p, t, t);
                ATTN_COMPARE_MATRICES(out.attention[std::size_t(l)][std::size_t(h)], expected,
                                      kTolerance);
                worst =
                    std::max(worst, testing::compareMatrices(
                                        out.attention[std::size_t(l)][std::size_t(h)], expected, 0)
                                        .maxAbs);
            }
        qInfo("%s: %d tokens, max |logits - torch| = %.2e, max |attention - torch| = %.2e",
              qPrintable(name), int(t), testing::compareMatrices(out.logits, logits, 0).maxAbs,
              worst);
    }

    void lastLogitsAreTheLastRow() {
        const std::vector<int> ids = fixtureIds("genesis");
        const ModelOutput all = decoderForward(model, ids);
        const ModelOutput last = decoderForward(model, ids, LogitRows::Last);
        QCOMPARE(last.logits.rows(), Eigen::Index(1));
        // One row is a matrix-vector product, summed in another order: logits near 15 differ
        // in their last bits
        ATTN_COMPARE_MATRICES(last.logits, all.logits.bottomRows(1), 2e-5);
        QCOMPARE(last.attention.size(), all.attention.size());
        ATTN_COMPARE_MATRICES(last.attention.back().back(), all.attention.back().back(), 0);
    }

    void greedyContinuationMatchesTorch_data() { matchesTorch_data(); }
    void greedyContinuationMatchesTorch() {
        QFETCH(QString, name);
        QFile f(kFixtures + "/" + name + "_greedy.txt");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray expected = f.readAll();
        const std::vector<int> ids = fixtureIds(name);
        const std::vector<int> all = folder.greedy(ids, int(expected.size()));
        QByteArray got;
        for (std::size_t i = ids.size(); i < all.size(); ++i)
            got += char(all[i]);
        QCOMPARE(got, expected);
    }

    void transformerPrefixIsAccepted() {
        QTemporaryDir dir;
        SafetensorsFile file = readSafetensors((kModel + "/model.safetensors").toStdString());
        SafetensorsFile prefixed;
        for (auto& [name, t] : file.tensors)
            prefixed.tensors["transformer." + name] = t;
        writeSafetensors(dir.filePath("model.safetensors").toStdString(), prefixed);
        copyFile(kModel + "/config.json", dir.filePath("config.json"));
        const DecoderModel m = loadDecoder(dir.path().toStdString());
        QVERIFY(m.embeddingT == model.embeddingT);
    }

    void badModelsAreExplained_data() {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("dropTensor");
        QTest::addColumn<QString>("messagePart");
        QFile f(kModel + "/config.json");
        f.open(QIODevice::ReadOnly);
        const QByteArray config = f.readAll();
        QTest::newRow("unknown architecture")
            << QByteArray(config).replace("\"gpt2\"", "\"bert\"") << ""
            << "\"bert\"";
        QTest::newRow("heads do not divide")
            << QByteArray(config).replace("\"n_head\": 4", "\"n_head\": 5") << ""
            << "not divisible";
        QTest::newRow("missing tensor") << config << "h.1.ln_2.bias"
                                        << "\"h.1.ln_2.bias\" is missing";
        QTest::newRow("config not JSON") << QByteArray("{") << ""
                                         << "config.json";
        QTest::newRow("unknown activation")
            << QByteArray(config).replace("\"gelu_new\"", "\"quick_gelu\"") << ""
            << "activation_function \"quick_gelu\" is not supported";
        QTest::newRow("attention scaled by layer")
            << QByteArray(config).replace("{", "{\"scale_attn_by_inverse_layer_idx\": true,") << ""
            << "\"scale_attn_by_inverse_layer_idx\"";
        QTest::newRow("a maths key GPT-2 does not have")
            << QByteArray(config).replace("{", "{\"rotary_dim\": 4,") << ""
            << "\"rotary_dim\" is a setting this program does not apply";
        QTest::newRow("a string for a number")
            << QByteArray(config).replace("\"n_head\": 4", "\"n_head\": \"4\"") << ""
            << "config.json: expected a number for \"n_head\", found a string";
    }
    /// activation_function changes the MLP: each one gives other logits, none is ignored.
    void activationFunctionIsApplied() {
        QFile f(kModel + "/config.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray config = f.readAll();
        const std::vector<int> ids = fixtureIds("genesis");
        const Eigen::MatrixXf reference = decoderForward(model, ids).logits;
        for (const char* name : {"gelu", "relu"}) {
            QTemporaryDir dir;
            copyFile(kModel + "/model.safetensors", dir.filePath("model.safetensors"));
            QFile c(dir.filePath("config.json"));
            QVERIFY(c.open(QIODevice::WriteOnly));
            c.write(QByteArray(config).replace("\"gelu_new\"", "\"" + QByteArray(name) + "\""));
            c.close();
            const DecoderModel m = loadDecoder(dir.path().toStdString());
            const double moved = (decoderForward(m, ids).logits - reference).cwiseAbs().maxCoeff();
            QVERIFY2(moved > 1e-3, qPrintable(QString("%1: %2").arg(name).arg(moved)));
        }
    }

    void badModelsAreExplained() {
        QFETCH(QByteArray, config);
        QFETCH(QString, dropTensor);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        SafetensorsFile file = readSafetensors((kModel + "/model.safetensors").toStdString());
        file.tensors.erase(dropTensor.toStdString());
        writeSafetensors(dir.filePath("model.safetensors").toStdString(), file);
        QFile c(dir.filePath("config.json"));
        QVERIFY(c.open(QIODevice::WriteOnly));
        c.write(config);
        c.close();
        try {
            loadDecoder(dir.path().toStdString());
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }

    void sampleModelSpeaksBytes() {
        const LanguageModel lm = loadLanguageModel(kModel.toStdString());
        QVERIFY(!lm.bpe);
        const std::vector<int> ids = lm.encode("In \xD1\x81");
        QCOMPARE(ids.size(), std::size_t(5));
        QCOMPARE(QString::fromStdString(lm.decode(ids)), QString::fromUtf8("In \xD1\x81"));
        const std::vector<std::string> labels = lm.tokenLabels(ids);
        QCOMPARE(QString::fromStdString(labels[2]), QString::fromUtf8("\xC2\xB7"));
        QCOMPARE(QString::fromStdString(labels[3]), QStringLiteral("с"));
        QCOMPARE(QString::fromStdString(labels[4]), QStringLiteral("с₂"));
    }

    /// Byte tokens name the character they belong to: whole on its first byte, with the
    /// byte's number on the others; bytes that are no character stay \xNN.
    void byteLabelsShowCharacters_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("labels"); // joined by spaces
        QTest::newRow("Russian") << QByteArray("Привет мир")
                                 << QStringLiteral(
                                        "П П₂ р р₂ и и₂ в в₂ е е₂ т т₂ · м м₂ и и₂ р р₂");
        QTest::newRow("Chinese") << QByteArray("你好世界")
                                 << QStringLiteral("你 你₂ 你₃ 好 好₂ 好₃ 世 世₂ 世₃ 界 界₂ 界₃");
        QTest::newRow("Persian") << QByteArray("سلام دنیا")
                                 << QStringLiteral("س س₂ ل ل₂ ا ا₂ م م₂ · د د₂ ن ن₂ ی ی₂ ا ا₂");
        QTest::newRow("four bytes") << QByteArray("a😀") << QStringLiteral("a 😀 😀₂ 😀₃ 😀₄");
        QTest::newRow("stray continuation, lead cut short")
            << QByteArray("a\x9D\xD0 \xE4\xBDx") << QStringLiteral("a \\x9D \\xD0 · \\xE4 \\xBD x");
        QTest::newRow("overlong, surrogate, C1 control, tab")
            << QByteArray("\xC0\x80\xED\xA0\x80\xC2\x85\t")
            << QStringLiteral("\\xC0 \\x80 \\xED \\xA0 \\x80 \\xC2 \\x85 \\x09");
    }
    void byteLabelsShowCharacters() {
        QFETCH(QByteArray, text);
        QFETCH(QString, labels);
        const LanguageModel lm = loadLanguageModel(kModel.toStdString());
        const std::vector<int> ids = lm.encode(text.toStdString());
        QCOMPARE(ids.size(), std::size_t(text.size()));
        QStringList got;
        for (const std::string& label : lm.tokenLabels(ids))
            got << QString::fromStdString(label);
        QCOMPARE(got.join(QLatin1Char(' ')), labels);
    }

    /// Tokens of several bytes (as BPE makes): a character split between tokens is shown on
    /// the token of its first byte, the rest read as its continuation from their first byte.
    void multiByteTokensShowWhatTheyCan() {
        const auto labels = [](const std::vector<std::string>& tokens) {
            QStringList got;
            for (const std::string& label : byteTokenLabels(tokens))
                got << QString::fromStdString(label);
            return got.join(QLatin1Char('|'));
        };
        QCOMPARE(labels({"\xD0\x94\xD0", "\xB0"
                                         "b"}),
                 QStringLiteral("Да|а₂b")); // "Даb"
        QCOMPARE(labels({"\xF0\x9F", "\x98", "\x80!"}), QStringLiteral("😀|😀₃|😀₄!"));
        QCOMPARE(labels({"\xE4", "\xBD\xA0\xE5\xA5\xBD"}), QStringLiteral("你|你₂好"));
        QCOMPARE(labels({" \xD0", "x"}), QStringLiteral("·\\xD0|x"));
        QCOMPARE(labels({"a", "", "b"}), QStringLiteral("a||b"));
        QVERIFY(byteTokenLabels({}).empty());
    }

    void attentionInputReproducesEachLayer() {
        const std::vector<int> ids = folder.encode("And God said");
        const ModelOutput out = decoderForward(model, ids);
        MultiHeadOptions causal;
        causal.mask.causal = true;
        for (int l = 0; l < model.config.layers; ++l) {
            const Eigen::MatrixXf a = decoderAttentionInput(model, ids, l);
            const MultiHeadResult r =
                multiHeadAttention(a, a, a, model.blocks[std::size_t(l)].attention, causal);
            for (int h = 0; h < model.config.heads; ++h)
                ATTN_COMPARE_MATRICES(r.headWeights[std::size_t(h)],
                                      out.attention[std::size_t(l)][std::size_t(h)], 1e-6);
        }
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 decoderAttentionInput(model, ids, model.config.layers));
    }

    void badInputsAreExplained() {
        QVERIFY_THROWS_EXCEPTION(InputError, decoderForward(model, {}));
        QVERIFY_THROWS_EXCEPTION(InputError, decoderForward(model, {1, 999}));
        QVERIFY_THROWS_EXCEPTION(InputError, decoderForward(model, std::vector<int>(257, 65)));
    }

    /// The embeddings the explorer shows: layer 0's input for tokens, zero rows for padding.
    void paddedEmbeddingIsLayerZeroInputWithZeroPads() {
        const std::vector<int> ids = folder.encode("And God said");
        std::vector<int> padded = ids;
        padded.insert(padded.end(), 3, -1);
        const Eigen::MatrixXf x = folder.paddedEmbedding(padded);
        QCOMPARE(x.rows(), Eigen::Index(padded.size()));
        ATTN_COMPARE_MATRICES(x.topRows(Eigen::Index(ids.size())),
                              decoderAttentionInput(model, ids, 0), 0);
        QCOMPARE(x.bottomRows(3).cwiseAbs().maxCoeff(), 0.0f);
        QVERIFY_THROWS_EXCEPTION(InputError, folder.paddedEmbedding({1, -2}));
        QVERIFY_THROWS_EXCEPTION(InputError, folder.paddedEmbedding(std::vector<int>(257, -1)));
    }
};

QTEST_GUILESS_MAIN(Gpt2)
#include "tst_gpt2.moc"
