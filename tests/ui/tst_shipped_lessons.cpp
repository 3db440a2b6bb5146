// SPDX-License-Identifier: GPL-3.0-or-later
// Every shipped lesson opens, every step and build stage of it shows its figure, it reads back
// as written, and its translator sentences are all in the sample translator's vocabulary.
// With ATTN_LESSON_SNAPSHOTS=DIR set, each stage is also written to DIR as a PNG to look at.
#include "ui/lectures/lecturespage.h"
#include "ui/lectures/seq2seq/seq2seqdemo.h"
#include "ui/lessons/lessonmenu.h"
#include "ui/lessons/presentquestion.h"
#include "ui/lessons/presentwindow.h"
#include "ui/overview/attentioncomputation.h"
#include "ui/overview/onehotpage.h"
#include "ui/translator/translatordocument.h"
#include "ui/translator/translatorpage.h"

#include <QDir>
#include <QFileInfo>
#include <QtTest>
#include <cmath>
#include <qcustomplot.h>

using namespace attn::ui;

namespace {

/// The words the translator shown on page reads as <unk>, if it shows one.
QStringList unknownWordsShown(Page* page) {
    if (auto* translator = qobject_cast<TranslatorPage*>(page))
        return translator->document()->unknownWords();
    if (auto* lectures = qobject_cast<LecturesPage*>(page))
        if (auto* seq2seq = qobject_cast<Seq2seqDemo*>(lectures->currentDemo()))
            return seq2seq->document()->unknownWords();
    return {};
}

/// Writes the present window to DIR/<lesson>-<step>-<stage>.png when ATTN_LESSON_SNAPSHOTS
/// names a folder.
void snapshot(PresentWindow& present, const QString& lessonPath) {
    const QString dir = qEnvironmentVariable("ATTN_LESSON_SNAPSHOTS");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QTest::qWait(200); // results prepared off the window's thread arrive
    const QString name = QStringLiteral("%1-%2-%3.png")
                             .arg(QFileInfo(lessonPath).baseName())
                             .arg(present.currentStep() + 1, 2, 10, QLatin1Char('0'))
                             .arg(present.currentStage() + 2);
    QVERIFY(present.grab().save(QDir(dir).filePath(name)));
}

} // namespace

class TestShippedLessons : public QObject {
    Q_OBJECT

  private slots:
    void theNotesHaveLessons() {
        const QStringList paths = LessonMenu::shippedLessons();
        for (const char* name :
             {"000-attention-ru", "000-attention-en", "001-sequences-ru", "001-sequences-en",
              "002-attention-zh", "002-attention-en", "003-transformer-ru", "003-transformer-en",
              "004-mechanisms-fa", "004-mechanisms-en"})
            QVERIFY2(paths.contains(QStringLiteral(":/lessons/%1.json").arg(name)),
                     qPrintable(paths.join(' ')));
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
        // The file's name ends in its language: 002-attention-zh.json is in Chinese.
        QCOMPARE(lesson.language, QFileInfo(path).baseName().section(QLatin1Char('-'), -1));
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
            if (present.question()->waiting()) { // predict, then reveal: Next shows the answer
                QVERIFY2(!present.question()->answerText().isEmpty(), qPrintable(where));
                present.next();
            }
            QVERIFY2(present.currentFigure() && present.currentFigure()->isVisible(),
                     qPrintable(where));
            QVERIFY(!present.currentFigure()->grab().isNull());
            const QStringList unknown = unknownWordsShown(present.currentPage());
            QVERIFY2(unknown.isEmpty(),
                     qPrintable(where + QStringLiteral(": the translator reads as <unk>: ") +
                                unknown.join(QStringLiteral(", "))));
            snapshot(present, path);
            present.next();
        }
        QCOMPARE(present.currentStep(), int(lesson.steps.size()) - 1);
    }

    /// The first slide of the first lesson shows what its title and note say: softmax(x_i . x_j)
    /// over one-hot vectors, each word weighing itself e/(e+5) and every other 1/(e+5).
    void theFirstSlideShowsTheOneHotNumbers_data() {
        QTest::addColumn<QString>("path");
        QTest::newRow("en") << QStringLiteral(":/lessons/000-attention-en.json");
        QTest::newRow("ru") << QStringLiteral(":/lessons/000-attention-ru.json");
    }
    void theFirstSlideShowsTheOneHotNumbers() {
        QFETCH(QString, path);
        QString error;
        const Lesson lesson = loadLesson(path, &error);
        QCOMPARE(error, QString());
        const LessonStep& step = lesson.steps.front();
        QCOMPARE(step.tab, QStringLiteral("one-hot"));
        FigureSettings settings;
        QCOMPARE(oneHotSettingsFromJson(step.settings, settings), QString());
        const FigureResults r = computeFigureResults(settings);
        const double e = std::exp(1.0), self = e / (e + 5), other = 1 / (e + 5);
        QCOMPARE(r.oneHotWeights.rows(), Eigen::Index(6));
        for (Eigen::Index i = 0; i < 6; ++i)
            for (Eigen::Index j = 0; j < 6; ++j)
                QVERIFY(std::abs(r.oneHotWeights(i, j) - (i == j ? self : other)) < 1e-6);
        QVERIFY(step.note.contains(QStringLiteral("0.35")) ||
                step.note.contains(QStringLiteral("0,35")));
        QVERIFY(step.note.contains(QStringLiteral("0.13")) ||
                step.note.contains(QStringLiteral("0,13")));
    }

    void everyLessonReadsBackAsWritten_data() { everyStepShows_data(); }
    void everyLessonReadsBackAsWritten() {
        QFETCH(QString, path);
        QString error;
        const Lesson lesson = loadLesson(path, &error);
        const Lesson again = parseLesson(lessonToJson(lesson), &error);
        QCOMPARE(error, QString());
        QCOMPARE(again.title, lesson.title);
        QCOMPARE(again.language, lesson.language);
        QCOMPARE(again.steps.size(), lesson.steps.size());
        for (int i = 0; i < lesson.steps.size(); ++i) {
            const LessonStep &a = lesson.steps[i], &b = again.steps[i];
            QCOMPARE(b.tab, a.tab);
            QCOMPARE(b.view, a.view);
            QCOMPARE(b.title, a.title);
            QCOMPARE(b.note, a.note);
            QCOMPARE(b.settings, a.settings);
            QCOMPARE(b.build, a.build);
            QCOMPARE(b.problem, QString());
        }
    }
};

QTEST_MAIN(TestShippedLessons)
#include "tst_shipped_lessons.moc"
