// SPDX-License-Identifier: GPL-3.0-or-later
// The Captions tab: the sample captioner loads, a random scene gets a caption with one map per
// word, selecting a word (call, click, arrow keys, Play) changes the overlay, editing the scene
// re-captions it, a one-hot map lights exactly its patch of the exported picture, bad maps and
// bad pictures are refused with a message and the previous state kept, and the exported
// figures and frames are valid and not blank.
#include "core/base/rgb_image.h"
#include "core/io/npy.h"
#include "tests/support/find_child.h"
#include "tests/support/image_checks.h"
#include "tests/support/png_claims.h"
#include "ui/caption/captiondocument.h"
#include "ui/caption/captionfigures.h"
#include "ui/caption/captionframes.h"
#include "ui/caption/captionpage.h"
#include "ui/common/figureexport.h"
#include "ui/plotkit/rgbimageio.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cmath>

using namespace attn;
using namespace attn::ui;

namespace {

const QString kModel = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/captioner-shapes");

/// The cell of an attention map with the largest weight, as (column, row).
QPoint hottest(const Eigen::MatrixXf& map) {
    Eigen::Index row = 0, column = 0;
    map.maxCoeff(&row, &column);
    return QPoint(int(column), int(row));
}

/// The cell of picture (divided into map's grid) that looks brightest: the viridis overlay is
/// yellow where the map's weight is high and dark purple where it is low.
QPoint brightestPatch(const QImage& image, const QRect& picture, const Eigen::MatrixXf& map) {
    const int rows = int(map.rows()), columns = int(map.cols());
    const QVector<int> cells = testing::cellBrightness(image, picture, rows, columns);
    const int best = int(std::max_element(cells.begin(), cells.end()) - cells.begin());
    return QPoint(best % columns, best / columns);
}

/// The overlay: the picture (the widest block) lit where the selected word's map is hottest.
void verifyOverlay(const QImage& image, const CaptionDocument& d) {
    const QRect picture = testing::widestBlock(image, [](QRgb p) { return testing::isInk(p); });
    QVERIFY2(picture.width() > image.width() / 4 && picture.height() > image.height() / 2,
             "no picture");
    const Eigen::MatrixXf& map = d.maps()[std::size_t(d.word())];
    QCOMPARE(brightestPatch(image, picture, map), hottest(map));
}

/// The grid: one small picture per word in reading order, each lit where its map is hottest
/// (checked for the maps with one clear peak).
void verifyGrid(const QImage& image, const CaptionDocument& d) {
    QVector<QRect> pictures;
    for (int half = 0; half < 2; ++half) {
        const int top = half * image.height() / 2;
        const QImage part = image.copy(0, top, image.width(), image.height() / 2);
        for (const QRect& block :
             testing::solidBlocks(part, [](QRgb p) { return testing::isInk(p); }))
            if (block.width() > image.width() / 12) pictures << block.translated(0, top);
    }
    QCOMPARE(int(pictures.size()), d.wordCount());
    int checked = 0;
    for (int w = 0; w < d.wordCount(); ++w) {
        const Eigen::MatrixXf& map = d.maps()[std::size_t(w)];
        if (map.maxCoeff() < 0.5f) continue;
        ++checked;
        QVERIFY2(brightestPatch(image, pictures[w], map) == hottest(map),
                 qPrintable(QStringLiteral("word %1 (%2)").arg(w + 1).arg(d.words()[w])));
    }
    QVERIFY(checked > 0);
}

bool near(QRgb a, QColor b, int tolerance = 40) {
    return std::abs(qRed(a) - b.red()) <= tolerance &&
           std::abs(qGreen(a) - b.green()) <= tolerance &&
           std::abs(qBlue(a) - b.blue()) <= tolerance;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

void writeMaps(const QString& path, std::size_t words, std::size_t rows, std::size_t columns) {
    Tensor t{{words, rows, columns},
             std::vector<float>(words * rows * columns, 1.0f / float(rows * columns))};
    writeNpy(path.toStdString(), t);
}

} // namespace

/// The page's picture with the caption's attention over it.
CaptionOverlayFigure* overlayOf(const CaptionPage& page) {
    return child<CaptionOverlayFigure>(&page, "captionOverlay");
}

class TestCaptionPage : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

  private slots:
    void cleanupTestCase() {
        QDir(QDir::homePath() + QStringLiteral("/.config/Unknown Organization"))
            .removeRecursively();
    }

    void sampleModelLoadsWithARandomScene() {
        CaptionPage page;
        const CaptionDocument* d = page.document();
        QVERIFY2(d->hasModel(), qPrintable(d->errorString()));
        QVERIFY(d->hasScene());
        QVERIFY(d->wordCount() > 0);
        QCOMPARE(d->image().size(), QSize(64, 64));
    }

    void randomSceneGetsOneMapPerWord_data() {
        QTest::addColumn<int>("seed");
        QTest::newRow("seed 1") << 1;
        QTest::newRow("seed 7") << 7;
        QTest::newRow("seed 2000000") << 2000000;
    }
    void randomSceneGetsOneMapPerWord() {
        QFETCH(int, seed);
        CaptionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY2(d.setRandomScene(quint64(seed)), qPrintable(d.errorString()));
        QVERIFY(d.wordCount() > 0);
        QCOMPARE(int(d.maps().size()), d.wordCount());
        for (const Eigen::MatrixXf& m : d.maps()) {
            QCOMPARE(m.rows(), 8);
            QCOMPARE(m.cols(), 8);
            QVERIFY(std::abs(m.sum() - 1.0f) < 1e-4f);
        }
    }

    void selectingAWordChangesTheOverlay() {
        CaptionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY(d.setRandomScene(7));
        QVERIFY(d.wordCount() >= 3);
        CaptionOverlayFigure plot(&d);
        plot.resize(800, 600);
        const QImage before = plot.toPixmap(800, 600).toImage();
        QSignalSpy spy(&d, &CaptionDocument::wordChanged);
        d.selectWord(2);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 2);
        QCOMPARE(d.word(), 2);
        QVERIFY(plot.toPixmap(800, 600).toImage() != before);
        d.selectWord(2); // no change, no signal
        QCOMPARE(spy.count(), 1);
        d.selectWord(1000); // clamped to the last word
        QCOMPARE(d.word(), d.wordCount() - 1);
    }

    void clickAndArrowKeysSelectWords() {
        CaptionPage page;
        page.resize(1300, 850);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CaptionDocument* d = page.document();
        QVERIFY(d->wordCount() >= 4);
        auto* overlay = overlayOf(page);
        overlay->replot();
        const QList<QRect> words = overlay->wordRects();
        QCOMPARE(words.size(), d->wordCount());
        QTest::mouseClick(overlay, Qt::LeftButton, {}, words[3].center());
        QCOMPARE(d->word(), 3);
        QTest::keyClick(overlay, Qt::Key_Right);
        QCOMPARE(d->word(), 4);
        QTest::keyClick(overlay, Qt::Key_Left);
        QTest::keyClick(overlay, Qt::Key_Left);
        QCOMPARE(d->word(), 2);
    }

    void playStepsThroughTheWordsAndStops() {
        CaptionPage page;
        CaptionDocument* d = page.document();
        QVERIFY(d->wordCount() >= 3);
        child<QDoubleSpinBox>(&page, "captionSpeedBox")->setValue(0.1);
        d->selectWord(0);
        QSignalSpy spy(d, &CaptionDocument::wordChanged);
        auto* play = child<QPushButton>(&page, "captionPlayButton");
        play->click();
        QVERIFY(page.isPlaying());
        QCOMPARE(play->text(), QStringLiteral("Pause"));
        QTRY_VERIFY_WITH_TIMEOUT(d->word() >= 2, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!page.isPlaying(), 10000); // stops at the last word
        QCOMPARE(d->word(), d->wordCount() - 1);
        QVERIFY(spy.count() >= d->wordCount() - 1);
        QCOMPARE(play->text(), QStringLiteral("Play"));
    }

    void movingAShapeChangesCaptionOrAttention() {
        CaptionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY(d.setRandomScene(7));
        const QStringList words = d.words();
        const std::vector<Eigen::MatrixXf> maps = d.maps();
        const SceneShape first = d.scene().shapes[0];
        QSignalSpy spy(&d, &CaptionDocument::resultChanged);
        QVERIFY(d.moveShape(0, first.x < 32 ? 52 : 10, first.y < 32 ? 52 : 10));
        QVERIFY(spy.count() >= 1);
        QVERIFY(d.scene().shapes[0].x != first.x);
        bool changed = d.words() != words || d.maps().size() != maps.size();
        for (std::size_t i = 0; !changed && i < maps.size(); ++i)
            changed = (d.maps()[i] - maps[i]).cwiseAbs().maxCoeff() > 1e-6f;
        QVERIFY(changed);
    }

    void typedCaptionFlagsUnknownWords() {
        CaptionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY(d.setRandomScene(3));
        QVERIFY(d.setTypedCaption(QStringLiteral("a red zebra")));
        QCOMPARE(d.words(), (QStringList{"a", "red", "zebra"}));
        QCOMPARE(d.known(), (std::vector<bool>{true, true, false}));
        QVERIFY(d.setTypedCaption(QString()));
        QVERIFY(!d.typedCaption());
    }

    void oneHotMapLightsExactlyItsPatch_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::newRow("8x8 top left") << 8 << 8 << 0 << 0;
        QTest::newRow("8x8 row 3 column 5") << 8 << 8 << 3 << 5;
        QTest::newRow("8x8 bottom right") << 8 << 8 << 7 << 7;
        QTest::newRow("4x6 row 2 column 4") << 4 << 6 << 2 << 4;
    }
    void oneHotMapLightsExactlyItsPatch() {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(int, row);
        QFETCH(int, column);
        CaptionDocument d; // no model: a picture with imported maps only
        QVERIFY(d.setImage(makeRgbImage(64, 64, 0.5f, 0.5f, 0.5f), QStringLiteral("grey")));
        Eigen::MatrixXf map = Eigen::MatrixXf::Zero(rows, columns);
        map(row, column) = 1;
        QVERIFY2(d.setImportedMaps({map}, {QStringLiteral("hot")}, QStringLiteral("test")),
                 qPrintable(d.errorString()));
        d.setOpacity(1.0);
        d.setShowGrid(false);
        CaptionOverlayFigure plot(&d);
        plot.resize(900, 700);
        const QString path = m_dir.filePath(QStringLiteral("hot.png"));
        QCOMPARE(exportFigure(plot, path, ExportOptions{900, 700, 1.0}), QString());
        const QRect r = plot.imageRect(); // as laid out for the export
        QVERIFY(r.width() > 200 && r.height() > 200);
        const QImage png(path);
        QCOMPARE(png.size(), QSize(900, 700));
        const QColor hot(253, 231, 37), cold(68, 1, 84); // viridis at 1 and 0
        int checkedIn = 0, checkedOut = 0;
        for (int y = r.top() + 3; y < r.bottom() - 3; y += 2)
            for (int x = r.left() + 3; x < r.right() - 3; x += 2) {
                const double gx = double(x - r.left()) * columns / r.width();
                const double gy = double(y - r.top()) * rows / r.height();
                const double edge = std::min({std::abs(gx - std::round(gx)) * r.width() / columns,
                                              std::abs(gy - std::round(gy)) * r.height() / rows});
                if (edge < 3) continue; // antialiased patch borders
                const bool inside = int(gx) == column && int(gy) == row;
                const QRgb p = png.pixel(x, y);
                if (inside) {
                    QVERIFY2(
                        near(p, hot),
                        qPrintable(
                            QStringLiteral("(%1, %2) inside is %3").arg(x).arg(y).arg(p, 0, 16)));
                    ++checkedIn;
                } else {
                    QVERIFY2(
                        near(p, cold),
                        qPrintable(
                            QStringLiteral("(%1, %2) outside is %3").arg(x).arg(y).arg(p, 0, 16)));
                    ++checkedOut;
                }
            }
        QVERIFY(checkedIn > 50);
        QVERIFY(checkedOut > 500);
        // Just outside the picture the figure is white.
        QVERIFY(near(png.pixel(r.left() - 3, r.center().y()), Qt::white, 10));
    }

    void badMapsAreRefusedAndTheStateKept_data() {
        QTest::addColumn<int>("words");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<QString>("wordsFile");
        QTest::addColumn<QString>("message");
        QTest::newRow("grid larger than the picture") << 2 << 100 << 100 << "[\"a\", \"b\"]"
                                                      << "does not fit";
        QTest::newRow("more words than maps") << 2 << 8 << 8 << "[\"a\", \"b\", \"c\"]"
                                              << "2 maps";
        QTest::newRow("more maps than words") << 3 << 8 << 8 << "[\"a\"]"
                                              << "3 maps";
        QTest::newRow("words file not a list") << 1 << 8 << 8 << "{\"a\": 1}"
                                               << "JSON list";
        QTest::newRow("empty words file") << 1 << 8 << 8 << "[]"
                                          << "no words";
    }
    void badMapsAreRefusedAndTheStateKept() {
        QFETCH(int, words);
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(QString, wordsFile);
        QFETCH(QString, message);
        CaptionPage page;
        CaptionDocument* d = page.document();
        const QStringList before = d->words();
        QSignalSpy status(&page, &Page::statusMessage);
        const QString npy = m_dir.filePath(QStringLiteral("maps.npy"));
        const QString json = m_dir.filePath(QStringLiteral("words.json"));
        writeMaps(npy, std::size_t(words), std::size_t(rows), std::size_t(columns));
        writeFile(json, wordsFile.toUtf8());
        QVERIFY(!d->importMaps(npy, json));
        QVERIFY2(d->errorString().contains(message), qPrintable(d->errorString()));
        QCOMPARE(status.count(), 1);
        QVERIFY(status.at(0).at(0).toString().contains(message));
        QCOMPARE(d->words(), before);
        QVERIFY(!d->importedMaps());
    }

    void goodMapsAreImported() {
        CaptionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY(d.setRandomScene(2));
        const QString npy = m_dir.filePath(QStringLiteral("good.npy"));
        const QString txt = m_dir.filePath(QStringLiteral("good.txt"));
        writeMaps(npy, 2, 4, 4);
        writeFile(txt, "red\ncircle\n");
        QVERIFY2(d.importMaps(npy, txt), qPrintable(d.errorString()));
        QCOMPARE(d.words(), (QStringList{"red", "circle"}));
        QCOMPARE(d.gridRows(), 4);
        d.clearImportedMaps();
        QVERIFY(!d.importedMaps());
        QCOMPARE(d.gridRows(), 8);
    }

    void badPicturesAreRefusedAndTheStateKept_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a picture") << QByteArray("hello") << "cannot read";
        QTest::newRow("empty file") << QByteArray() << "cannot read";
        QTest::newRow("1x1 pixels") << pngClaiming(1, 1) << "1x1";
        QTest::newRow("20000x20000 pixels") << pngClaiming(20000, 20000) << "20000";
    }
    void badPicturesAreRefusedAndTheStateKept() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        CaptionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY(d.setRandomScene(4));
        const QStringList before = d.words();
        const QImage imageBefore = d.image();
        const QString path = m_dir.filePath(QStringLiteral("bad.png"));
        writeFile(path, bytes);
        QVERIFY(!d.openImage(path));
        QVERIFY2(d.errorString().contains(message), qPrintable(d.errorString()));
        QCOMPARE(d.words(), before);
        QCOMPARE(d.image(), imageBefore);
        QVERIFY(d.hasScene());
        QVERIFY(!d.openImage(m_dir.filePath(QStringLiteral("missing.png"))));
    }

    void photographIsFlagged() {
        CaptionDocument d;
        QVERIFY(d.loadModel(kModel));
        QImage photo(120, 80, QImage::Format_RGB32);
        for (int y = 0; y < 80; ++y)
            for (int x = 0; x < 120; ++x)
                photo.setPixel(x, y, qRgb(x * 2, y * 3, (x * y) % 256));
        const QString path = m_dir.filePath(QStringLiteral("photo.png"));
        QVERIFY(photo.save(path));
        QVERIFY2(d.openImage(path), qPrintable(d.errorString()));
        QVERIFY(!d.hasScene());
        QCOMPARE(d.image().size(), QSize(120, 80));
        QVERIFY(d.warning().contains(QStringLiteral("does not look like")));
        CaptionPage page;
        QVERIFY(page.document()->openImage(path));
        const QLabel* warning = child<QLabel>(&page, "captionWarning");
        QVERIFY(!warning->isHidden() && warning->text().contains("does not look like"));
    }

    void exportedFiguresAndFramesAreValid_data() {
        QTest::addColumn<int>("view");
        QTest::addColumn<QString>("suffix");
        for (int view : {0, 1})
            for (const char* suffix : {"png", "svg", "pdf"})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 %2").arg(view ? "grid" : "overlay", suffix)))
                    << view << QString::fromLatin1(suffix);
    }
    void exportedFiguresAndFramesAreValid() {
        QFETCH(int, view);
        QFETCH(QString, suffix);
        CaptionPage page;
        page.views()->setCurrentIndex(view);
        QCustomPlot* plot = page.exportPlot();
        QCOMPARE(plot, view ? static_cast<QCustomPlot*>(page.grid()) : overlayOf(page));
        const CaptionDocument& d = *page.document();
        const QString path = m_dir.filePath(QStringLiteral("figure.") + suffix);
        QCOMPARE(exportFigure(*plot, path, ExportOptions{}), QString());
        if (suffix == QLatin1String("png")) {
            const QImage image(path);
            QCOMPARE(image.size(), QSize(1600, 900));
            view ? verifyGrid(image, d) : verifyOverlay(image, d);
            if (QTest::currentTestFailed()) return;
        } else if (suffix == QLatin1String("pdf")) {
            QVERIFY(testing::isCompletePdf(path));
        }
        // The words, in an SVG of the same figure; an SVG holds the picture as an image.
        const QString svg = m_dir.filePath(QStringLiteral("words.svg"));
        QCOMPARE(exportFigure(*plot, svg, ExportOptions{}), QString());
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<image"));
        QStringList phrases{QStringLiteral("attention weight")};
        const QStringList words = d.words();
        if (view) {
            phrases << QStringLiteral("Where the captioner looks for each word: ") +
                           words.join(QLatin1Char(' '));
            for (int w = 0; w < words.size(); ++w)
                phrases << QStringLiteral("%1. %2").arg(w + 1).arg(words[w]);
        } else {
            phrases << QStringLiteral("“%1”: word %2 of %3")
                           .arg(words[d.word()])
                           .arg(d.word() + 1)
                           .arg(words.size())
                    << words;
        }
        ATTN_VERIFY_SVG_TEXT(svg, phrases);
    }

    void framesAreNumberedPngs() {
        CaptionPage page;
        CaptionDocument* d = page.document();
        d->selectWord(1);
        const QString dir = m_dir.filePath(QStringLiteral("frames"));
        QStringList written;
        QCOMPARE(
            exportCaptionFrames(*d, *overlayOf(page), dir, ExportOptions{640, 480, 1.0}, &written),
            QString());
        QCOMPARE(written.size(), d->wordCount());
        QCOMPARE(QFileInfo(written.first()).fileName(), QStringLiteral("frame-001.png"));
        QImage first(written.first()), last(written.last());
        QCOMPARE(first.size(), QSize(640, 480));
        QVERIFY(first != last);
        // Each frame lights its own word's hottest patch.
        for (const auto& [frame, word] :
             {std::pair{first, 0}, std::pair{last, d->wordCount() - 1}}) {
            const QRect picture =
                testing::widestBlock(frame, [](QRgb p) { return testing::isInk(p); });
            QVERIFY2(picture.width() > 200, "no picture");
            const Eigen::MatrixXf& map = d->maps()[std::size_t(word)];
            if (map.maxCoeff() >= 0.5f) QCOMPARE(brightestPatch(frame, picture, map), hottest(map));
        }
        QCOMPARE(d->word(), 1); // restored
    }
};

QTEST_MAIN(TestCaptionPage)
#include "tst_caption_page.moc"
