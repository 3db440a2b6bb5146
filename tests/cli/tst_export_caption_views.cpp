// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view caption|caption-grid ...`: the Captions tab's figures from the
// command line (PNG, SVG, PDF), the play sequence as numbered frames, imported maps, and bad
// input refused with a message, a non-zero exit and no file written.
#include "core/io/npy.h"
#include "core/models/captioner/captioner.h"
#include "core/models/captioner/scene.h"
#include "tests/support/image_checks.h"
#include "tests/support/png_claims.h"
#include "tests/support/run_app.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>

using testing::runApp;

namespace {

const QString kModel = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/captioner-shapes");

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

/// The picture of a caption figure: the widest dark block (the scene's dark background under
/// the colour map's dark end, crossed by light grid lines), however hot its cells.
QRect picturePanel(const QImage& image) {
    return testing::widestBlock(image, [](QRgb p) { return qGray(p) < 160; });
}

/// The cell (column, row) of a grid x grid map drawn over the picture that is hottest: the
/// colour map runs from dark to bright, so its brightest cell.
QPoint hottestCell(const QImage& image, int grid) {
    return testing::brightestCell(image, picturePanel(image), grid, grid);
}

/// Whether the cell (column, row) of an 8 x 8 grid over the 64 x 64 scene covers part of shape.
bool cellCoversShape(QPoint cell, const attn::SceneShape& shape) {
    const int side = attn::kSceneSize / 8, r = shape.halfSize();
    const QRect box(shape.x - r, shape.y - r, 2 * r + 1, 2 * r + 1);
    return box.intersects(QRect(cell.x() * side, cell.y() * side, side, side));
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestExportCaptionViews : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_scene, m_tiny, m_huge, m_garbage, m_pipe, m_maps, m_words2, m_words3, m_bigGrid;

  private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_scene = m_dir.filePath(QStringLiteral("scene.png"));
        QVERIFY(toQImage(attn::renderScene(attn::randomScene(2000000))).save(m_scene));
        m_tiny = m_dir.filePath(QStringLiteral("tiny.png"));
        writeFile(m_tiny, pngClaiming(1, 1));
        m_huge = m_dir.filePath(QStringLiteral("huge.png"));
        writeFile(m_huge, pngClaiming(20000, 20000));
        m_garbage = m_dir.filePath(QStringLiteral("garbage.png"));
        writeFile(m_garbage, "not a picture");
        m_pipe = m_dir.filePath(QStringLiteral("pipe.png"));
        QCOMPARE(::mkfifo(m_pipe.toLocal8Bit().constData(), 0600), 0);
        m_maps = m_dir.filePath(QStringLiteral("maps.npy"));
        attn::Tensor maps{{2, 4, 4}, std::vector<float>(32, 0.0f)};
        maps.data[5] = 1;       // word 1, patch (1, 1)
        maps.data[16 + 15] = 1; // word 2, patch (3, 3)
        attn::writeNpy(m_maps.toStdString(), maps);
        m_bigGrid = m_dir.filePath(QStringLiteral("big.npy"));
        attn::writeNpy(m_bigGrid.toStdString(),
                       attn::Tensor{{2, 100, 100}, std::vector<float>(20000, 0.0f)});
        m_words2 = m_dir.filePath(QStringLiteral("words2.json"));
        writeFile(m_words2, "[\"red\", \"circle\"]");
        m_words3 = m_dir.filePath(QStringLiteral("words3.txt"));
        writeFile(m_words3, "a\nred\ncircle\n");
    }

    void viewsAreWritten_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("suffix");
        const QString m = kModel;
        QTest::newRow("caption png, random scene")
            << QStringList{"--view", "caption", "--model", m} << "png";
        QTest::newRow("caption svg, scene seed and word")
            << QStringList{"--view", "caption", "--model", m, "--scene-seed", "9", "--word", "2"}
            << "svg";
        QTest::newRow("caption pdf, smooth magma")
            << QStringList{"--view",     "caption", "--model",   m,    "--smooth",
                           "--colormap", "magma",   "--opacity", "0.8"}
            << "pdf";
        QTest::newRow("caption-grid png")
            << QStringList{"--view", "caption-grid", "--model", m} << "png";
        QTest::newRow("caption-grid pdf, typed caption")
            << QStringList{"--view", "caption-grid", "--model", m, "--caption", "a red zebra"}
            << "pdf";
        QTest::newRow("caption, no --model: the sample")
            << QStringList{"--view", "caption"} << "png";
    }
    void viewsAreWritten() {
        QFETCH(QStringList, args);
        QFETCH(QString, suffix);
        const QString out = m_dir.filePath(QStringLiteral("view.") + suffix);
        QFile::remove(out);
        const auto run = runApp(QStringList{"export"} + args + QStringList{"--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList words = run.out.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY(!words.isEmpty()); // the caption
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const bool grid = args.contains(QLatin1String("caption-grid"));
        if (suffix == QLatin1String("png")) {
            const QImage image = QImage::fromData(bytes);
            QCOMPARE(image.size(), QSize(1600, 900));
            if (!grid) { // scene 1: the map is hottest over one of its shapes
                const QPoint hot = hottestCell(image, 8);
                bool overShape = false;
                for (const attn::SceneShape& shape : attn::randomScene(1).shapes)
                    overShape = overShape || cellCoversShape(hot, shape);
                QVERIFY2(
                    overShape,
                    qPrintable(QStringLiteral("hottest cell (%1, %2)").arg(hot.x()).arg(hot.y())));
            }
        } else if (suffix == QLatin1String("pdf")) {
            QVERIFY(bytes.startsWith("%PDF") && bytes.trimmed().endsWith("%%EOF"));
        }
        // The figure's words: the caption word by word, and in the grid each panel's title.
        const QString svg = m_dir.filePath(QStringLiteral("texts.svg"));
        if (suffix != QLatin1String("svg"))
            QCOMPARE(runApp(QStringList{"export"} + args + QStringList{"--out", svg}).exitCode, 0);
        QStringList phrases = words;
        if (grid) {
            phrases << QStringLiteral("Where the captioner looks for each word:");
            for (int i = 0; i < words.size(); ++i)
                phrases << QStringLiteral("%1. %2").arg(i + 1).arg(words[i]);
        } else {
            const int word = args.contains(QLatin1String("--word"))
                                 ? args[args.indexOf(QLatin1String("--word")) + 1].toInt()
                                 : 1;
            phrases << QStringLiteral("word %1 of %2").arg(word).arg(words.size());
        }
        ATTN_VERIFY_SVG_TEXT(suffix == QLatin1String("svg") ? out : svg, phrases);
    }

    /// Scene 1 is "a small blue triangle on the right": the map of "triangle" (at full opacity,
    /// so that only the map shows) is hottest over the triangle, in the cell where the model's
    /// attention is largest.
    void overlayIsHottestOverTheNamedObject() {
        const attn::Scene scene = attn::randomScene(1);
        const attn::CaptionResult expected =
            attn::caption(attn::loadCaptioner(kModel.toStdString()), attn::renderScene(scene), 20);
        const auto triangle = std::find(expected.words.begin(), expected.words.end(), "triangle");
        QVERIFY(triangle != expected.words.end());
        const int t = int(triangle - expected.words.begin());
        const QString out = m_dir.filePath(QStringLiteral("triangle.png"));
        const auto run =
            runApp({"export", "--view", "caption", "--model", kModel, "--scene-seed", "1", "--word",
                    QString::number(t + 1), "--opacity", "1", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QPoint hot = hottestCell(QImage(out), 8);
        Eigen::Index row = 0, column = 0;
        expected.attention[std::size_t(t)].maxCoeff(&row, &column);
        QCOMPARE(hot, QPoint(int(column), int(row)));
        QCOMPARE(scene.shapes.size(), std::size_t(1));
        QVERIFY(cellCoversShape(hot, scene.shapes.front()));
    }

    void imageFileIsCaptioned() {
        const QString out = m_dir.filePath(QStringLiteral("image.png"));
        const auto run = runApp(
            {"export", "--view", "caption", "--model", kModel, "--image", m_scene, "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QImage(out).width() == 1600);
    }

    void framesAreNumbered() {
        const QString dir = m_dir.filePath(QStringLiteral("frames"));
        const QString out = m_dir.filePath(QStringLiteral("frames.png"));
        const auto run =
            runApp({"export", "--view", "caption", "--model", kModel, "--scene-seed", "3",
                    "--frames", dir, "--width", "640", "--height", "480", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const int words = run.out.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
        const QStringList frames = QDir(dir).entryList({"frame-*.png"}, QDir::Files, QDir::Name);
        QCOMPARE(frames.size(), words);
        QCOMPARE(frames.first(), QStringLiteral("frame-001.png"));
        const QImage first(QDir(dir).filePath(frames.first()));
        QCOMPARE(first.size(), QSize(640, 480));
        QVERIFY(first != QImage(QDir(dir).filePath(frames.last())));
    }

    void importedMapsAreDrawn() {
        const QString out = m_dir.filePath(QStringLiteral("imported.png"));
        const auto run = runApp({"export", "--view", "caption", "--image", m_scene, "--maps",
                                 m_maps, "--map-words", m_words2, "--word", "2", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out.trimmed(), QStringLiteral("red circle"));
        QCOMPARE(hottestCell(QImage(out), 4), QPoint(3, 3)); // word 2's patch (3, 3)
        // At full opacity the picture's own bright shapes do not count: only the map shows.
        const QString first = m_dir.filePath(QStringLiteral("imported-1.png"));
        QCOMPARE(runApp({"export", "--view", "caption", "--image", m_scene, "--maps", m_maps,
                         "--map-words", m_words2, "--word", "1", "--opacity", "1", "--out", first})
                     .exitCode,
                 0);
        QCOMPARE(hottestCell(QImage(first), 4), QPoint(1, 1)); // word 1's patch (1, 1)
    }

    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString m = kModel;
        QTest::newRow("unreadable image")
            << QStringList{"--view", "caption", "--image", m_garbage} << "cannot read";
        QTest::newRow("missing image")
            << QStringList{"--view", "caption", "--image", m_dir.filePath("none.png")}
            << "none.png";
        QTest::newRow("a pipe as image (refused, not waited on)")
            << QStringList{"--view", "caption", "--image", m_pipe} << "not a file";
        QTest::newRow("folder as image")
            << QStringList{"--view", "caption", "--image", m_dir.path()} << "is a folder";
        QTest::newRow("frames where a file is")
            << QStringList{"--view", "caption", "--frames", m_tiny} << "not a folder";
        QTest::newRow("1x1 image") << QStringList{"--view", "caption", "--image", m_tiny} << "1x1";
        QTest::newRow("20000x20000 image")
            << QStringList{"--view", "caption", "--image", m_huge} << "20000";
        QTest::newRow("word out of range")
            << QStringList{"--view", "caption", "--word", "99"} << "--word";
        QTest::newRow("word not a number")
            << QStringList{"--view", "caption", "--word", "x"} << "--word";
        QTest::newRow("grid does not fit")
            << QStringList{"--view", "caption", "--image",     m_scene,
                           "--maps", m_bigGrid, "--map-words", m_words2}
            << "does not fit";
        QTest::newRow("more words than maps")
            << QStringList{"--view", "caption", "--image",     m_scene,
                           "--maps", m_maps,    "--map-words", m_words3}
            << "3 words";
        QTest::newRow("maps without words")
            << QStringList{"--view", "caption", "--maps", m_maps} << "--map-words";
        QTest::newRow("frames with the grid")
            << QStringList{"--view", "caption-grid", "--frames", m_dir.filePath("f")} << "--frames";
        QTest::newRow("not a captioner")
            << QStringList{"--view", "caption", "--model", m_dir.path()} << "config.json";
        QTest::newRow("scene seed not a number")
            << QStringList{"--view", "caption", "--scene-seed", "abc"} << "--scene-seed";
        QTest::newRow("image and scene seed")
            << QStringList{"--view", "caption", "--image", m_scene, "--scene-seed", "2"}
            << "not both";
        QTest::newRow("opacity out of range")
            << QStringList{"--view", "caption", "--opacity", "2"} << "--opacity";
        QTest::newRow("unknown colormap")
            << QStringList{"--view", "caption", "--colormap", "rainbow"} << "colormap";
    }
    void badInputIsRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString out = m_dir.filePath(QStringLiteral("bad.png"));
        QFile::remove(out);
        const auto run = runApp(QStringList{"export"} + args + QStringList{"--out", out});
        QVERIFY2(run.exitCode > 0, qPrintable(QStringLiteral("exit %1").arg(run.exitCode)));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_MAIN(TestExportCaptionViews)
#include "tst_export_caption_views.moc"
