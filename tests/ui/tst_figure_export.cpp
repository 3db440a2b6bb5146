// Writing a figure to PNG/SVG/PDF from inside the application (File > Export figure…).
#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"
#include "ui/shell/figureexport.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn::ui;

class TestFigureExport : public QObject {
    Q_OBJECT

  private slots:
    void formatFollowsExtension_data();
    void formatFollowsExtension();
    void optionsAreChecked_data();
    void optionsAreChecked();
    void writesPngOfRequestedSize();
    void failureLeavesNoFile();
    void exportDoesNotDisturbTheWidget();
};

void TestFigureExport::formatFollowsExtension_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("format");
    QTest::newRow("png") << "a/figure.png" << int(ExportFormat::Png);
    QTest::newRow("upper-case SVG") << "figure.SVG" << int(ExportFormat::Svg);
    QTest::newRow("pdf") << "figure.pdf" << int(ExportFormat::Pdf);
    QTest::newRow("bmp is not offered") << "figure.bmp" << int(ExportFormat::Unknown);
    QTest::newRow("no extension") << "figure" << int(ExportFormat::Unknown);
}

void TestFigureExport::formatFollowsExtension() {
    QFETCH(QString, path);
    QFETCH(int, format);
    QCOMPARE(int(exportFormatFor(path)), format);
}

void TestFigureExport::optionsAreChecked_data() {
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<double>("scale");
    QTest::addColumn<QString>("mentions"); // empty = valid
    QTest::newRow("defaults") << 1600 << 900 << 1.0 << QString();
    QTest::newRow("negative width") << -1 << 900 << 1.0 << "width";
    QTest::newRow("zero height") << 1600 << 0 << 1.0 << "height";
    QTest::newRow("zero scale") << 1600 << 900 << 0.0 << "scale";
    QTest::newRow("too many pixels") << 20000 << 20000 << 4.0 << "million pixels";
}

void TestFigureExport::optionsAreChecked() {
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(double, scale);
    QFETCH(QString, mentions);
    const QString problem = validateExportOptions({width, height, scale});
    if (mentions.isEmpty())
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    else
        QVERIFY2(problem.contains(mentions), qPrintable(problem));
}

void TestFigureExport::writesPngOfRequestedSize() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("figure.png"));
    QCOMPARE(exportFigure(figure, png, {400, 300, 1.5}), QString());
    QCOMPARE(QImage(png).size(), QSize(600, 450));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"figure.png"});
}

void TestFigureExport::failureLeavesNoFile() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    QTemporaryDir dir;
    QVERIFY(!exportFigure(figure, dir.filePath(QStringLiteral("figure.bmp")), {}).isEmpty());
    QVERIFY(
        !exportFigure(figure, dir.filePath(QStringLiteral("missing/figure.png")), {}).isEmpty());
    QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

void TestFigureExport::exportDoesNotDisturbTheWidget() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    figure.resize(1000, 600);
    figure.show();
    QVERIFY(QTest::qWaitForWindowExposed(&figure));
    figure.replot();
    const QRect before = figure.panel(0)->axisRect()->rect();
    QTemporaryDir dir;
    QCOMPARE(exportFigure(figure, dir.filePath(QStringLiteral("big.png")), {2400, 1400, 1.0}),
             QString());
    // The export laid the plot out for 2400 x 1400; the queued replot restores the widget's.
    QTRY_COMPARE(figure.panel(0)->axisRect()->rect(), before);
}

QTEST_MAIN(TestFigureExport)
#include "tst_figure_export.moc"
