// SPDX-License-Identifier: GPL-3.0-or-later
// The decoder stack (every family of core/models/decoder/decoder_family.h) against
// independent PyTorch forwards written from each family's equations in float64
// (tools/make_llama_fixtures.py for llama, qwen2, mistral in 4.x form;
// tools/make_decoder_fixtures.py for the others, in the 5.x form transformers writes and the
// 4.x form beside it): every layer's and head's attention within 1e-5, the logits within
// 1e-4. Every maths key a family does not apply is refused, naming it.
#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/io/safetensors.h"
#include "core/models/decoder/decoder.h"
#include "tests/support/layer_attention.h"
#include "tests/support/matrix_compare.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace attn;

namespace {

/// A fixture case: its folder under tests/fixtures (llama/NAME or decoders/NAME).
QString caseDir(const QString& name) {
    const QString llama = QStringLiteral(ATTN_FIXTURE_DIR "/llama/") + name;
    return QDir(llama).exists() ? llama : QStringLiteral(ATTN_FIXTURE_DIR "/decoders/") + name;
}

NpyArray fixture(const QString& name, const char* file) {
    return readNpy((caseDir(name) + "/" + file).toStdString());
}

std::string modelDir(const QString& name) {
    return (caseDir(name) + "/model").toStdString();
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

/// Copies the fixture folder of case name into dir, with config.json's text edited.
void copyModel(const QString& name, const QString& dir, const QByteArray& from = {},
               const QByteArray& to = {}) {
    const QDir source(QString::fromStdString(modelDir(name)));
    for (const QString& file : source.entryList(QDir::Files)) {
        QFile::remove(dir + "/" + file);
        QVERIFY(QFile::copy(source.filePath(file), dir + "/" + file));
    }
    if (from.isEmpty()) return;
    QByteArray config = readAll(dir + "/config.json");
    QVERIFY2(config.contains(from), from.constData());
    config.replace(from, to);
    writeAll(dir + "/config.json", config);
}

QString loadError(const QString& dir) {
    try {
        loadDecoder(dir.toStdString());
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

std::vector<int> fixtureIds(const QString& name) {
    const NpyArray a = fixture(name, "ids.npy");
    return std::vector<int>(a.data.begin(), a.data.end());
}

/// Compares model's forward on the case's ids with the fixture's logits and attention.
void compareWithTorch(const DecoderModel& model, const QString& name) {
    const std::vector<int> ids = fixtureIds(name);
    const ModelOutput out = decoderForward(model, ids);
    const Eigen::MatrixXf logits = toMatrix(fixture(name, "logits.npy"));
    ATTN_COMPARE_MATRICES(out.logits, logits, 1e-4);
    const double worst =
        testing::layerAttentionDifference(out.attention, fixture(name, "attention.npy"));
    QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
    qInfo("%s: %d tokens, max |logits - torch| = %.2e, max |attention - torch| = %.2e",
          qPrintable(name), int(ids.size()), testing::compareMatrices(out.logits, logits, 0).maxAbs,
          worst);
    const ModelOutput last = decoderForward(model, ids, LogitRows::Last);
    ATTN_COMPARE_MATRICES(last.logits, logits.bottomRows(1), 1e-4);
}

const char* const kDecoderCases[] = {"llama3", "qwen2_yarn", "llama_linear", "qwen3",
                                     "gemma",  "gemma2",     "gemma3_text",  "phi3",
                                     "olmo2",  "smollm3",    "gpt_neox",     "gpt_neox_sequential"};

/// Keys that change a decoder's numbers, each with a value that is not neutral: every family
/// that does not apply one must refuse it.
const std::pair<const char*, const char*> kMathsKeys[] = {
    {"attn_logit_softcapping", "30.0"},
    {"final_logit_softcapping", "30.0"},
    {"query_pre_attn_scalar", "7"},
    {"sliding_window", "4"},
    {"use_sliding_window", "true"},
    {"layer_types", "[\"sliding_attention\"]"},
    {"sliding_window_pattern", "2"},
    {"rope_local_base_freq", "100.0"},
    {"partial_rotary_factor", "0.5"},
    {"rotary_pct", "0.5"},
    {"rotary_emb_base", "100"},
    {"use_parallel_residual", "true"},
    {"no_rope_layers", "[0]"},
    {"no_rope_layer_interval", "2"},
    {"attention_bias", "true"},
    {"mlp_bias", "true"},
    {"original_max_position_embeddings", "8"},
    {"embedding_multiplier", "12.0"},
    {"residual_multiplier", "0.2"},
    {"logits_scaling", "4.0"},
    {"clip_qkv", "8.0"},
    {"qk_layernorm", "true"},
    {"use_qk_norm", "true"},
    {"position_embedding_type", "\"alibi\""},
    {"rope_interleaved", "true"},
    {"hidden_activation", "\"relu\""},
    {"layer_norm_type", "\"rms\""},
};

} // namespace

class Decoder : public QObject {
    Q_OBJECT

  private slots:
    void matchesTorch_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("llama 4.x: GQA 4:2, llama3 rope_scaling, shards") << "llama";
        QTest::newRow("qwen2 4.x: q/k/v biases, tied embeddings") << "qwen2";
        QTest::newRow("mistral 4.x: one key/value head, sliding window") << "mistral";
        for (const char* name : kDecoderCases)
            QTest::newRow(name) << name;
    }
    void matchesTorch() {
        QFETCH(QString, name);
        compareWithTorch(loadDecoder(modelDir(name)), name);
    }

    /// The same weights with the config as transformers 4.x wrote it give the same numbers.
    void fourPointXConfigsMatchToo_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : kDecoderCases)
            if (QFile::exists(caseDir(name) + "/model/config.v4.json")) QTest::newRow(name) << name;
    }
    void fourPointXConfigsMatchToo() {
        QFETCH(QString, name);
        QTemporaryDir dir;
        copyModel(name, dir.path());
        QVERIFY(QFile::remove(dir.filePath("config.json")));
        QVERIFY(QFile::copy(dir.filePath("config.v4.json"), dir.filePath("config.json")));
        compareWithTorch(loadDecoder(dir.path().toStdString()), name);
    }

    /// What the explorer and the step-through do with a layer (its input, weights and
    /// options) gives the forward pass's attention: norms, rotary, windows, scale and caps.
    void attentionInputIsWhatTheLayerReads_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"llama", "gemma2", "gemma3_text", "phi3", "olmo2", "smollm3",
                                 "gpt_neox", "qwen2_yarn"})
            QTest::newRow(name) << name;
    }
    void attentionInputIsWhatTheLayerReads() {
        QFETCH(QString, name);
        const DecoderModel model = loadDecoder(modelDir(name));
        const std::vector<int> ids = fixtureIds(name);
        const ModelOutput out = decoderForward(model, ids);
        for (int l = 0; l < model.config.layers; ++l) {
            const Eigen::MatrixXf x = decoderAttentionInput(model, ids, l);
            const MultiHeadOptions options =
                decoderAttentionOptions(model.config, l, Eigen::Index(ids.size()));
            const MultiHeadResult fast =
                multiHeadAttention(x, x, x, model.blocks[std::size_t(l)].attention, options);
            const MultiHeadResult plain = multiHeadAttentionReference(
                x, x, x, model.blocks[std::size_t(l)].attention, options);
            for (int h = 0; h < model.config.heads; ++h) {
                const RowMatrixXf& expected = out.attention[std::size_t(l)][std::size_t(h)];
                ATTN_COMPARE_MATRICES(fast.headWeights[std::size_t(h)], expected, 1e-6);
                ATTN_COMPARE_MATRICES(plain.headWeights[std::size_t(h)], expected, 1e-5);
            }
        }
    }

    void layersDifferWhereTheConfigSaysSo() {
        const DecoderModel gemma3 = loadDecoder(modelDir("gemma3_text"));
        QCOMPARE(gemma3.config.layerSpecs[0].window, 6);
        QCOMPARE(gemma3.config.layerSpecs[1].window, 0);
        QCOMPARE(gemma3.config.layerSpecs[0].rope.theta, 1000.0);
        QCOMPARE(gemma3.config.layerSpecs[1].rope.theta, 50000.0);
        QCOMPARE(gemma3.config.layerSpecs[1].rope.type, std::string("linear"));
        const DecoderModel smol = loadDecoder(modelDir("smollm3"));
        QVERIFY(smol.config.layerSpecs[0].rotary);
        QVERIFY(!smol.config.layerSpecs[1].rotary);
        QVERIFY(decoderAttentionOptions(smol.config, 1, 20).rotaryFrequencies.empty());
        const DecoderModel neox = loadDecoder(modelDir("gpt_neox"));
        QCOMPARE(int(decoderAttentionOptions(neox.config, 0, 20).rotaryFrequencies.size() * 2),
                 neox.config.headDim / 4); // rotary_pct 0.25
    }

    /// SmolLM3's configs without layer_types (as 4.x may write them): the NoPE layers are
    /// every 4th unless no_rope_layers lists them, and they are the ones that slide.
    void smolLm3LayersWithoutLayerTypes() {
        QTemporaryDir dir;
        copyModel("smollm3", dir.path());
        QJsonObject config = QJsonDocument::fromJson(readAll(dir.path() + "/config.json")).object();
        config.remove("layer_types");
        config.remove("no_rope_layers");
        config.remove("no_rope_layer_interval");
        config["use_sliding_window"] = true;
        config["sliding_window"] = 3;
        writeAll(dir.path() + "/config.json", QJsonDocument(config).toJson());
        const DecoderConfig c = loadDecoder(dir.path().toStdString()).config;
        for (int l = 0; l < 4; ++l) {
            QCOMPARE(c.layerSpecs[std::size_t(l)].rotary, l != 3);
            QCOMPARE(c.layerSpecs[std::size_t(l)].window, l == 3 ? 3 : 0);
        }
        config["no_rope_layers"] = QJsonArray{1, 0, 1, 1};
        config["sliding_window"] = QJsonValue::Null; // no window without its size
        writeAll(dir.path() + "/config.json", QJsonDocument(config).toJson());
        const DecoderConfig listed = loadDecoder(dir.path().toStdString()).config;
        for (int l = 0; l < 4; ++l) {
            QCOMPARE(listed.layerSpecs[std::size_t(l)].rotary, l != 1);
            QCOMPARE(listed.layerSpecs[std::size_t(l)].window, 0);
        }
    }

    /// Weights so large that the scores of layer 2 leave the float range: refused, naming the
    /// layer, not shown as NaN.
    void overflowingScoresNameTheLayer() {
        DecoderModel model = loadDecoder(modelDir("llama"));
        model.blocks[1].attention.wq *= 1e20f;
        model.blocks[1].attention.wk *= 1e20f;
        try {
            decoderForward(model, fixtureIds("llama"));
            QFAIL("overflowing scores were accepted");
        } catch (const InputError& e) {
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.startsWith(QStringLiteral("layer 2: ")) &&
                         message.contains(QStringLiteral("overflow")),
                     qPrintable(message));
        }
    }

    void slidingWindowBlocksDistantKeys() {
        const DecoderModel model = loadDecoder(modelDir("mistral"));
        QCOMPARE(model.config.layerSpecs[0].window, 8);
        const ModelOutput out = decoderForward(model, std::vector<int>(12, 65));
        const RowMatrixXf& w = out.attention[0][0];
        QCOMPARE(w(11, 3), 0.0f); // 11 - 3 = 8: outside the window
        QVERIFY(w(11, 4) > 0);
        QCOMPARE(w(7, 0) > 0, true); // inside the window until the 9th token
    }

    /// Llama 3 as transformers 5 saves it: rope_theta lives in rope_parameters only. Read
    /// with a default theta of 10000 instead, the attention would be far off.
    void ropeParametersAreRead() {
        const DecoderModel model = loadDecoder(modelDir("llama3"));
        QCOMPARE(model.config.layerSpecs[0].rope.theta, 500000.0);
        QCOMPARE(model.config.layerSpecs[0].rope.type, std::string("llama3"));
        QTemporaryDir dir;
        copyModel("llama3", dir.path(), "\"rope_theta\": 500000.0", "\"rope_theta\": 10000.0");
        const DecoderModel wrong = loadDecoder(dir.path().toStdString());
        const double off =
            testing::layerAttentionDifference(decoderForward(wrong, fixtureIds("llama3")).attention,
                                              fixture("llama3", "attention.npy"));
        QVERIFY2(off > 1e-2, qPrintable(QString::number(off)));
    }

    void foreignMathsKeysAreRefused_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"llama", "mistral", "qwen2", "qwen3", "gemma", "gemma2",
                                 "gemma3_text", "phi3", "olmo2", "smollm3", "gpt_neox"})
            QTest::newRow(name) << name;
    }
    void foreignMathsKeysAreRefused() {
        QFETCH(QString, name);
        const QByteArray original =
            readAll(QString::fromStdString(modelDir(name)) + "/config.json");
        const QString type = name == "qwen2_yarn" ? "qwen2" : name;
        const DecoderFamily* family = decoderFamily(type.toStdString());
        QVERIFY(family);
        const std::vector<std::string> understood = understoodKeys(*family);
        QTemporaryDir dir;
        copyModel(name, dir.path());
        int refused = 0;
        for (const auto& [key, value] : kMathsKeys) {
            if (std::find(understood.begin(), understood.end(), key) != understood.end()) continue;
            QJsonObject config = QJsonDocument::fromJson(original).object();
            config[key] = QJsonDocument::fromJson(QByteArray("[") + value + "]").array().at(0);
            writeAll(dir.filePath("config.json"), QJsonDocument(config).toJson());
            const QString error = loadError(dir.path());
            QVERIFY2(error.contains(QString("\"%1\"").arg(key)) && error.contains("config.json"),
                     qPrintable(QString("%1 with %2: %3").arg(name, key, error)));
            ++refused;
        }
        QVERIFY(refused >= 10);
    }

    void unknownRopeSettingsAreRefused() {
        QTemporaryDir dir;
        copyModel("llama3", dir.path(), "\"rope_type\": \"llama3\"",
                  "\"rope_type\": \"llama3\", \"mrope_section\": [1, 2]");
        QVERIFY2(loadError(dir.path()).contains("\"mrope_section\""),
                 qPrintable(loadError(dir.path())));
        copyModel("llama3", dir.path(), "\"rope_type\": \"llama3\"", "\"rope_type\": \"ntk\"");
        QVERIFY2(loadError(dir.path()).contains("rope_type \"ntk\" is not supported"),
                 qPrintable(loadError(dir.path())));
    }

    void badFoldersAreExplained_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("dropTensor");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("unknown model_type")
            << "qwen2" << QByteArray("\"qwen2\"") << QByteArray("\"falcon\"") << ""
            << "model_type is \"falcon\"";
        QTest::newRow("heads do not share kv heads")
            << "qwen2" << QByteArray("\"num_key_value_heads\": 2")
            << QByteArray("\"num_key_value_heads\": 4") << ""
            << "do not share 4 key/value heads evenly";
        QTest::newRow("unsupported rope scaling")
            << "llama" << QByteArray("\"llama3\"") << QByteArray("\"su\"") << ""
            << "rope_type \"su\" is not supported";
        QTest::newRow("another activation")
            << "mistral" << QByteArray("\"silu\"") << QByteArray("\"quick_gelu\"") << ""
            << "hidden_act \"quick_gelu\"";
        QTest::newRow("missing tensor")
            << "mistral" << QByteArray() << QByteArray() << "model.layers.1.mlp.up_proj.weight"
            << "\"layers.1.mlp.up_proj.weight\" is missing";
        QTest::newRow("wrong width") << "qwen2" << QByteArray("\"intermediate_size\": 80")
                                     << QByteArray("\"intermediate_size\": 81") << ""
                                     << "has shape (80,48), expected (81,48)";
        QTest::newRow("layer types of another length")
            << "gemma3_text" << QByteArray("\"sliding_attention\",\n    \"full_attention\",\n")
            << QByteArray() << ""
            << "one type for each of the 4 layers";
    }
    void badFoldersAreExplained() {
        QFETCH(QString, name);
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, dropTensor);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        copyModel(name, dir.path(), from, to);
        if (!dropTensor.isEmpty()) {
            SafetensorsFile file = readSafetensors(dir.filePath("model.safetensors").toStdString());
            QVERIFY(file.tensors.erase(dropTensor.toStdString()) == 1);
            writeSafetensors(dir.filePath("model.safetensors").toStdString(), file);
        }
        const QString error = loadError(dir.path());
        QVERIFY2(error.contains(messagePart), qPrintable(error));
    }

    /// A pipe or a folder where a file should be is refused at once, never waited on; an
    /// index that lists no tensor is explained.
    void whatIsNotAFileIsRefused_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("config.json a pipe") << "config.json"
                                            << "fifo"
                                            << "not a regular file";
        QTest::newRow("weights a pipe") << "model.safetensors"
                                        << "fifo"
                                        << "not a regular file";
        QTest::newRow("config.json a folder") << "config.json"
                                              << "folder"
                                              << "not a regular file";
        QTest::newRow("an index of no tensor") << "model.safetensors.index.json"
                                               << "empty index"
                                               << "expected a \"weight_map\"";
    }
    void whatIsNotAFileIsRefused() {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        copyModel(kind == "empty index" ? "llama" : "mistral", dir.path());
        const QString path = dir.filePath(file);
        QFile::remove(path);
        if (kind == "fifo") QCOMPARE(::mkfifo(path.toLocal8Bit().constData(), 0600), 0);
        if (kind == "folder") QVERIFY(QDir(dir.path()).mkdir(file));
        if (kind == "empty index") writeAll(path, "{\"metadata\": {}, \"weight_map\": {}}");
        const QString error = loadError(dir.path());
        QVERIFY2(error.contains(messagePart), qPrintable(error));
    }

    void shardOutsideTheFolderIsRefused() {
        QTemporaryDir dir;
        copyModel("llama", dir.path());
        QFile index(dir.filePath("model.safetensors.index.json"));
        QVERIFY(index.open(QIODevice::ReadOnly));
        QByteArray text = index.readAll();
        index.close();
        text.replace("\"model-00001-of-00002.safetensors\"", "\"../model.safetensors\"");
        QVERIFY(index.open(QIODevice::WriteOnly | QIODevice::Truncate));
        index.write(text);
        index.close();
        QVERIFY(loadError(dir.path()).contains("must map to a file name in the same folder"));
    }
};

QTEST_APPLESS_MAIN(Decoder)
#include "tst_decoder.moc"
