// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer's head grid and step-through view, offscreen.
#include "ui/explorer/explorercompare.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorergridfigure.h"
#include "ui/explorer/explorerheatmapfigure.h"
#include "ui/explorer/explorerlines.h"
#include "ui/explorer/explorerpage.h"
#include "ui/explorer/explorerpersistence.h"
#include "ui/explorer/explorerstepsfigure.h"
#include "ui/explorer/matrixeditor.h"

#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn::ui;

namespace {

QPointF centreOf(const HeatmapPanel* panel) {
    return QRectF(panel->axisRect()->rect()).center();
}

} // namespace

class TestExplorerViews : public QObject {
    Q_OBJECT

  private slots:
    void gridHasEveryHeadOnOneScale() {
        ExplorerDocument document;
        ExplorerGridFigure grid(&document);
        grid.resize(900, 700);
        grid.replot();
        QCOMPARE(grid.panelCount(), 4);
        for (int i = 0; i < grid.panelCount(); ++i)
            QCOMPARE(grid.panel(i)->colorMap()->colorScale(), grid.colorScale());
        grid.setMeanShown(true);
        QCOMPARE(grid.panelCount(), 5);
        QVERIFY(document.updateSettings([](ExplorerSettings& s) { s.heads = 6; }));
        QCOMPARE(grid.panelCount(), 7);
    }

    void clickingAHeadOpensIt() {
        ExplorerDocument document;
        ExplorerPage page(&document);
        page.resize(1300, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.views()->setCurrentWidget(page.grid());
        page.grid()->replot();
        QSignalSpy spy(page.grid(), &ExplorerGridFigure::headActivated);
        const QPointF centre = centreOf(page.grid()->panel(2));
        QCOMPARE(page.grid()->headAt(centre), 2);
        QTest::mouseClick(page.grid(), Qt::LeftButton, {}, centre.toPoint());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(document.currentHead(), 2);
        QCOMPARE(page.views()->currentWidget(), static_cast<QWidget*>(page.heatmap()));
    }

    void stepsFollowTheKeyboard() {
        ExplorerDocument document;
        ExplorerStepsFigure steps(&document);
        steps.resize(1200, 600);
        QCOMPARE(steps.step(), 0);
        QCOMPARE(steps.panelCount(), 3); // Q, K, V
        QTest::keyClick(&steps, Qt::Key_Right);
        QCOMPARE(steps.step(), 1);
        QVERIFY(steps.caption().contains(
            QStringLiteral("Step 2 of %1").arg(ExplorerStepsFigure::kSteps)));
        QTest::keyClick(&steps, Qt::Key_End);
        QCOMPARE(steps.step(), ExplorerStepsFigure::kSteps - 1);
        QTest::keyClick(&steps, Qt::Key_Right);
        QCOMPARE(steps.step(), ExplorerStepsFigure::kSteps - 1);
        QTest::keyClick(&steps, Qt::Key_Left);
        QCOMPARE(steps.step(), ExplorerStepsFigure::kSteps - 2);
    }

    void stepsFollowTheHighlightedRow() {
        ExplorerDocument document;
        ExplorerStepsFigure steps(&document);
        steps.resize(1200, 600);
        steps.setStep(4);
        document.setHighlightedRow(2);
        const float w = document.steps(0).weights(2, 0);
        QVERIFY2(steps.caption().contains(QString::number(w, 'f', 3)), qPrintable(steps.caption()));
        QVERIFY(steps.caption().contains(QLatin1String("row 3")));
    }

    void stepTooltipsNamePositions() {
        ExplorerDocument document;
        ExplorerStepsFigure steps(&document);
        steps.resize(1200, 600);
        steps.show();
        QVERIFY(QTest::qWaitForWindowExposed(&steps));
        steps.replot();
        const QStringList tokens = document.results().queryTokens;
        const auto cell = [&steps](int panel, int row, int column) {
            const QCPAxisRect* rect = steps.panel(panel)->axisRect();
            return QPointF(rect->axis(QCPAxis::atBottom)->coordToPixel(column),
                           rect->axis(QCPAxis::atLeft)->coordToPixel(row));
        };
        // Q: one vector per token, its columns dimensions rather than keys.
        const QString q = steps.describeAt(cell(0, 2, 0));
        QVERIFY2(q.startsWith(QStringLiteral("#3 ‘%1’, dimension 1: ").arg(tokens[2])),
                 qPrintable(q));
        steps.setStep(1); // Q, K and QKᵀ: queries against keys
        steps.replot();
        QCOMPARE(steps.panelCount(), 3);
        const QString scores = steps.describeAt(cell(2, 2, 0));
        QVERIFY2(scores.startsWith(QStringLiteral("#3 ‘%1’ → #1 ‘%2’: ").arg(tokens[2], tokens[0])),
                 qPrintable(scores));
    }

    void linesFollowHoverAndHeadToggles() {
        ExplorerDocument document;
        QVERIFY(
            document.updateSettings([](ExplorerSettings& s) { s.kind = AttentionKind::Causal; }));
        ExplorerLinesFigure lines(&document);
        lines.resize(800, 600);
        lines.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lines));
        lines.replot();
        const int all = lines.visibleLineCount();
        QVERIFY(all > 0);
        lines.setFocus(0, 0); // the first query attends only to itself under the causal mask
        QCOMPARE(lines.visibleLineCount(), 4);
        lines.setFocus(-1, -1);
        lines.setHeadShown(1, false);
        QVERIFY(lines.visibleLineCount() < all);
        // Hovering the label of key 2 focuses it.
        lines.setHorizontal(false);
        lines.replot();
        const auto hit = lines.tokenAt(
            QPointF(lines.axisRect()->rect().right() + 8, lines.yAxis->coordToPixel(2)));
        QCOMPARE(hit.first, 1);
        QCOMPARE(hit.second, 2);
    }

    void linesSayWhyTheyDrawNothingWithinTheFigure() {
        // A text too long for lines: the note says so in lines as wide as the figure holds
        // (at 18 pt it used to run past both edges).
        ExplorerDocument document;
        QVERIFY(document.updateSettings([](ExplorerSettings& s) {
            s.text = QStringLiteral("word ").repeated(ExplorerLinesFigure::kMaxTokens + 4);
        }));
        ExplorerLinesFigure lines(&document);
        lines.setBaseFontPointSize(18);
        lines.resize(500, 400);
        lines.replot();
        const QList<QCPItemText*> texts = lines.findChildren<QCPItemText*>();
        QCOMPARE(texts.size(), 1);
        QVERIFY(texts[0]->text().contains(QString::number(ExplorerLinesFigure::kMaxTokens)));
        const QFontMetricsF metrics(texts[0]->font());
        for (const QString& line : texts[0]->text().split(QLatin1Char('\n')))
            QVERIFY2(metrics.horizontalAdvance(line) <= 500, qPrintable(line));
    }

    void compareSharesOneScale() {
        ExplorerDocument document;
        ExplorerCompareFigure compare(&document);
        compare.resize(1000, 600);
        compare.setMode(CompareMode::ToggleScaling);
        QCOMPARE(compare.panel(0)->colorMap()->colorScale(), compare.colorScale());
        QCOMPARE(compare.panel(1)->colorMap()->colorScale(), compare.colorScale());
        // The right panel is the same head without ÷√d: its raw scores equal the left's.
        document.setMatrixKind(MatrixKind::ScaledScores);
        const Eigen::MatrixXf unscaled =
            document.variantMatrix(0, MatrixKind::ScaledScores,
                                   [](ExplorerSettings& s) { s.score = attn::ScoreFunction::Dot; });
        QVERIFY((unscaled / std::sqrt(8.0f) - document.currentMatrix()).cwiseAbs().maxCoeff() <
                1e-5f);
        QVERIFY(document.settings().score == attn::ScoreFunction::ScaledDot); // unchanged
        compare.setMode(CompareMode::OtherHead, 2);
        QVERIFY(compare.panel(1)->titleElement() != nullptr);
    }

    void typedMatricesAreReadBack() {
        const Eigen::MatrixXf q = Eigen::MatrixXf::Identity(3, 2), v = Eigen::MatrixXf::Ones(3, 4);
        MatrixEditor editor(q, q, v);
        editor.table(0)->item(2, 1)->setText(QStringLiteral("2.5"));
        Eigen::MatrixXf rq, rk, rv;
        QVERIFY(editor.matrices(rq, rk, rv));
        QCOMPARE(rq(2, 1), 2.5f);
        QCOMPARE(rv.cols(), 4);
        editor.table(1)->item(0, 0)->setText(QStringLiteral("x"));
        QString problem;
        QVERIFY(!editor.matrices(rq, rk, rv, &problem));
        QVERIFY2(problem.startsWith(QLatin1String("K row 1, column 1")), qPrintable(problem));
        ExplorerDocument document;
        QVERIFY(document.updateSettings([&](ExplorerSettings& s) {
            s.customQ = rq;
            s.customK = q;
            s.customV = v;
        }));
        QCOMPARE(document.results().queryTokens, QStringList({"q1", "q2", "q3"}));
    }

    void settingsSurviveARestart() {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        {
            ExplorerDocument document;
            ExplorerPage page(&document);
            QVERIFY(document.updateSettings([](ExplorerSettings& s) {
                s.text = QStringLiteral("Привет мир 🙂");
                s.kind = AttentionKind::Causal;
                s.heads = 2;
            }));
            document.setColorMap(ColorMap::Magma);
            document.setMatrixKind(MatrixKind::MaskedScores);
            saveExplorerState(page, settings);
        }
        ExplorerDocument document;
        ExplorerPage page(&document);
        restoreExplorerState(page, settings);
        QCOMPARE(document.settings().text, QStringLiteral("Привет мир 🙂"));
        QCOMPARE(document.settings().kind, AttentionKind::Causal);
        QCOMPARE(document.results().heads, 2);
        QCOMPARE(document.colorMap(), ColorMap::Magma);
        QCOMPARE(document.matrixKind(), MatrixKind::MaskedScores);
    }
};

QTEST_MAIN(TestExplorerViews)
#include "tst_explorer_views.moc"
