// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export` run as a separate process, as a script would run it.
#include "tests/support/image_checks.h"
#include "tests/support/run_app.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>

using Run = testing::AppRun;
using testing::runApp;

namespace {

const QString kDefaultText = QStringLiteral("Надо сдавать лабораторные до срока выполнения");

QByteArray head(const QString& path, int n) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.read(n);
}

/// The overview's left heat map is one-hot self-attention: x_i · x_j is 1 where word i is
/// word j and 0 elsewhere, so cell (i, j) is bright exactly where the words are the same.
void verifyOneHotMap(const QImage& image, const QStringList& words) {
    const QImage left = image.copy(0, 0, image.width() / 2, image.height());
    const QRect map = testing::widestBlock(left, [](QRgb p) { return testing::chroma(p) > 40; });
    QVERIFY2(map.width() > left.width() / 4 && map.height() > left.height() / 4,
             "no heat map in the left half");
    const int n = int(words.size());
    const QVector<int> cells = testing::cellBrightness(left, map, n, n);
    for (int i = 0; i < n; ++i) {
        int dimmestSame = 255, brightestOther = 0;
        for (int j = 0; j < n; ++j) {
            const int gray = cells[i * n + j];
            if (words[i] == words[j])
                dimmestSame = std::min(dimmestSame, gray);
            else
                brightestOther = std::max(brightestOther, gray);
        }
        QVERIFY2(dimmestSame > brightestOther + 10,
                 qPrintable(QStringLiteral("row %1 (%2): same word %3 bright, others up to %4")
                                .arg(i)
                                .arg(words[i])
                                .arg(dimmestSame)
                                .arg(brightestOther)));
    }
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

  private slots:
    void init() {
        m_dir = std::make_unique<QTemporaryDir>(); // a fresh, empty directory per row
        QVERIFY(m_dir->isValid());
    }
    void pngHasRequestedPixelSize_data();
    void pngHasRequestedPixelSize();
    void vectorFormats_data();
    void vectorFormats();
    void needsNoDisplay();
    void badArgumentsFailCleanly_data();
    void badArgumentsFailCleanly();
    void failedExportKeepsExistingFile();
    void helpDocumentsOptions();

  private:
    QString path(const QString& name) const { return m_dir->filePath(name); }
    QString dir() const { return m_dir->path(); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestExport::pngHasRequestedPixelSize_data() {
    QTest::addColumn<QStringList>("sizeArgs");
    QTest::addColumn<QSize>("pixels");
    QTest::addColumn<QString>("text");
    QTest::newRow("800x600") << QStringList{"--width", "800", "--height", "600"} << QSize(800, 600)
                             << kDefaultText;
    QTest::newRow("800x600 at scale 2")
        << QStringList{"--width", "800", "--height", "600", "--scale", "2"} << QSize(1600, 1200)
        << kDefaultText;
    QTest::newRow("defaults 1600x900") << QStringList{} << QSize(1600, 900) << kDefaultText;
    QTest::newRow("projector font, own text")
        << QStringList{"--width",     "1024", "--height", "768",
                       "--font-size", "20",   "--text",   "the cat sat on the mat"}
        << QSize(1024, 768) << QStringLiteral("the cat sat on the mat");
}

void TestExport::pngHasRequestedPixelSize() {
    QFETCH(QStringList, sizeArgs);
    QFETCH(QSize, pixels);
    QFETCH(QString, text);
    const QString out = path(QStringLiteral("figure.png"));
    const Run run = runApp(QStringList{"export", "--out", out} + sizeArgs);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QCOMPARE(head(out, 8), QByteArray("\x89PNG\r\n\x1a\n", 8));
    const QImage image(out);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), pixels);
    verifyOneHotMap(image, text.split(QLatin1Char(' ')));
    if (QTest::currentTestFailed()) return;
    QCOMPARE(QDir(dir()).entryList(QDir::Files), QStringList{"figure.png"});
}

void TestExport::vectorFormats_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("SVG") << QStringLiteral("figure.svg");
    QTest::newRow("PDF") << QStringLiteral("figure.pdf");
    QTest::newRow("upper-case extension") << QStringLiteral("FIGURE.PDF");
}

void TestExport::vectorFormats() {
    QFETCH(QString, name);
    const QString out = path(name);
    const Run run = runApp({"export", "--out", out, "--width", "900", "--height", "500"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QByteArray start = head(out, 4096);
    if (name.endsWith(QLatin1String("svg"))) {
        QVERIFY(start.startsWith("<?xml") || start.contains("<svg"));
        // The words are in the file as text, not only as outlines: the one-hot map's title,
        // every token, every head's title and the axis names.
        ATTN_VERIFY_SVG_TEXT(out, kDefaultText.split(QLatin1Char(' ')) +
                                      QStringList{"one-hot self-attention", "head 1", "head 2",
                                                  "head 3", "head 4", "query", "key"});
    } else {
        QVERIFY(start.startsWith("%PDF"));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(file.readAll().trimmed().endsWith("%%EOF"), "the PDF is complete");
    }
}

void TestExport::needsNoDisplay() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    const QString out = path(QStringLiteral("headless.png"));
    const Run run = runApp({"export", "--out", out, "--width", "640", "--height", "360"}, env);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(QImage(out).size(), QSize(640, 360));
}

void TestExport::badArgumentsFailCleanly_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString png = QStringLiteral("@/bad.png");
    QTest::newRow("missing --out") << QStringList{"export", "--width", "800"} << "--out";
    QTest::newRow("--out without value") << QStringList{"export", "--out"} << "out";
    QTest::newRow("non-numeric width")
        << QStringList{"export", "--out", png, "--width", "wide"} << "width";
    QTest::newRow("negative width")
        << QStringList{"export", "--out", png, "--width", "-800"} << "width";
    QTest::newRow("zero height") << QStringList{"export", "--out", png, "--height", "0"}
                                 << "height";
    QTest::newRow("non-numeric scale")
        << QStringList{"export", "--out", png, "--scale", "x2"} << "scale";
    QTest::newRow("negative scale")
        << QStringList{"export", "--out", png, "--scale", "-1"} << "scale";
    QTest::newRow("unknown extension") << QStringList{"export", "--out", "@/bad.bmp"} << ".png";
    QTest::newRow("no extension") << QStringList{"export", "--out", "@/bad"} << ".png";
    QTest::newRow("empty text") << QStringList{"export", "--out", png, "--text", ""} << "no words";
    QTest::newRow("whitespace text")
        << QStringList{"export", "--out", png, "--text", "  \t "} << "no words";
    QTest::newRow("zero heads") << QStringList{"export", "--out", png, "--heads", "0"} << "heads";
    QTest::newRow("zero temperature")
        << QStringList{"export", "--out", png, "--temperature", "0"} << "temperature";
    QTest::newRow("tiny font") << QStringList{"export", "--out", png, "--font-size", "1"}
                               << "font-size";
    QTest::newRow("unknown option")
        << QStringList{"export", "--out", png, "--colour", "red"} << "colour";
    QTest::newRow("stray argument") << QStringList{"export", "--out", png, "extra"} << "extra";
    QTest::newRow("unwritable directory")
        << QStringList{"export", "--out", "@/no/such/dir/bad.png"} << "cannot write";
    QTest::newRow("unknown command") << QStringList{"exprot", "--out", png} << "exprot";
    QTest::newRow("unknown tab of the window") << QStringList{"--tab", "nowhere"} << "lectures";
}

void TestExport::badArgumentsFailCleanly() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    for (QString& a : args)
        a.replace(QLatin1Char('@'), dir());
    const Run run = runApp(args);
    QCOMPARE(run.exitCode, 2);
    const QString message = run.err.trimmed();
    QVERIFY2(!message.isEmpty() && !message.contains(QLatin1Char('\n')),
             qPrintable(QStringLiteral("want one line, got: %1").arg(run.err)));
    QVERIFY2(message.startsWith(QLatin1String("attention-lab")), qPrintable(message));
    QVERIFY2(message.contains(mentions, Qt::CaseInsensitive), qPrintable(message));
    QVERIFY2(QDir(dir()).entryList(QDir::Files | QDir::Hidden).isEmpty(),
             "no partial or temporary file is left behind");
}

void TestExport::failedExportKeepsExistingFile() {
    const QString out = path(QStringLiteral("keep.png"));
    QFile existing(out);
    QVERIFY(existing.open(QIODevice::WriteOnly));
    existing.write("previous figure");
    existing.close();
    const Run run = runApp({"export", "--out", out, "--text", " "});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(head(out, 100), QByteArray("previous figure"));
}

void TestExport::helpDocumentsOptions() {
    const Run run = runApp({"export", "--help"});
    QCOMPARE(run.exitCode, 0);
    for (const char* option : {"--out", "--width", "--height", "--scale", "--text", "--font-size",
                               "--heads", "--seed", "--temperature", ".svg", ".pdf"})
        QVERIFY2(run.out.contains(QLatin1String(option)), option);
    QVERIFY(run.out.contains(QLatin1String("export --out FILE")));
    const Run top = runApp({"--help"});
    QCOMPARE(top.exitCode, 0);
    QVERIFY(top.out.contains(QLatin1String("export")));
}

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
