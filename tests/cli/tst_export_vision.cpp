// `attention-lab export --model VIT --image PHOTO`: --what vit-attention (float32 (layers,
// heads, 1+N, 1+N)) and vit-rollout ((1+N, 1+N)), every --view vit-* as a figure, and clear
// refusals that write nothing.
#include "core/io/npy.h"
#include "tests/support/run_app.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using testing::runApp;

namespace {

const QString kModel = QStringLiteral(ATTN_FIXTURE_DIR "/vit/classifier/model");

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

    void attentionAndRolloutAsNumbers() {
        const QString photo = m_dir.filePath(QStringLiteral("photo.png"));
        const QString att = m_dir.filePath(QStringLiteral("att.npy"));
        auto run = runApp({"export", "--model", kModel, "--image", photo, "--long-side", "48",
                           "--what", "vit-attention", "--out", att});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("12 x 8 patches")));
        const attn::NpyArray a = attn::readNpy(att.toStdString());
        QCOMPARE(a.shape, (std::vector<std::size_t>{2, 4, 97, 97}));
        const QString rollout = m_dir.filePath(QStringLiteral("rollout.npy"));
        run = runApp({"export", "--model", kModel, "--image", photo, "--fusion", "max", "--discard",
                      "0.5", "--what", "vit-rollout", "--out", rollout});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(attn::readNpy(rollout.toStdString()).shape, (std::vector<std::size_t>{17, 17}));
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
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(ExportVision)
#include "tst_export_vision.moc"
