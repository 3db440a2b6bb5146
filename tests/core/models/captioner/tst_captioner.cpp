// SPDX-License-Identifier: GPL-3.0-or-later
// The captioner's forward pass against PyTorch (tools/train_captioner.py writes the fixtures
// in tests/fixtures/captioner): patch features, greedy captions and teacher-forced attention
// within 1e-4, the same words; and clear errors for bad pictures, captions and model files.
#include "core/base/check.h"
#include "core/io/json.h"
#include "core/io/npy.h"
#include "core/models/captioner/captioner.h"
#include "tests/support/matrix_compare.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace attn;

namespace {

const QString kModel = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/captioner-shapes");
const std::string kFixtures = ATTN_FIXTURE_DIR "/captioner";
constexpr double kTolerance = 1e-4;

RgbImage fixtureImage(const std::string& name) {
    const NpyArray a = readNpy(kFixtures + "/" + name + "-image.npy");
    if (a.shape.size() != 3 || a.shape[2] != 3)
        throw InputError(name + "-image.npy is not (H,W,3)");
    return RgbImage{int(a.shape[1]), int(a.shape[0]), a.data};
}

const JsonValue& fixtureCase(const JsonValue& cases, const std::string& name,
                             const std::string& mode) {
    for (const JsonValue& c : cases.find("cases")->array)
        if (c.stringAt("name") == name && c.stringAt("mode") == mode) return c;
    throw InputError("no fixture case " + name + " " + mode);
}

/// Compares result with the fixture case: words, flags, probabilities, attention maps.
void compareWithFixture(const CaptionResult& result, const JsonValue& expected,
                        const std::string& attentionFile) {
    std::vector<std::string> words;
    for (const JsonValue& w : expected.find("words")->array)
        words.push_back(w.string);
    QCOMPARE(result.words, words);
    const auto& probability = expected.find("probability")->array;
    QCOMPARE(result.probability.size(), probability.size());
    double worst = 0;
    for (std::size_t t = 0; t < probability.size(); ++t)
        worst = std::max(worst, std::abs(result.probability[t] - probability[t].number));
    QVERIFY2(worst <= kTolerance,
             qPrintable(QStringLiteral("probability differs by %1").arg(worst)));
    const double worstProbability = worst;
    const NpyArray att = readNpy(kFixtures + "/" + attentionFile);
    QCOMPARE(att.shape.size(), std::size_t(3)); // (T, G, G)
    QCOMPARE(att.shape[0], result.attention.size());
    const std::size_t g = att.shape[1];
    worst = 0;
    for (std::size_t t = 0; t < att.shape[0]; ++t) {
        const Eigen::Map<
            const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>
            map(att.data.data() + t * g * g, Eigen::Index(g), Eigen::Index(g));
        const Eigen::MatrixXf expectedMap = map;
        ATTN_COMPARE_MATRICES(result.attention[t], expectedMap, kTolerance);
        worst = std::max(worst, double((result.attention[t] - expectedMap).cwiseAbs().maxCoeff()));
        QVERIFY(std::abs(result.attention[t].sum() - 1.0f) < 1e-5f);
        QVERIFY(result.attention[t].minCoeff() >= 0.0f);
    }
    qInfo("%s: %zu words, attention max abs diff %.3g, probability %.3g", attentionFile.c_str(),
          result.words.size(), worst, worstProbability);
}

void copyModel(const QString& to) {
    for (const char* f : {"config.json", "vocab.json", "model.safetensors"})
        QVERIFY(QFile::copy(kModel + "/" + f, to + "/" + f));
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile::remove(path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class CaptionerTest : public QObject {
    Q_OBJECT
    Captioner model;
    JsonValue cases;

  private slots:
    void initTestCase() {
        model = loadCaptioner(kModel.toStdString());
        cases = readJsonFile(kFixtures + "/cases.json");
    }

    void configIsRead() {
        QCOMPARE(model.imageSize(), 64);
        QCOMPARE(model.gridHeight(), 8);
        QCOMPARE(model.gridWidth(), 8);
        QCOMPARE(model.vocabulary[std::size_t(model.endId)], std::string("<end>"));
        QCOMPARE(model.idOf("purple"), model.unknownId);
    }

    void featuresMatchTorch() {
        const Eigen::MatrixXf f = captionerFeatures(model, fixtureImage("scene-2000000"));
        const Eigen::MatrixXf expected =
            toMatrix(readNpy(kFixtures + "/scene-2000000-features.npy"));
        ATTN_COMPARE_MATRICES(f, expected, kTolerance);
        qInfo("features (%d,%d): max abs diff %.3g", int(f.rows()), int(f.cols()),
              double((f - expected).cwiseAbs().maxCoeff()));
    }

    void greedyMatchesTorch_data() {
        QTest::addColumn<QString>("name");
        for (const char* name :
             {"scene-2000000", "scene-2000001", "scene-2000007", "scene-2000021", "noise"})
            QTest::newRow(name) << name;
    }
    void greedyMatchesTorch() {
        QFETCH(QString, name);
        const std::string n = name.toStdString();
        const CaptionResult result = caption(model, fixtureImage(n), model.config.maxWords);
        compareWithFixture(result, fixtureCase(cases, n, "greedy"), n + "-greedy-attention.npy");
    }

    void teacherForcedMatchesTorch() {
        const JsonValue& expected = fixtureCase(cases, "scene-2000000", "forced");
        std::vector<std::string> words;
        for (const JsonValue& w : expected.find("words")->array)
            words.push_back(w.string);
        const CaptionResult result = teacherForced(model, fixtureImage("scene-2000000"), words);
        compareWithFixture(result, expected, "scene-2000000-forced-attention.npy");
        const auto& known = expected.find("known")->array;
        for (std::size_t t = 0; t < known.size(); ++t)
            QCOMPARE(bool(result.known[t]), known[t].boolean);
        QVERIFY(!result.known[1]); // "purple" is not in the vocabulary
    }

    void largerPictureIsResized() {
        const RgbImage scene = renderScene(randomScene(2000000));
        RgbImage twice = makeRgbImage(128, 128);
        for (int y = 0; y < 128; ++y)
            for (int x = 0; x < 128; ++x)
                for (int c = 0; c < 3; ++c)
                    twice.rgb[(std::size_t(y) * 128 + x) * 3 + c] = scene.at(x / 2, y / 2, c);
        const CaptionResult a = caption(model, scene), b = caption(model, twice);
        QCOMPARE(a.words, b.words);
        for (std::size_t t = 0; t < a.attention.size(); ++t)
            ATTN_COMPARE_MATRICES(a.attention[t], b.attention[t], 1e-6);
    }

    void sceneDetection() {
        QVERIFY(looksLikeTrainingScene(renderScene(randomScene(5))));
        QVERIFY(!looksLikeTrainingScene(fixtureImage("noise")));
        QVERIFY(!looksLikeTrainingScene(makeRgbImage(64, 64, 1, 1, 1)));
    }

    void badInputIsRefused_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("values");
        QTest::addColumn<float>("fill");
        QTest::addColumn<QString>("message");
        QTest::newRow("1x1") << 1 << 1 << 3 << 0.5f << "at least 8x8";
        QTest::newRow("20000x20000") << 20000 << 20000 << 0 << 0.5f << "at most 8192";
        QTest::newRow("empty") << 0 << 0 << 0 << 0.5f << "empty";
        QTest::newRow("wrong length") << 64 << 64 << 100 << 0.5f << "should hold";
        QTest::newRow("NaN") << 64 << 64 << 64 * 64 * 3 << std::nanf("") << "finite";
        QTest::newRow("out of range") << 16 << 16 << 16 * 16 * 3 << 3.0f << "[0,1]";
    }
    void badInputIsRefused() {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, values);
        QFETCH(float, fill);
        QFETCH(QString, message);
        const RgbImage image{width, height, std::vector<float>(std::size_t(values), fill)};
        for (int mode = 0; mode < 3; ++mode) {
            try {
                if (mode == 0) caption(model, image);
                if (mode == 1) teacherForced(model, image, {"a"});
                if (mode == 2) resizeForCaptioner(model, image);
                QFAIL("no InputError");
            } catch (const InputError& e) {
                QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
            }
        }
    }

    void badCaptionRequestsAreRefused() {
        const RgbImage scene = renderScene(randomScene(1));
        QVERIFY_THROWS_EXCEPTION(InputError, caption(model, scene, 0));
        QVERIFY_THROWS_EXCEPTION(InputError, caption(model, scene, 201));
        QVERIFY_THROWS_EXCEPTION(InputError, teacherForced(model, scene, {}));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 teacherForced(model, scene, std::vector<std::string>(201, "a")));
        QVERIFY_THROWS_EXCEPTION(InputError, captionerFeatures(model, makeRgbImage(32, 32)));
        QCOMPARE(caption(model, scene, 1).words.size(), std::size_t(1));
    }

    void badModelFilesAreRefused_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing config") << "config.json" << QByteArray() << "config.json";
        QTest::newRow("wrong model type")
            << "config.json" << QByteArray("{\"model_type\":\"gpt2\"}") << "show-attend-tell";
        QTest::newRow("patch does not divide")
            << "config.json"
            << QByteArray("{\"model_type\":\"show-attend-tell\",\"image_size\":64,\"patch_size\":7,"
                          "\"feature_dim\":64,"
                          "\"hidden_dim\":128,\"attention_dim\":64,\"embed_dim\":32,\"vocab_size\":"
                          "28,\"max_words\":20}")
            << "does not divide";
        QTest::newRow("tensor shape")
            << "config.json"
            << QByteArray("{\"model_type\":\"show-attend-tell\",\"image_size\":64,\"patch_size\":8,"
                          "\"feature_dim\":65,"
                          "\"hidden_dim\":128,\"attention_dim\":64,\"embed_dim\":32,\"vocab_size\":"
                          "28,\"max_words\":20}")
            << "patch.weight";
        QTest::newRow("vocabulary size")
            << "vocab.json" << QByteArray("[\"<start>\"]") << "vocab_size";
        QTest::newRow("truncated weights")
            << "model.safetensors" << QByteArray("\x10\0\0\0\0\0\0\0{}", 10) << "model.safetensors";
    }
    void badModelFilesAreRefused() {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        copyModel(dir.path());
        if (content.isEmpty())
            QVERIFY(QFile::remove(dir.path() + "/" + file));
        else
            writeFile(dir.path() + "/" + file, content);
        try {
            loadCaptioner(dir.path().toStdString());
            QFAIL("no InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(CaptionerTest)
#include "tst_captioner.moc"
