// SPDX-License-Identifier: GPL-3.0-or-later
// The One-hot, Language model, Translator and Captions tabs as lesson steps: a step shows its
// view and settings, the page gives the same state back, another page shown that state shows
// the same, and a step the model or sentence cannot show says why and changes nothing.
#include "ui/caption/captiondocument.h"
#include "ui/caption/captionpage.h"
#include "ui/common/page.h"
#include "ui/lessons/lesson.h"
#include "ui/lessons/lessonstage.h"
#include "ui/model/modeldocument.h"
#include "ui/model/modelpage.h"
#include "ui/overview/attentiondocument.h"
#include "ui/overview/onehotpage.h"
#include "ui/tabs/tabtable.h"
#include "ui/translator/translatordocument.h"
#include "ui/translator/translatorpage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <memory>

using namespace attn::ui;

namespace {

QJsonObject object(const char* json) {
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

QString keysDiffering(const QJsonObject& given, const QJsonObject& state) {
    QStringList differing;
    for (auto it = given.begin(); it != given.end(); ++it)
        if (state.value(it.key()) != it.value()) differing << it.key();
    return differing.join(QStringLiteral(", "));
}

} // namespace

class TestLessonTabs : public QObject {
    Q_OBJECT

  private slots:
    void theWindowsTabsAreLessonTabs() {
        QCOMPARE(tabNames(), QStringList({"one-hot", "explorer", "model", "translator",
                                          "positional", "lectures", "captions", "vision"}));
        QCOMPARE(
            lessonViewNames(QStringLiteral("vision")),
            QStringList({"vit-head", "vit-heads", "vit-threshold", "vit-patch", "vit-rollout"}));
        QCOMPARE(lessonViewNames(QStringLiteral("one-hot")), QStringList{"overview"});
        QCOMPARE(lessonViewNames(QStringLiteral("model")),
                 QStringList({"model-heatmap", "model-grid", "model-next-token", "model-logit-lens",
                              "model-generation"}));
        QCOMPARE(lessonViewNames(QStringLiteral("translator")),
                 QStringList({"translator-heatmap", "translator-grid", "translator-lines",
                              "translator-steps"}));
        QCOMPARE(lessonViewNames(QStringLiteral("captions")),
                 QStringList({"caption", "caption-grid"}));
    }

    void aStateShowsAgainAsSaved_data() {
        QTest::addColumn<QString>("tab");
        QTest::addColumn<QString>("view");
        QTest::addColumn<QJsonObject>("settings");
        QTest::newRow("one-hot") << "one-hot"
                                 << "overview"
                                 << object(R"({"text": "the cat sat on the mat", "heads": 2,
                                              "seed": 7, "temperature": 0.5})");
        QTest::newRow("model grid")
            << "model"
            << "model-grid"
            << object(R"({"model": "tiny-gpt-kjv", "text": "And God said, Let there be light",
                         "layer": 3, "head": 2, "rollout": false})");
        QTest::newRow("model rollout") << "model"
                                       << "model-heatmap" << object(R"({"text": "In the beginning",
                                                        "rollout": true})");
        QTest::newRow("model generation, sampled, step 4")
            << "model"
            << "model-generation"
            << object(R"({"model": "tiny-gpt-kjv", "text": "In the beginning God",
                         "newTokens": 6, "temperature": 0.8, "seed": 3, "step": 4})");
        QTest::newRow("Bahdanau alignment, step 3")
            << "translator"
            << "translator-heatmap" << object(R"({"model": "translator-bahdanau",
                         "text": "the commission supports the european economic area.",
                         "step": 3})");
        QTest::newRow("Transformer decoder self-attention")
            << "translator"
            << "translator-lines"
            << object(R"({"model": "translator-transformer", "text": "the black cat sleeps.",
                         "attention": "decoder-self", "layer": 2, "head": 3, "step": 2})");
        QTest::newRow("Transformer grid of cross-attention")
            << "translator"
            << "translator-grid"
            << object(R"({"model": "translator-transformer", "attention": "cross"})");
        QTest::newRow("graph attention, head 3 of 3")
            << "lectures"
            << "gat" << object(R"({"heads": 3, "aggregation": "average", "head": 3})");
        QTest::newRow("caption of a seed, word 3")
            << "captions"
            << "caption" << object(R"({"seed": 5, "word": 3, "smooth": true, "opacity": 0.7,
                         "colorMap": "magma", "grid": false})");
        QTest::newRow("edited scene, typed caption")
            << "captions"
            << "caption-grid"
            << object(R"({"scene": [{"shape": "square", "colour": "blue", "size": "large",
                                     "x": 20, "y": 20},
                                    {"shape": "circle", "colour": "red", "size": "small",
                                     "x": 48, "y": 44}],
                         "caption": "a large blue square", "word": 4})");
    }
    void aStateShowsAgainAsSaved() {
        QFETCH(QString, tab);
        QFETCH(QString, view);
        QFETCH(QJsonObject, settings);
        LessonStep step;
        step.tab = tab;
        step.view = view;
        step.settings = settings;
        checkStep(step);
        QCOMPARE(step.problem, QString());
        std::unique_ptr<Page> page(createLessonPage(tab, nullptr));
        QVERIFY(page);
        QCOMPARE(applyLessonStep(*page, step), QString());
        QCOMPARE(page->lessonView(), view);
        const QJsonObject state = page->lessonState();
        QVERIFY2(keysDiffering(settings, state).isEmpty(),
                 qPrintable(keysDiffering(settings, state) + QStringLiteral(" in ") +
                            QString::fromUtf8(QJsonDocument(state).toJson())));
        QVERIFY(page->lessonFigure());
        const attn::LabelledMatrix shown = page->shownNumbers();
        QVERIFY2(shown.values.size() > 0, "the step's figure names no numbers");

        // The captured state, saved and read as a lesson, shows the same on another page.
        Lesson lesson;
        step.settings = state;
        lesson.steps << step;
        QString error;
        const Lesson read = parseLesson(lessonToJson(lesson), &error);
        QCOMPARE(error, QString());
        QCOMPARE(read.steps.first().problem, QString());
        QCOMPARE(read.steps.first().settings, state);
        std::unique_ptr<Page> other(createLessonPage(tab, nullptr));
        QCOMPARE(applyLessonStep(*other, read.steps.first()), QString());
        QCOMPARE(other->lessonView(), view);
        QCOMPARE(other->lessonState(), state);
        // … and draws the very numbers the first page drew, labelled alike
        const attn::LabelledMatrix again = other->shownNumbers();
        QCOMPARE(again.values.rows(), shown.values.rows());
        QCOMPARE(again.values.cols(), shown.values.cols());
        QVERIFY(again.values.cwiseEqual(shown.values).all());
        QVERIFY(again.rows == shown.rows && again.columns == shown.columns);
    }

    void aStepTheModelCannotShowChangesNothing_data() {
        QTest::addColumn<QString>("tab");
        QTest::addColumn<QString>("view");
        QTest::addColumn<QJsonObject>("settings");
        QTest::addColumn<QString>("expected");
        QTest::newRow("model: layer 9 of 4")
            << "model"
            << "model-heatmap" << object(R"({"text": "Let there be light", "layer": 9})")
            << "within the model's 4 layers × 4 heads, not layer 9, head 1";
        QTest::newRow("translator: step past the translation")
            << "translator"
            << "translator-heatmap"
            << object(R"({"model": "translator-bahdanau", "text": "the dog runs.",
                         "step": 40})")
            << "“step” must be from 1 to";
        QTest::newRow("translator: a layer of the Bahdanau alignment")
            << "translator"
            << "translator-heatmap"
            << object(R"({"model": "translator-bahdanau", "text": "the dog runs.",
                         "layer": 2})")
            << "one alignment";
        QTest::newRow("translator: head 5 of 4")
            << "translator"
            << "translator-heatmap" << object(R"({"model": "translator-transformer", "head": 5})")
            << "2 layers × 4 heads, not layer 1, head 5";
        QTest::newRow("captions: word past the caption")
            << "captions"
            << "caption" << object(R"({"seed": 3, "word": 60})")
            << "“word” must be from 1 to the caption's";
        QTest::newRow("lectures: graph head 3 of 2")
            << "lectures"
            << "gat" << object(R"({"heads": 2, "head": 3})")
            << "“head” must be from 1 to the 2 heads, not 3";
        QTest::newRow("one-hot: no words")
            << "one-hot"
            << "overview" << object(R"({"text": "   "})") << "“text” must have at least one word";
    }
    void aStepTheModelCannotShowChangesNothing() {
        QFETCH(QString, tab);
        QFETCH(QString, view);
        QFETCH(QJsonObject, settings);
        QFETCH(QString, expected);
        std::unique_ptr<Page> page(createLessonPage(tab, nullptr));
        const QString viewBefore = page->lessonView();
        const QJsonObject before = page->lessonState();
        const QString error = page->applyLessonState(view, settings);
        QVERIFY2(error.contains(expected), qPrintable(error));
        QCOMPARE(page->lessonView(), viewBefore);
        QCOMPARE(page->lessonState(), before);
    }

    void theCaptionWordsBuildOneByOne() {
        LessonStep step;
        step.tab = QStringLiteral("captions");
        step.view = QStringLiteral("caption");
        step.settings = object(R"({"seed": 2, "word": 1})");
        for (int word = 2; word <= 4; ++word)
            step.build << QJsonObject{{QStringLiteral("word"), word}};
        checkStep(step);
        QCOMPARE(step.problem, QString());
        CaptionPage page;
        for (int stage = -1; stage < int(step.build.size()); ++stage) {
            QCOMPARE(applyLessonStep(page, step, stage), QString());
            QCOMPARE(page.document()->word(), stage + 1);
        }
    }

    void anImportedOrMissingPictureIsNoStep() {
        ModelPage model;
        QVERIFY(!model.lessonView().isEmpty());
        TranslatorPage translator;
        QVERIFY(!translator.lessonView().isEmpty());
        CaptionPage captions;
        QVERIFY(!captions.lessonView().isEmpty());
        captions.document()->setImportedMaps({Eigen::MatrixXf::Constant(8, 8, 1.0f / 64)},
                                             {QStringLiteral("word")}, QStringLiteral("mine"));
        QCOMPARE(captions.lessonView(), QString()); // the maps are not the model's
    }

    void theWindowsOneHotDocumentIsTheStepsDocument() {
        AttentionDocument document;
        OneHotPage page(&document);
        QCOMPARE(page.applyLessonState(QStringLiteral("overview"),
                                       object(R"({"text": "a b a", "heads": 3})")),
                 QString());
        QCOMPARE(document.settings().text, QStringLiteral("a b a"));
        QCOMPARE(document.settings().heads, 3);
        QCOMPARE(page.lessonState().value(QStringLiteral("heads")).toInt(), 3);
    }
};

QTEST_MAIN(TestLessonTabs)
#include "tst_lesson_tabs.moc"
