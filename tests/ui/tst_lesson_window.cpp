// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson steps on the main window: a step shows its tab, view and settings; Add this view
// captures them again unchanged; a bad step says why and changes nothing.
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerpage.h"
#include "ui/explorer/explorerstepsfigure.h"
#include "ui/lectures/lecturespage.h"
#include "ui/lectures/pooling/poolingdemo.h"
#include "ui/lectures/pooling/poolingdocument.h"
#include "ui/lessons/lessonmenu.h"
#include "ui/lessons/lessonstage.h"
#include "ui/overview/attentiondocument.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/tabs/tabtable.h"

#include <QCoreApplication>
#include <QTabWidget>
#include <QtTest>

using namespace attn::ui;

namespace {

LessonStep step(const char* tab, const char* view, const QJsonObject& settings) {
    LessonStep s;
    s.tab = QLatin1String(tab);
    s.view = QLatin1String(view);
    s.settings = settings;
    checkStep(s);
    return s;
}

} // namespace

class TestLessonWindow : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_lesson_window"));
    }

    void aStepShowsItsTabViewAndSettings() {
        AttentionDocument document;
        MainWindow window(&document);
        const QString sentence = QStringLiteral("Надо сдавать лабораторные до срока выполнения");
        const LessonStep explorer = step("explorer", "steps",
                                         {{QStringLiteral("text"), sentence},
                                          {QStringLiteral("embedding"), QStringLiteral("one-hot")},
                                          {QStringLiteral("heads"), 1},
                                          {QStringLiteral("step"), 5}});
        QCOMPARE(explorer.problem, QString());
        QCOMPARE(showLessonStepInWindow(*window.tabs(), explorer), QString());
        auto* page =
            qobject_cast<ExplorerPage*>(windowPage(*window.tabs(), QStringLiteral("explorer")));
        QCOMPARE(window.tabs()->currentWidget(), page);
        QCOMPARE(page->document()->settings().text, sentence);
        QCOMPARE(page->document()->settings().embedding, Embedding::OneHot);
        QCOMPARE(page->document()->settings().heads, 1);
        QCOMPARE(page->views()->currentWidget(), page->steps());
        QCOMPARE(page->steps()->step(), 4);

        const LessonStep rotation =
            step("positional", "pe-rotation", {{QStringLiteral("delta"), 7}});
        QCOMPARE(showLessonStepInWindow(*window.tabs(), rotation), QString());
        auto* positional =
            qobject_cast<PositionalPage*>(windowPage(*window.tabs(), QStringLiteral("positional")));
        QCOMPARE(positional->document()->settings().delta, 7);
        QCOMPARE(positional->lessonView(), QStringLiteral("pe-rotation"));

        const LessonStep pooling = step("lectures", "pooling", {{QStringLiteral("sigma"), 0.3}});
        QCOMPARE(showLessonStepInWindow(*window.tabs(), pooling), QString());
        auto* lectures =
            qobject_cast<LecturesPage*>(windowPage(*window.tabs(), QStringLiteral("lectures")));
        auto* demo = qobject_cast<PoolingDemo*>(lectures->currentDemo());
        QVERIFY(demo);
        QCOMPARE(demo->document()->settings().sigma, 0.3);
    }

    void addThisViewCapturesWhatIsShown() {
        AttentionDocument document;
        MainWindow window(&document);
        auto* menu = window.findChild<LessonMenu*>();
        QVERIFY(menu);
        const LessonStep shown = step(
            "positional", "pe-curves",
            {{QStringLiteral("n"), 40}, {QStringLiteral("d"), 16}, {QStringLiteral("delta"), 3}});
        QCOMPARE(showLessonStepInWindow(*window.tabs(), shown), QString());
        menu->addCurrentView();
        QCOMPARE(menu->lesson().steps.size(), 1);
        const LessonStep captured = menu->lesson().steps.first();
        QCOMPARE(captured.problem, QString());
        QCOMPARE(captured.tab, QStringLiteral("positional"));
        QCOMPARE(captured.view, QStringLiteral("pe-curves"));
        QCOMPARE(captured.settings.value(QStringLiteral("n")).toInt(), 40);
        QCOMPARE(captured.settings.value(QStringLiteral("delta")).toInt(), 3);

        // Every captured view of every tab shows again as it was.
        for (const QString& tab : tabNames()) {
            if (tab == QLatin1String("positional")) continue;
            window.showTab(tab);
            menu->addCurrentView();
        }
        QCOMPARE(menu->lesson().steps.size(), tabNames().size());
        for (const LessonStep& s : menu->lesson().steps) {
            QVERIFY2(s.problem.isEmpty(), qPrintable(s.tab + QStringLiteral(": ") + s.problem));
            Page* page = windowPage(*window.tabs(), s.tab);
            QCOMPARE(page->applyLessonState(s.view, s.settings), QString());
            QCOMPARE(page->lessonState(), s.settings);
        }
    }

    void aStepTheDocumentRejectsChangesNothing() {
        AttentionDocument document;
        MainWindow window(&document);
        auto* page =
            qobject_cast<ExplorerPage*>(windowPage(*window.tabs(), QStringLiteral("explorer")));
        const QString before = page->document()->settings().text;
        // Well-formed, but the explorer cannot show a text without tokens.
        const LessonStep empty = step("explorer", "heatmap", {{QStringLiteral("text"), " "}});
        QCOMPARE(empty.problem, QString());
        QVERIFY(!showLessonStepInWindow(*window.tabs(), empty).isEmpty());
        QCOMPARE(page->document()->settings().text, before);
        const LessonStep bad = step("positional", "pe-matrix", {{QStringLiteral("d"), 7}});
        QVERIFY(!bad.problem.isEmpty());
        QCOMPARE(showLessonStepInWindow(*window.tabs(), bad), bad.problem);
    }
};

QTEST_MAIN(TestLessonWindow)
#include "tst_lesson_window.moc"
