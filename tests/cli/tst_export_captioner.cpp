// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --model DIR --image FILE --what caption-attention --out att.npy`:
// float32 (words, grid_h, grid_w), the caption on stdout, and clear refusals.
#include "core/io/npy.h"
#include "core/models/captioner/captioner.h"
#include "core/models/captioner/scene.h"
#include "tests/support/run_app.h"

#include <QFile>
#include <QImage>
#include <QtEndian>
#include <QtTest>

#include <cmath>

using testing::runApp;

namespace {

const QString kModel = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/captioner-shapes");
const QString kLanguageModel = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv");

QImage toQImage(const attn::RgbImage& image) {
    QImage out(image.width, image.height, QImage::Format_RGB888);
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x)
            out.setPixel(x, y,
                         qRgb(int(std::lround(image.at(x, y, 0) * 255)),
                              int(std::lround(image.at(x, y, 1) * 255)),
                              int(std::lround(image.at(x, y, 2) * 255))));
    return out;
}

quint32 crc32(const QByteArray& bytes) {
    quint32 crc = 0xFFFFFFFFu;
    for (char ch : bytes) {
        crc ^= quint8(ch);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

QByteArray chunk(const QByteArray& type, const QByteArray& data) {
    QByteArray out(4, '\0');
    qToBigEndian<quint32>(quint32(data.size()), out.data());
    const QByteArray body = type + data;
    QByteArray crc(4, '\0');
    qToBigEndian<quint32>(crc32(body), crc.data());
    return out + body + crc;
}

/// A PNG whose header claims side x side pixels, with (almost) no pixel data behind it.
QByteArray hugePngHeader(quint32 side) {
    QByteArray ihdr(13, '\0');
    qToBigEndian<quint32>(side, ihdr.data());
    qToBigEndian<quint32>(side, ihdr.data() + 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // RGB
    const QByteArray emptyDeflate("\x78\x9c\x03\x00\x00\x00\x00\x01", 8);
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", ihdr) + chunk("IDAT", emptyDeflate) +
           chunk("IEND", {});
}

} // namespace

class TestExportCaptioner : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    QString scenePath, tinyPath, noisePath, textPath, hugePath;
    attn::Captioner model;

  private slots:
    void initTestCase() {
        model = attn::loadCaptioner(kModel.toStdString());
        scenePath = dir.filePath("scene.png");
        QVERIFY(toQImage(attn::renderScene(attn::randomScene(2000001))).save(scenePath));
        tinyPath = dir.filePath("tiny.png");
        QImage tiny(1, 1, QImage::Format_RGB888);
        tiny.fill(Qt::red);
        QVERIFY(tiny.save(tinyPath));
        noisePath = dir.filePath("noise.png");
        QImage noise(100, 50, QImage::Format_RGB888);
        for (int y = 0; y < 50; ++y)
            for (int x = 0; x < 100; ++x)
                noise.setPixel(x, y, qRgb((x * 37) % 256, (y * 91) % 256, (x * y) % 256));
        QVERIFY(noise.save(noisePath));
        textPath = dir.filePath("not-an-image.png");
        QFile text(textPath);
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("this is not a picture\n");
        text.close();
        hugePath = dir.filePath("huge.png");
        QFile huge(hugePath);
        QVERIFY(huge.open(QIODevice::WriteOnly));
        huge.write(hugePngHeader(20000));
    }

    void captionAndMapsMatchTheCore() {
        const QString out = dir.filePath("att.npy");
        const auto run = runApp({"export", "--model", kModel, "--image", scenePath, "--what",
                                 "caption-attention", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const attn::CaptionResult expected =
            attn::caption(model, attn::renderScene(attn::randomScene(2000001)), 20);
        QCOMPARE(run.out.trimmed(), QString::fromStdString(attn::joinCaption(expected.words)));
        QVERIFY2(!run.err.contains("does not look like"), qPrintable(run.err));
        const attn::NpyArray a = attn::readNpy(out.toStdString());
        QVERIFY(a.shape == (std::vector<std::size_t>{expected.words.size(), 8, 8}));
        for (std::size_t t = 0; t < a.shape[0]; ++t) {
            float sum = 0;
            for (std::size_t k = 0; k < 64; ++k) {
                sum += a.data[t * 64 + k];
                QCOMPARE(a.data[t * 64 + k],
                         expected.attention[t](Eigen::Index(k / 8), Eigen::Index(k % 8)));
            }
            QVERIFY(std::abs(sum - 1) < 1e-5f);
        }
    }

    void typedCaptionIsReadWordByWord() {
        const QString out = dir.filePath("typed.npy");
        const auto run =
            runApp({"export", "--model", kModel, "--image", scenePath, "--caption",
                    "a purple circle, a square", "--what", "caption-attention", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out.trimmed(), QStringLiteral("a purple circle, a square"));
        QVERIFY2(run.err.contains("\"purple\" is not in the model's vocabulary"),
                 qPrintable(run.err));
        QVERIFY(attn::readNpy(out.toStdString()).shape == (std::vector<std::size_t>{6, 8, 8}));
    }

    void otherPicturesAreResizedWithANote() {
        const QString out = dir.filePath("noise.npy");
        const auto run = runApp({"export", "--model", kModel, "--image", noisePath, "--what",
                                 "caption-attention", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains("does not look like"), qPrintable(run.err));
        const attn::NpyArray a = attn::readNpy(out.toStdString());
        QCOMPARE(a.shape.size(), std::size_t(3));
        QCOMPARE(a.shape[1], std::size_t(8));
    }

    void badRequestsAreExplained_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no model") << QStringList{"--image", scenePath} << "--model";
        QTest::newRow("no image") << QStringList{"--model", kModel} << "--image";
        QTest::newRow("missing image")
            << QStringList{"--model", kModel, "--image", dir.filePath("none.png")} << "cannot read";
        QTest::newRow("unreadable image")
            << QStringList{"--model", kModel, "--image", textPath} << "cannot read";
        QTest::newRow("1x1 image")
            << QStringList{"--model", kModel, "--image", tinyPath} << "at least 8x8";
        QTest::newRow("20000x20000 image")
            << QStringList{"--model", kModel, "--image", hugePath} << "20000x20000";
        QTest::newRow("language model")
            << QStringList{"--model", kLanguageModel, "--image", scenePath} << "show-attend-tell";
        QTest::newRow("missing model")
            << QStringList{"--model", "/nonexistent", "--image", scenePath} << "/nonexistent";
        QTest::newRow("empty caption")
            << QStringList{"--model", kModel, "--image", scenePath, "--caption", " "}
            << "--caption";
    }
    void badRequestsAreExplained() {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        const QString out = dir.filePath("bad.npy");
        const auto run = runApp(QStringList{"export"} + args +
                                QStringList{"--what", "caption-attention", "--out", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(messagePart), qPrintable(run.err));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_MAIN(TestExportCaptioner)
#include "tst_export_captioner.moc"
