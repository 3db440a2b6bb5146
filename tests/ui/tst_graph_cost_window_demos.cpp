// SPDX-License-Identifier: GPL-3.0-or-later
// The Lectures tab's graph-attention, layer-cost and window-attention demonstrations as a
// teacher drives them: mouse gestures on the graph, controls, a measurement on the worker
// thread, settings handed to the documents (as the command line does) and export.
#include "tests/support/image_checks.h"
#include "ui/common/figureexport.h"
#include "ui/lectures/cost/costdemo.h"
#include "ui/lectures/cost/costdocument.h"
#include "ui/lectures/cost/costfigure.h"
#include "ui/lectures/gat/gatdemo.h"
#include "ui/lectures/gat/gatdocument.h"
#include "ui/lectures/gat/gatfigure.h"
#include "ui/lectures/ran/randemo.h"
#include "ui/lectures/ran/randocument.h"
#include "ui/lectures/ran/ranfigure.h"
#include "ui/plotkit/heatmappanel.h"
#include "ui/plotkit/style.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn::ui;

namespace {

/// Exports demo's figure to a 900 x 500 PNG, which it returns (null on failure), and the same
/// figure to svg. The figure is laid out at that size first, as the command line does (a
/// figure fitted to another size, or to none, is not what the export should show).
QImage exported(LectureDemo& demo, const QString& svg) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("figure.png"));
    attn::ui::ExportOptions size;
    size.width = 900;
    size.height = 500;
    demo.exportPlot()->resize(size.width, size.height);
    demo.exportPlot()->replot();
    if (!exportFigure(*demo.exportPlot(), path, size).isEmpty() ||
        !exportFigure(*demo.exportPlot(), svg, size).isEmpty())
        return {};
    return QImage(path);
}

/// The colour of an attention cell with no edge behind it (ui/lectures/gat/gatfigure.cpp).
constexpr QRgb kNoEdge = 0xffe4e4e4;

/// The GAT figure's α matrix is grey exactly where the document's graph has no edge (a node
/// attends to itself), and its selected node is orange in the graph and framed in orange in
/// the matrix.
void verifyGatMatrix(const QImage& image, const GatDocument& doc) {
    const QImage top = image.copy(0, 0, image.width(), image.height() / 2);
    const QRect matrix = testing::widestBlock(
        top, [](QRgb p) { return testing::isInk(p); }, 0.3);
    QVERIFY2(matrix.width() > image.width() / 10, "no α matrix");
    const int n = doc.nodeCount();
    QString cells;
    bool right = true;
    for (int i = 0; i < n; ++i) {
        cells += QLatin1Char(' ');
        for (int j = 0; j < n; ++j) {
            const bool grey =
                testing::colourDistance(testing::cellColour(top, matrix, n, n, i, j), kNoEdge) <= 6;
            cells += grey ? QLatin1Char('.') : QLatin1Char('#');
            right = right && grey == (i != j && !doc.hasEdge(i, j));
        }
    }
    QVERIFY2(right, qPrintable(QStringLiteral("edges (#) of the α matrix:") + cells));
    const QRgb orange = palette::kOrange.rgb();
    QVERIFY2(testing::countNear(top, QRect(0, 0, matrix.left(), top.height()), orange, 40) > 30,
             "the selected node is not orange");
    const int selected = doc.selectedNode();
    const QRect row = testing::cellOf(matrix, n, n, selected, 0)
                          .united(testing::cellOf(matrix, n, n, selected, n - 1));
    QVERIFY2(testing::countNear(top, row.adjusted(-4, -4, 4, 4), orange, 40) > row.width(),
             "the selected node's row is not framed");
}

/// The window-attention map draws the document's weights: a weight of 0 is the zero end of
/// viridis (or under a window's orange frame or the dark line between slots and tokens), a
/// weight of 0.3 or more is clearly not.
void verifyWindowMap(const QImage& image, const Eigen::MatrixXf& weights) {
    QVector<QRect> parts; // the slots, the tokens (split by a dark line), the colour bar
    for (const QRect& block : testing::solidBlocks(
             image, [](QRgb p) { return testing::chroma(p) > 40; }, 0.3))
        if (block.height() > image.height() / 4) parts << block;
    QVERIFY2(parts.size() == 3, qPrintable(QStringLiteral("%1 blocks").arg(parts.size())));
    const QRect map = parts[0].united(parts[1]);
    const int rows = int(weights.rows()), columns = int(weights.cols());
    const QRgb low = 0xff440154; // viridis at 0
    QStringList wrong;
    for (int t = 0; t < rows; ++t)
        for (int c = 0; c < columns; ++c) {
            const QRgb p = testing::cellColour(image, map, rows, columns, t, c);
            const bool zero = testing::between(p, low, palette::kOrange.rgb()) ||
                              testing::between(p, low, palette::kInk.rgb());
            if ((weights(t, c) == 0 && !zero) ||
                (weights(t, c) >= 0.3f && testing::colourDistance(p, low) < 40))
                wrong << QStringLiteral("(%1, %2): %3").arg(t).arg(c).arg(weights(t, c));
        }
    QVERIFY2(wrong.isEmpty(),
             qPrintable(QStringLiteral("cells not drawn as weighted: ") + wrong.join(' ')));
}

/// The three layers' times in their palette colours: each in the legend and on its line;
/// the convolution (drawn last) and self-attention (far above at the largest n) lines are
/// never hidden and run from the smallest to the largest n.
void verifyCostColours(const QImage& image) {
    for (const QColor& colour : {palette::kBlue, palette::kVermillion, palette::kGreen}) {
        const QRect line = testing::boundsOf(image, image.rect(), [&colour](QRgb p) {
            return testing::colourDistance(p, colour.rgb()) <= 12;
        });
        const int pixels = testing::countNear(image, image.rect(), colour.rgb(), 12);
        QVERIFY2(pixels > 60 &&
                     (colour == palette::kVermillion || line.width() > image.width() / 2),
                 qPrintable(QStringLiteral("%1: %2 pixels spanning %3")
                                .arg(colour.name())
                                .arg(pixels)
                                .arg(line.width())));
    }
}

void showLaidOut(QWidget& widget, QCustomPlot* plot) {
    widget.resize(1400, 800);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    plot->replot();
}

int countNaN(QCPColorMap* map) {
    int nan = 0;
    QCPColorMapData* data = map->data();
    for (int x = 0; x < data->keySize(); ++x)
        for (int y = 0; y < data->valueSize(); ++y)
            if (std::isnan(data->cell(x, y))) ++nan;
    return nan;
}

} // namespace

class TestGraphCostWindowDemos : public QObject {
    Q_OBJECT

  private slots:
    void cleanupTestCase() {
        QDir(QStandardPaths::writableLocation(QStandardPaths::ConfigLocation) +
             QStringLiteral("/Unknown Organization"))
            .removeRecursively();
    }

    // --- Graph attention ---

    void gatMatrixIsGreyOffTheEdges() {
        Eigen::MatrixXf adjacency = Eigen::MatrixXf::Zero(3, 3);
        adjacency(0, 1) = adjacency(1, 0) = 1;
        Eigen::MatrixXf weights(3, 3);
        weights << 0.4f, 0.6f, 0, 0.5f, 0.5f, 0, 0, 0, 1;
        const Eigen::MatrixXf cells = maskedAttentionCells(weights, adjacency);
        QCOMPARE(cells(0, 1), 0.6f);
        QCOMPARE(cells(2, 2), 1.0f);
        QVERIFY(std::isnan(cells(0, 2)) && std::isnan(cells(2, 0)) && std::isnan(cells(1, 2)));
    }

    void gatShowsTheSampleGraph() {
        GatDemo demo;
        showLaidOut(demo, demo.figure());
        GatFigure* figure = demo.figure();
        QCOMPARE(figure->axisRectCount(), 3);
        QCOMPARE(demo.document()->nodeCount(), 6);
        QCPColorMap* map = figure->matrixMap();
        QVERIFY(map);
        QCOMPARE(map->data()->keySize(), 6);
        // 36 cells: 6 diagonal and 2 x 8 edge entries hold weights, the other 14 are grey.
        QCOMPARE(countNaN(map), 36 - 6 - 16);
        // Concat of K = 2 heads of F' = 3: six bars for the selected node.
        QCOMPARE(figure->outputBars()->data()->size(), 6);
        QVERIFY(figure->describeAt(figure->nodePixel(0)).startsWith(QStringLiteral("v1: h = ")));
        QVERIFY(demo.findChild<QLabel*>(QStringLiteral("gatFormulas"))
                    ->text()
                    .contains(QStringLiteral("LeakyReLU")));
    }

    void gatOutputGoesUnderTheGraphWhenNarrow() {
        GatDemo demo;
        GatFigure* figure = demo.figure();
        auto layOutAt = [figure](int width, int height) {
            figure->resize(width, height);
            figure->setViewport(QRect(0, 0, width, height));
            figure->replot();
        };
        layOutAt(1400, 700); // wide: the three panels side by side
        QCOMPARE(figure->outputRect()->rect().top(), figure->graphRect()->rect().top());
        QVERIFY(figure->outputRect()->rect().left() > figure->matrixRect()->rect().right());
        figure->setBaseFontPointSize(18);
        layOutAt(660, 620); // 18 pt in a projector's room: the output under the graph
        QVERIFY(figure->outputRect()->rect().top() > figure->graphRect()->rect().bottom());
        QVERIFY(figure->outputRect()->rect().right() <= 660);
        figure->setBaseFontPointSize(11);
        layOutAt(1400, 700); // and back
        QCOMPARE(figure->outputRect()->rect().top(), figure->graphRect()->rect().top());
    }

    void gatDoubleClickAddsANode() {
        GatDemo demo;
        showLaidOut(demo, demo.figure());
        GatFigure* figure = demo.figure();
        const QRect graph = figure->graphRect()->rect();
        // The middle of the sample graph is empty.
        QTest::mouseDClick(figure, Qt::LeftButton, {}, graph.center());
        QCOMPARE(demo.document()->nodeCount(), 7);
        QCOMPARE(demo.document()->selectedNode(), 6);
        QCOMPARE(figure->matrixMap()->data()->keySize(), 7);
        QVERIFY(figure->nodeAt(graph.center()) == 6);
        // A node alone attends only to itself.
        QCOMPARE(demo.document()->result().heads[0].weights(6, 6), 1.0f);
    }

    void gatClickingTwoNodesTogglesTheirEdge() {
        GatDemo demo;
        showLaidOut(demo, demo.figure());
        GatFigure* figure = demo.figure();
        GatDocument* doc = demo.document();
        QVERIFY(!doc->hasEdge(1, 4));
        const int greyBefore = countNaN(figure->matrixMap());
        QTest::mouseClick(figure, Qt::LeftButton, {}, figure->nodePixel(1).toPoint());
        QCOMPARE(figure->pendingNode(), 1);
        QCOMPARE(doc->selectedNode(), 1);
        QTest::mouseClick(figure, Qt::LeftButton, {}, figure->nodePixel(4).toPoint());
        QVERIFY(doc->hasEdge(1, 4) && doc->hasEdge(4, 1));
        QCOMPARE(figure->pendingNode(), -1);
        QCOMPARE(countNaN(figure->matrixMap()), greyBefore - 2);
        QVERIFY(doc->result().heads[0].weights(1, 4) > 0);
        // The same two clicks disconnect them again.
        QTest::mouseClick(figure, Qt::LeftButton, {}, figure->nodePixel(1).toPoint());
        QTest::mouseClick(figure, Qt::LeftButton, {}, figure->nodePixel(4).toPoint());
        QVERIFY(!doc->hasEdge(1, 4));
        QCOMPARE(doc->result().heads[0].weights(1, 4), 0.0f);
    }

    void gatRightClickAndDeleteRemoveNodes() {
        GatDemo demo;
        showLaidOut(demo, demo.figure());
        GatFigure* figure = demo.figure();
        GatDocument* doc = demo.document();
        QTest::mouseClick(figure, Qt::RightButton, {}, figure->nodePixel(5).toPoint());
        QCOMPARE(doc->nodeCount(), 5);
        QCOMPARE(doc->nodeName(4), QStringLiteral("v5"));
        QCOMPARE(figure->matrixMap()->data()->keySize(), 5);
        doc->setSelectedNode(2);
        figure->setFocus();
        QTest::keyClick(figure, Qt::Key_Delete);
        QCOMPARE(doc->nodeCount(), 4);
        QCOMPARE(doc->nodeName(2), QStringLiteral("v4"));
        for (const auto& head : doc->result().heads)
            for (int i = 0; i < 4; ++i)
                QVERIFY(std::abs(head.weights.row(i).sum() - 1) < 1e-6f);
    }

    void gatControlsChangeTheFigure() {
        GatDemo demo;
        showLaidOut(demo, demo.figure());
        demo.findChild<QSpinBox*>(QStringLiteral("gatHeads"))->setValue(4);
        QCOMPARE(demo.document()->result().heads.size(), size_t(4));
        QCOMPARE(demo.figure()->outputBars()->data()->size(), 12);
        demo.findChild<QComboBox*>(QStringLiteral("gatAggregation"))->setCurrentIndex(1);
        QCOMPARE(demo.figure()->outputBars()->data()->size(), 3);
        demo.findChild<QSpinBox*>(QStringLiteral("gatShownHead"))->setValue(3);
        QCOMPARE(demo.figure()->shownHead(), 2);
        const int itemsNeighbourhood = demo.figure()->itemCount();
        demo.findChild<QCheckBox*>(QStringLiteral("gatAllEdges"))->setChecked(true);
        QVERIFY(demo.figure()->itemCount() != itemsNeighbourhood);
        demo.findChild<QPushButton*>(QStringLiteral("gatRandomButton"))->click();
        QCOMPARE(demo.document()->nodeCount(), 8);
        demo.findChild<QPushButton*>(QStringLiteral("gatSampleButton"))->click();
        QCOMPARE(demo.document()->nodeCount(), 6);
    }

    void gatSettingsAndViewShowInTheControls() {
        // What `export --view gat --nodes 9 --gat-heads 3 --gat-aggregation average
        // --gat-show-head 2 --gat-node 4 --gat-edges all` hands to the document and the figure.
        GatDemo demo;
        GatSettings s = demo.document()->settings();
        s.heads = 3;
        s.aggregation = attn::GatAggregation::Average;
        demo.document()->setSettings(s);
        demo.document()->loadRandomGraph(9, 0.35, s.seed);
        demo.document()->setSelectedNode(3);
        demo.figure()->setShownHead(1);
        demo.figure()->setAllEdges(true);
        QCOMPARE(demo.document()->nodeCount(), 9);
        QCOMPARE(demo.document()->result().output.cols(), Eigen::Index(3));
        QCOMPARE(demo.findChild<QSpinBox*>(QStringLiteral("gatHeads"))->value(), 3);
        QCOMPARE(demo.findChild<QComboBox*>(QStringLiteral("gatAggregation"))->currentIndex(), 1);
        QCOMPARE(demo.findChild<QSpinBox*>(QStringLiteral("gatShownHead"))->value(), 2);
        QVERIFY(demo.findChild<QCheckBox*>(QStringLiteral("gatAllEdges"))->isChecked());
        QVERIFY(demo.findChild<QLabel*>(QStringLiteral("gatFormulas"))
                    ->text()
                    .contains(QStringLiteral("K = 3")));
        // Settings out of range are clamped to the limits.
        s.heads = 99;
        demo.document()->setSettings(s);
        QCOMPARE(demo.document()->settings().heads, GatSettings::kMaxHeads);
    }

    void gatExportsAFigure() {
        GatDemo demo;
        demo.setBaseFontPointSize(18);
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("figure.svg"));
        const QImage image = exported(demo, svg);
        QCOMPARE(image.size(), QSize(900, 500));
        verifyGatMatrix(image, *demo.document());
        if (QTest::currentTestFailed()) return;
        ATTN_VERIFY_SVG_TEXT(svg, {"Graph, head 1:", "α around v1", "α, head 1", "(grey: no edge)",
                                   "h′ of v1", "neighbour j", "node i", "v6", "K·F′ = 6"});
    }

    // --- Layer cost ---

    void costMeasuresOnAWorkerThreadPointByPoint() {
        CostDemo demo;
        CostDocument* doc = demo.document();
        CostSettings s;
        s.d = 8;
        s.maxN = 64; // 16, 32, 64
        doc->setSettings(s);
        showLaidOut(demo, demo.figure()); // does not start a second measurement
        QSignalSpy points(doc, &CostDocument::pointMeasured);
        QSignalSpy finished(doc, &CostDocument::finished);
        if (!doc->isMeasuring() && doc->points().size() < size_t(doc->total())) doc->measure();
        QVERIFY(finished.wait(60000) || doc->done() == doc->total());
        QCOMPARE(doc->done(), 9 * CostDocument::kRounds); // each point timed in every round
        QCOMPARE(int(doc->points().size()), 9);
        QCOMPARE(demo.findChild<QProgressBar*>(QStringLiteral("costProgress"))->value(),
                 doc->total());
        for (attn::SequenceLayerKind kind : attn::allSequenceLayerKinds()) {
            QCOMPARE(demo.figure()->measuredGraph(kind)->data()->size(), 3);
            QVERIFY(doc->fit(kind).scale > 0);
        }
        QVERIFY(demo.findChild<QLabel*>(QStringLiteral("costSlopes"))
                    ->text()
                    .contains(QStringLiteral("slope <b>")));
        QVERIFY(demo.findChild<QLabel*>(QStringLiteral("costTable"))
                    ->text()
                    .contains(QStringLiteral("O(k·n·d²)")));
    }

    void costStopsAndClosesWhileMeasuring() {
        auto demo = std::make_unique<CostDemo>();
        CostSettings s;
        s.d = 64;
        s.maxN = 2048;
        demo->document()->setSettings(s);
        demo->document()->measure();
        QVERIFY(demo->document()->isMeasuring());
        QTRY_VERIFY(demo->document()->done() > 0); // the worker has measured a point
        demo->document()->stop();
        QVERIFY(!demo->document()->isMeasuring());
        QVERIFY(demo->document()->done() < demo->document()->total());
        demo->document()->measure();
        demo.reset(); // joins the worker without waiting for the whole run
    }

    void costChangingDClearsThePoints() {
        CostDemo demo;
        CostSettings s;
        s.maxN = 32;
        s.d = 8;
        s.kernel = 5;
        demo.document()->setSettings(s); // as `export --max-n 32 --layer-dim 8 --conv-kernel 5`
        demo.document()->measureNow();   // on this thread
        QCOMPARE(int(demo.document()->points().size()), 6);
        QCOMPARE(demo.document()->settings().kernel, 5);
        // The controls show the document's settings, a width not listed included.
        QCOMPARE(demo.findChild<QSpinBox*>(QStringLiteral("costKernel"))->value(), 5);
        QCOMPARE(demo.findChild<QComboBox*>(QStringLiteral("costDimension"))->currentData(),
                 QVariant(8));
        demo.findChild<QComboBox*>(QStringLiteral("costDimension"))->setCurrentIndex(0);
        QCOMPARE(demo.document()->done(), 0);
        QVERIFY(
            demo.figure()->measuredGraph(attn::SequenceLayerKind::Recurrent)->data()->isEmpty());
    }

    void costExportsAFigure() {
        CostDemo demo;
        CostSettings s;
        s.maxN = 64;
        s.d = 16;
        demo.document()->setSettings(s);
        demo.document()->measureNow();
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("figure.svg"));
        const QImage image = exported(demo, svg);
        QCOMPARE(image.size(), QSize(900, 500));
        verifyCostColours(image);
        if (QTest::currentTestFailed()) return;
        ATTN_VERIFY_SVG_TEXT(
            svg, {"Time of one forward pass, d = 16", "(measured: solid; fitted law: dashed)",
                  "sequence length n", "seconds per forward pass", "self-attention: slope",
                  "recurrent (Elman RNN): slope", "convolution (k = 3): slope",
                  "c·(4nd² + 2n²d) fit", "n²d law (slope 2)", "c·nd² fit", "c·knd² fit"});
    }

    // --- Recurrent attention over windows ---

    void ranColumnsAreSlotsThenTokens() {
        QCOMPARE(ranColumnLabels(2, {"a", "b"}),
                 (QStringList{QStringLiteral("g₀"), QStringLiteral("g₁"), "a", "b"}));
        QCOMPARE(ranTokens(2), (QStringList{"the", "recurrent"}));
        QCOMPARE(ranTokens(30).last(), QStringLiteral("x30"));
    }

    void ranWindowControlRedrawsTheBlocks() {
        RanDemo demo;
        showLaidOut(demo, demo.exportPlot());
        QCOMPARE(demo.document()->result().windows, 3);
        QCOMPARE(demo.figure()->panel()->colorMap()->data()->keySize(), 3 + 12);
        const int items = demo.exportPlot()->itemCount();
        demo.findChild<QSpinBox*>(QStringLiteral("ranWindow"))->setValue(3);
        QCOMPARE(demo.document()->result().windows, 4);
        QCOMPARE(demo.figure()->panel()->colorMap()->data()->keySize(), 4 + 12);
        QVERIFY(demo.exportPlot()->itemCount() != items); // two borders per window
        // Token 5 (window 1) reads only slot g1 and tokens 3..5.
        QCPColorMapData* data = demo.figure()->panel()->colorMap()->data();
        double sum = 0;
        for (int c = 0; c < 16; ++c) {
            const double w = data->cell(c, 5);
            sum += w;
            const bool inside = c == 1 || (c >= 4 + 3 && c <= 4 + 5);
            if (!inside) QCOMPARE(w, 0.0);
        }
        QVERIFY(std::abs(sum - 1) < 1e-6);
        demo.findChild<QSpinBox*>(QStringLiteral("ranTokens"))->setValue(2);
        QCOMPARE(demo.document()->settings().window, 2);
        QVERIFY(demo.findChild<QLabel*>(QStringLiteral("ranText"))
                    ->text()
                    .contains(QStringLiteral("n = 2 tokens")));
    }

    void ranDocumentClampsItsSettings() {
        RanDemo demo;
        RanSettings s;
        s.tokens = 20;
        s.window = 6;
        QVERIFY(demo.document()->setSettings(s)); // as `export --ran-tokens 20 --window 6`
        QCOMPARE(demo.document()->result().windows, 4);
        QCOMPARE(demo.findChild<QSpinBox*>(QStringLiteral("ranWindow"))->value(), 6);
        QCOMPARE(demo.figure()->panel()->colorMap()->data()->keySize(), 4 + 20);
        s.tokens = 65;
        s.window = 80;
        demo.document()->setSettings(s);
        QCOMPARE(demo.document()->settings().tokens, RanSettings::kMaxTokens);
        QCOMPARE(demo.document()->settings().window, RanSettings::kMaxTokens);
        QCOMPARE(demo.document()->result().windows, 1);
    }

    void ranExportsAFigure() {
        RanDemo demo;
        demo.setBaseFontPointSize(20);
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("figure.svg"));
        const QImage image = exported(demo, svg);
        QCOMPARE(image.size(), QSize(900, 500));
        verifyWindowMap(image, demo.document()->result().weights);
        if (QTest::currentTestFailed()) return;
        ATTN_VERIFY_SVG_TEXT(svg, {"Attention over windows:", "n = 12, w = 4,", "3 windows", "g₀",
                                   "g₂", "recurrent", "network",
                                   "carried global slots g, then tokens (keys and values)",
                                   "token (query)", "attention weight"});
    }
};

QTEST_MAIN(TestGraphCostWindowDemos)
#include "tst_graph_cost_window_demos.moc"
