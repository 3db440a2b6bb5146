// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer's document, settings panel and heatmap, offscreen.
#include "ui/common/figureexport.h"
#include "ui/explorer/explorercontrols.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerheatmapfigure.h"
#include "ui/explorer/explorerpage.h"

#include "core/io/csv.h"
#include "core/io/npy.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace attn::ui;

namespace {

QPointF cellCentre(const ExplorerHeatmapFigure& view, int row, int column) {
    QCPAxisRect* rect = view.panel()->axisRect();
    return {rect->axis(QCPAxis::atBottom)->coordToPixel(column),
            rect->axis(QCPAxis::atLeft)->coordToPixel(row)};
}

void layOut(QWidget& widget, QSize size) {
    widget.resize(size);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
}

} // namespace

class TestExplorerHeatmap : public QObject {
    Q_OBJECT

  private slots:
    void controlChangesDocumentAndView() {
        ExplorerDocument document;
        ExplorerPage page(&document);
        layOut(page, {1200, 800});
        QSignalSpy results(&document, &ExplorerDocument::resultsChanged);
        auto* heads = page.controls()->findChild<QSpinBox*>(QStringLiteral("headsSpin"));
        QVERIFY(heads);
        heads->setValue(3);
        QCOMPARE(results.count(), 1);
        QCOMPARE(document.results().heads, 3);
        QCOMPARE(int(document.results().headWeights.size()), 3);
        page.heatmap()->replot();
        QVERIFY(page.heatmap()->panel()->titleElement()->text().contains(QLatin1String("of 3")));

        auto* kind = page.controls()->findChild<QComboBox*>(QStringLiteral("kindCombo"));
        QSignalSpy kindSpy(&document, &ExplorerDocument::resultsChanged);
        kind->setCurrentIndex(int(AttentionKind::Causal));
        emit kind->activated(int(AttentionKind::Causal));
        QCOMPARE(kindSpy.count(), 1);
        QCOMPARE(document.results().headWeights[0](0, 1), 0.0f);
    }

    void hoverReportsTokensAndValue() {
        ExplorerDocument document;
        ExplorerHeatmapFigure view(&document);
        layOut(view, {900, 700});
        view.replot();
        const Eigen::MatrixXf w = document.currentMatrix();
        const QString text = view.describeAt(cellCentre(view, 1, 3));
        QVERIFY2(
            text.startsWith(QStringLiteral("#2 ‘animal’ → #4 ‘cross’: %1").arg(w(1, 3), 0, 'f', 4)),
            qPrintable(text));
        QVERIFY(text.contains(QLatin1String("head 1 of 4")));
        QVERIFY(view.describeAt(QPointF(2, 2)).isEmpty());
    }

    void clickHighlightsRow() {
        ExplorerDocument document;
        ExplorerHeatmapFigure view(&document);
        layOut(view, {900, 700});
        view.replot();
        QSignalSpy spy(&document, &ExplorerDocument::highlightedRowChanged);
        QTest::mouseClick(&view, Qt::LeftButton, {}, cellCentre(view, 4, 2).toPoint());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(document.highlightedRow(), 4);
        QVERIFY(view.rowHighlight()->visible());
        QTest::mouseClick(&view, Qt::LeftButton, {}, cellCentre(view, 4, 5).toPoint());
        QCOMPARE(document.highlightedRow(), -1);
    }

    void matrixKindsAndMaskedCells() {
        ExplorerDocument document;
        QVERIFY(
            document.updateSettings([](ExplorerSettings& s) { s.kind = AttentionKind::Causal; }));
        ExplorerHeatmapFigure view(&document);
        layOut(view, {900, 700});
        document.setMatrixKind(MatrixKind::MaskedScores);
        view.replot();
        QVERIFY(std::isinf(document.currentMatrix()(0, 1)));
        QVERIFY(view.describeAt(cellCentre(view, 0, 1)).contains(QStringLiteral("−∞")));
        const Eigen::MatrixXf raw = document.matrix(0, MatrixKind::RawScores);
        const Eigen::MatrixXf scaled = document.matrix(0, MatrixKind::ScaledScores);
        QCOMPARE(scaled(2, 1), raw(2, 1) / std::sqrt(8.0f));
        document.setColorMap(ColorMap::Diverging);
        view.replot();
        const QCPRange range = view.colorScale()->dataRange();
        QCOMPARE(range.lower, -range.upper);
    }

    void weightsCanBeColouredUpToTheLargest() {
        ExplorerDocument document;
        ExplorerHeatmapFigure view(&document);
        document.setMatrixKind(MatrixKind::Weights);
        QCOMPARE(view.colorScale()->dataRange().upper, 1.0);
        document.setWeightsToLargest(true);
        const double largest = document.currentMatrix().maxCoeff();
        QVERIFY(largest < 1.0);
        QCOMPARE(view.colorScale()->dataRange().upper, largest);
        QCOMPARE(view.colorScale()->dataRange().lower, 0.0);
        document.setWeightsToLargest(false);
        QCOMPARE(view.colorScale()->dataRange().upper, 1.0);
    }

    void colourScaleLabelFitsItsLength() {
        // "attention weight (0 to largest, 0.0123)" in large text along a short scale: every
        // line of it fits the scale's length, give or take half a line at each end (it used to
        // run off the figure's top).
        ExplorerDocument document;
        ExplorerHeatmapFigure view(&document);
        view.setBaseFontPointSize(22);
        document.setWeightsToLargest(true);
        layOut(view, {600, 420});
        view.replot();
        QCPAxis* axis = view.colorScale()->axis();
        QVERIFY(axis->label().contains(QStringLiteral("largest")) ||
                axis->label().contains(QChar(0x2026)));
        const QFontMetricsF metrics(axis->labelFont());
        for (const QString& line : axis->label().split(QLatin1Char('\n')))
            QVERIFY2(metrics.horizontalAdvance(line) <=
                         axis->axisRect()->height() + metrics.height(),
                     qPrintable(line));
    }

    void badInputKeepsEverything_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << QString() << QStringLiteral("no tokens");
        QTest::newRow("5000 characters, 4 heads")
            << QString(5000, QLatin1Char('a')) << QStringLiteral("million cells");
    }
    void badInputKeepsEverything() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        ExplorerDocument document;
        const ExplorerResults before = document.results();
        QSignalSpy errors(&document, &ExplorerDocument::errorOccurred);
        QVERIFY(!document.updateSettings([&](ExplorerSettings& s) {
            s.text = text;
            s.tokenizer = Tokenizer::Characters;
        }));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(document.errorString().contains(message), qPrintable(document.errorString()));
        QCOMPARE(document.results().queryTokens, before.queryTokens);
        QCOMPARE(document.settings().text, ExplorerDocument::defaultSettings().text);
    }

    void heavyChangeIsComputedOffTheGuiThread() {
        ExplorerDocument document;
        QSignalSpy busy(&document, &ExplorerDocument::busyChanged);
        QSignalSpy results(&document, &ExplorerDocument::resultsChanged);
        QStringList words;
        for (int i = 0; i < 1200; ++i)
            words << QStringLiteral("w%1").arg(i % 50);
        document.requestUpdate([&](ExplorerSettings& s) { s.text = words.join(' '); });
        QVERIFY(document.busy());
        QCOMPARE(document.results().queryTokens.size(), 11); // the previous input until done
        document.requestUpdate([](ExplorerSettings& s) { s.heads = 2; }); // merged
        QTRY_VERIFY_WITH_TIMEOUT(!document.busy(), 30000);
        QCOMPARE(document.results().queryTokens.size(), 1200);
        QCOMPARE(document.results().heads, 2);
        QCOMPARE(busy.count(), 2);
        QVERIFY(results.count() >= 1);
        // A small change stays synchronous.
        document.requestUpdate([](ExplorerSettings& s) { s.text = QStringLiteral("a b"); });
        QCOMPARE(document.results().queryTokens.size(), 2);
    }

    void unusualTextAndOneToken_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("tokens");
        QTest::newRow("one word") << QStringLiteral("attention") << 1;
        QTest::newRow("Cyrillic, Chinese, Persian, emoji")
            << QStringLiteral("Привет 注意力 توجه 🙂") << 4;
    }
    void unusualTextAndOneToken() {
        QFETCH(QString, text);
        QFETCH(int, tokens);
        ExplorerDocument document;
        ExplorerHeatmapFigure view(&document);
        layOut(view, {600, 500});
        QVERIFY(document.updateSettings([&](ExplorerSettings& s) { s.text = text; }));
        view.replot();
        QCOMPARE(document.results().queryTokens.size(), tokens);
        QVERIFY(!view.describeAt(cellCentre(view, 0, 0)).isEmpty());
    }

    void zoomStaysInsideMatrix() {
        ExplorerDocument document;
        ExplorerHeatmapFigure view(&document);
        layOut(view, {900, 700});
        QCPAxis* keys = view.panel()->axisRect()->axis(QCPAxis::atBottom);
        view.zoomBy(2);
        QVERIFY(std::abs(keys->range().size() - 5.5) < 1e-6);
        keys->setRange(-100, -90);
        QVERIFY(keys->range().lower >= -0.5);
        view.zoomBy(0.01);
        QCOMPARE(keys->range(), QCPRange(-0.5, 10.5));
    }

    void shownMatrixExportsAsCsvAndNpy() {
        ExplorerDocument document;
        QVERIFY(
            document.updateSettings([](ExplorerSettings& s) { s.kind = AttentionKind::Causal; }));
        document.setMatrixKind(MatrixKind::MaskedScores);
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("m.csv")),
                      npy = dir.filePath(QStringLiteral("m.npy"));
        QCOMPARE(document.exportCurrentMatrix(csv), QString());
        QCOMPARE(document.exportCurrentMatrix(npy), QString());
        const Eigen::MatrixXf fromCsv = attn::readCsv(csv.toStdString());
        const Eigen::MatrixXf fromNpy = attn::toMatrix(attn::readNpy(npy.toStdString()));
        QCOMPARE(fromCsv.rows(), 11);
        QVERIFY(std::isinf(fromCsv(0, 1)) && std::isinf(fromNpy(0, 1)));
        QCOMPARE(fromCsv(3, 2), document.currentMatrix()(3, 2));
        QVERIFY(!document.exportCurrentMatrix(dir.filePath(QStringLiteral("m.txt"))).isEmpty());
    }

    // A known diagonal matrix exported to PNG has its bright cells on the diagonal.
    void diagonalExportIsBrightOnDiagonal() {
        ExplorerDocument document;
        const Eigen::MatrixXf eye = Eigen::MatrixXf::Identity(6, 6) * 20.0f;
        QVERIFY(document.updateSettings([&](ExplorerSettings& s) {
            s.customQ = s.customK = s.customV = eye;
            s.score = attn::ScoreFunction::Dot;
        }));
        ExplorerHeatmapFigure view(&document);
        layOut(view, {700, 600});
        view.replot();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("diagonal.png"));
        ExportOptions options;
        options.width = 700;
        options.height = 600;
        QCOMPARE(exportFigure(view, path, options), QString());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(700, 600));
        for (int i = 0; i < 6; ++i) {
            const QColor on = image.pixelColor(cellCentre(view, i, i).toPoint() + QPoint(0, 12));
            const QColor off =
                image.pixelColor(cellCentre(view, i, (i + 1) % 6).toPoint() + QPoint(0, 12));
            const int bright = qGray(on.rgb()), dark = qGray(off.rgb());
            QVERIFY2(bright > 180 && dark < 80,
                     qPrintable(QStringLiteral("row %1: %2 vs %3").arg(i).arg(bright).arg(dark)));
        }
    }
};

QTEST_MAIN(TestExplorerHeatmap)
#include "tst_explorer_heatmap.moc"
