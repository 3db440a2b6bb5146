// The positional-encoding lab as a user drives it: sliders, buttons, bad values, export.
#include "ui/positional/peviews.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalpage.h"
#include "ui/shell/figureexport.h"

#include <QLabel>
#include <QPushButton>
#include <QSet>
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

int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colours.insert(image.pixel(x, y));
    return colours.size();
}

} // namespace

class TestPositionalPage : public QObject {
    Q_OBJECT

  private slots:
    void deltaSliderMovesThePointsAndTheReadout() {
        PositionalPage page;
        page.resize(1400, 800);
        page.show();
        auto* view = qobject_cast<RotationView*>(page.view(QStringLiteral("pe-rotation")));
        QVERIFY(view);
        const QPointF before = onlyPoint(view->rotatedPointGraph());
        const QString readout = page.residualLabel()->text();
        const QString matrix = page.matrixLabel()->text();
        QSignalSpy changed(page.document(), &PositionalDocument::rotationChanged);
        page.deltaSlider()->setValue(page.deltaSlider()->value() + 7);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(page.document()->settings().delta, 12);
        const QPointF rotated = onlyPoint(view->rotatedPointGraph());
        const QPointF target = onlyPoint(view->targetPointGraph());
        QVERIFY(rotated != before);
        // M(delta) p_i lands on p_(i+delta): the two drawn points coincide.
        QVERIFY(std::abs(rotated.x() - target.x()) < 1e-6 &&
                std::abs(rotated.y() - target.y()) < 1e-6);
        QVERIFY(page.matrixLabel()->text() != matrix);
        QVERIFY(page.residualLabel()->text() != readout);
        QVERIFY(page.residualLabel()->text().contains(QStringLiteral("48 positions"))); // n - delta
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
        page.anotherPositionButton()->click();
        QVERIFY(page.document()->settings().position != i);
        QCOMPARE(page.document()->results().selected.matrix, m);
        QCOMPARE(status.count(), 1);
        QVERIFY(status.first().first().toString().contains(QStringLiteral("same matrix")));
    }

    void animateSweepsDelta() {
        PositionalPage page;
        const int delta = page.document()->settings().delta;
        page.animateButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(page.document()->settings().delta >= delta + 2, 3000);
        page.animateButton()->click();
        QVERIFY(!page.animateButton()->isChecked());
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
        QCOMPARE(page.deltaSlider()->value(), before.delta);
    }

    void shrinkingNMovesIAndDeltaIntoRange() {
        PositionalPage page;
        page.findChild<QSpinBox*>(QStringLiteral("nSpinBox"))->setValue(8);
        const PositionalSettings& s = page.document()->settings();
        QCOMPARE(s.n, 8);
        QVERIFY(s.position < 8 && s.position + s.delta < 8 && s.position + s.delta >= 0);
        QCOMPARE(page.positionSlider()->maximum(), 7);
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
        QTemporaryDir dir;
        const QString png = dir.filePath(name + QStringLiteral(".png"));
        QCOMPARE(exportFigure(*page.exportPlot(), png, {900, 500, 1.0}), QString());
        const QImage image(png);
        QCOMPARE(image.size(), QSize(900, 500));
        QVERIFY2(distinctColours(image) > 20, qPrintable(QString::number(distinctColours(image))));
        const QString svg = dir.filePath(name + QStringLiteral(".svg"));
        QCOMPARE(exportFigure(*page.exportPlot(), svg, {900, 500, 1.0}), QString());
        QVERIFY(QFileInfo(svg).size() > 2000);
    }

    void fontSizeReachesEveryPanel() {
        PositionalPage page;
        page.setBaseFontPointSize(20);
        QCOMPARE(page.baseFontPointSize(), 20.0);
        for (const QString& name : positionalViewNames())
            QCOMPARE(page.view(name)->baseFontPointSize(), 20.0);
        QCOMPARE(page.residualLabel()->font().pointSizeF(), 20.0);
    }

    void aPanelOutsideAWindowBuildsOnceForItsExport() {
        // As the command line exports: settings made before the export build nothing; the
        // export builds the figure once, for its size and font.
        PositionalDocument document;
        RotationView view(&document);
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
};

QTEST_MAIN(TestPositionalPage)
#include "tst_positional_page.moc"
