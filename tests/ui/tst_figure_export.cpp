// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a figure to PNG/SVG/PDF from inside the application (File > Export figure…).
#include "tests/support/image_checks.h"
#include "ui/common/figureexport.h"
#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalfigures.h"

#include <QDir>
#include <QRegularExpression>
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
    void textSizeIsTheExports();
    void viewsArrangeThemselvesForTheExportSize();
};

namespace {

/// The largest font-size an SVG file gives its text.
double largestFontSize(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return 0;
    static const QRegularExpression size(QStringLiteral("font-size=\"([0-9.]+)"));
    double largest = 0;
    for (auto it = size.globalMatch(QString::fromUtf8(file.readAll())); it.hasNext();)
        largest = std::max(largest, it.next().captured(1).toDouble());
    return largest;
}

} // namespace

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
    QTest::addColumn<double>("points");
    QTest::addColumn<QString>("mentions"); // empty = valid
    QTest::newRow("defaults") << 1600 << 900 << 1.0 << 0.0 << QString();
    QTest::newRow("18 pt") << 1280 << 720 << 1.0 << 18.0 << QString();
    QTest::newRow("negative width") << -1 << 900 << 1.0 << 0.0 << "width";
    QTest::newRow("zero height") << 1600 << 0 << 1.0 << 0.0 << "height";
    QTest::newRow("zero scale") << 1600 << 900 << 0.0 << 0.0 << "scale";
    QTest::newRow("1 pt text") << 1600 << 900 << 1.0 << 1.0 << "text size";
    QTest::newRow("NaN text") << 1600 << 900 << 1.0 << qQNaN() << "text size";
    QTest::newRow("too many pixels") << 20000 << 20000 << 4.0 << 0.0 << "million pixels";
}

void TestFigureExport::optionsAreChecked() {
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(double, scale);
    QFETCH(double, points);
    QFETCH(QString, mentions);
    const QString problem = validateExportOptions({width, height, scale, points});
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

void TestFigureExport::textSizeIsTheExports() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    QTemporaryDir dir;
    const QString normal = dir.filePath(QStringLiteral("normal.svg")),
                  large = dir.filePath(QStringLiteral("large.svg"));
    QCOMPARE(exportFigure(figure, normal, {1280, 720, 1.0, 11}), QString());
    QCOMPARE(exportFigure(figure, large, {1280, 720, 1.0, 22}), QString());
    const double ratio = largestFontSize(large) / largestFontSize(normal);
    QVERIFY2(ratio > 1.8 && ratio < 2.2, qPrintable(QString::number(ratio)));
    QCOMPARE(figure.baseFontPointSize(), Figure::kDefaultFontPointSize);
}

void TestFigureExport::viewsArrangeThemselvesForTheExportSize() {
    // A narrow rotation view puts the rings under the circle; a wide export of it puts them
    // beside it, as high as the circle, and the view stays as it was.
    PositionalDocument document;
    RotationFigure view(&document);
    view.resize(600, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.isStacked());
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("wide.png"));
    QCOMPARE(exportFigure(view, png, {2000, 800, 1.0}), QString());
    const QImage image(png);
    const QRect top(0, 0, image.width(), image.height() / 2);
    const QRect bottom(0, image.height() / 2, image.width(), image.height() - image.height() / 2);
    const int upper = testing::countNear(image, top, testing::kSky, 12),
              lower = testing::countNear(image, bottom, testing::kSky, 12);
    QVERIFY2(upper > 0.3 * (upper + lower),
             qPrintable(QStringLiteral("the rings' arcs: %1 pixels in the upper half, %2 in the "
                                       "lower")
                            .arg(upper)
                            .arg(lower)));
    QVERIFY(view.isStacked());
}

QTEST_MAIN(TestFigureExport)
#include "tst_figure_export.moc"
