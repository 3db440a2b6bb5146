// Llama-family forward passes (llama, qwen2, mistral) against an independent PyTorch forward
// written from the equations (tools/make_llama_fixtures.py): every layer's and head's
// attention within 1e-5, the logits within 1e-4.
#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/io/safetensors.h"
#include "core/models/llama/llama.h"
#include "tests/support/layer_attention.h"
#include "tests/support/matrix_compare.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;

namespace {

const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR "/llama");

NpyArray fixture(const QString& name, const char* file) {
    return readNpy((kFixtures + "/" + name + "/" + file).toStdString());
}

std::string modelDir(const QString& name) {
    return (kFixtures + "/" + name + "/model").toStdString();
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
    QFile c(dir + "/config.json");
    QVERIFY(c.open(QIODevice::ReadOnly));
    QByteArray config = c.readAll();
    c.close();
    QVERIFY2(config.contains(from), from.constData());
    config.replace(from, to);
    QVERIFY(c.open(QIODevice::WriteOnly | QIODevice::Truncate));
    c.write(config);
}

QString loadError(const QString& dir) {
    try {
        loadLlama(dir.toStdString());
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class Llama : public QObject {
    Q_OBJECT

  private slots:
    void matchesTorch_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kvHeads");
        QTest::newRow("llama: GQA 4:2, llama3 rope scaling, shards") << "llama" << 2;
        QTest::newRow("qwen2: q/k/v biases, tied embeddings") << "qwen2" << 2;
        QTest::newRow("mistral: one key/value head, sliding window") << "mistral" << 1;
    }
    void matchesTorch() {
        QFETCH(QString, name);
        QFETCH(int, kvHeads);
        const LlamaModel model = loadLlama(modelDir(name));
        QCOMPARE(model.config.kvHeads, kvHeads);
        const NpyArray idArray = fixture(name, "ids.npy");
        const std::vector<int> ids(idArray.data.begin(), idArray.data.end());
        const ModelOutput out = llamaForward(model, ids);
        const Eigen::MatrixXf logits = toMatrix(fixture(name, "logits.npy"));
        ATTN_COMPARE_MATRICES(out.logits, logits, 1e-4);
        const double worst =
            testing::layerAttentionDifference(out.attention, fixture(name, "attention.npy"));
        QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
        qInfo("%s: %d tokens, max |logits - torch| = %.2e, max |attention - torch| = %.2e",
              qPrintable(name), int(ids.size()),
              testing::compareMatrices(out.logits, logits, 0).maxAbs, worst);
        const ModelOutput last = llamaForward(model, ids, LogitRows::Last);
        ATTN_COMPARE_MATRICES(last.logits, logits.bottomRows(1), 1e-4);
    }

    void slidingWindowBlocksDistantKeys() {
        const LlamaModel model = loadLlama(modelDir("mistral"));
        QCOMPARE(model.config.slidingWindow, 8);
        const ModelOutput out = llamaForward(model, std::vector<int>(12, 65));
        const RowMatrixXf& w = out.attention[0][0];
        QCOMPARE(w(11, 3), 0.0f); // 11 - 3 = 8: outside the window
        QVERIFY(w(11, 4) > 0);
        QCOMPARE(w(7, 0) > 0, true); // inside the window until the 9th token
    }

    void attentionInputIsWhatTheLayerReads() {
        const LlamaModel model = loadLlama(modelDir("llama"));
        const std::vector<int> ids{72, 101, 108, 108, 111};
        const ModelOutput out = llamaForward(model, ids);
        const Eigen::MatrixXf x = llamaAttentionInput(model, ids, 1);
        const MultiHeadResult r = multiHeadAttention(x, x, x, model.blocks[1].attention,
                                                     llamaAttentionOptions(model.config, 5));
        for (int h = 0; h < model.config.heads; ++h)
            ATTN_COMPARE_MATRICES(r.headWeights[std::size_t(h)], out.attention[1][std::size_t(h)],
                                  1e-6);
    }

    void badFoldersAreExplained_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("dropTensor");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("unknown model_type")
            << "qwen2" << QByteArray("\"qwen2\"") << QByteArray("\"gemma\"") << ""
            << "model_type is \"gemma\"";
        QTest::newRow("heads do not share kv heads")
            << "qwen2" << QByteArray("\"num_key_value_heads\": 2")
            << QByteArray("\"num_key_value_heads\": 4") << ""
            << "do not share 4 key/value heads evenly";
        QTest::newRow("unsupported rope scaling")
            << "llama" << QByteArray("\"llama3\"") << QByteArray("\"yarn\"") << ""
            << "rope_scaling \"yarn\" is not supported";
        QTest::newRow("another activation")
            << "mistral" << QByteArray("\"silu\"") << QByteArray("\"gelu\"") << ""
            << "hidden_act \"gelu\"";
        QTest::newRow("missing tensor")
            << "mistral" << QByteArray() << QByteArray() << "model.layers.1.mlp.up_proj.weight"
            << "\"layers.1.mlp.up_proj.weight\" is missing";
        QTest::newRow("wrong width") << "qwen2" << QByteArray("\"intermediate_size\": 80")
                                     << QByteArray("\"intermediate_size\": 81") << ""
                                     << "has shape (80,48), expected (81,48)";
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

QTEST_APPLESS_MAIN(Llama)
#include "tst_llama.moc"
