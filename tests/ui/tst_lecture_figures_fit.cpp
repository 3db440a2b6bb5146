// SPDX-License-Identifier: GPL-3.0-or-later
// The Lectures tab's figures laid out as a class sees them, at the default text size and at
// 18 pt on a 1280×720 projector: no title or axis label elided or wider than its room, no
// legend over a curve, a dot or a bar, tick labels that keep apart (30 RAN tokens, 12 GAT
// nodes), notes wrapped inside their panels, and the cost figure's slope over the large n
// with the note that says why it differs from 2.
#include "core/lectures/layer_cost.h"
#include "ui/lectures/cost/costdemo.h"
#include "ui/lectures/cost/costdocument.h"
#include "ui/lectures/cost/costfigure.h"
#include "ui/lectures/gat/gatdemo.h"
#include "ui/lectures/gat/gatdocument.h"
#include "ui/lectures/gat/gatfigure.h"
#include "ui/lectures/ran/randemo.h"
#include "ui/lectures/ran/randocument.h"
#include "ui/lectures/ran/ranfigure.h"
#include "ui/lectures/scores/scoresdemo.h"
#include "ui/lectures/scores/scoresdocument.h"
#include "ui/plotkit/panelfigure.h"
#include "ui/plotkit/plotfit.h"

#include "tests/support/figure_text_checks.h"

#include <QFontMetricsF>
#include <QtTest>

#include <memory>

using namespace attn::ui;

namespace {

std::unique_ptr<LectureDemo> create(const QString& name) {
    for (const LectureDemoInfo& info : lectureDemos())
        if (info.name == name) return std::unique_ptr<LectureDemo>(info.create(nullptr));
    return nullptr;
}

/// plot laid out at size as `attention-lab export` lays it out (never shown).
void layOut(QCustomPlot* plot, QSize size) {
    plot->resize(size);
    plot->setViewport(QRect(QPoint(0, 0), size));
    plot->replot();
}

/// Each legend inside a panel covers none of the panel's lines, dots and bars.
void verifyLegendsFree(QCustomPlot* plot, const QString& where) {
    int legends = 0;
    for (QCPAxisRect* rect : plot->axisRects()) {
        const std::vector<QRectF> footprint = dataFootprint(rect);
        for (int i = 0; i < rect->insetLayout()->elementCount(); ++i) {
            auto* legend = qobject_cast<QCPLegend*>(rect->insetLayout()->elementAt(i));
            if (!legend || !legend->visible()) continue;
            ++legends;
            QVERIFY2(!footprint.empty(), qPrintable(where + ": no data found under a legend"));
            const double covered = coveredArea(legend->outerRect(), footprint);
            QVERIFY2(
                covered == 0,
                qPrintable(
                    QStringLiteral("%1: a legend covers %2 px² of data").arg(where).arg(covered)));
        }
    }
    Q_UNUSED(legends);
}

/// Ticks labelled along axis keep apart by their extent across it.
void verifyTicksApart(QCPAxis* axis, const QString& where) {
    const QFontMetricsF metrics(axis->tickLabelFont());
    const bool sideBySide =
        axis->orientation() == Qt::Horizontal && std::abs(axis->tickLabelRotation()) < 45;
    QVector<QPair<double, double>> spans; // centre, half extent
    for (int i = 0; i < axis->tickVector().size(); ++i) {
        const QString label = axis->tickVectorLabels().value(i);
        if (label.isEmpty() || !axis->range().contains(axis->tickVector()[i])) continue;
        const double half = (sideBySide ? metrics.horizontalAdvance(label) : metrics.height()) / 2;
        spans.append({axis->coordToPixel(axis->tickVector()[i]), half});
    }
    std::sort(spans.begin(), spans.end());
    QVERIFY2(spans.size() >= 2, qPrintable(where + ": fewer than two labels"));
    for (int i = 1; i < spans.size(); ++i)
        QVERIFY2(spans[i].first - spans[i - 1].first >= spans[i].second + spans[i - 1].second,
                 qPrintable(QStringLiteral("%1: labels %2 px apart, %3 needed")
                                .arg(where)
                                .arg(spans[i].first - spans[i - 1].first)
                                .arg(spans[i].second + spans[i - 1].second)));
}

} // namespace

class TestLectureFiguresFit : public QObject {
    Q_OBJECT

  private slots:
    void cleanupTestCase() {
        QDir(QDir::homePath() + QStringLiteral("/.config/Unknown Organization"))
            .removeRecursively();
    }

    void figuresFitAtBothSizes_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("points");
        QTest::addColumn<QSize>("size");
        for (const LectureDemoInfo& info : lectureDemos()) {
            if (info.name == QLatin1String("cost")) continue; // measures: its own test
            QTest::newRow(qPrintable(info.name + " default"))
                << info.name << 11.0 << QSize(1600, 900);
            QTest::newRow(qPrintable(info.name + " 18 pt 1280x720"))
                << info.name << 18.0 << QSize(1280, 720);
        }
    }
    void figuresFitAtBothSizes() {
        QFETCH(QString, name);
        QFETCH(double, points);
        QFETCH(QSize, size);
        std::unique_ptr<LectureDemo> demo = create(name);
        QVERIFY(demo);
        demo->setBaseFontPointSize(points);
        QCustomPlot* plot = demo->exportPlot();
        layOut(plot, size);
        const QString where = QStringLiteral("%1 at %2 pt").arg(name).arg(points);
        verifyTextsFit(plot, where);
        verifyLegendsFree(plot, where);
    }

    void legendsLeaveTheCurvesFree_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("points");
        QTest::addColumn<QSize>("size");
        for (const char* name : {"pooling", "sqrt-d"}) {
            QTest::newRow(name) << QString::fromLatin1(name) << 11.0 << QSize(1600, 900);
            QTest::newRow(qPrintable(QStringLiteral("%1 18 pt").arg(name)))
                << QString::fromLatin1(name) << 18.0 << QSize(1280, 720);
            // The figure's room in the window on a 1280x720 screen at 18 pt: the small curve
            // panel of sqrt-d once had its legend over all of it.
            QTest::newRow(qPrintable(QStringLiteral("%1 18 pt in the window").arg(name)))
                << QString::fromLatin1(name) << 18.0 << QSize(785, 580);
        }
    }
    void legendsLeaveTheCurvesFree() {
        // The pooling L(w) legend once hid the whole curve at 18 pt: every legend is either
        // inside its panel over no data or beside it.
        QFETCH(QString, name);
        QFETCH(double, points);
        QFETCH(QSize, size);
        std::unique_ptr<LectureDemo> demo = create(name);
        demo->setBaseFontPointSize(points);
        auto* plot = static_cast<PanelFigure*>(demo->exportPlot());
        layOut(plot, size);
        QVERIFY(!plot->legends().empty());
        for (const PanelFigure::PanelLegend& l : plot->legends()) {
            const QRect legend = l.legend->outerRect();
            QVERIFY(!legend.isEmpty());
            if (l.outside) {
                QVERIFY2(!legend.intersects(l.rect->rect()), "a legend beside its panel on it");
                continue;
            }
            QCOMPARE(coveredArea(legend, dataFootprint(l.rect)), 0.0);
        }
    }

    void ranLabelsKeepApartAtThirtyTokens() {
        RanDemo demo;
        RanSettings s = demo.document()->settings();
        s.tokens = 30;
        QVERIFY(demo.document()->setSettings(s));
        for (double points : {11.0, 18.0}) {
            demo.setBaseFontPointSize(points);
            layOut(demo.figure(), points > 11 ? QSize(1280, 720) : QSize(1600, 900));
            QCPAxisRect* rect = demo.figure()->axisRect(0);
            const QString where = QStringLiteral("ran at %1 pt").arg(points);
            verifyTicksApart(rect->axis(QCPAxis::atLeft), where + " (queries)");
            verifyTicksApart(rect->axis(QCPAxis::atBottom), where + " (keys)");
            verifyTextsFit(demo.figure(), where);
        }
    }

    void gatNodeNamesKeepApartAtTwelveNodes() {
        GatDemo demo;
        demo.document()->loadRandomGraph(12, 0.35, 1);
        for (double points : {11.0, 18.0}) {
            demo.setBaseFontPointSize(points);
            layOut(demo.figure(), points > 11 ? QSize(1280, 720) : QSize(1600, 900));
            const QString where = QStringLiteral("gat at %1 pt").arg(points);
            verifyTicksApart(demo.figure()->matrixRect()->axis(QCPAxis::atBottom), where);
            verifyTicksApart(demo.figure()->matrixRect()->axis(QCPAxis::atLeft), where);
            verifyTextsFit(demo.figure(), where);
        }
    }

    void scoresNoteStaysInsideItsPanel() {
        ScoresDemo demo;
        ScoresSettings s = demo.document()->settings();
        s.sizes.keyDim = 7; // d_q ≠ d_k: the dot panels say why they are empty
        demo.document()->setSettings(s);
        demo.setBaseFontPointSize(18);
        layOut(demo.plot(), QSize(1280, 720));
        int notes = 0;
        for (int i = 0; i < demo.plot()->itemCount(); ++i) {
            auto* text = qobject_cast<QCPItemText*>(demo.plot()->item(i));
            if (!text || !text->text().contains(QStringLiteral("not defined"))) continue;
            ++notes;
            const QFontMetricsF metrics(text->font());
            for (const QString& line : text->text().split(QLatin1Char('\n')))
                QVERIFY2(metrics.horizontalAdvance(line) <= text->clipAxisRect()->width(),
                         qPrintable(line));
        }
        QCOMPARE(notes, 2);
    }

    void costShowsTheSlopeOverTheLargeN() {
        CostDemo demo;
        CostSettings s;
        s.d = 8;
        s.maxN = 128; // 16 … 128
        demo.document()->setSettings(s);
        demo.document()->measureNow();
        CostDocument* doc = demo.document();
        QCOMPARE(doc->done(), doc->total());
        QCOMPARE(int(doc->points().size()), 4 * 3);
        QCOMPARE(doc->total(), 4 * 3 * CostDocument::kRounds);
        const attn::CostFit fit = doc->fit(attn::SequenceLayerKind::SelfAttention);
        QCOMPARE(fit.largeFrom, 32.0); // the three largest n
        const QString legend =
            demo.figure()->measuredGraph(attn::SequenceLayerKind::SelfAttention)->name();
        QVERIFY2(legend.endsWith(QString::number(fit.largeSlope, 'f', 2)), qPrintable(legend));
        const QString note = demo.figure()->note();
        QVERIFY2(note.contains(QStringLiteral("n = 32–128")), qPrintable(note));
        QVERIFY2(note.contains(QString::number(fit.largeCountSlope, 'f', 2)), qPrintable(note));
        for (double points : {11.0, 18.0}) {
            demo.figure()->setBaseFontPointSize(points);
            layOut(demo.figure(), points > 11 ? QSize(1280, 720) : QSize(1600, 900));
            const QString where = QStringLiteral("cost at %1 pt").arg(points);
            verifyTextsFit(demo.figure(), where);
            verifyLegendsFree(demo.figure(), where);
        }
    }
};

QTEST_MAIN(TestLectureFiguresFit)
#include "tst_lecture_figures_fit.moc"
