// SPDX-License-Identifier: GPL-3.0-or-later
// The step-through's multi-head steps (the 000 note's shapes and the layer's own matrices),
// its colour bars (one per range of values) and its numbers in cells, offscreen.
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerstepsfigure.h"

#include "ui/plotkit/style.h"
#include "ui/shell/language.h"

#include "tests/support/figure_text_checks.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

using namespace attn::ui;

namespace {

constexpr int kProjections = ExplorerStepsFigure::kHeadSteps; ///< 0-based index of step 7
constexpr int kHeadOutputs = kProjections + 1;
constexpr int kAggregation = kProjections + 2;

/// The matrix panel p of steps draws, read back from its colour map: (rows, columns).
Eigen::MatrixXf drawn(const ExplorerStepsFigure& steps, int p) {
    QCPColorMapData* data = steps.panel(p)->colorMap()->data();
    Eigen::MatrixXf m(data->valueSize(), data->keySize());
    for (int r = 0; r < m.rows(); ++r)
        for (int c = 0; c < m.cols(); ++c)
            m(r, c) = float(data->data(c, r));
    return m;
}

/// The titles (with their shapes) of the panels steps shows.
QStringList titles(const ExplorerStepsFigure& steps) {
    QStringList list;
    for (int p = 0; p < steps.panelCount(); ++p)
        list << steps.panel(p)->shortName();
    return list;
}

QString shape(Eigen::Index rows, Eigen::Index columns) {
    return QStringLiteral("  (%1×%2)").arg(rows).arg(columns);
}

/// Shows step (0-based) at size, laid out and drawn.
void show(ExplorerStepsFigure& steps, int step, QSize size = QSize(1280, 720)) {
    steps.resize(size);
    if (!steps.isVisible()) {
        steps.show();
        QVERIFY(QTest::qWaitForWindowExposed(&steps));
    }
    QCoreApplication::processEvents(); // the resize reaches the plot's viewport
    steps.setStep(step);
    steps.replot();
}

} // namespace

class TestExplorerSteps : public QObject {
    Q_OBJECT

  private slots:
    /// Sizes that all differ (E = 12, H = 3, E_i = E_h = 5, so E_h·H = 15 ≠ E), so a swapped
    /// dimension cannot pass: W_i^Q:(E,E_i), W_i^K:(E_k,E_i), W_i^V:(E_v,E_h), h_i:(N,E_h),
    /// Concat:(N,E_h·H), W^O:(E_h·H,E_a), A:(N,E_a).
    void multiHeadShapesFollowTheNote() {
        ExplorerDocument document;
        QVERIFY(document.updateSettings([](ExplorerSettings& s) {
            s.modelDim = 12;
            s.heads = 3;
            s.headDim = 5;
        }));
        document.setCurrentHead(1);
        const ExplorerResults& r = document.results();
        const int n = r.queryTokens.size(), e = 12, heads = 3, eh = 5, ea = 12;
        ExplorerStepsFigure steps(&document);

        show(steps, kProjections);
        QCOMPARE(titles(steps), QStringList({"X" + shape(n, e), "W_2^Q" + shape(e, eh),
                                             "W_2^K" + shape(e, eh), "W_2^V" + shape(e, eh)}));
        QVERIFY2(steps.caption().contains(QStringLiteral("W_2^Q:(E, E_i) = (12×5)")),
                 qPrintable(steps.caption()));
        ATTN_COMPARE_MATRICES(drawn(steps, 1), r.projections.queryProjection(1), 1e-6);
        ATTN_COMPARE_MATRICES(drawn(steps, 3), r.projections.valueProjection(1), 1e-6);

        show(steps, kHeadOutputs);
        QCOMPARE(steps.panelCount(), heads);
        for (int h = 0; h < heads; ++h) {
            QCOMPARE(steps.panel(h)->shortName(), QStringLiteral("h_%1").arg(h + 1) + shape(n, eh));
            // Every head's output is that head's step 6 output.
            ATTN_COMPARE_MATRICES(drawn(steps, h), document.steps(h).output, 1e-5);
        }

        show(steps, kAggregation);
        QCOMPARE(titles(steps), QStringList({"Concat(h_1…h_3)" + shape(n, eh * heads),
                                             "W^O" + shape(eh * heads, ea), "A" + shape(n, ea)}));
        ATTN_COMPARE_MATRICES(drawn(steps, 1), r.projections.wo, 1e-6);
        ATTN_COMPARE_MATRICES(drawn(steps, 2), r.output, 1e-5); // the layer's output
        QVERIFY2(steps.caption().contains(QStringLiteral("W^O:(E_h·H, E_a) = (15×12)")),
                 qPrintable(steps.caption()));
    }

    void averageHasNoOutputProjection() {
        ExplorerDocument document;
        QVERIFY(document.updateSettings(
            [](ExplorerSettings& s) { s.aggregation = attn::HeadAggregation::Average; }));
        const ExplorerResults& r = document.results();
        ExplorerStepsFigure steps(&document);
        show(steps, kAggregation);
        QCOMPARE(steps.panelCount(), 2);
        QCOMPARE(steps.panel(1)->shortName(),
                 QStringLiteral("A = average") + shape(r.queryTokens.size(), r.headDim));
        ATTN_COMPARE_MATRICES(drawn(steps, 1), r.output, 1e-5);
        Eigen::MatrixXf mean = Eigen::MatrixXf::Zero(r.output.rows(), r.output.cols());
        for (int h = 0; h < r.heads; ++h)
            mean += document.steps(h).output / float(r.heads);
        ATTN_COMPARE_MATRICES(drawn(steps, 1), mean, 1e-5);
        QVERIFY(steps.caption().contains(QLatin1String("no W^O")));
        QCOMPARE(steps.colorScaleCount(), 1); // the average lies within the heads' range
    }

    void customMatricesFormOneHead() {
        ExplorerDocument document;
        Eigen::MatrixXf v(3, 2);
        v << 1, 2, 3, 4, 5, 6;
        QVERIFY(document.updateSettings([&](ExplorerSettings& s) {
            s.customQ = Eigen::MatrixXf::Identity(3, 3);
            s.customK = Eigen::MatrixXf::Identity(3, 3);
            s.customV = v;
        }));
        ExplorerStepsFigure steps(&document);
        show(steps, kProjections);
        QVERIFY2(steps.caption().contains(QLatin1String("one head")), qPrintable(steps.caption()));
        show(steps, kAggregation);
        QCOMPARE(steps.panelCount(), 1);
        QVERIFY2(steps.caption().contains(QLatin1String("no W^O")), qPrintable(steps.caption()));
        ATTN_COMPARE_MATRICES(drawn(steps, 0), document.results().output, 1e-6);
    }

    void matricesOfOneRangeShareAColourBar() {
        ExplorerDocument document;
        ExplorerStepsFigure steps(&document);
        show(steps, 0); // Q, K, V: token vectors on one diverging scale
        QCOMPARE(steps.colorScaleCount(), 1);
        const QCPRange qkv = steps.colorScale(0)->dataRange();
        const attn::AttentionSteps& s = document.steps(0);
        const float largest = std::max(
            {s.q.cwiseAbs().maxCoeff(), s.k.cwiseAbs().maxCoeff(), s.v.cwiseAbs().maxCoeff()});
        QCOMPARE(qkv.upper, double(largest));
        QCOMPARE(qkv.lower, -double(largest));
        for (int p = 0; p < 3; ++p)
            QCOMPARE(steps.panel(p)->colorMap()->colorScale(), steps.colorScale(0));

        show(steps, 4); // masked scores and weights: two ranges, two bars
        QCOMPARE(steps.colorScaleCount(), 2);
        QCOMPARE(steps.panel(1)->colorMap()->colorScale(), steps.colorScale(1));
        QCOMPARE(steps.colorScale(1)->dataRange(), QCPRange(0, 1));
        QCOMPARE(steps.colorScale(1)->axis()->label(), QStringLiteral("attention weight"));

        show(steps, kAggregation); // heads' outputs, W^O and A
        QCOMPARE(steps.colorScaleCount(), 3);
        QCOMPARE(steps.colorScale(1)->dataRange().upper,
                 double(document.results().projections.wo.cwiseAbs().maxCoeff()));
        // Each bar lines up with its matrices: same top and bottom.
        const QRect cells = steps.panel(2)->axisRect()->rect();
        const QRect bar = steps.colorScale(2)->axis()->axisRect()->rect();
        QCOMPARE(bar.top(), cells.top());
        QCOMPARE(bar.bottom(), cells.bottom());
        QVERIFY(bar.left() > cells.right());
    }

    void panelsTooNarrowSideBySideTakeMoreRows() {
        // The aggregation step's three matrices, each with a colour bar, in 780 pixels at 18 pt:
        // side by side each was a sliver a few pixels wide; now two to a row, each at least
        // three lines wide.
        ExplorerDocument document;
        ExplorerStepsFigure steps(&document);
        steps.setBaseFontPointSize(18);
        show(steps, kAggregation, QSize(780, 575));
        const double line =
            QFontMetricsF(steps.panel(0)->axisRect()->axis(QCPAxis::atLeft)->tickLabelFont())
                .height();
        for (int p = 0; p < 3; ++p)
            QVERIFY2(steps.panel(p)->axisRect()->rect().width() >= 3 * line,
                     qPrintable(QString::number(steps.panel(p)->axisRect()->rect().width())));
        QVERIFY(steps.panel(2)->axisRect()->rect().top() >
                steps.panel(0)->axisRect()->rect().bottom());
        show(steps, kAggregation, QSize(1600, 900)); // room again: one row
        QCOMPARE(steps.panel(2)->axisRect()->rect().top(),
                 steps.panel(0)->axisRect()->rect().top());
    }

    void largeCellsShowTheirNumbers() {
        ExplorerDocument document;
        QVERIFY(document.updateSettings([](ExplorerSettings& s) {
            s.text = QStringLiteral("the cat sat");
            s.headDim = 4;
        }));
        ExplorerStepsFigure steps(&document);
        show(steps, 4); // masked scores and weights, 3×3 each
        QVERIFY2(steps.panel(1)->cellDecimals() >= 2, "no numbers in large cells");
        show(steps, kAggregation); // 3×16, 16×32 and 3×32: too many cells for numbers
        QCOMPARE(steps.panel(2)->cellDecimals(), 0);
        show(steps, 4, QSize(320, 200)); // cells too small to hold a number legibly
        QCOMPARE(steps.panel(1)->cellDecimals(), 0);
    }

    void weightMatrixTooltipsNameRowAndColumn() {
        ExplorerDocument document;
        ExplorerStepsFigure steps(&document);
        show(steps, kProjections);
        const QCPAxisRect* rect = steps.panel(1)->axisRect(); // W_1^Q
        const QPointF pixel(rect->axis(QCPAxis::atBottom)->coordToPixel(1),
                            rect->axis(QCPAxis::atLeft)->coordToPixel(2));
        const float w = document.results().projections.wq(2, 1);
        const QString text = steps.describeAt(pixel);
        QVERIFY2(text.startsWith(QStringLiteral("row 3, column 2: %1").arg(formatNumber(w, 4))),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("W_1^Q")), qPrintable(text));
    }

    /// In every language a score's tooltip names its key token, not a "dimension" (the
    /// columns were told apart by the English axis title).
    /// Each of the nine steps at 18 pt on a 1280x720 projector, in each language: no title,
    /// caption or axis label elided or wider than its room (narrow matrices take the compact
    /// "dim." under their columns).
    void everyStepReadsAtEighteenPoints_data() {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "ru", "zh_CN", "fa"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void everyStepReadsAtEighteenPoints() {
        QFETCH(QString, language);
        Language::setLanguage(language);
        ExplorerDocument document;
        ExplorerStepsFigure steps(&document);
        steps.setBaseFontPointSize(18);
        for (int step = 0; step < ExplorerStepsFigure::kSteps; ++step) {
            show(steps, step);
            verifyTextsFit(&steps, QStringLiteral("%1, step %2").arg(language).arg(step + 1));
        }
        Language::setLanguage(QStringLiteral("en"));
    }

    void scoreTooltipsNameTheKeyInRussian() {
        Language::setLanguage(QStringLiteral("ru"));
        ExplorerDocument document;
        ExplorerStepsFigure steps(&document);
        show(steps, 1);                                                            // QKᵀ
        const QCPAxisRect* rect = steps.panel(steps.panelCount() - 1)->axisRect(); // QKᵀ
        const QPointF pixel(rect->axis(QCPAxis::atBottom)->coordToPixel(2),
                            rect->axis(QCPAxis::atLeft)->coordToPixel(1));
        const QString text = steps.describeAt(pixel);
        Language::setLanguage(QStringLiteral("en"));
        const QString key = document.results().keyTokens[2];
        QVERIFY2(text.contains(key) && !text.contains(QStringLiteral("измерение")),
                 qPrintable(text));
    }
};

QTEST_MAIN(TestExplorerSteps)
#include "tst_explorer_steps.moc"
