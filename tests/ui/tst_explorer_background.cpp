// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer's views at 2048 tokens: opening the head grid or the comparison returns to the
// event loop at once, the previous picture stays with a busy hint, and the view fills when the
// document's worker is done; late results never replace newer ones. And the weight colours'
// automatic scale. Offscreen; no timed assertion.
#include "ui/explorer/explorercompare.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorergridfigure.h"
#include "ui/explorer/explorerheatmapfigure.h"
#include "ui/explorer/explorerpage.h"
#include "ui/explorer/explorerpersistence.h"
#include "ui/plotkit/busyhint.h"

#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace attn::ui;

namespace {

constexpr int kLong = 2048;
constexpr int kWait = 120000; // ms; a safety net, not a timing requirement

QString manyWords(int n) {
    QStringList words;
    for (int i = 0; i < n; ++i)
        words << QStringLiteral("w%1").arg(i % 50);
    return words.join(QLatin1Char(' '));
}

int rowsShown(const HeatmapPanel* panel) {
    return panel->colorMap()->data()->valueSize();
}

/// Whether panel shows m:(T_q,T_k) (T_q, T_k > 1): its size and a spread of its cells.
bool shows(const HeatmapPanel* panel, const Eigen::MatrixXf& m) {
    QCPColorMapData* data = panel->colorMap()->data();
    if (data->valueSize() != m.rows() || data->keySize() != m.cols()) return false;
    for (int i = 0; i < 97; ++i) {
        const int row = int((i * 131) % m.rows()), column = int((i * 577 + 3) % m.cols());
        if (data->cell(column, row) != double(m(row, column))) return false;
    }
    return true;
}

bool hintShown(const QWidget* view) {
    const auto* hint = view->findChild<BusyHint*>();
    return hint && hint->isVisible();
}

/// A page at slide size showing the heatmap; the grid and comparison were opened once on the
/// default sentence, so they hold its pictures.
void openPage(ExplorerPage& page) {
    page.resize(1280, 720);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.views()->setCurrentWidget(page.grid());
    page.views()->setCurrentWidget(page.compare());
    page.views()->setCurrentWidget(page.heatmap());
    QCOMPARE(rowsShown(page.grid()->panel(0)), 11);
    QCOMPARE(rowsShown(page.compare()->plot()->panel(1)), 11);
}

} // namespace

class TestExplorerBackground : public QObject {
    Q_OBJECT

  private slots:
    void gridAndCompareFillWhenTheWorkerIsDone() {
        ExplorerDocument document;
        ExplorerPage page(&document);
        openPage(page);
        QVERIFY(document.setSettings([] {
            ExplorerSettings s = ExplorerDocument::defaultSettings();
            s.text = manyWords(kLong);
            return s;
        }()));
        // The heatmap on screen keeps the sentence until its 2048 x 2048 picture is ready.
        QVERIFY(page.heatmap()->busy());
        QCOMPARE(rowsShown(page.heatmap()->panel()), 11);
        QVERIFY(hintShown(page.heatmap()));

        page.views()->setCurrentWidget(page.grid()); // returns before the heads are prepared
        ExplorerGridFigure* grid = page.grid();
        QVERIFY(grid->busy());
        QCOMPARE(grid->panelCount(), 4);
        QCOMPARE(rowsShown(grid->panel(0)), 11); // the previous picture
        QVERIFY(hintShown(grid));
        QTRY_VERIFY_WITH_TIMEOUT(!grid->busy(), kWait);
        QCOMPARE(grid->panelCount(), 4);
        for (int h = 0; h < 4; ++h)
            QVERIFY2(shows(grid->panel(h), document.matrix(h, MatrixKind::Weights)),
                     qPrintable(QStringLiteral("head %1").arg(h + 1)));
        QVERIFY(!hintShown(grid));
        QVERIFY(!page.heatmap()->busy());
        QVERIFY(shows(page.heatmap()->panel(), document.currentMatrix()));

        page.views()->setCurrentWidget(page.compare());
        ExplorerCompareFigure* compare = page.compare()->plot();
        QVERIFY(compare->busy());
        QCOMPARE(rowsShown(compare->panel(1)), 11);
        QVERIFY(hintShown(compare));
        QTRY_VERIFY_WITH_TIMEOUT(!compare->busy(), kWait);
        QVERIFY(shows(compare->panel(0), document.currentMatrix()));
        const Eigen::MatrixXf unscaled =
            document.variantMatrix(0, MatrixKind::Weights,
                                   [](ExplorerSettings& s) { s.score = attn::ScoreFunction::Dot; });
        QVERIFY(shows(compare->panel(1), unscaled)); // with / without ÷√d
        QVERIFY(!hintShown(compare));
    }

    // Settings that change while the grid is prepared: the heatmaps of the earlier settings
    // are never shown, only those of the latest.
    void lateResultsAreDropped() {
        ExplorerDocument document;
        ExplorerPage page(&document);
        openPage(page);
        page.views()->setCurrentWidget(page.grid());
        ExplorerSettings s = ExplorerDocument::defaultSettings();
        s.text = manyWords(kLong);
        QVERIFY(document.setSettings(s));
        QVERIFY(page.grid()->busy());
        const Eigen::MatrixXf before = document.matrix(1, MatrixKind::Weights);
        s.temperature = 0.25;
        QVERIFY(document.setSettings(s));
        const Eigen::MatrixXf after = document.matrix(1, MatrixKind::Weights);
        QVERIFY(!shows(page.grid()->panel(1), before) && after != before);
        QElapsedTimer timer;
        timer.start();
        while (page.grid()->busy() && timer.elapsed() < kWait) {
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
            QVERIFY(!shows(page.grid()->panel(1), before)); // never the earlier temperature
        }
        QVERIFY(shows(page.grid()->panel(1), after));

        // The same when the comparison's mode changes while it is prepared.
        page.views()->setCurrentWidget(page.compare());
        ExplorerCompareFigure* compare = page.compare()->plot();
        QVERIFY(compare->busy());
        compare->setMode(CompareMode::OtherHead, 2);
        QTRY_VERIFY_WITH_TIMEOUT(!compare->busy(), kWait);
        QVERIFY(shows(compare->panel(1), document.matrix(2, MatrixKind::Weights)));
        QVERIFY(compare->panel(1)->titleElement()->text().startsWith(QLatin1String("head 3")));
    }

    // A view or the document destroyed while a worker prepares or computes: nothing is
    // delivered to it, nothing crashes.
    void destroyedWhileAWorkerRuns() {
        auto document = std::make_unique<ExplorerDocument>();
        QVERIFY(document->updateSettings([](ExplorerSettings& s) { s.text = manyWords(kLong); }));
        auto grid = std::make_unique<ExplorerGridFigure>(document.get());
        grid->resize(900, 700);
        grid->show();
        QVERIFY(QTest::qWaitForWindowExposed(grid.get()));
        grid->rebuild();
        QVERIFY(grid->busy());
        grid.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!document->preparing(nullptr), kWait); // dropped on arrival

        auto heatmap = std::make_unique<ExplorerHeatmapFigure>(document.get());
        heatmap->resize(900, 700);
        heatmap->show();
        QVERIFY(QTest::qWaitForWindowExposed(heatmap.get()));
        document->setCurrentHead(2);
        QVERIFY(heatmap->busy());
        document->requestUpdate([](ExplorerSettings& s) { s.heads = 3; }); // a recompute too
        QVERIFY(document->busy());
        heatmap.reset();
        document.reset(); // waits for both workers
        QCoreApplication::processEvents();
    }

    void smallWeightsAreColouredToTheLargest() {
        ExplorerDocument document;
        ExplorerHeatmapFigure view(&document);
        ExplorerGridFigure grid(&document);
        // The sentence's weights reach above the threshold: 0 to 1, heads comparable.
        QCOMPARE(document.weightScale(), WeightScale::Automatic);
        QVERIFY(document.currentMatrix().maxCoeff() >= kAutoLargestBelow);
        QCOMPARE(view.colorScale()->dataRange(), QCPRange(0, 1));
        QCOMPARE(view.colorScale()->axis()->label(), QStringLiteral("attention weight"));
        QVERIFY(!document.weightsToLargest());

        // 1000 words, each 20 times: every weight is small (at most 1/20), so the colours end at
        // the largest and say so.
        QVERIFY(document.updateSettings([](ExplorerSettings& s) { s.text = manyWords(1000); }));
        const double largest = document.currentMatrix().maxCoeff();
        QVERIFY(largest > 0 && largest < kAutoLargestBelow);
        QCOMPARE(view.colorScale()->dataRange(), QCPRange(0, largest));
        QCOMPARE(view.colorScale()->axis()->label(),
                 QStringLiteral("attention weight (0 to largest, %1)")
                     .arg(QString::number(largest, 'g', 3)));
        QVERIFY(document.weightsToLargest()); // what the step-through follows
        double gridLargest = 0; // the grid's one scale ends at the largest of all heads
        for (int h = 0; h < 4; ++h)
            gridLargest =
                std::max(gridLargest, double(document.matrix(h, MatrixKind::Weights).maxCoeff()));
        QCOMPARE(grid.colorScale()->dataRange(), QCPRange(0, gridLargest));
        QVERIFY(grid.colorScale()->axis()->label().contains(QLatin1String("0 to largest")));

        // The user's choice wins either way.
        document.setWeightScale(WeightScale::ToOne);
        QCOMPARE(view.colorScale()->dataRange(), QCPRange(0, 1));
        QCOMPARE(grid.colorScale()->dataRange(), QCPRange(0, 1));
        QCOMPARE(view.colorScale()->axis()->label(), QStringLiteral("attention weight"));
        QVERIFY(!document.weightsToLargest());
        QVERIFY(document.updateSettings(
            [](ExplorerSettings& s) { s.text = ExplorerDocument::defaultSettings().text; }));
        document.setWeightScale(WeightScale::ToLargest);
        QCOMPARE(view.colorScale()->dataRange(),
                 QCPRange(0, double(document.currentMatrix().maxCoeff())));
        QVERIFY(document.weightsToLargest());
        // Scores are never affected.
        document.setMatrixKind(MatrixKind::RawScores);
        QCOMPARE(view.colorScale()->dataRange().lower, double(document.currentMatrix().minCoeff()));
    }

    void weightScaleIsRemembered() {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        {
            ExplorerDocument document;
            ExplorerPage page(&document);
            document.setWeightScale(WeightScale::ToOne);
            saveExplorerState(page, settings);
        }
        ExplorerDocument document;
        ExplorerPage page(&document);
        restoreExplorerState(page, settings);
        QCOMPARE(document.weightScale(), WeightScale::ToOne);
        settings.remove(QStringLiteral("explorer/weightScale")); // saved by an older version
        settings.setValue(QStringLiteral("explorer/weightsToLargest"), true);
        restoreExplorerState(page, settings);
        QCOMPARE(document.weightScale(), WeightScale::ToLargest);
    }
};

QTEST_MAIN(TestExplorerBackground)
#include "tst_explorer_background.moc"
