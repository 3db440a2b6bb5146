// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --model DIR --text ... --what attention|rollout|tokens|next-token|
// generate|logit-lens [--knockout L:H,...]` and
// `--view model-head|model-grid|model-rollout|model-rotary|model-next-token|model-generation`.
#include "core/attention/rollout.h"
#include "core/io/npy.h"
#include "tests/support/npy_compare.h"
#include "tests/support/run_app.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>

using testing::largestDifference;
using testing::runApp;

namespace {
const QString kModel = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv");
const QString kText = QStringLiteral("In the beginning");
/// The verse tools/train_tiny_gpt.py's fixture is of: PyTorch's attention of every layer
/// and head, the numbers the core's tests check the forward against.
const QString kGenesis = QStringLiteral("In the beginning God created the heaven and the earth.");

/// The first count bytes PyTorch's greedy decoding writes after kGenesis with the sample model.
QString genesisGreedy(qint64 count) {
    QFile greedy(QStringLiteral(ATTN_FIXTURE_DIR "/tiny_gpt/genesis_greedy.txt"));
    return greedy.open(QIODevice::ReadOnly) ? QString::fromUtf8(greedy.read(count)) : QString();
}
const QString kGenesisAttention =
    QStringLiteral(ATTN_FIXTURE_DIR "/tiny_gpt/genesis_attention.npy");
/// The text and heads of tools/make_what_if_fixtures.py's knockout of the sample model.
const QString kWhatIf = QStringLiteral(ATTN_FIXTURE_DIR "/what_if/tiny_gpt/");
const QString kWhatIfText = QStringLiteral("In the beginning God created the heaven");
const QString kWhatIfHeads = QStringLiteral("1:2,2:1,2:4");

QJsonObject readJson(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                          : QJsonObject();
}

} // namespace

class TestExportModel : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

  private slots:
    void attentionIsLayersHeadsQueriesKeys() {
        const QString out = dir.filePath("a.npy");
        const auto run = runApp(
            {"export", "--model", kModel, "--text", kText, "--what", "attention", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const attn::NpyArray a = attn::readNpy(out.toStdString());
        QVERIFY(a.shape == (std::vector<std::size_t>{3, 4, 16, 16})); // 16 bytes of text
        for (std::size_t row = 0; row < 3 * 4 * 16; ++row) {
            float sum = 0;
            for (std::size_t k = 0; k < 16; ++k)
                sum += a.data[row * 16 + k];
            QVERIFY(std::abs(sum - 1) < 1e-5f);
            QCOMPARE(a.data[row * 16 + 15] == 0.0f,
                     row % 16 != 15); // causal: only the last query sees the last key
        }
    }

    /// Every layer and head in its place (a swapped layer or head fails), and the rollout of
    /// exactly those weights.
    void attentionAndRolloutAreTheReferencesNumbers() {
        const QString attention = dir.filePath("genesis.npy"), rollout = dir.filePath("roll.npy");
        auto run = runApp({"export", "--model", kModel, "--text", kGenesis, "--what", "attention",
                           "--out", attention});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const attn::NpyArray reference = attn::readNpy(kGenesisAttention.toStdString());
        const double off = largestDifference(attn::readNpy(attention.toStdString()), reference);
        QVERIFY2(off < 1e-4, qPrintable(QString::number(off)));
        run = runApp({"export", "--model", kModel, "--text", kGenesis, "--what", "rollout", "--out",
                      rollout});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const std::size_t l = reference.shape[0], h = reference.shape[1], t = reference.shape[2];
        std::vector<std::vector<attn::RowMatrixXf>> layers(l);
        for (std::size_t i = 0; i < l; ++i)
            for (std::size_t j = 0; j < h; ++j)
                layers[i].push_back(Eigen::Map<const attn::RowMatrixXf>(
                    reference.data.data() + (i * h + j) * t * t, Eigen::Index(t), Eigen::Index(t)));
        const attn::NpyArray expected = attn::fromMatrix(attn::attentionRollout(layers));
        const double rolled = largestDifference(attn::readNpy(rollout.toStdString()), expected);
        QVERIFY2(rolled < 1e-4, qPrintable(QString::number(rolled)));
    }

    /// One head's rows on demand (--rows A:B, a NumPy slice) are those rows of the full export,
    /// and --what head-profile has one line per head whose distance buckets sum to 1.
    void oneHeadsRowsAndTheProfile() {
        const QString all = dir.filePath("all.npy"), rows = dir.filePath("rows.npy"),
                      profile = dir.filePath("profile.csv");
        auto run = runApp(
            {"export", "--model", kModel, "--text", kGenesis, "--what", "attention", "--out", all});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = runApp({"export", "--model", kModel, "--text", kGenesis, "--what", "attention",
                      "--model-layer", "3", "--model-head", "2", "--rows", "10:20", "--out", rows});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const attn::NpyArray a = attn::readNpy(all.toStdString());
        const attn::NpyArray r = attn::readNpy(rows.toStdString());
        const std::size_t t = a.shape[3];
        QVERIFY(r.shape == (std::vector<std::size_t>{10, t}));
        double off = 0;
        for (std::size_t i = 0; i < 10; ++i)
            for (std::size_t j = 0; j < t; ++j)
                off = std::max(off, double(std::abs(r.data[i * t + j] -
                                                    a.data[((2 * 4 + 1) * t + 10 + i) * t + j])));
        QVERIFY2(off < 1e-6, qPrintable(QString::number(off)));
        run = runApp({"export", "--model", kModel, "--text", kGenesis, "--what", "head-profile",
                      "--out", profile});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile file(profile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).trimmed().split('\n');
        QCOMPARE(lines.size(), 1 + 3 * 4);
        const QStringList header = lines[0].split(',');
        QCOMPARE(header.mid(0, 6), QStringList({"layer", "head", "first_token", "entropy",
                                                "mean_distance", "distance_0"}));
        for (const QString& line : lines.mid(1)) {
            const QStringList cells = line.split(',');
            double sum = 0;
            for (int c = 5; c < cells.size(); ++c)
                sum += cells[c].toDouble();
            QVERIFY2(std::abs(sum - 1) < 1e-4, qPrintable(line));
        }
    }

    /// --text-file reads the text from a UTF-8 file: the same numbers as --text; a file that is
    /// not UTF-8, a FIFO and a missing file are refused, naming them.
    void textFromAFile() {
        const QString text = dir.filePath("verse.txt"), bad = dir.filePath("latin1.txt");
        for (const auto& [path, bytes] :
             {std::pair{text, kGenesis.toUtf8()}, std::pair{bad, QByteArray("caf\xe9")}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        const QString fromText = dir.filePath("t.npy"), fromFile = dir.filePath("f.npy");
        auto run = runApp({"export", "--model", kModel, "--text", kGenesis, "--what", "attention",
                           "--out", fromText});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = runApp({"export", "--model", kModel, "--text-file", text, "--what", "attention",
                      "--out", fromFile});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(largestDifference(attn::readNpy(fromFile.toStdString()),
                                   attn::readNpy(fromText.toStdString())),
                 0.0);
        run = runApp({"export", "--model", kModel, "--text-file", bad, "--what", "head-profile",
                      "--out", dir.filePath("p.csv")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("is not UTF-8"), qPrintable(run.err));
        const QString fifo = dir.filePath("fifo");
        QCOMPARE(mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        for (const QString& path : {fifo, dir.filePath("missing.txt")}) {
            run = runApp({"export", "--model", kModel, "--text-file", path, "--what",
                          "head-profile", "--out", dir.filePath("p.csv")});
            QCOMPARE(run.exitCode, 2); // at once: a FIFO is not waited on
            QVERIFY2(run.err.contains("--text-file") && run.err.contains(path),
                     qPrintable(run.err));
        }
    }

    /// --what next-token at temperature 0 names the byte PyTorch's greedy decoding writes after
    /// the verse, with all the probability; with --top-k 5 the five most likely, descending.
    void nextTokenAsJson() {
        const QString out = dir.filePath("next.json");
        auto run = runApp({"export", "--model", kModel, "--text", kGenesis, "--what", "next-token",
                           "--temperature", "0", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString expected = genesisGreedy(1);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(json["tokens"].toArray().first().toString(), expected);
        QCOMPARE(json["probabilities"].toArray().first().toDouble(), 1.0);
        file.close();

        run = runApp({"export", "--model", kModel, "--text", kGenesis, "--what", "next-token",
                      "--top-k", "5", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(file.open(QIODevice::ReadOnly));
        json = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonArray p = json["probabilities"].toArray();
        QCOMPARE(p.size(), 5);
        QCOMPARE(json["ids"].toArray().size(), 5);
        QCOMPARE(json["tokens"].toArray().first().toString(), expected);
        double sum = 0;
        for (int i = 0; i < p.size(); ++i) {
            if (i > 0) QVERIFY(p[i].toDouble() <= p[i - 1].toDouble());
            sum += p[i].toDouble();
        }
        QVERIFY(sum > 0 && sum <= 1 + 1e-9);

        run = runApp({"export", "--model", kModel, "--text", kGenesis, "--what", "next-token",
                      "--top-p", "1.5", "--out", dir.filePath("refused.json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("top-p")), qPrintable(run.err));
        QVERIFY(!QFile::exists(dir.filePath("refused.json")));
    }

    /// --what generate writes what PyTorch's greedy decoding writes after the verse, one step a
    /// token, each with the new token's attention row over every token before it, summing to 1.
    void generationAsJson() {
        const QString out = dir.filePath("generate.json");
        const auto run = runApp({"export", "--model", kModel, "--text", kGenesis, "--what",
                                 "generate", "--new-tokens", "20", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString expected = genesisGreedy(20);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonArray steps = json["steps"].toArray();
        QCOMPARE(steps.size(), 20);
        QString written;
        const int prompt = json["ids"].toArray().size() - 20;
        for (int s = 0; s < steps.size(); ++s) {
            const QJsonObject step = steps[s].toObject();
            written += step["token"].toString();
            QCOMPARE(step["probability"].toDouble(), 1.0); // greedy
            const double own = step["model_probability"].toDouble();
            QVERIFY(own > 0 && own <= 1);
            const QJsonArray layers = step["attention"].toArray();
            QCOMPARE(layers.size(), 3); // the sample model: 3 layers of 4 heads
            const QJsonArray row = layers[2].toArray()[3].toArray();
            QCOMPARE(row.size(), prompt + s); // the last token's row over the cache
            double sum = 0;
            for (const QJsonValue& w : row)
                sum += w.toDouble();
            QVERIFY(std::abs(sum - 1) < 1e-5);
        }
        QCOMPARE(written, expected);
    }

    void rolloutAndTokens() {
        const QString npy = dir.filePath("r.npy"), json = dir.filePath("t.json");
        QCOMPARE(runApp({"export", "--model", kModel, "--text", kText, "--what", "rollout", "--out",
                         npy})
                     .exitCode,
                 0);
        QVERIFY(attn::readNpy(npy.toStdString()).shape == (std::vector<std::size_t>{16, 16}));
        const auto run = runApp(
            {"export", "--model", kModel, "--text", "In ∑", "--what", "tokens", "--out", json});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(o["ids"].toArray().size(), 6); // "In " and the 3 bytes of ∑
        QCOMPARE(o["ids"].toArray()[0].toInt(), int('I'));
        QCOMPARE(o["tokens"].toArray()[2].toString(), QString::fromUtf8("\xC2\xB7"));
    }

    /// The Language model tab's figures from the command line, for the chosen layer and head.
    /// Every family's folder opens in the exports: its attention (layers, heads, T, T), rows
    /// summing to 1, and the grid of every layer and head as a figure.
    void everyFamilyExports_data() {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("heads");
        const QString fixtures = QStringLiteral(ATTN_FIXTURE_DIR);
        for (const char* name : {"llama3", "qwen2_yarn", "qwen3", "gemma", "gemma2", "gemma3_text",
                                 "phi3", "olmo2", "smollm3", "gpt_neox"}) {
            QFile config(fixtures + "/decoders/" + name + "/model/config.json");
            QVERIFY(config.open(QIODevice::ReadOnly));
            const QJsonObject c = QJsonDocument::fromJson(config.readAll()).object();
            QTest::newRow(name) << fixtures + "/decoders/" + name + "/model"
                                << c["num_hidden_layers"].toInt()
                                << c["num_attention_heads"].toInt();
        }
        QTest::newRow("xlm-roberta") << fixtures + "/bert/xlm_roberta/model" << 2 << 4;
        QTest::newRow("electra") << fixtures + "/bert/electra/model" << 2 << 4;
    }
    void everyFamilyExports() {
        QFETCH(QString, folder);
        QFETCH(int, layers);
        QFETCH(int, heads);
        const QString out = dir.filePath("family.npy"), png = dir.filePath("family.png");
        const QString text = QStringLiteral("Attention is all you need");
        auto run = runApp(
            {"export", "--model", folder, "--text", text, "--what", "attention", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const attn::NpyArray a = attn::readNpy(out.toStdString());
        QCOMPARE(a.shape.size(), std::size_t(4));
        QCOMPARE(int(a.shape[0]), layers);
        QCOMPARE(int(a.shape[1]), heads);
        const std::size_t t = a.shape[3];
        for (std::size_t row = 0; row < a.data.size() / t; ++row) {
            float sum = 0;
            for (std::size_t k = 0; k < t; ++k)
                sum += a.data[row * t + k];
            QVERIFY(std::abs(sum - 1) < 1e-5f);
        }
        run = runApp(
            {"export", "--model", folder, "--text", text, "--view", "model-grid", "--out", png});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo(png).size() > 1000);
    }

    void figuresOfTheLanguageModelTab_data() {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("titlePart");
        QTest::newRow("one head") << "model-head" << kModel << "layer 2, head 3";
        QTest::newRow("every head") << "model-grid" << kModel << "every layer";
        QTest::newRow("rollout") << "model-rollout" << kModel << "rollout over 3 layers";
        QTest::newRow("next token") << "model-next-token" << kModel << "most likely tokens";
        // the text's last token written as the bars write theirs (a space as ␣, not ·)
        QTest::newRow("next token, words")
            << "model-next-token" << QStringLiteral(ATTN_SOURCE_DIR "/sample_models/word-gpt-kjv")
            << "After ‘␣beginning’";
        QTest::newRow("generation") << "model-generation" << kModel << "Step 1 of 20";
        QTest::newRow("logit lens") << "model-logit-lens" << kModel << "Logit lens";
        QTest::newRow("score build") << "model-score-build" << kModel << "times each key";
        QTest::newRow("generation, two query heads to a key/value head")
            << "model-generation" << QStringLiteral(ATTN_FIXTURE_DIR "/llama/llama/model")
            << "L2 H4 · KV 2";
        QTest::newRow("rotary") << "model-rotary"
                                << QStringLiteral(ATTN_FIXTURE_DIR "/llama/llama/model")
                                << "Layer 2, head 3";
    }
    void figuresOfTheLanguageModelTab() {
        QFETCH(QString, view);
        QFETCH(QString, model);
        QFETCH(QString, titlePart);
        const QString svg = dir.filePath(view + ".svg");
        const auto run = runApp({"export", "--view", view, "--model", model, "--text", kText,
                                 "--model-layer", "2", "--model-head", "3", "--out", svg});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(titlePart), qPrintable(titlePart));
    }

    /// --knockout with zeros and with means: the next-token probabilities are softmax of
    /// PyTorch's last logits with those heads knocked out; the attention's first layer keeps
    /// its weights (knocked-out outputs change only what comes after).
    void knockoutAsPyTorchHasIt_data() {
        QTest::addColumn<QString>("ablation");
        QTest::newRow("zero") << QStringLiteral("zero");
        QTest::newRow("mean") << QStringLiteral("mean");
    }
    void knockoutAsPyTorchHasIt() {
        QFETCH(QString, ablation);
        const QString out = dir.filePath("knocked.json");
        const auto run = runApp({"export", "--model", kModel, "--text", kWhatIfText, "--what",
                                 "next-token", "--top-k", "5", "--knockout", kWhatIfHeads,
                                 "--ablation", ablation, "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const attn::NpyArray logits =
            attn::readNpy((kWhatIf + ablation + "_logits.npy").toStdString());
        const std::size_t vocabulary = logits.shape[1];
        const float* last = logits.data.data() + (logits.shape[0] - 1) * vocabulary;
        double top = *std::max_element(last, last + vocabulary), sum = 0;
        for (std::size_t v = 0; v < vocabulary; ++v)
            sum += std::exp(last[v] - top);
        const QJsonObject json = readJson(out);
        const QJsonArray ids = json["ids"].toArray(), p = json["probabilities"].toArray();
        QCOMPARE(ids.size(), 5);
        for (int i = 0; i < ids.size(); ++i) {
            const double expected = std::exp(last[ids[i].toInt()] - top) / sum;
            QVERIFY2(std::abs(p[i].toDouble() - expected) < 1e-5,
                     qPrintable(QStringLiteral("%1: %2, torch %3")
                                    .arg(ids[i].toInt())
                                    .arg(p[i].toDouble())
                                    .arg(expected)));
        }
        QCOMPARE(ids[0].toInt(), int(std::max_element(last, last + vocabulary) - last));
    }

    /// --what logit-lens: each layer's likeliest next token at each position, as PyTorch's
    /// lens reads it; the last layer's is the model's own prediction.
    void logitLensAsPyTorchHasIt() {
        const QString out = dir.filePath("lens.json");
        const auto run = runApp({"export", "--model", kModel, "--text", kWhatIfText, "--what",
                                 "logit-lens", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray layers = readJson(out)["layers"].toArray();
        QFile fixture(kWhatIf + "lens.json");
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        const QJsonArray expected =
            QJsonDocument::fromJson(fixture.readAll()).object()["layers"].toArray();
        QCOMPARE(layers.size(), expected.size());
        for (int l = 0; l < layers.size(); ++l) {
            const QJsonObject layer = layers[l].toObject();
            QCOMPARE(layer["layer"].toInt(), l + 1);
            QCOMPARE(layer["ids"].toArray(), expected[l].toObject()["ids"].toArray());
            QCOMPARE(layer["tokens"].toArray().size(), kWhatIfText.size());
        }
    }

    /// --what score-build: for the verse, layer 2, head 3 and token 5, the weights are that
    /// row of the attention PyTorch computes, each dot the sum of its products, the scores the
    /// dots times 1/√d, null for the keys after the token (causal).
    void scoreBuildIsTheAttentionRow() {
        const QString out = dir.filePath("score.json");
        const auto run =
            runApp({"export", "--model", kModel, "--text", kGenesis, "--what", "score-build",
                    "--model-layer", "2", "--model-head", "3", "--row", "5", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject json = readJson(out);
        QCOMPARE(json["query"].toInt(), 5);
        const attn::NpyArray torch = attn::readNpy(kGenesisAttention.toStdString());
        const std::size_t t = torch.shape[2], heads = torch.shape[1];
        const QJsonArray weights = json["weights"].toArray(), dots = json["dots"].toArray();
        const QJsonArray scores = json["scores"].toArray(), products = json["products"].toArray();
        QCOMPARE(std::size_t(weights.size()), t);
        const double scale = json["scale"].toDouble();
        QVERIFY(std::abs(scale - 1 / std::sqrt(json["q"].toArray().size())) < 1e-7);
        for (std::size_t j = 0; j < t; ++j) {
            const float expected = torch.data[((1 * heads + 2) * t + 4) * t + j];
            QVERIFY2(std::abs(weights[int(j)].toDouble() - expected) < 1e-5,
                     qPrintable(QString::number(j)));
            double sum = 0;
            for (const QJsonValue& p : products[int(j)].toArray())
                sum += p.toDouble();
            QVERIFY(std::abs(sum - dots[int(j)].toDouble()) < 1e-4);
            if (j > 4)
                QVERIFY(scores[int(j)].isNull());
            else
                QVERIFY(std::abs(scores[int(j)].toDouble() - scale * dots[int(j)].toDouble()) <
                        1e-5);
        }
    }

    void badRequestsAreExplained_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no model") << QStringList{"--text", kText, "--what", "attention"}
                                  << "--model";
        QTest::newRow("missing dir")
            << QStringList{"--model", "/nonexistent", "--text", kText, "--what", "attention"}
            << "/nonexistent";
        QTest::newRow("empty text")
            << QStringList{"--model", kModel, "--text", " ", "--what", "attention"} << "--text";
        QTest::newRow("text too long")
            << QStringList{"--model", kModel, "--text", QString(300, 'a'), "--what", "attention"}
            << "256 positions";
        QTest::newRow("no such head") << QStringList{"--model", kModel,       "--text",       kText,
                                                     "--view",  "model-head", "--model-head", "9"}
                                      << "--model-head must be from 1 to 4";
        QTest::newRow("knockout of a head the model lacks")
            << QStringList{"--model", kModel,      "--text",     kText,
                           "--what",  "attention", "--knockout", "4:1"}
            << "--knockout: head 4:1 does not exist: the model has 3 layers of 4 heads";
        QTest::newRow("knockout that is no pair")
            << QStringList{"--model", kModel,      "--text",     kText,
                           "--what",  "attention", "--knockout", "2"}
            << "\"2\" is not a layer:head pair";
        QTest::newRow("unknown ablation")
            << QStringList{"--model",   kModel,       "--text", kText,        "--what",
                           "attention", "--knockout", "1:1",    "--ablation", "half"}
            << "--ablation must be zero or mean";
        QTest::newRow("rows outside the text")
            << QStringList{"--model", kModel,      "--text", kText,
                           "--what",  "attention", "--rows", "10:99"}
            << "--rows must be A:B with 0 <= A < B <= 16";
        QTest::newRow("rows that are no slice")
            << QStringList{"--model", kModel, "--text", kText, "--what", "attention", "--rows", "5"}
            << "--rows must be A:B";
        QTest::newRow("no rotary positions")
            << QStringList{"--model", kModel, "--text", kText, "--view", "model-rotary"}
            << "no rotary positions";
    }
    void badRequestsAreExplained() {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        const QString out = dir.filePath(args.contains("--view") ? "bad.png" : "bad.npy");
        const auto run = runApp(QStringList{"export"} + args + QStringList{"--out", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(messagePart), qPrintable(run.err));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_MAIN(TestExportModel)
#include "tst_export_model.moc"
