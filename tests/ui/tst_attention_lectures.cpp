// The pooling, scores, sqrt-d and dictionary demonstrations of the Lectures tab as a teacher
// drives them: each builds offscreen, its controls change its document and redraw the figure,
// hovering gives exact values, the text scales, a change the core rejects leaves the document
// as it was, and the figure exports.
#include "ui/lectures/dictionarydemo.h"
#include "ui/lectures/dictionarydocument.h"
#include "ui/lectures/lecturedemo.h"
#include "ui/lectures/poolingdemo.h"
#include "ui/lectures/poolingdocument.h"
#include "ui/lectures/poolingplot.h"
#include "ui/lectures/scoresdemo.h"
#include "ui/lectures/scoresdocument.h"
#include "ui/lectures/sqrtddemo.h"
#include "ui/lectures/sqrtddocument.h"
#include "ui/shell/figureexport.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontMetricsF>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
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

int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return colours.size();
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
        for (const char* name : kNames)
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void everyDemoIsRegisteredAndExports() {
        QFETCH(QString, name);
        std::unique_ptr<LectureDemo> demo = create(name);
        QVERIFY2(demo, qPrintable(name));
        QCustomPlot* plot = demo->exportPlot();
        QVERIFY(plot);
        QVERIFY(plot->plottableCount() > 0);
        QVERIFY(plot->axisRectCount() >= 2); // one figure, several panels
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.png"));
        attn::ui::ExportOptions size;
        size.width = 800;
        size.height = 450;
        QCOMPARE(exportFigure(*plot, path, size), QString());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(800, 450));
        QVERIFY(distinctColours(image) > 20);
        QVERIFY(!demo->findChild<QLabel*>(QStringLiteral("formulaLabel"))->text().isEmpty());
    }

    void fontsFollowTheBaseSize_data() { everyDemoIsRegisteredAndExports_data(); }
    void fontsFollowTheBaseSize() {
        QFETCH(QString, name);
        std::unique_ptr<LectureDemo> demo = create(name);
        demo->setBaseFontPointSize(20);
        auto* plot = static_cast<LecturePlot*>(demo->exportPlot());
        QCOMPARE(plot->baseFontPointSize(), 20.0);
        QCOMPARE(demo->findChild<QLabel*>(QStringLiteral("formulaLabel"))->font().pointSizeF(),
                 20.0);
        QCOMPARE(plot->axisRect(0)->axis(QCPAxis::atLeft)->tickLabelFont().pointSizeF(), 20.0);
    }

    void poolingSigmaRedrawsAndFitSharpens() {
        PoolingDemo demo;
        const PoolingDocument& doc = *demo.document();
        const QVector<double> before = values(demo.plot()->estimateGraph());
        QSignalSpy spy(demo.document(), &LectureDocument::changed);
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
        QSignalSpy spy(demo.document(), &LectureDocument::changed);
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
        demo.table()->item(2, 0)->setText(QStringLiteral("colour"));
        QCOMPARE(doc.settings().entries[2].key, std::string("colour"));
        QCOMPARE(doc.results().exactIndex, 2);
        QCOMPARE(largest(), 2);
        QVERIFY(
            exactLookupText(doc.settings(), doc.results()).contains(QStringLiteral("'pickup'")));
        // An empty key is refused with a message; the previous entries stay.
        QSignalSpy status(&demo, &LectureDemo::statusMessage);
        demo.table()->item(0, 0)->setText(QString());
        QCOMPARE(status.count(), 1);
        QCOMPARE(doc.settings().entries[0].key, std::string("color"));
        QCOMPARE(demo.table()->item(0, 0)->text(), QStringLiteral("color"));
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
        QSignalSpy changed(document, &LectureDocument::changed);
        QSignalSpy rejected(document, &LectureDocument::rejected);
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
