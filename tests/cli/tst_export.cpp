// `attention-lab export` run as a separate process, as a script would run it.
#include "tests/support/run_app.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using Run = testing::AppRun;
using testing::distinctColours;
using testing::runApp;

namespace {

QByteArray head(const QString& path, int n) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.read(n);
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
    QTest::newRow("800x600") << QStringList{"--width", "800", "--height", "600"} << QSize(800, 600);
    QTest::newRow("800x600 at scale 2")
        << QStringList{"--width", "800", "--height", "600", "--scale", "2"} << QSize(1600, 1200);
    QTest::newRow("defaults 1600x900") << QStringList{} << QSize(1600, 900);
    QTest::newRow("projector font, own text")
        << QStringList{"--width",     "1024", "--height", "768",
                       "--font-size", "20",   "--text",   "the cat sat on the mat"}
        << QSize(1024, 768);
}

void TestExport::pngHasRequestedPixelSize() {
    QFETCH(QStringList, sizeArgs);
    QFETCH(QSize, pixels);
    const QString out = path(QStringLiteral("figure.png"));
    const Run run = runApp(QStringList{"export", "--out", out} + sizeArgs);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QCOMPARE(head(out, 8), QByteArray("\x89PNG\r\n\x1a\n", 8));
    const QImage image(out);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), pixels);
    QVERIFY2(distinctColours(image) > 30,
             qPrintable(QStringLiteral("only %1 colours").arg(distinctColours(image))));
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
    QVERIFY(QFileInfo(out).size() > 1000);
    const QByteArray start = head(out, 4096);
    if (name.endsWith(QLatin1String("svg"))) {
        QVERIFY(start.startsWith("<?xml") || start.contains("<svg"));
        // The words are in the file as text, not only as outlines.
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(file.readAll()).contains(QStringLiteral("лабораторные")));
    } else {
        QVERIFY(start.startsWith("%PDF"));
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
