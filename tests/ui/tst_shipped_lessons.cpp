// Every shipped lesson opens and every step and build stage of it shows its figure.
#include "ui/lessons/lessonmenu.h"
#include "ui/lessons/presentwindow.h"

#include <QtTest>
#include <qcustomplot.h>

using namespace attn::ui;

class TestShippedLessons : public QObject {
    Q_OBJECT

  private slots:
    void theNotesHaveLessons() {
        const QStringList paths = LessonMenu::shippedLessons();
        QVERIFY2(paths.contains(QStringLiteral(":/lessons/000-attention-ru.json")),
                 qPrintable(paths.join(' ')));
        QVERIFY(paths.contains(QStringLiteral(":/lessons/000-attention-en.json")));
    }

    void everyStepShows_data() {
        QTest::addColumn<QString>("path");
        for (const QString& path : LessonMenu::shippedLessons())
            QTest::newRow(qPrintable(path)) << path;
    }
    void everyStepShows() {
        QFETCH(QString, path);
        QString error;
        const Lesson lesson = loadLesson(path, &error);
        QCOMPARE(error, QString());
        QVERIFY(!lesson.title.isEmpty());
        QVERIFY(!lesson.steps.isEmpty());
        PresentWindow present(lesson);
        present.resize(1280, 720);
        present.show();
        int stages = 0;
        for (const LessonStep& step : lesson.steps) {
            QVERIFY2(step.problem.isEmpty(), qPrintable(step.problem));
            QVERIFY(!step.title.isEmpty());
            QVERIFY(!step.note.isEmpty());
            stages += step.stages();
        }
        for (int shown = 0; shown < stages; ++shown) {
            const QString where = QStringLiteral("step %1 stage %2")
                                      .arg(present.currentStep() + 1)
                                      .arg(present.currentStage() + 2);
            QVERIFY2(present.problemText().isEmpty(),
                     qPrintable(where + QStringLiteral(": ") + present.problemText()));
            QVERIFY2(present.currentFigure() && present.currentFigure()->isVisible(),
                     qPrintable(where));
            QVERIFY(!present.currentFigure()->grab().isNull());
            present.next();
        }
        QCOMPARE(present.currentStep(), int(lesson.steps.size()) - 1);
    }
};

QTEST_MAIN(TestShippedLessons)
#include "tst_shipped_lessons.moc"
