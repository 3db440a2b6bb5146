// SPDX-License-Identifier: GPL-3.0-or-later
// The positional-encoding lab as a user drives it: sliders, buttons, bad values, export.
#include "tests/support/find_child.h"
#include "tests/support/positional_checks.h"
#include "ui/common/figureexport.h"
#include "ui/plotkit/style.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalfigures.h"
#include "ui/positional/positionalpage.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn::ui;

namespace {

QPointF onlyPoint(const QCPGraph* graph) {
    if (!graph || graph->data()->size() != 1) return {qQNaN(), qQNaN()};
    const QCPGraphData& d = *graph->data()->constBegin();
    return {d.key, d.value};
}

/// Columns 6-9 of P, each a curve in its own colour across every position and over more than
/// half of [-1, 1]; at position 0 the sine of column 8 (green) starts from 0, halfway up its
/// range, and the cosine of column 9 (orange) from 1, at the top.
void verifyCurves(const QImage& image) {
    const QRect plot(0, 0, image.width() * 2 / 3, image.height()); // the legend is on the right
    testing::verifyCurveSpans(image, plot);
    if (QTest::currentTestFailed()) return;
    const auto firstHeight = [&](const QColor& colour) { // 0 at the bottom, 1 at the top
        const auto near = [&colour](QRgb p) {
            return testing::colourDistance(p, colour.rgb()) < 24;
        };
        const QRect curve = testing::boundsOf(image, plot, near);
        const QRect start =
            testing::boundsOf(image, QRect(curve.left(), curve.top(), 3, curve.height()), near);
        return double(curve.bottom() - start.center().y()) / curve.height();
    };
    const double sine = firstHeight(palette::kGreen), cosine = firstHeight(palette::kOrange);
    QVERIFY2(std::abs(sine - 0.5) < 0.1 && cosine > 0.9,
             qPrintable(QStringLiteral("at i = 0 the sine is %1 and the cosine %2 of the way up")
                            .arg(sine)
                            .arg(cosine)));
}

/// The rotation (left panel): M(δ)·p_i, an orange ring, lies on p_(i+δ), a vermillion disc,
/// so the ring surrounds the disc on every side; p_i, a blue disc, lies elsewhere on the
/// circle.
void verifyRotation(const QImage& image) {
    const QRect panel(0, 0, image.width() * 2 / 5, image.height());
    const QPoint target = testing::densest(image, panel, palette::kVermillion.rgb());
    const QPoint start = testing::densest(image, panel, palette::kBlue.rgb());
    QVERIFY2(target.x() >= 0 && start.x() >= 0, "no p_i or p_i+δ");
    QVERIFY2(std::hypot(start.x() - target.x(), start.y() - target.y()) > 30,
             qPrintable(QStringLiteral("p_i at (%1, %2) on p_i+δ at (%3, %4)")
                            .arg(start.x())
                            .arg(start.y())
                            .arg(target.x())
                            .arg(target.y())));
    int quadrants[4] = {};
    const QRect around(target - QPoint(24, 24), QSize(49, 49));
    for (int y = around.top(); y <= around.bottom(); ++y)
        for (int x = around.left(); x <= around.right(); ++x) {
            const int dx = x - target.x(), dy = y - target.y();
            const double r = std::hypot(dx, dy);
            if (r >= 7 && r <= 22 && image.rect().contains(x, y) &&
                testing::colourDistance(image.pixel(x, y), palette::kOrange.rgb()) <= 24)
                ++quadrants[(dx >= 0 ? 1 : 0) + (dy >= 0 ? 2 : 0)];
        }
    QVERIFY2(std::min({quadrants[0], quadrants[1], quadrants[2], quadrants[3]}) > 5,
             qPrintable(QStringLiteral("orange around p_i+δ at (%1, %2), by quadrant: %3 %4 %5 %6")
                            .arg(target.x())
                            .arg(target.y())
                            .arg(quadrants[0])
                            .arg(quadrants[1])
                            .arg(quadrants[2])
                            .arg(quadrants[3])));
}

void verifyPanel(const QString& name, const QImage& image) {
    if (name == QLatin1String("pe-matrix")) testing::verifyEncodingMatrix(image);
    if (name == QLatin1String("pe-binary")) testing::verifyBinaryCode(image);
    if (name == QLatin1String("pe-curves")) verifyCurves(image);
    if (name == QLatin1String("pe-rotation")) verifyRotation(image);
    if (name == QLatin1String("pe-similarity") || name == QLatin1String("rope"))
        testing::verifyDiagonalPeak(image);
}

/// The words each panel must show for the default n = 60, d = 32, j = 3, i = 10, δ = 5.
QStringList panelPhrases(const QString& name) {
    if (name == QLatin1String("pe-matrix"))
        return {"Sinusoidal encoding P:", "60 positions × 32 dimensions, base 10000", "position i",
                "P[i, column]"};
    if (name == QLatin1String("pe-curves"))
        return {"Columns of P against position:",
                "column 6: sin(i·ω₃)",
                "column 7: cos(i·ω₃)",
                "column 8: sin(i·ω₄)",
                "column 9: cos(i·ω₄)",
                "position i"};
    if (name == QLatin1String("pe-binary"))
        return {"Binary code of i:", "bit (place value)",
                "Sinusoidal P, same positions:", "column of P"};
    if (name == QLatin1String("pe-rotation"))
        return {"Pair j = 3", "i = 10", "i+δ = 15", "Each pair turns by", "fast far, slow barely"};
    if (name == QLatin1String("pe-similarity"))
        return {"p_i · p_j:", "equal along diagonals", "flat, depends on k only", "k=0", "k=16"};
    if (name == QLatin1String("rope"))
        return {"RoPE: (R_i q) · (R_j k)", "key position j", "query position i", "Scores by j − i"};
    return {};
}

} // namespace

class TestPositionalPage : public QObject {
    Q_OBJECT

  private slots:
    void deltaSliderMovesThePointsAndTheReadout() {
        PositionalPage page;
        page.resize(1400, 800);
        page.show();
        auto* view = qobject_cast<RotationFigure*>(page.view(QStringLiteral("pe-rotation")));
        QVERIFY(view);
        const QPointF before = onlyPoint(view->rotatedPointGraph());
        const QString readout = child<QLabel>(&page, "residualLabel")->text();
        const QString matrix = child<QLabel>(&page, "matrixLabel")->text();
        QSignalSpy changed(page.document(), &PositionalDocument::rotationChanged);
        child<QSlider>(&page, "deltaSlider")
            ->setValue(child<QSlider>(&page, "deltaSlider")->value() + 7);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(page.document()->settings().delta, 12);
        const QPointF rotated = onlyPoint(view->rotatedPointGraph());
        const QPointF target = onlyPoint(view->targetPointGraph());
        QVERIFY(rotated != before);
        // M(delta) p_i lands on p_(i+delta): the two drawn points coincide.
        QVERIFY(std::abs(rotated.x() - target.x()) < 1e-6 &&
                std::abs(rotated.y() - target.y()) < 1e-6);
        QVERIFY(child<QLabel>(&page, "matrixLabel")->text() != matrix);
        QVERIFY(child<QLabel>(&page, "residualLabel")->text() != readout);
        QVERIFY(child<QLabel>(&page, "residualLabel")
                    ->text()
                    .contains(QStringLiteral("48 positions"))); // n - delta
        QVERIFY(page.document()->results().residual.maxAbs <= 1e-6);
        const Eigen::VectorXf& attention = page.document()->results().positionalAttention;
        QCOMPARE(attention.size(), 60);
        QVERIFY(std::abs(attention.sum() - 1.0f) < 1e-5f);
    }

    void anotherPositionKeepsTheMatrix() {
        PositionalPage page;
        QSignalSpy status(&page, &Page::statusMessage);
        const Eigen::Matrix2d m = page.document()->results().selected.matrix;
        const int i = page.document()->settings().position;
        child<QPushButton>(&page, "anotherPositionButton")->click();
        QVERIFY(page.document()->settings().position != i);
        QCOMPARE(page.document()->results().selected.matrix, m);
        QCOMPARE(status.count(), 1);
        QVERIFY(status.first().first().toString().contains(QStringLiteral("same matrix")));
    }

    void animateSweepsDelta() {
        PositionalPage page;
        const int delta = page.document()->settings().delta;
        child<QPushButton>(&page, "animateButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(page.document()->settings().delta >= delta + 2, 3000);
        child<QPushButton>(&page, "animateButton")->click();
        QVERIFY(!child<QPushButton>(&page, "animateButton")->isChecked());
    }

    void badValuesAreRefusedAndLoseNothing_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("odd d") << "d" << 33 << "odd";
        QTest::newRow("d below 2") << "d" << 1 << "d must";
        QTest::newRow("j out of range") << "j" << 16 << "pair j";
        QTest::newRow("i + delta beyond n") << "delta" << 60 << "beyond";
        QTest::newRow("huge n") << "n" << 1000000 << "n must";
    }
    void badValuesAreRefusedAndLoseNothing() {
        QFETCH(QString, field);
        QFETCH(int, value);
        QFETCH(QString, mentions);
        PositionalPage page;
        PositionalDocument* doc = page.document();
        const PositionalSettings before = doc->settings();
        QSignalSpy status(&page, &Page::statusMessage);
        const bool applied = field == "d"   ? doc->setD(value)
                             : field == "j" ? doc->setPair(value)
                             : field == "n" ? doc->setN(value)
                                            : doc->setDelta(value);
        QVERIFY(!applied);
        QVERIFY(doc->settings() == before);
        QCOMPARE(status.count(), 1);
        QVERIFY2(status.first().first().toString().contains(mentions),
                 qPrintable(status.first().first().toString()));
        QCOMPARE(child<QSlider>(&page, "deltaSlider")->value(), before.delta);
    }

    void shrinkingNMovesIAndDeltaIntoRange() {
        PositionalPage page;
        page.findChild<QSpinBox*>(QStringLiteral("nSpinBox"))->setValue(8);
        const PositionalSettings& s = page.document()->settings();
        QCOMPARE(s.n, 8);
        QVERIFY(s.position < 8 && s.position + s.delta < 8 && s.position + s.delta >= 0);
        QCOMPARE(child<QSlider>(&page, "positionSlider")->maximum(), 7);
    }

    void everyPanelExportsAFigure_data() {
        QTest::addColumn<QString>("name");
        for (const QString& name : positionalViewNames())
            QTest::newRow(qPrintable(name)) << name;
    }
    void everyPanelExportsAFigure() {
        QFETCH(QString, name);
        PositionalPage page;
        QVERIFY(page.showView(name));
        QCOMPARE(page.exportPlot(), static_cast<QCustomPlot*>(page.view(name)));
        // Laid out at the export size, as the command line does: the rotation panel stacks its
        // panels when its widget is narrow, whatever the size exported.
        page.view(name)->resize(900, 500);
        page.view(name)->rebuild();
        QTemporaryDir dir;
        const QString png = dir.filePath(name + QStringLiteral(".png"));
        QCOMPARE(exportFigure(*page.exportPlot(), png, {900, 500, 1.0}), QString());
        const QImage image(png);
        QCOMPARE(image.size(), QSize(900, 500));
        verifyPanel(name, image);
        if (QTest::currentTestFailed()) return;
        const QString svg = dir.filePath(name + QStringLiteral(".svg"));
        QCOMPARE(exportFigure(*page.exportPlot(), svg, {900, 500, 1.0}), QString());
        ATTN_VERIFY_SVG_TEXT(svg, panelPhrases(name));
    }

    void fontSizeReachesEveryPanel() {
        PositionalPage page;
        page.setBaseFontPointSize(20);
        QCOMPARE(page.baseFontPointSize(), 20.0);
        for (const QString& name : positionalViewNames())
            QCOMPARE(page.view(name)->baseFontPointSize(), 20.0);
        QCOMPARE(child<QLabel>(&page, "residualLabel")->font().pointSizeF(), 20.0);
    }

    void aPanelOutsideAWindowBuildsOnceForItsExport() {
        // As the command line exports: settings made before the export build nothing; the
        // export builds the figure once, for its size and font.
        PositionalDocument document;
        RotationFigure view(&document);
        view.resize(1280, 720);
        view.setBaseFontPointSize(18);
        view.rebuild();
        QVERIFY(!view.rotatedPointGraph());
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("rotation.png"));
        QCOMPARE(exportFigure(view, png, {1280, 720, 1.0}), QString());
        QCPGraph* rotated = view.rotatedPointGraph();
        QVERIFY(rotated);
        QCOMPARE(exportFigure(view, png, {1280, 720, 1.0}), QString());
        QCOMPARE(view.rotatedPointGraph(), rotated); // not built again
    }

    void hoverGivesExactValues() {
        // A cell of P names its position and column (from 0) and its exact value; a curve of
        // the similarity panel names itself.
        PositionalDocument document;
        EncodingMatrixFigure matrix(&document);
        matrix.resize(1100, 750);
        matrix.replot();
        const QCPAxisRect* rect = matrix.mainRect();
        const QPointF cell(rect->axis(QCPAxis::atBottom)->coordToPixel(5),
                           rect->axis(QCPAxis::atLeft)->coordToPixel(3));
        const QString text = matrix.describeAt(cell);
        const QString expected = QStringLiteral("position 3, column 5: P = %1")
                                     .arg(lectureNumber(document.results().encoding(3, 5)));
        QVERIFY2(text == expected, qPrintable(text + QStringLiteral(" ≠ ") + expected));

        SimilarityFigure similarity(&document);
        similarity.resize(1100, 750);
        similarity.replot();
        const QCPGraph* k1 = similarity.graph(1); // p_i · p_i+1 along i
        const auto point = k1->data()->at(7);
        const QString curve = similarity.describeAt(k1->coordsToPixels(point->key, point->value));
        QVERIFY2(curve.startsWith(QStringLiteral("p_i · p_i+1: x = 7")), qPrintable(curve));
    }

    void ropeStacksItsPanelsInATallFigure() {
        PositionalDocument document;
        RopeFigure view(&document);
        for (const QSize size : {QSize(600, 900), QSize(1200, 600)}) {
            view.setExportSize(size); // laid out as an export of that size
            view.replot();
            const QList<QCPAxisRect*> rects = view.axisRects();
            QVERIFY(rects.size() >= 2);
            const QRect a = rects[0]->outerRect(), b = rects.back()->outerRect();
            const bool stacked = a.bottom() <= b.top() || b.bottom() <= a.top();
            const bool beside = a.right() <= b.left() || b.right() <= a.left();
            QCOMPARE(stacked, size.width() < size.height()); // the curve under the scores
            QCOMPARE(beside, !stacked);                      // or beside them
        }
        view.setExportSize(QSize());
    }
};

QTEST_MAIN(TestPositionalPage)
#include "tst_positional_page.moc"
