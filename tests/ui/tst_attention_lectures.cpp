// SPDX-License-Identifier: GPL-3.0-or-later
// The pooling, scores, sqrt-d and dictionary demonstrations of the Lectures tab as a teacher
// drives them: each builds offscreen, its controls change its document and redraw the figure,
// hovering gives exact values, the text scales, a change the core rejects leaves the document
// as it was, and the figure exports.
#include "tests/support/find_child.h"
#include "tests/support/image_checks.h"
#include "ui/common/figureexport.h"
#include "ui/lectures/dictionary/dictionarydemo.h"
#include "ui/lectures/dictionary/dictionarydocument.h"
#include "ui/lectures/lecturedemo.h"
#include "ui/lectures/pooling/poolingdemo.h"
#include "ui/lectures/pooling/poolingdocument.h"
#include "ui/lectures/pooling/poolingfigure.h"
#include "ui/lectures/scores/scoresdemo.h"
#include "ui/lectures/scores/scoresdocument.h"
#include "ui/lectures/sqrtd/sqrtddemo.h"
#include "ui/lectures/sqrtd/sqrtddocument.h"
#include "ui/plotkit/style.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontMetricsF>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

#include <algorithm>
#include <memory>

using namespace attn::ui;

namespace {

const char* const kNames[] = {"pooling", "scores", "sqrt-d", "dictionary"};

std::unique_ptr<LectureDemo> create(const QString& name) {
    for (const LectureDemoInfo& info : lectureDemos())
        if (info.name == name) {
            std::unique_ptr<LectureDemo> demo(info.create(nullptr));
            demo->resize(1400, 800);
            return demo;
        }
    return nullptr;
}

/// Kernel pooling: the weights' heat maps (see testing::kernelWeightsProblem) and the curves
/// above them, drawn in the palette's colours.
void verifyPooling(const QImage& image) {
    const QString weights = testing::kernelWeightsProblem(image, 0.2);
    QVERIFY2(weights.isEmpty(), qPrintable(weights));
    const QRect curves(0, 0, image.width() * 2 / 3, image.height() / 2);
    for (const QColor& colour : {palette::kGreen, palette::kBlue, palette::kVermillion})
        QVERIFY2(testing::countNear(image, curves, colour.rgb(), 40) > 200,
                 qPrintable(QStringLiteral("no curve in ") + colour.name()));
}

/// -1, 0 or +1: the side of the diverging map a cell's colour is on.
int side(QRgb p) {
    return qRed(p) > qBlue(p) + 12 ? 1 : qBlue(p) > qRed(p) + 12 ? -1 : 0;
}

/// Each of the four score maps shows its panel's scores: every cell whose score is not near 0
/// is on the side of the diverging map that the score's sign says.
void verifyScores(const QImage& image, const attn::ScoreComparison& results) {
    const QVector<QRect> maps =
        testing::wideBlocks(image, [](QRgb p) { return testing::isInk(p); });
    QVERIFY2(maps.size() == 4, qPrintable(QStringLiteral("%1 score maps").arg(maps.size())));
    const float scale = std::max(std::abs(results.scoreMin), std::abs(results.scoreMax));
    int signed_ = 0;
    for (int p = 0; p < 4; ++p) {
        const Eigen::MatrixXf& scores = results.panels[size_t(p)].scores;
        const int rows = int(scores.rows()), columns = int(scores.cols());
        for (int q = 0; q < rows; ++q)
            for (int k = 0; k < columns; ++k) {
                const float score = scores(q, k);
                if (std::abs(score) < 0.2f * scale) continue;
                ++signed_;
                QVERIFY2(side(testing::cellColour(image, maps[p], rows, columns, q, k)) ==
                             (score > 0 ? 1 : -1),
                         qPrintable(QString::asprintf("panel %d (%d, %d): score %g on the other "
                                                      "side",
                                                      p, q, k, double(score))));
            }
    }
    QVERIFY2(signed_ > 12, "too few clearly signed scores to tell");
}

/// softmax(q·k) (left) and softmax(q·k/√d) (right) drawn from the document's rows: a weight
/// near 1 is bright, a weight below 0.3 dark, in both maps.
void verifySqrtD(const QImage& image, const attn::SoftmaxRowsExample& rows) {
    const QImage bottom = image.copy(0, image.height() / 2, image.width(), image.height() / 2);
    const QVector<QRect> maps = testing::wideBlocks(bottom, testing::coloured, 0.3);
    QVERIFY2(maps.size() == 2, qPrintable(QStringLiteral("%1 heat maps").arg(maps.size())));
    int bright = 0;
    for (int m = 0; m < 2; ++m) {
        const Eigen::MatrixXf& weights = m == 0 ? rows.unscaled : rows.scaled;
        const int r = int(weights.rows()), c = int(weights.cols());
        const QVector<int> cells = testing::cellBrightness(bottom, maps[m], r, c);
        for (int i = 0; i < r; ++i)
            for (int j = 0; j < c; ++j) {
                const float w = weights(i, j);
                const int gray = cells[i * c + j];
                bright += w > 0.8f ? 1 : 0;
                QVERIFY2(w > 0.8f   ? gray > 150
                         : w < 0.3f ? gray < 110
                                    : true,
                         qPrintable(QString::asprintf("map %d (%d, %d): weight %g, brightness %d",
                                                      m, i, j, double(w), gray)));
            }
    }
    QVERIFY2(bright >= 3, "softmax(q·k) is not near one-hot");
}

/// The row of attention is brightest at the key with the largest weight.
void verifyDictionary(const QImage& image, const Eigen::VectorXf& weights) {
    const QImage bottom = image.copy(0, image.height() / 2, image.width(), image.height() / 2);
    const QRect row = testing::widestBlock(bottom, testing::coloured, 0.1); // a row of cells
    QVERIFY2(row.width() > image.width() / 2, "no row of attention");
    Eigen::Index hottest = 0;
    weights.maxCoeff(&hottest);
    QCOMPARE(testing::brightestCell(bottom, row, 1, int(weights.size())), QPoint(int(hottest), 0));
}

void verifyPicture(LectureDemo* demo, const QImage& image) {
    if (qobject_cast<PoolingDemo*>(demo)) verifyPooling(image);
    if (auto* scores = qobject_cast<ScoresDemo*>(demo))
        verifyScores(image, scores->document()->results());
    if (auto* sqrtD = qobject_cast<SqrtDDemo*>(demo))
        verifySqrtD(image, sqrtD->document()->results().rows);
    if (auto* dictionary = qobject_cast<DictionaryDemo*>(demo))
        verifyDictionary(image, dictionary->document()->results().weights);
}

QVector<double> values(const QCPGraph* graph) {
    QVector<double> v;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        v << it->value;
    return v;
}

/// The plot laid out at 1100 x 750, so pixel positions mean something (a hidden widget gets
/// no resize event, so the viewport is set directly).
void layOut(QCustomPlot* plot) {
    plot->resize(1100, 750);
    plot->setViewport(QRect(0, 0, 1100, 750));
    plot->replot();
}

QFont axisFont(const QCPAxisRect* rect) {
    return rect->axis(QCPAxis::atBottom)->tickLabelFont();
}

QPoint centreOf(const QCPAbstractPlottable* p) {
    return p->keyAxis()->axisRect()->rect().center();
}

} // namespace

class TestAttentionLectures : public QObject {
    Q_OBJECT

  private slots:
    void cleanupTestCase() {
        QDir(QDir::homePath() + QStringLiteral("/.config/Unknown Organization"))
            .removeRecursively();
    }

    void everyDemoIsRegisteredAndExports_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("phrases"); ///< words the figure must show
        const QStringList phrases[] = {
            {"f(x) = Σ α(x, xᵢ) yᵢ with σ = 0.5 and w = 1", "Leave-one-out L(w)", "samples",
             "true f(x)", "estimate σ = 0.5", "estimate w = 1", "α with σ = 0.5 (rows sum to 1)",
             "key xᵢ", "weight α"},
            {"dot", "q·k", "scaled dot", "q·k/√d", "bilinear", "qᵀW k", "additive",
             "score (one scale for all four)",
             "q: 4 queries of size d_q = 4, k: 6 keys of size d_k = 4."},
            {"q·k, d = 64:", "variance", "Largest weight:", "mean over 16 keys",
             "softmax(q·k): near one-hot", "softmax(q·k/√d): spread", "1/16"},
            {"Scores q·k/√D for the query 'kind'", "Weights softmax(score / 4)",
             "One row of attention: query × keys", "color", "type", "d['kind'] → KeyError: 'kind'",
             "Attention lookup:"}};
        for (int i = 0; i < 4; ++i)
            QTest::newRow(kNames[i]) << QString::fromLatin1(kNames[i]) << phrases[i];
    }
    void everyDemoIsRegisteredAndExports() {
        QFETCH(QString, name);
        QFETCH(QStringList, phrases);
        std::unique_ptr<LectureDemo> demo = create(name);
        QVERIFY2(demo, qPrintable(name));
        QCustomPlot* plot = demo->exportPlot();
        QVERIFY(plot);
        QVERIFY(plot->plottableCount() > 0);
        QVERIFY(plot->axisRectCount() >= 2); // one figure, several panels
        QVERIFY(!demo->findChild<QLabel*>(QStringLiteral("formulaLabel"))->text().isEmpty());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.png"));
        attn::ui::ExportOptions size;
        size.width = 800;
        size.height = 450;
        QCOMPARE(exportFigure(*plot, path, size), QString());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(800, 450));
        verifyPicture(demo.get(), image);
        if (QTest::currentTestFailed()) return;
        const QString svg = dir.filePath(QStringLiteral("figure.svg"));
        QCOMPARE(exportFigure(*plot, svg, size), QString());
        ATTN_VERIFY_SVG_TEXT(svg, phrases);
    }

    void fontsFollowTheBaseSize_data() { everyDemoIsRegisteredAndExports_data(); }
    void fontsFollowTheBaseSize() {
        QFETCH(QString, name);
        std::unique_ptr<LectureDemo> demo = create(name);
        demo->setBaseFontPointSize(20);
        auto* plot = static_cast<PanelFigure*>(demo->exportPlot());
        QCOMPARE(plot->baseFontPointSize(), 20.0);
        QCOMPARE(demo->findChild<QLabel*>(QStringLiteral("formulaLabel"))->font().pointSizeF(),
                 20.0);
        QCOMPARE(plot->axisRect(0)->axis(QCPAxis::atLeft)->tickLabelFont().pointSizeF(), 20.0);
    }

    void poolingSigmaRedrawsAndFitSharpens() {
        PoolingDemo demo;
        const PoolingDocument& doc = *demo.document();
        const QVector<double> before = values(demo.plot()->estimateGraph());
        QSignalSpy spy(demo.document(), &LectureDocument::resultsChanged);
        auto* sigma = demo.findChild<QDoubleSpinBox*>(QStringLiteral("sigmaSpinBox"));
        sigma->setValue(0.1);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(doc.settings().sigma, 0.1);
        const QVector<double> after = values(demo.plot()->estimateGraph());
        QCOMPARE(after.size(), before.size());
        QVERIFY(after != before);
        // The heatmap shows the new weights: a narrow kernel puts more weight on one key.
        QVERIFY(doc.results().weights.maxCoeff() > 0.3f);

        const double startLoss = doc.results().fit.startLoss;
        QSignalSpy status(&demo, &LectureDemo::statusMessage);
        demo.findChild<QPushButton*>(QStringLiteral("fitButton"))->click();
        QVERIFY(doc.results().fitted);
        QCOMPARE(float(doc.settings().w), doc.results().fit.w);
        QVERIFY(doc.results().wLoss < startLoss);
        QVERIFY(demo.plot()->fittedWeightMap());
        QVERIFY(demo.readoutLabel()->text().contains(QStringLiteral("fitted")));
        // The spin box shows w to its 3 decimals.
        QVERIFY(std::abs(demo.findChild<QDoubleSpinBox*>(QStringLiteral("wSpinBox"))->value() -
                         doc.settings().w) < 5e-4);
        QCOMPARE(status.count(), 1);
        QVERIFY(status.first().first().toString().startsWith(QStringLiteral("Fitted w = ")));
        // More noise: new samples, the fit is no longer claimed for them.
        demo.findChild<QDoubleSpinBox*>(QStringLiteral("noiseSpinBox"))->setValue(1.0);
        QVERIFY(!doc.results().fitted);
    }

    void poolingHoverGivesTheWeight() {
        PoolingDemo demo;
        layOut(demo.plot());
        const QString text = demo.plot()->describeAt(centreOf(demo.plot()->weightMap()));
        QVERIFY2(text.contains(QStringLiteral("α = ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("query x = ")), qPrintable(text));
        // A point of the estimate curve.
        const QCPGraph* g = demo.plot()->estimateGraph();
        const auto point = g->data()->at(20);
        const QPointF pixel = g->coordsToPixels(point->key, point->value);
        const QString curve = demo.plot()->describeAt(pixel);
        QVERIFY2(curve.contains(QStringLiteral("estimate")), qPrintable(curve));
    }

    void labelsKeepApartAtProjectorSize() {
        // 18 points in the room a 1280x720 screen leaves the figure: no two tick labels of an
        // axis overlap, and no legend hides much more than a third of its panel.
        PoolingDemo demo;
        QCustomPlot* plot = demo.plot();
        demo.setBaseFontPointSize(18);
        plot->resize(630, 620);
        plot->setViewport(QRect(0, 0, 630, 620));
        plot->replot();
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes()) {
                if (!axis->visible() || !axis->tickLabels()) continue;
                const QFontMetricsF metrics(axis->tickLabelFont());
                const bool sideBySide =
                    axis->orientation() == Qt::Horizontal && axis->tickLabelRotation() == 0;
                QVector<QPair<double, double>> spans; // pixel centre, half extent
                for (int i = 0; i < axis->tickVector().size(); ++i) {
                    const double tick = axis->tickVector()[i];
                    const QString label = axis->tickVectorLabels().value(i);
                    if (!axis->range().contains(tick) || label.isEmpty()) continue;
                    const double half =
                        (sideBySide ? metrics.horizontalAdvance(label) : metrics.height()) / 2;
                    spans.append({axis->coordToPixel(tick), half});
                }
                std::sort(spans.begin(), spans.end());
                for (int i = 1; i < spans.size(); ++i)
                    QVERIFY2(spans[i].first - spans[i - 1].first >=
                                 spans[i].second + spans[i - 1].second,
                             qPrintable(QStringLiteral("%1 axis of '%2': labels %3 px apart")
                                            .arg(axis->orientation() == Qt::Horizontal ? "x" : "y")
                                            .arg(axis->label())
                                            .arg(spans[i].first - spans[i - 1].first)));
            }
        for (QCPAxisRect* rect : plot->axisRects())
            for (int i = 0; i < rect->insetLayout()->elementCount(); ++i)
                if (auto* legend = qobject_cast<QCPLegend*>(rect->insetLayout()->elementAt(i))) {
                    const double hidden =
                        double(legend->outerRect().width()) * legend->outerRect().height() /
                        (double(rect->outerRect().width()) * rect->outerRect().height());
                    const bool smallest =
                        legend->font().pointSizeF() <= 0.61 * axisFont(rect).pointSizeF();
                    QVERIFY2(hidden <= 0.36 || smallest, qPrintable(QString::number(hidden)));
                }
    }

    void scoresSayWhyDotIsUndefined() {
        ScoresDemo demo;
        QVERIFY(demo.plot()->maps()[0] && demo.plot()->maps()[1]);
        demo.findChild<QSpinBox*>(QStringLiteral("dkSpinBox"))->setValue(7);
        QCOMPARE(demo.document()->results().k.cols(), 7);
        QVERIFY(!demo.plot()->maps()[0] && !demo.plot()->maps()[1]);
        QVERIFY(demo.plot()->maps()[2] && demo.plot()->maps()[3]);
        bool noted = false;
        for (int i = 0; i < demo.plot()->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(demo.plot()->item(i)))
                noted = noted || text->text().contains(QStringLiteral("not defined"));
        QVERIFY(noted);
        // One colour scale: the shared score range, or [0, 1] for weights.
        const QCPRange range = demo.plot()->colorScale()->dataRange();
        QVERIFY(range.upper >= demo.document()->results().scoreMax &&
                range.lower <= demo.document()->results().scoreMin);
        demo.findChild<QComboBox*>(QStringLiteral("showComboBox"))->setCurrentIndex(1);
        QCOMPARE(demo.plot()->colorScale()->dataRange(), QCPRange(0, 1));
        layOut(demo.plot());
        const QString text = demo.plot()->describeAt(centreOf(demo.plot()->maps()[3]));
        QVERIFY2(text.contains(QStringLiteral("weight = ")), qPrintable(text));
    }

    void sqrtDSliderMovesTheVariance() {
        SqrtDDemo demo;
        const SqrtDResults& results = demo.document()->results();
        QSignalSpy spy(demo.document(), &LectureDocument::resultsChanged);
        demo.findChild<QDoubleSpinBox*>(QStringLiteral("dimSpinBox"))->setValue(256);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(results.samples.dim, 256);
        QVERIFY(std::abs(results.samples.dotVariance / 256 - 1) < 0.15);
        QVERIFY(std::abs(results.samples.scaledVariance - 1) < 0.15);
        // The unscaled histogram spans ±4.5·√256 = ±72.
        const QCPBars* bars = demo.plot()->unscaledHistogram();
        QVERIFY(std::abs(bars->keyAxis()->range().upper - 72) < 1e-9);
        QVERIFY(demo.readoutLabel()->text().contains(QStringLiteral("256")));
    }

    void dictionaryQueryAndTableRedraw() {
        DictionaryDemo demo;
        const DictionaryDocument& doc = *demo.document();
        auto* query = demo.findChild<QLineEdit*>(QStringLiteral("queryEdit"));
        query->setText(QStringLiteral("colour"));
        auto largest = [&demo] {
            const QCPBars* bars = demo.plot()->weightBars();
            int best = 0;
            for (int i = 1; i < bars->data()->size(); ++i)
                if (bars->data()->at(i)->value > bars->data()->at(best)->value) best = i;
            return best;
        };
        QCOMPARE(largest(), 0); // color
        QCOMPARE(doc.results().exactIndex, -1);
        // Rename the key "type" to "colour": now an exact hit.
        child<QTableWidget>(&demo, "dictionaryTable")
            ->item(2, 0)
            ->setText(QStringLiteral("colour"));
        QCOMPARE(doc.settings().entries[2].key, std::string("colour"));
        QCOMPARE(doc.results().exactIndex, 2);
        QCOMPARE(largest(), 2);
        QVERIFY(
            exactLookupText(doc.settings(), doc.results()).contains(QStringLiteral("'pickup'")));
        // An empty key is refused with a message; the previous entries stay.
        QSignalSpy status(&demo, &LectureDemo::statusMessage);
        child<QTableWidget>(&demo, "dictionaryTable")->item(0, 0)->setText(QString());
        QCOMPARE(status.count(), 1);
        QCOMPARE(doc.settings().entries[0].key, std::string("color"));
        QCOMPARE(child<QTableWidget>(&demo, "dictionaryTable")->item(0, 0)->text(),
                 QStringLiteral("color"));
        // Hovering the bar of "colour" gives its exact weight and value.
        layOut(demo.plot());
        const QCPBars* bars = demo.plot()->weightBars();
        const QPointF pixel(bars->keyAxis()->coordToPixel(2),
                            bars->valueAxis()->coordToPixel(doc.results().weights(2) / 2));
        const QString text = demo.plot()->describeAt(pixel);
        QVERIFY2(text.contains(QStringLiteral("'pickup'")), qPrintable(text));
        QVERIFY2(text.contains(lectureNumber(doc.results().weights(2))), qPrintable(text));
    }

    void documentsKeepTheirStateWhenTheCoreRejectsAChange_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("pooling sigma 0") << "pooling"
                                         << "sigma";
        QTest::newRow("pooling w 1000") << "pooling"
                                        << "w must be";
        QTest::newRow("scores d_q 0") << "scores"
                                      << "d_q";
        QTest::newRow("sqrt-d d 5000") << "sqrt-d"
                                       << "d must be";
        QTest::newRow("sqrt-d N 10") << "sqrt-d"
                                     << "draws";
        QTest::newRow("dictionary temperature 0") << "dictionary"
                                                  << "temperature";
        QTest::newRow("dictionary 25 entries") << "dictionary"
                                               << "at most 24 entries";
        QTest::newRow("dictionary empty key") << "dictionary"
                                              << "key";
    }
    void documentsKeepTheirStateWhenTheCoreRejectsAChange() {
        QFETCH(QString, name);
        QFETCH(QString, mentions);
        const QString row = QString::fromLatin1(QTest::currentDataTag());
        std::unique_ptr<LectureDemo> demo = create(name);
        auto* document = demo->findChild<LectureDocument*>();
        QVERIFY(document);
        QSignalSpy changed(document, &LectureDocument::resultsChanged);
        QSignalSpy rejected(document, &LectureDocument::errorOccurred);
        QSignalSpy status(demo.get(), &LectureDemo::statusMessage);
        const QImage before = demo->exportPlot()->toPixmap(600, 400).toImage();
        bool applied = true;
        if (auto* pooling = qobject_cast<PoolingDocument*>(document)) {
            PoolingSettings s = pooling->settings();
            (row.contains("sigma") ? s.sigma : s.w) = row.contains("sigma") ? 0 : 1000;
            applied = pooling->setSettings(s);
            QCOMPARE(pooling->settings().sigma, PoolingSettings().sigma);
        } else if (auto* scores = qobject_cast<ScoresDocument*>(document)) {
            ScoresSettings s = scores->settings();
            s.sizes.queryDim = 0;
            applied = scores->setSettings(s);
            QCOMPARE(scores->results().q.cols(),
                     Eigen::Index(attn::ScoreComparisonSettings().queryDim));
        } else if (auto* sqrtD = qobject_cast<SqrtDDocument*>(document)) {
            SqrtDSettings s = sqrtD->settings();
            (row.contains("5000") ? s.dim : s.draws) = row.contains("5000") ? 5000 : 10;
            applied = sqrtD->setSettings(s);
            QCOMPARE(sqrtD->results().samples.dim, SqrtDSettings().dim);
        } else if (auto* dictionary = qobject_cast<DictionaryDocument*>(document)) {
            DictionarySettings s = dictionary->settings();
            if (row.contains("temperature")) s.temperature = 0;
            if (row.contains("25")) s.entries.resize(25, {"k", "v"});
            if (row.contains("empty")) s.entries[0].key.clear();
            applied = dictionary->setSettings(s);
            QCOMPARE(dictionary->settings().entries.size(), size_t(3));
            QCOMPARE(dictionary->settings().temperature, DictionarySettings().temperature);
        }
        QVERIFY(!applied);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(rejected.count(), 1);
        QVERIFY2(document->errorString().contains(mentions), qPrintable(document->errorString()));
        QCOMPARE(status.count(), 1);
        QVERIFY(status.first().first().toString().startsWith(QStringLiteral("Not applied: ")));
        // The figure still shows the old settings.
        QCOMPARE(demo->exportPlot()->toPixmap(600, 400).toImage(), before);
    }
};

QTEST_MAIN(TestAttentionLectures)
#include "tst_attention_lectures.moc"
