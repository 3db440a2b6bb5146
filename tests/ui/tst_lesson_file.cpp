// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files: saved and read again unchanged; broken files explained, nothing lost.
#include "ui/lessons/lesson.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn::ui;

namespace {

Lesson sampleLesson() {
    Lesson lesson;
    lesson.title = QStringLiteral("Внимание");
    lesson.language = QStringLiteral("ru");
    LessonStep heatmap;
    heatmap.tab = QStringLiteral("explorer");
    heatmap.view = QStringLiteral("steps");
    heatmap.title = QStringLiteral("QKᵀ → softmax");
    heatmap.note = QStringLiteral("Надо сдавать лабораторные до срока выполнения");
    heatmap.settings = {{QStringLiteral("text"), heatmap.note},
                        {QStringLiteral("embedding"), QStringLiteral("one-hot")},
                        {QStringLiteral("heads"), 1}};
    for (int step = 1; step <= 3; ++step)
        heatmap.build << QJsonObject{{QStringLiteral("step"), step}};
    LessonStep rotation;
    rotation.tab = QStringLiteral("positional");
    rotation.view = QStringLiteral("pe-rotation");
    rotation.title = QStringLiteral("旋转");
    rotation.settings = {{QStringLiteral("delta"), 0}, {QStringLiteral("pair"), 2}};
    rotation.build << QJsonObject{{QStringLiteral("delta"), 5}};
    LessonStep pooling;
    pooling.tab = QStringLiteral("lectures");
    pooling.view = QStringLiteral("pooling");
    pooling.settings = {{QStringLiteral("sigma"), 0.25}};
    lesson.steps = {heatmap, rotation, pooling};
    return lesson;
}

/// A lesson file with one step replaced by stepJson (a JSON object's text).
QByteArray lessonWithStep(const QByteArray& stepJson, int version = 1) {
    return "{\"format\": \"attention-lab-lesson\", \"version\": " + QByteArray::number(version) +
           ", \"title\": \"t\", \"steps\": [" + stepJson +
           ", {\"tab\": \"positional\", \"view\": \"pe-matrix\", \"settings\": {}}]}";
}

} // namespace

class TestLessonFile : public QObject {
    Q_OBJECT

  private slots:
    void saveAndLoadGiveTheSameSteps() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.json"));
        const Lesson written = sampleLesson();
        QCOMPARE(saveLesson(written, path), QString());
        QString error;
        const Lesson read = loadLesson(path, &error);
        QCOMPARE(error, QString());
        QCOMPARE(read.title, written.title);
        QCOMPARE(read.language, written.language);
        QCOMPARE(read.steps.size(), written.steps.size());
        for (int i = 0; i < read.steps.size(); ++i) {
            const LessonStep &a = read.steps[i], &b = written.steps[i];
            QCOMPARE(a.problem, QString());
            QCOMPARE(a.tab, b.tab);
            QCOMPARE(a.view, b.view);
            QCOMPARE(a.title, b.title);
            QCOMPARE(a.note, b.note);
            QCOMPARE(a.settings, b.settings);
            QCOMPARE(a.build, b.build);
        }
        QCOMPARE(lessonToJson(read), lessonToJson(written)); // again byte for byte
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("\n    \"steps\": [")); // indented for a reader
    }

    void buildStagesReplaceTheirKeys() {
        const LessonStep step = sampleLesson().steps[1];
        QCOMPARE(step.stages(), 2);
        QCOMPARE(step.settingsAt(-1).value(QStringLiteral("delta")).toInt(), 0);
        QCOMPARE(step.settingsAt(0).value(QStringLiteral("delta")).toInt(), 5);
        QCOMPARE(step.settingsAt(0).value(QStringLiteral("pair")).toInt(), 2);
    }

    void brokenFilesAreExplained_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray whole = lessonToJson(sampleLesson());
        QTest::newRow("truncated") << whole.left(whole.size() / 2) << "not valid JSON at line";
        QTest::newRow("not a lesson") << QByteArray("{\"steps\": []}") << "is not a lesson";
        QTest::newRow("steps not a list")
            << QByteArray("{\"format\": \"attention-lab-lesson\", \"version\": 1, \"steps\": 3}")
            << "list of \"steps\"";
        QTest::newRow("empty file") << QByteArray() << "not valid JSON";
    }
    void brokenFilesAreExplained() {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QString error;
        const Lesson lesson = parseLesson(json, &error);
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(lesson.steps.isEmpty());
    }

    void aBadStepIsReportedOnItsOwn_data() {
        QTest::addColumn<QByteArray>("step");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown view")
            << QByteArray(R"({"tab": "explorer", "view": "hologram", "settings": {}})")
            << "no view “hologram”";
        QTest::newRow("unknown tab")
            << QByteArray(R"({"tab": "kitchen", "view": "heatmap"})") << "unknown tab “kitchen”";
        QTest::newRow("wrong type of title")
            << QByteArray(R"({"tab": "explorer", "view": "heatmap", "title": 5})")
            << "title has the wrong type";
        QTest::newRow("a step that is a number")
            << QByteArray("7") << "not an object with a tab, a view and settings";
        QTest::newRow("settings not an object")
            << QByteArray(R"({"tab": "explorer", "view": "heatmap", "settings": [1]})")
            << "settings has the wrong type";
        QTest::newRow("text as a number")
            << QByteArray(R"({"tab": "explorer", "view": "heatmap", "settings": {"text": 4}})")
            << "“text” must be text, not 4";
        QTest::newRow("no heads")
            << QByteArray(R"({"tab": "explorer", "view": "heatmap", "settings": {"heads": 0}})")
            << "“heads” must be a whole number from 1 to 16, not 0";
        QTest::newRow("unknown score")
            << QByteArray(
                   R"({"tab": "explorer", "view": "heatmap", "settings": {"score": "cosine"}})")
            << "“score” must be one of dot|scaled-dot";
        QTest::newRow("offset past the last position")
            << QByteArray(R"({"tab": "positional", "view": "pe-rotation",
                              "settings": {"n": 20, "position": 10, "delta": 15}})")
            << "delta";
        QTest::newRow("odd dimension")
            << QByteArray(R"({"tab": "positional", "view": "pe-matrix", "settings": {"d": 7}})")
            << "even";
        QTest::newRow("bad build stage")
            << QByteArray(R"({"tab": "positional", "view": "pe-rotation", "settings": {},
                              "build": [{"delta": 1}, {"delta": "far"}]})")
            << "build stage 2: “delta”";
        QTest::newRow("misspelt setting")
            << QByteArray(R"({"tab": "lectures", "view": "pooling", "settings": {"sigmaa": 1}})")
            << "unknown setting “sigmaa”";
        QTest::newRow("one-hot: no heads")
            << QByteArray(R"({"tab": "one-hot", "view": "overview", "settings": {"heads": 0}})")
            << "“heads” must be a whole number from 1 to 16, not 0";
        QTest::newRow("model: a layer in words")
            << QByteArray(R"({"tab": "model", "view": "model-grid", "settings": {"layer": "two"}})")
            << "“layer” must be a whole number";
        QTest::newRow("model: no such model")
            << QByteArray(R"({"tab": "model", "view": "model-heatmap",
                              "settings": {"model": "gpt-5"}})")
            << "“model” must be a sample (word-gpt-kjv|tiny-gpt-kjv) or a model folder, not "
               "“gpt-5”";
        QTest::newRow("translator: unknown attention")
            << QByteArray(R"({"tab": "translator", "view": "translator-heatmap",
                              "settings": {"attention": "sideways"}})")
            << "“attention” must be one of encoder-self|decoder-self|cross";
        QTest::newRow("translator: unknown view")
            << QByteArray(R"({"tab": "translator", "view": "heatmap"})") << "no view “heatmap”";
        QTest::newRow("captions: opacity above 1")
            << QByteArray(R"({"tab": "captions", "view": "caption", "settings": {"opacity": 2}})")
            << "“opacity” must be a number from 0 to 1, not 2";
        QTest::newRow("captions: a shape off the picture")
            << QByteArray(R"({"tab": "captions", "view": "caption",
                              "settings": {"scene": [{"shape": "circle", "x": 80}]}})")
            << "“scene”: “x” must be a whole number from 0 to 63, not 80";
        QTest::newRow("captions: a build stage of a word in words")
            << QByteArray(R"({"tab": "captions", "view": "caption", "settings": {},
                              "build": [{"word": 2}, {"word": "next"}]})")
            << "build stage 2: “word”";
        QTest::newRow("negative kernel width")
            << QByteArray(R"({"tab": "lectures", "view": "pooling", "settings": {"sigma": -1}})")
            << "“sigma” must be a number";
    }
    void aBadStepIsReportedOnItsOwn() {
        QFETCH(QByteArray, step);
        QFETCH(QString, expected);
        QString error;
        const Lesson lesson = parseLesson(lessonWithStep(step), &error);
        QCOMPARE(error, QString());
        QCOMPARE(lesson.steps.size(), 2);
        QVERIFY2(lesson.steps[0].problem.contains(expected), qPrintable(lesson.steps[0].problem));
        // whoever reports it names the step: no "step 1: step 1: …"
        QVERIFY2(!lesson.steps[0].problem.startsWith(QStringLiteral("step")),
                 qPrintable(lesson.steps[0].problem));
        QCOMPARE(lesson.steps[1].problem, QString()); // the rest still loads
    }

    void aNewerFormatLoadsWhatItCanAndKeepsTheRest() {
        const QByteArray step =
            R"({"tab": "explorer", "view": "heatmap", "hologram": {"x": 1},
                "settings": {"text": "a b", "laser": true}})";
        QString error;
        const Lesson lesson = parseLesson(lessonWithStep(step, 7), &error);
        QCOMPARE(error, QString());
        QVERIFY(lesson.warning.contains(QStringLiteral("newer")));
        QVERIFY(lesson.steps[0].problem.contains(QStringLiteral("laser")));
        QVERIFY(lesson.steps[0].problem.contains(QStringLiteral("newer format, 7")));
        QCOMPARE(lesson.steps[1].problem, QString());
        // Saved again, the keys this version does not know are still there.
        const QByteArray saved = lessonToJson(lesson);
        QVERIFY(saved.contains("\"hologram\""));
        QVERIFY(saved.contains("\"laser\": true"));
        QVERIFY(saved.contains("\"version\": 7"));
    }

    void aFailedSaveKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/folder/lesson.json"));
        QVERIFY(!saveLesson(sampleLesson(), path).isEmpty());
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(TestLessonFile)
#include "tst_lesson_file.moc"
