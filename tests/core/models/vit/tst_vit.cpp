// SPDX-License-Identifier: GPL-3.0-or-later
// Vision transformers in the Hugging Face layout against an independent PyTorch forward
// written from the equations (tools/make_vit_fixtures.py): every layer's and head's attention
// within 1e-5, [CLS] and logits within 1e-4, at the training grid and on other grids (position
// embeddings interpolated bicubically); rollout with vit-explain's discard ratio; pixels for
// any photo; bad folders refused with a message naming the file.
#include "core/attention/rollout.h"
#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/io/npz.h"
#include "core/models/vit/vit.h"
#include "tests/support/layer_attention.h"
#include "tests/support/matrix_compare.h"
#include "tests/support/vit_image.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;

namespace {

const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR "/vit");

NpyArray fixture(const QString& path) {
    return readNpy((kFixtures + "/" + path).toStdString());
}

std::string modelDir(const QString& name) {
    return (kFixtures + "/" + name + "/model").toStdString();
}

QString loadError(const QString& dir) {
    try {
        loadVit(dir.toStdString());
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class Vit : public QObject {
    Q_OBJECT

  private slots:
    void matchesTorch_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("picture");
        QTest::addColumn<int>("gridWidth");
        QTest::addColumn<int>("gridHeight");
        QTest::newRow("classifier, training grid") << "classifier"
                                                   << "square" << 4 << 4;
        QTest::newRow("classifier, 5 x 3: positions interpolated") << "classifier"
                                                                   << "wide" << 5 << 3;
        QTest::newRow("bare ViTModel names, 2 x 6") << "bare"
                                                    << "tall" << 2 << 6;
        QTest::newRow("deit: distillation token, two heads") << "deit"
                                                             << "square" << 4 << 4;
        QTest::newRow("deit, 6 x 3") << "deit"
                                     << "wide" << 6 << 3;
        QTest::newRow("dinov2: layer scale, patch 14") << "dinov2"
                                                       << "square" << 5 << 5;
        QTest::newRow("dinov2, 7 x 4") << "dinov2"
                                       << "wide" << 7 << 4;
        QTest::newRow("dinov2 with 4 registers") << "dinov2_reg"
                                                 << "square" << 5 << 5;
        QTest::newRow("dinov2 with registers, 7 x 3: antialiased positions") << "dinov2_reg"
                                                                             << "wide" << 7 << 3;
    }
    void matchesTorch() {
        QFETCH(QString, name);
        QFETCH(QString, picture);
        QFETCH(int, gridWidth);
        QFETCH(int, gridHeight);
        const VitModel model = loadVit(modelDir(name));
        const VitImage image = testing::pixelsOf(fixture(name + "/" + picture + "_pixels.npy"),
                                                 model.config.patchSize);
        QCOMPARE(image.gridWidth, gridWidth);
        QCOMPARE(image.gridHeight, gridHeight);
        const VitOutput out = vitForward(model, image);
        QCOMPARE(out.gridWidth, gridWidth);
        QCOMPARE(out.attention.size(), std::size_t(2));
        const double worst = testing::layerAttentionDifference(
            out.attention, fixture(name + "/" + picture + "_attention.npy"));
        QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
        const Eigen::MatrixXf cls = toMatrix(fixture(name + "/" + picture + "_cls.npy"));
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(out.cls), cls, 1e-4);
        const int prefix = name == "deit" ? 2 : name == "dinov2_reg" ? 5 : 1;
        QCOMPARE(out.prefixTokens, prefix);
        QCOMPARE(out.attention[0][0].rows(), Eigen::Index(prefix + gridWidth * gridHeight));
        if (name == QLatin1String("classifier") || name == QLatin1String("deit")) {
            const Eigen::MatrixXf logits = toMatrix(fixture(name + "/" + picture + "_logits.npy"));
            ATTN_COMPARE_MATRICES(Eigen::MatrixXf(out.logits), logits, 1e-4);
            if (name == QLatin1String("classifier")) {
                QCOMPARE(model.config.labels.size(), std::size_t(3));
                QCOMPARE(model.config.labels[1], std::string("two"));
            }
        } else {
            QCOMPARE(out.logits.size(), Eigen::Index(0));
        }
        qInfo("%s/%s: max |attention - torch| = %.2e", qPrintable(name), qPrintable(picture),
              worst);
    }

    void sampleModelMatchesItsTrainingForward() {
        // sample_models/vit-count-shapes on one of its examples, against the float64 forward of
        // tools/train_tiny_vit.py.
        const QString fixtures = QStringLiteral(ATTN_FIXTURE_DIR "/vit_sample/");
        const VitModel model = loadVit(ATTN_SOURCE_DIR "/sample_models/vit-count-shapes");
        const VitOutput out = vitForward(
            model, testing::pixelsOf(readNpy((fixtures + "pixels.npy").toStdString()), 12));
        const double worst = testing::layerAttentionDifference(
            out.attention, readNpy((fixtures + "attention.npy").toStdString()));
        QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
        const Eigen::MatrixXf logits = toMatrix(readNpy((fixtures + "logits.npy").toStdString()));
        ATTN_COMPARE_MATRICES(Eigen::MatrixXf(out.logits), logits, 1e-4);
        QCOMPARE(model.config.labels.size(), std::size_t(4));
    }

    /// vit-explain's discarding of the lowest weights, with rows renormalised as our rollout
    /// does (the fixture's generator does the same; vit-explain itself renormalises otherwise
    /// and differs by 0.01-0.04, so this is not a comparison with it).
    void rolloutDiscardsThenRenormalisesRows_data() {
        QTest::addColumn<int>("fusion");
        QTest::newRow("mean") << int(HeadFusion::Mean);
        QTest::newRow("max") << int(HeadFusion::Max);
        QTest::newRow("min") << int(HeadFusion::Min);
    }
    void rolloutDiscardsThenRenormalisesRows() {
        QFETCH(int, fusion);
        const VitModel model = loadVit(modelDir("classifier"));
        const VitOutput out =
            vitForward(model, testing::pixelsOf(fixture("classifier/square_pixels.npy"),
                                                model.config.patchSize));
        const char* names[] = {"mean", "max", "min"};
        const Eigen::MatrixXf expected = toMatrix(
            fixture(QStringLiteral("classifier/square_rollout_%1.npy").arg(names[fusion])));
        const Eigen::MatrixXf got = attentionRollout(out.attention, HeadFusion(fusion), 0.5f);
        ATTN_COMPARE_MATRICES(got, expected, 1e-5);
        QVERIFY(((got.rowwise().sum().array() - 1).abs() < 1e-5f).all());
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 attentionRollout(out.attention, HeadFusion(fusion), 1.0f));
    }

    void interpolationKeepsTheTrainingGrid() {
        const VitModel model = loadVit(modelDir("classifier"));
        const Eigen::MatrixXf& p = model.positionEmbedding;
        QCOMPARE(interpolatePositions(p, 4, 4), p);
        const Eigen::MatrixXf wide = interpolatePositions(p, 8, 2);
        QCOMPARE(wide.rows(), Eigen::Index(17));
        QCOMPARE(wide.row(0), p.row(0)); // [CLS] is not a patch
        QVERIFY_THROWS_EXCEPTION(InputError, interpolatePositions(p.topRows(16), 4, 4));
    }

    void pixelsForAnyPhoto() {
        const VitModel model = loadVit(modelDir("classifier")); // 16 x 16, patches of 4
        const RgbImage photo = makeRgbImage(480, 320, 0.2f, 0.4f, 0.6f);
        const VitImage trained = vitPixels(model, photo, VitSizing::AsTrained);
        QCOMPARE(trained.pixels.width, 16);
        QCOMPARE(trained.pixels.height, 16);
        QCOMPARE(trained.gridWidth, 4);
        const VitImage kept = vitPixels(model, photo, VitSizing::KeepAspect, 48);
        QCOMPARE(kept.gridWidth, 12); // 480 -> 48 pixels, 12 patches
        QCOMPARE(kept.gridHeight, 8); // 320 -> 32 pixels
        QVERIFY(std::abs(kept.pixels.at(5, 5, 1) - 0.4f) < 1e-6f);
        QVERIFY_THROWS_EXCEPTION(InputError, vitPixels(model, photo, VitSizing::KeepAspect, 2));
        const VitOutput out = vitForward(model, kept);
        QCOMPARE(out.attention[0][0].rows(), Eigen::Index(1 + 12 * 8));
        VitImage bad = kept;
        bad.gridWidth = 11; // 48 pixels are not 11 patches
        QVERIFY_THROWS_EXCEPTION(InputError, vitForward(model, bad));
    }

    /// The processor's shortest-edge resize and centre crop (with black padding when the crop
    /// passes the picture), against Pillow and transformers' steps
    /// (tools/make_pil_resize_fixtures.py).
    void pixelsAsTheProcessorMakesThem_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("shortestEdge");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("filter");
        QTest::newRow("shortest edge, then the centre")
            << "processor_shortest" << 20 << 0 << 0 << int(PilFilter::Bicubic);
        QTest::newRow("crop larger than the picture")
            << "processor_padded" << 0 << 12 << 9 << int(PilFilter::Bilinear);
    }
    void pixelsAsTheProcessorMakesThem() {
        QFETCH(QString, key);
        QFETCH(int, shortestEdge);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, filter);
        const auto all = readNpz(ATTN_FIXTURE_DIR "/pil_resize/fixtures.npz");
        VitModel model;
        model.config.patchSize = 4;
        model.config.imageSize = 16;
        VitPreprocessing& pre = model.preprocessing;
        pre.shortestEdge = shortestEdge;
        pre.width = width;
        pre.height = height;
        pre.resample = PilFilter(filter);
        pre.centerCrop = true;
        pre.cropWidth = 16;
        pre.cropHeight = 12;
        const Tensor& source = all.at("photo");
        RgbImage photo;
        photo.height = int(source.shape[0]);
        photo.width = int(source.shape[1]);
        for (float v : source.data)
            photo.rgb.push_back(v / 255.0f);
        const VitImage image = vitPixels(model, photo, VitSizing::AsTrained);
        QCOMPARE(image.gridWidth, 4);
        QCOMPARE(image.gridHeight, 3);
        const Tensor& expected = all.at(key.toStdString());
        QCOMPARE(expected.data.size(), image.pixels.rgb.size());
        for (std::size_t i = 0; i < expected.data.size(); ++i)
            QCOMPARE(std::lround(image.pixels.rgb[i] * 255.0f), std::lround(expected.data[i]));
    }

    void processorConfigIsRead() {
        QTemporaryDir dir;
        const QDir source(QString::fromStdString(modelDir("classifier")));
        for (const QString& f : source.entryList(QDir::Files))
            QVERIFY(QFile::copy(source.filePath(f), dir.filePath(f)));
        QFile config(dir.filePath("preprocessor_config.json"));
        QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
        config.write(R"({"do_resize": true, "size": {"shortest_edge": 20}, "resample": 3,
                         "do_center_crop": true, "crop_size": {"height": 12, "width": 8}})");
        config.close();
        const VitPreprocessing pre = loadVit(dir.path().toStdString()).preprocessing;
        QCOMPARE(pre.shortestEdge, 20);
        QCOMPARE(int(pre.resample), int(PilFilter::Bicubic));
        QVERIFY(pre.centerCrop);
        QCOMPARE(pre.cropWidth, 8);
        QCOMPARE(pre.cropHeight, 12);
    }

    /// A picture whose attention would not fit is refused before anything large is allocated.
    void attentionTooLargeIsRefused() {
        VitModel model;
        model.config.layers = 12;
        model.config.heads = 12;
        model.config.patchSize = 16;
        model.config.imageSize = 224;
        requireVitAttentionFits(model.config, 52, 52); // 2705 tokens: 3.9 GB
        QVERIFY_THROWS_EXCEPTION(InputError, requireVitAttentionFits(model.config, 53, 53));
        try {
            vitPixels(model, makeRgbImage(64, 64), VitSizing::KeepAspect, 1024); // 64 x 64
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("64 x 64 patches would take 9"), e.what());
        }
    }

    void badFoldersAreExplained_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown model type")
            << "config.json" << QByteArray("\"vit\"") << QByteArray("\"swin\"") << "model_type";
        QTest::newRow("heads do not divide")
            << "config.json" << QByteArray("\"num_attention_heads\": 4")
            << QByteArray("\"num_attention_heads\": 5") << "heads";
        QTest::newRow("wrong shape: image size")
            << "config.json" << QByteArray("\"image_size\": 16") << QByteArray("\"image_size\": 20")
            << "position_embeddings";
        QTest::newRow("id2label with a gap") << "config.json" << QByteArray("\"2\": \"three\"")
                                             << QByteArray("\"5\": \"three\"") << "id2label";
        QTest::newRow("image_std of two numbers")
            << "preprocessor_config.json" << QByteArray("0.229,") << QByteArray("") << "image_std";
        QTest::newRow("image_std of zero")
            << "preprocessor_config.json" << QByteArray("0.229") << QByteArray("0") << "image_std";
        QTest::newRow("unknown resampling filter")
            << "preprocessor_config.json" << QByteArray("\"do_resize\": true")
            << QByteArray("\"do_resize\": true, \"resample\": 7") << "resample";
        QTest::newRow("size without a height")
            << "preprocessor_config.json" << QByteArray("\"height\": 16,") << QByteArray("")
            << "size";
    }
    void badFoldersAreExplained() {
        QFETCH(QString, file);
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QDir source(QString::fromStdString(modelDir("classifier")));
        for (const QString& f : source.entryList(QDir::Files))
            QVERIFY(QFile::copy(source.filePath(f), dir.filePath(f)));
        QFile edited(dir.filePath(file));
        QVERIFY(edited.open(QIODevice::ReadOnly));
        QByteArray text = edited.readAll();
        edited.close();
        QVERIFY2(text.contains(from), from.constData());
        text.replace(from, to);
        QVERIFY(edited.open(QIODevice::WriteOnly | QIODevice::Truncate));
        edited.write(text);
        edited.close();
        const QString error = loadError(dir.path());
        const QString named = expected == "position_embeddings" ? "model.safetensors" : file;
        QVERIFY2(error.contains(expected) && error.contains(named), qPrintable(error));
    }

    void missingTensorIsNamed() {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QString::fromStdString(modelDir("classifier") + "/config.json"),
                            dir.filePath("config.json")));
        QVERIFY(QFile::copy(QString::fromStdString(modelDir("bare") + "/model.safetensors"),
                            dir.filePath("model.safetensors")));
        const QString error = loadError(dir.path()); // the bare model has no classifier
        QVERIFY2(error.contains("classifier.weight"), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(Vit)
#include "tst_vit.moc"
