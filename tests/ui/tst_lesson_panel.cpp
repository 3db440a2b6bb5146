// SPDX-License-Identifier: GPL-3.0-or-later
// The Lessons panel as a teacher uses it: the steps listed with their view and a marker for a
// step that cannot be shown, reordered by dragging, duplicated, deleted, retitled and
// annotated; saved; the recent lessons remembered; unsaved changes asked about first.
#include "tests/support/find_child.h"
#include "ui/lessons/lessondocument.h"
#include "ui/lessons/lessonmenu.h"
#include "ui/lessons/lessonpanel.h"
#include "ui/overview/attentiondocument.h"
#include "ui/shell/mainwindow.h"
#include "ui/tabs/tabtable.h"

#include <QAction>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn::ui;

namespace {

LessonStep step(const char* tab, const char* view, const char* title) {
    LessonStep s;
    s.tab = QLatin1String(tab);
    s.view = QLatin1String(view);
    s.title = QString::fromUtf8(title);
    checkStep(s);
    return s;
}

/// Four steps: A (heatmap), B (rotation), C (pooling), D (an unknown view).
Lesson fourSteps() {
    Lesson lesson;
    lesson.title = QStringLiteral("Panel");
    lesson.steps = {step("explorer", "heatmap", "A"), step("positional", "pe-rotation", "B"),
                    step("lectures", "pooling", "C"), step("explorer", "hologram", "D")};
    return lesson;
}

QStringList titles(const LessonDocument& document) {
    QStringList list;
    for (const LessonStep& s : document.lesson().steps)
        list << s.title;
    return list;
}

QStringList entries(const QListWidget& list) {
    QStringList texts;
    for (int i = 0; i < list.count(); ++i)
        texts << list.item(i)->text().section(QLatin1Char('\n'), 0, 0);
    return texts;
}

} // namespace

class TestLessonPanel : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_lesson_panel"));
        QSettings().clear();
    }

    void listsTheStepsWithTheirViewAndProblems() {
        AttentionDocument document;
        MainWindow window(&document);
        auto* menu = window.findChild<LessonMenu*>();
        menu->setLesson(fourSteps());
        QListWidget* list = child<QListWidget>(menu->panel(), "lessonSteps");
        QCOMPARE(entries(*list), (QStringList{"1. A", "2. B", "3. C", "4. ⚠ D"}));
        QCOMPARE(list->item(1)->text().section('\n', 1),
                 QStringLiteral("positional ▸ pe-rotation"));
        QVERIFY(list->item(3)->toolTip().contains(QStringLiteral("hologram")));
        QVERIFY(!menu->document()->isModified());
        // Clicking a step shows it in the window.
        list->setCurrentRow(1);
        emit list->itemClicked(list->item(1));
        QCOMPARE(tabNames().value(window.tabs()->currentIndex()), QStringLiteral("positional"));
    }

    void reorderDuplicateDelete() {
        AttentionDocument document;
        MainWindow window(&document);
        auto* menu = window.findChild<LessonMenu*>();
        menu->setLesson(fourSteps());
        LessonPanel* panel = menu->panel();
        QListWidget* list = child<QListWidget>(panel, "lessonSteps");
        // A drag in the list moves the row in its model, as here: A goes after C.
        QVERIFY(list->model()->moveRow(QModelIndex(), 0, QModelIndex(), 3));
        QCOMPARE(titles(*menu->document()), (QStringList{"B", "C", "A", "D"}));
        QCOMPARE(entries(*list), (QStringList{"1. B", "2. C", "3. A", "4. ⚠ D"}));
        QCOMPARE(panel->currentStep(), 2);
        QVERIFY(menu->document()->isModified());
        // And back up: D to the top.
        QVERIFY(list->model()->moveRow(QModelIndex(), 3, QModelIndex(), 0));
        QCOMPARE(titles(*menu->document()), (QStringList{"D", "B", "C", "A"}));

        panel->setCurrentStep(1);
        panel->duplicateCurrent();
        QCOMPARE(titles(*menu->document()), (QStringList{"D", "B", "B", "C", "A"}));
        QCOMPARE(panel->currentStep(), 2);
        QCOMPARE(list->count(), 5);
        panel->setCurrentStep(0);
        panel->deleteCurrent();
        QCOMPARE(titles(*menu->document()), (QStringList{"B", "B", "C", "A"}));
        QCOMPARE(entries(*list), (QStringList{"1. B", "2. B", "3. C", "4. A"}));
        QCOMPARE(panel->currentStep(), 0);
    }

    void editTitleAndNote() {
        AttentionDocument document;
        MainWindow window(&document);
        auto* menu = window.findChild<LessonMenu*>();
        menu->setLesson(fourSteps());
        LessonPanel* panel = menu->panel();
        panel->setCurrentStep(2);
        QCOMPARE(child<QLineEdit>(panel, "lessonStepTitle")->text(), QStringLiteral("C"));
        child<QLineEdit>(panel, "lessonStepTitle")->selectAll();
        QTest::keyClicks(child<QLineEdit>(panel, "lessonStepTitle"),
                         QStringLiteral("Pooling by kernels"));
        QCOMPARE(menu->lesson().steps[2].title, QStringLiteral("Pooling by kernels"));
        QCOMPARE(entries(*child<QListWidget>(panel, "lessonSteps"))[2],
                 QStringLiteral("3. Pooling by kernels"));
        child<QPlainTextEdit>(panel, "lessonStepNote")
            ->setPlainText(QStringLiteral("Nadaraya–Watson: σ sets the width."));
        QCOMPARE(menu->lesson().steps[2].note,
                 QStringLiteral("Nadaraya–Watson: σ sets the width."));
        panel->setCurrentStep(0);
        QCOMPARE(child<QLineEdit>(panel, "lessonStepTitle")->text(), QStringLiteral("A"));
        QCOMPARE(child<QPlainTextEdit>(panel, "lessonStepNote")->toPlainText(), QString());
        QVERIFY(menu->document()->isModified());
    }

    void savingRemembersRecentLessonsAndUnsavedChangesAreAsked() {
        QSettings().clear();
        QTemporaryDir dir;
        AttentionDocument document;
        MainWindow window(&document);
        auto* menu = window.findChild<LessonMenu*>();
        int asked = 0;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        menu->setSaveQuestion([&](const QString&) {
            ++asked;
            return answer;
        });
        menu->setLesson(fourSteps());
        menu->panel()->setCurrentStep(0);
        menu->panel()->deleteCurrent();
        const QString first = dir.filePath(QStringLiteral("first.json"));
        QCOMPARE(menu->document()->saveAs(first), QString());
        QVERIFY(!menu->document()->isModified());
        QCOMPARE(LessonDocument::recentLessons(), QStringList{first});

        window.showTab(QStringLiteral("explorer"));
        menu->addCurrentView(); // a change, then Open: Cancel keeps it
        QVERIFY(menu->document()->isModified());
        QVERIFY(!menu->openLesson(first));
        QCOMPARE(asked, 1);
        QCOMPARE(menu->lesson().steps.size(), 4);
        answer = QMessageBox::Discard; // Discard opens the file as it was saved
        QVERIFY(menu->openLesson(first));
        QCOMPARE(menu->lesson().steps.size(), 3);
        QVERIFY(!menu->document()->isModified());

        menu->panel()->duplicateCurrent();
        answer = QMessageBox::Cancel; // closing the window is refused too
        QVERIFY(!window.close());
        QCOMPARE(asked, 3);
        const QString second = dir.filePath(QStringLiteral("second.json"));
        QCOMPARE(menu->document()->saveAs(second), QString());
        QCOMPARE(LessonDocument::recentLessons(), (QStringList{second, first}));
        menu->recentMenu()->aboutToShow();
        QCOMPARE(menu->recentMenu()->actions().size(), 2);
        QVERIFY(menu->recentMenu()->actions().first()->text().contains(QStringLiteral("second")));
        QFile::remove(second); // a lesson no longer there is left out
        QCOMPARE(LessonDocument::recentLessons(), QStringList{first});
        menu->document()->setStepTitle(0, QStringLiteral("changed"));
        answer = QMessageBox::Discard;
        QVERIFY(window.close());
    }

    void thePanelIsShownFromTheMenus() {
        AttentionDocument document;
        MainWindow window(&document);
        window.resize(1280, 720);
        window.show();
        auto* menu = window.findChild<LessonMenu*>();
        QVERIFY(!menu->panel()->isVisible());
        menu->panelAction()->trigger();
        QVERIFY(menu->panel()->isVisible());
        QVERIFY(window.findChild<QMenu*>(QStringLiteral("lessonsMenu"))
                    ->actions()
                    .contains(menu->panelAction()));
    }
};

QTEST_MAIN(TestLessonPanel)
#include "tst_lesson_panel.moc"
