// SPDX-License-Identifier: GPL-3.0-or-later
// The document and the figure built from it, offscreen.
#include "tests/support/image_checks.h"
#include "ui/common/figureexport.h"
#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolTip>
#include <QtTest>

#include <cmath>

using namespace attn::ui;

namespace {

// Each heat map of the grabbed figure draws its matrix: in every row with a clear largest
// weight (ahead of the next by 0.1), that cell is the brightest of the row (viridis grows
// brighter with the weight). The panels' rectangles are the figure's own, as laid out.
void verifyHeatmapsDrawTheWeights(const AttentionFigure& figure, const QImage& image,
                                  const FigureResults& r) {
    const double dpr = image.devicePixelRatio();
    int checked = 0;
    for (int i = 0; i < figure.heatmapCount(); ++i) {
        const Eigen::MatrixXf& w = i == 0 ? r.oneHotWeights : r.headWeights[std::size_t(i - 1)];
        const QRect rect = figure.panel(i)->axisRect()->rect();
        const QRect pixels(QPoint(int(rect.left() * dpr), int(rect.top() * dpr)),
                           QSize(int(rect.width() * dpr), int(rect.height() * dpr)));
        const int n = int(w.rows()), m = int(w.cols());
        const QVector<int> cells = testing::cellBrightness(image, pixels, n, m);
        for (int q = 0; q < n; ++q) {
            Eigen::VectorXf row = w.row(q).transpose();
            Eigen::Index best = 0;
            const float top = row.maxCoeff(&best);
            row(best) = -1;
            if (top - row.maxCoeff() < 0.1f) continue;
            ++checked;
            const auto first = cells.begin() + q * m;
            QVERIFY2(std::max_element(first, first + m) - first == best,
                     qPrintable(QStringLiteral("panel %1, query %2: key %3 should be brightest")
                                    .arg(i)
                                    .arg(q)
                                    .arg(best)));
        }
    }
    QVERIFY2(checked > figure.heatmapCount(), "too few rows with a clear largest weight");
}

// The words of figure, in an SVG export of it at size.
QStringList figureWords(AttentionFigure& figure, QSize size) {
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("figure.svg"));
    if (!exportFigure(figure, svg, {size.width(), size.height(), 1.0}).isEmpty()) return {};
    return testing::svgTexts(svg);
}

// Centre, in widget pixels, of cell (row, column) of a panel.
QPointF cellCentre(const HeatmapPanel* panel, int row, int column) {
    QCPAxisRect* rect = panel->axisRect();
    return {rect->axis(QCPAxis::atBottom)->coordToPixel(column),
            rect->axis(QCPAxis::atLeft)->coordToPixel(row)};
}

// Shows figure at size and replots it, so its layout matches what a user sees.
void layOut(AttentionFigure& figure, QSize size) {
    figure.resize(size);
    figure.show();
    QVERIFY(QTest::qWaitForWindowExposed(&figure));
    figure.replot();
}

} // namespace

class TestAttentionFigure : public QObject {
    Q_OBJECT

  private slots:
    void documentStartsWithTheLectureExample();
    void figureHasOneHotAndFourHeads();
    void figureIsDrawn();
    void smallMatricesShowNumbers();
    void headsHaveEqualPlotAreas_data();
    void headsHaveEqualPlotAreas();
    void hoverDescribesCell();
    void badTextKeepsPreviousResults_data();
    void badTextKeepsPreviousResults();
    void figureFollowsDocument();
    void oneWordSentence();
    void longSentenceThinsLabels();
    void fontSizeIsClamped();
    void tinyWindowWithHugeTextStillDraws();
};

void TestAttentionFigure::documentStartsWithTheLectureExample() {
    AttentionDocument document;
    const FigureResults& r = document.results();
    QCOMPARE(r.tokens,
             (QStringList{"Надо", "сдавать", "лабораторные", "до", "срока", "выполнения"}));
    QCOMPARE(r.oneHotWeights.rows(), 6);
    QCOMPARE(r.oneHotWeights.cols(), 6);
    // Distinct words: x_i . x_j = [i == j], so a row is softmax(1, 0, 0, 0, 0, 0) permuted.
    const double self = std::exp(1.0) / (std::exp(1.0) + 5.0);
    const double other = 1.0 / (std::exp(1.0) + 5.0);
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j)
            QVERIFY(std::abs(r.oneHotWeights(i, j) - (i == j ? self : other)) < 1e-5);
    QCOMPARE(int(r.headWeights.size()), 4);
    for (const Eigen::MatrixXf& w : r.headWeights) {
        QCOMPARE(w.rows(), 6);
        QCOMPARE(w.cols(), 6);
        QVERIFY((w.rowwise().sum().array() - 1.0f).abs().maxCoeff() < 1e-5f);
    }
    QVERIFY(document.errorString().isEmpty());
}

void TestAttentionFigure::figureHasOneHotAndFourHeads() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    QCOMPARE(figure.heatmapCount(), 5);
    for (int i = 0; i < figure.heatmapCount(); ++i) {
        QCPColorMap* map = figure.heatmap(i);
        QCOMPARE(map->data()->keySize(), 6);
        QCOMPARE(map->data()->valueSize(), 6);
        QVERIFY(!map->interpolate());
        QCOMPARE(map->colorScale(), figure.colorScale());
        QVERIFY2(map->valueAxis()->rangeReversed(), "query 0 must be at the top");
    }
    // The one-hot map is labelled on both axes; the 2x2 heads share theirs: queries in the
    // left column, keys under the bottom row.
    struct Labels {
        int heatmap;
        bool queries;
        bool keys;
    };
    for (const Labels& l : {Labels{0, true, true}, Labels{1, true, false}, Labels{2, false, false},
                            Labels{3, true, true}, Labels{4, false, true}}) {
        QCPColorMap* map = figure.heatmap(l.heatmap);
        QCOMPARE(map->valueAxis()->tickLabels(), l.queries);
        QCOMPARE(map->valueAxis()->label(), l.queries ? QStringLiteral("query") : QString());
        QCOMPARE(map->keyAxis()->tickLabels(), l.keys);
        QCOMPARE(map->keyAxis()->label(), l.keys ? QStringLiteral("key") : QString());
    }
    QCOMPARE(figure.heatmap(0)->data()->cell(3, 1), double(document.results().oneHotWeights(1, 3)));
    QCOMPARE(figure.colorScale()->dataRange(), QCPRange(0, 1));
    QCOMPARE(figure.colorScale()->axis()->label(), QStringLiteral("attention weight"));
    QCOMPARE(figure.panel(0)->titleElement()->text(),
             QStringLiteral("one-hot self-attention: softmax(x_i · x_j)"));
    QCOMPARE(figure.panel(4)->titleElement()->text(), QStringLiteral("head 4"));
}

void TestAttentionFigure::figureIsDrawn() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    layOut(figure, QSize(1400, 800));
    const QImage image = figure.grab().toImage();
    QCOMPARE(image.size(), QSize(1400, 800) * figure.devicePixelRatio());
    // One-hot: x_i · x_j = [i == j] for these six different words, so the diagonal is bright.
    const FigureResults& r = document.results();
    for (int i = 0; i < 6; ++i)
        QVERIFY(r.oneHotWeights(i, i) > r.oneHotWeights(i, (i + 1) % 6) + 0.1f);
    verifyHeatmapsDrawTheWeights(figure, image, r);
    const QStringList texts = figureWords(figure, QSize(1400, 800));
    const QStringList expected = QStringList{"one-hot self-attention: softmax(x_i · x_j)",
                                             "head 1",
                                             "head 2",
                                             "head 3",
                                             "head 4",
                                             "query",
                                             "key",
                                             "attention weight"} +
                                 r.tokens;
    QVERIFY2(testing::missingPhrases(texts, expected).isEmpty(),
             qPrintable(testing::missingPhrasesReport(texts, expected)));
}

void TestAttentionFigure::smallMatricesShowNumbers() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    layOut(figure, QSize(1600, 900));
    QVERIFY2(figure.panel(0)->cellDecimals() >= 2, "the one-hot map has room for its numbers");
    for (int i = 0; i < figure.heatmapCount(); ++i)
        QVERIFY(figure.panel(i)->cellDecimals() == 0 || figure.panel(i)->cellDecimals() >= 2);
}

void TestAttentionFigure::headsHaveEqualPlotAreas_data() {
    QTest::addColumn<int>("heads");
    QTest::addColumn<double>("fontSize");
    QTest::newRow("4 heads, normal text") << 4 << 11.0;
    QTest::newRow("4 heads, projector text") << 4 << 20.0;
    QTest::newRow("3 heads, one cell empty") << 3 << 11.0;
    QTest::newRow("9 heads") << 9 << 11.0;
}

void TestAttentionFigure::headsHaveEqualPlotAreas() {
    QFETCH(int, heads);
    QFETCH(double, fontSize);
    AttentionDocument document;
    QVERIFY(document.setHeads(heads));
    AttentionFigure figure(&document);
    figure.setBaseFontPointSize(fontSize);
    layOut(figure, QSize(1600, 900));
    const QRect first = figure.panel(1)->axisRect()->rect();
    for (int h = 1; h <= heads; ++h) {
        const QRect r = figure.panel(h)->axisRect()->rect();
        QVERIFY2(std::abs(r.width() - first.width()) <= 2 &&
                     std::abs(r.height() - first.height()) <= 2,
                 qPrintable(QStringLiteral("head %1 is %2x%3, head 1 is %4x%5")
                                .arg(h)
                                .arg(r.width())
                                .arg(r.height())
                                .arg(first.width())
                                .arg(first.height())));
    }
    // The heads start where the one-hot map starts and end no higher than it: heads whose
    // labels were set smaller (so that none is left out) take the room those labels left.
    const QRect oneHot = figure.panel(0)->axisRect()->rect();
    QVERIFY(figure.panel(heads)->axisRect()->rect().bottom() >= oneHot.bottom() - 1);
    if (heads == 4) { // six words, room for every one of them in each head
        QCOMPARE(figure.panel(1)->labelFit().queryStep, 1);
        QCOMPARE(figure.panel(heads)->labelFit().keyStep, 1);
    }
    QVERIFY(std::abs(figure.panel(1)->axisRect()->rect().top() - oneHot.top()) <= 1);
}

void TestAttentionFigure::hoverDescribesCell() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    layOut(figure, QSize(1400, 800));
    QCOMPARE(figure.describeAt(cellCentre(figure.panel(0), 1, 3)),
             QStringLiteral("#2 ‘сдавать’ → #4 ‘до’: 0.1296\none-hot self-attention"));
    QVERIFY(
        figure.describeAt(cellCentre(figure.panel(2), 0, 0)).endsWith(QStringLiteral("\nhead 2")));
    QVERIFY(figure.describeAt(QPointF(1, 1)).isEmpty());

    // Moving the mouse over a cell shows the same text as a tooltip.
    QTest::mouseMove(&figure, cellCentre(figure.panel(0), 2, 0).toPoint());
    QTRY_COMPARE(QToolTip::text(),
                 QStringLiteral("#3 ‘лабораторные’ → #1 ‘Надо’: 0.1296\none-hot self-attention"));
}

void TestAttentionFigure::badTextKeepsPreviousResults_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("empty sentence") << QString();
    QTest::newRow("spaces only") << QStringLiteral("     ");
    QTest::newRow("tabs and newlines only") << QStringLiteral("\t\n \r\n");
}

void TestAttentionFigure::badTextKeepsPreviousResults() {
    QFETCH(QString, text);
    AttentionDocument document;
    AttentionFigure figure(&document);
    const FigureResults before = document.results();
    QSignalSpy errors(&document, &AttentionDocument::errorOccurred);
    QSignalSpy changes(&document, &AttentionDocument::resultsChanged);

    QVERIFY(!document.setText(text));
    QCOMPARE(errors.count(), 1);
    QCOMPARE(changes.count(), 0);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(QStringLiteral("no words")), qPrintable(message));
    QCOMPARE(document.errorString(), message);
    QCOMPARE(document.text(), AttentionDocument::defaultText());
    QCOMPARE(document.results().tokens, before.tokens);
    QVERIFY(document.results().oneHotWeights == before.oneHotWeights);
    QCOMPARE(figure.heatmapCount(), 5);
    QCOMPARE(figure.heatmap(0)->data()->keySize(), 6);

    QVERIFY(document.setText(QStringLiteral("one two three")));
    QVERIFY(document.errorString().isEmpty());
}

void TestAttentionFigure::figureFollowsDocument() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    QVERIFY(document.setText(QStringLiteral("the cat sat on the mat")));
    QCOMPARE(figure.heatmap(0)->data()->keySize(), 6);
    // "the" appears twice: its two one-hot vectors are equal, so they attend alike.
    QCOMPARE(document.results().vocabulary.size(), 5);
    QCOMPARE(figure.heatmap(0)->data()->cell(4, 0), figure.heatmap(0)->data()->cell(0, 0));
    QVERIFY(document.setHeads(2));
    QCOMPARE(figure.heatmapCount(), 3);
    QVERIFY(document.setTemperature(0.5));
    QCOMPARE(figure.panel(0)->titleElement()->text(),
             QStringLiteral("one-hot self-attention: softmax(x_i · x_j / 0.5)"));
    QVERIFY(!document.setHeads(0));
    QCOMPARE(figure.heatmapCount(), 3);
}

void TestAttentionFigure::oneWordSentence() {
    AttentionDocument document;
    QVERIFY(document.setText(QStringLiteral("attention")));
    AttentionFigure figure(&document);
    layOut(figure, QSize(900, 500));
    QCOMPARE(document.results().oneHotWeights(0, 0), 1.0f);
    QCOMPARE(figure.describeAt(cellCentre(figure.panel(0), 0, 0)),
             QStringLiteral("#1 ‘attention’ → #1 ‘attention’: 1.0000\none-hot self-attention"));
    // Every panel is one cell of weight 1: the top of the colour map.
    const QImage image = figure.grab().toImage();
    for (int i = 0; i < figure.heatmapCount(); ++i) {
        const QRect rect = figure.panel(i)->axisRect()->rect();
        const double dpr = image.devicePixelRatio();
        const QRect pixels(QPoint(int(rect.left() * dpr), int(rect.top() * dpr)),
                           QSize(int(rect.width() * dpr), int(rect.height() * dpr)));
        QVERIFY2(testing::countNear(image, pixels, testing::kViridisHigh) >
                     pixels.width() * pixels.height() / 2,
                 qPrintable(QStringLiteral("panel %1 is not the colour of weight 1").arg(i)));
    }
    const QStringList texts = figureWords(figure, QSize(900, 500));
    const QStringList expected{"one-hot self-attention", "attention", "head 1", "head 4"};
    QVERIFY2(testing::missingPhrases(texts, expected).isEmpty(),
             qPrintable(testing::missingPhrasesReport(texts, expected)));
}

void TestAttentionFigure::longSentenceThinsLabels() {
    QStringList words;
    for (int i = 0; i < 200; ++i)
        words << QStringLiteral("w%1").arg(i);
    AttentionDocument document;
    QVERIFY(document.setText(words.join(QLatin1Char(' '))));
    AttentionFigure figure(&document);
    layOut(figure, QSize(1200, 700));
    QCOMPARE(figure.heatmap(1)->data()->keySize(), 200);
    QCOMPARE(figure.panel(0)->cellDecimals(), 0);
    auto ticker = figure.panel(1)
                      ->axisRect()
                      ->axis(QCPAxis::atLeft)
                      ->ticker()
                      .dynamicCast<QCPAxisTickerText>();
    QVERIFY(ticker);
    QVERIFY2(ticker->ticks().size() < 100, "labels of a long sentence are thinned");
}

void TestAttentionFigure::fontSizeIsClamped() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    QSignalSpy spy(&figure, &AttentionFigure::baseFontPointSizeChanged);
    figure.setBaseFontPointSize(1000);
    QCOMPARE(figure.baseFontPointSize(), AttentionFigure::kMaxFontPointSize);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(figure.panel(0)->axisRect()->axis(QCPAxis::atBottom)->tickLabelFont().pointSizeF(),
             AttentionFigure::kMaxFontPointSize);
}

void TestAttentionFigure::tinyWindowWithHugeTextStillDraws() {
    AttentionDocument document;
    AttentionFigure figure(&document);
    figure.setBaseFontPointSize(AttentionFigure::kMaxFontPointSize);
    layOut(figure, QSize(160, 120));
    QVERIFY(!figure.grab().toImage().isNull());
    QVERIFY(document.setHeads(kMaxHeads));
    layOut(figure, QSize(300, 200));
    QCOMPARE(figure.heatmapCount(), kMaxHeads + 1);
    QVERIFY(!figure.grab().toImage().isNull());
}

QTEST_MAIN(TestAttentionFigure)
#include "tst_attention_figure.moc"
