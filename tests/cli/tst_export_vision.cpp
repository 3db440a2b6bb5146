// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --model VIT --image PHOTO`: --what vit-attention (float32 (layers,
// heads, 1+N, 1+N)) and vit-rollout ((1+N, 1+N)), every --view vit-* as a figure, and clear
// refusals that write nothing.
#include "core/io/npy.h"
#include "tests/support/npy_compare.h"
#include "tests/support/run_app.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using testing::largestDifference;
using testing::runApp;

namespace {

const QString kModel = QStringLiteral(ATTN_FIXTURE_DIR "/vit/classifier/model");

attn::NpyArray fixture(const QString& name) {
    return attn::readNpy(
        QStringLiteral(ATTN_FIXTURE_DIR "/vit/classifier/%1").arg(name).toStdString());
}

} // namespace

class ExportVision : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QImage photo(60, 40, QImage::Format_RGB888);
        photo.fill(QColor(40, 40, 60));
        for (int y = 10; y < 25; ++y)
            for (int x = 30; x < 50; ++x)
                photo.setPixelColor(x, y, QColor(230, 230, 230));
        QVERIFY(photo.save(m_dir.filePath(QStringLiteral("photo.png"))));
    }

    /// The fixture's pictures (whole 8-bit levels, sides whole patches: nothing resized) give
    /// the attention of every layer and head that the float64 PyTorch forward gives, and the
    /// rollout its generator gives; a 5 x 3 grid reads positions interpolated as HF does.
    void attentionAndRolloutAsNumbers_data() {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<QString>("longSide");
        QTest::addColumn<QString>("patches");
        QTest::newRow("square") << "square"
                                << "16"
                                << "4 x 4 patches";
        QTest::newRow("wide") << "wide"
                              << "20"
                              << "5 x 3 patches";
    }
    void attentionAndRolloutAsNumbers() {
        QFETCH(QString, picture);
        QFETCH(QString, longSide);
        QFETCH(QString, patches);
        const QString photo = pictureOf(picture);
        const QString att = m_dir.filePath(picture + QStringLiteral("_att.npy"));
        auto run = runApp({"export", "--model", kModel, "--image", photo, "--long-side", longSide,
                           "--what", "vit-attention", "--out", att});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(patches), qPrintable(run.err));
        const attn::NpyArray expected = fixture(picture + QStringLiteral("_attention.npy"));
        const attn::NpyArray got = attn::readNpy(att.toStdString());
        QCOMPARE(got.shape, expected.shape);
        QVERIFY2(largestDifference(got, expected) < 1e-5, qPrintable(picture));
        if (picture != QLatin1String("square")) return;
        const QString rollout = m_dir.filePath(QStringLiteral("rollout.npy"));
        run = runApp({"export", "--model", kModel, "--image", photo, "--long-side", longSide,
                      "--fusion", "max", "--discard", "0.5", "--what", "vit-rollout", "--out",
                      rollout});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const attn::NpyArray rolled = attn::readNpy(rollout.toStdString());
        const attn::NpyArray reference = fixture(QStringLiteral("square_rollout_max.npy"));
        QCOMPARE(rolled.shape, reference.shape);
        QVERIFY(largestDifference(rolled, reference) < 1e-5);
    }

    void everyViewAsAFigure() {
        const QString photo = m_dir.filePath(QStringLiteral("photo.png"));
        for (const char* view :
             {"vit-head", "vit-heads", "vit-threshold", "vit-patch", "vit-rollout"}) {
            const QString out = m_dir.filePath(QStringLiteral("%1.svg").arg(view));
            const auto run = runApp({"export", "--model", kModel, "--image", photo, "--view", view,
                                     "--patch", "2,3", "--vit-head", "2", "--out", out});
            QVERIFY2(run.exitCode == 0, qPrintable(QString(view) + ": " + run.err));
            QVERIFY(QFile(out).size() > 1000);
            QVERIFY(run.out.contains(QStringLiteral("p =")));
        }
    }

    void badRequestsAreRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString photo = QStringLiteral("%1/photo.png");
        QTest::newRow("no image") << QStringList{"--model", kModel} << "--image";
        QTest::newRow("not a ViT")
            << QStringList{"--model", ATTN_FIXTURE_DIR "/llama/llama/model", "--image", "x.png"}
            << "vision transformer";
        QTest::newRow("head out of range")
            << QStringList{"--model", kModel, "--image", photo, "--vit-head", "9"} << "--vit-head";
        QTest::newRow("patch outside the grid")
            << QStringList{"--model", kModel, "--image", photo, "--patch", "5,1"} << "--patch";
        QTest::newRow("bad fusion")
            << QStringList{"--model", kModel, "--image", photo, "--fusion", "median"} << "--fusion";
    }
    void badRequestsAreRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        for (QString& a : args)
            a.replace(QStringLiteral("%1"), m_dir.path());
        const QString out = m_dir.filePath(QStringLiteral("refused.png"));
        const auto run =
            runApp(QStringList{"export", "--view", "vit-head"} + args + QStringList{"--out", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(out));
    }

  private:
    /// The fixture's NAME_pixels.npy (H,W,3) in [0,1] as a PNG in the test's folder.
    QString pictureOf(const QString& name) {
        const attn::NpyArray pixels = fixture(name + QStringLiteral("_pixels.npy"));
        const int h = int(pixels.shape[0]), w = int(pixels.shape[1]);
        QImage image(w, h, QImage::Format_RGB888);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                const float* rgb = &pixels.data[std::size_t((y * w + x) * 3)];
                image.setPixel(
                    x, y, qRgb(qRound(rgb[0] * 255), qRound(rgb[1] * 255), qRound(rgb[2] * 255)));
            }
        const QString path = m_dir.filePath(name + QStringLiteral(".png"));
        return image.save(path) ? path : QString();
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(ExportVision)
#include "tst_export_vision.moc"
