// SPDX-License-Identifier: GPL-3.0-or-later
// Present mode driven as a teacher drives it: clicker keys, builds, jumps, blank screens,
// pointer and pen, and Esc.
#include "tests/support/find_child.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerpage.h"
#include "ui/explorer/explorerstepsfigure.h"
#include "ui/lessons/presentcontrols.h"
#include "ui/lessons/presenterview.h"
#include "ui/lessons/presentink.h"
#include "ui/lessons/presentquestion.h"
#include "ui/lessons/presentwindow.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalpage.h"

#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>

using namespace attn::ui;

namespace {

/// Four steps: the explorer's step-through with a build of three stages, the rotation with δ
/// 0 → 2, the pooling demonstration, and a step with an unknown view.
Lesson fourSteps() {
    Lesson lesson;
    lesson.title = QStringLiteral("Present");
    LessonStep steps;
    steps.tab = QStringLiteral("explorer");
    steps.view = QStringLiteral("steps");
    steps.title = QStringLiteral("Step through");
    steps.note = QStringLiteral("Scores, then scaling, then softmax.");
    steps.settings = {{QStringLiteral("text"), QStringLiteral("a b c")},
                      {QStringLiteral("heads"), 1}};
    for (int s = 2; s <= 4; ++s)
        steps.build << QJsonObject{{QStringLiteral("step"), s}};
    LessonStep rotation;
    rotation.tab = QStringLiteral("positional");
    rotation.view = QStringLiteral("pe-rotation");
    rotation.title = QStringLiteral("Rotation");
    rotation.note = QStringLiteral("Each pair turns by δω.");
    rotation.settings = {{QStringLiteral("delta"), 0}};
    rotation.build = {QJsonObject{{QStringLiteral("delta"), 1}},
                      QJsonObject{{QStringLiteral("delta"), 2}}};
    LessonStep pooling;
    pooling.tab = QStringLiteral("lectures");
    pooling.view = QStringLiteral("pooling");
    pooling.title = QStringLiteral("Pooling");
    LessonStep broken;
    broken.tab = QStringLiteral("explorer");
    broken.view = QStringLiteral("hologram");
    broken.title = QStringLiteral("Broken");
    lesson.steps = {steps, rotation, pooling, broken};
    for (LessonStep& step : lesson.steps)
        checkStep(step);
    return lesson;
}

void press(QWidget* window, Qt::Key key) {
    QTest::keyClick(window, key);
}

int explorerStep(const PresentWindow& present) {
    auto* page = qobject_cast<ExplorerPage*>(present.currentPage());
    return page ? page->steps()->step() + 1 : -1;
}

int delta(const PresentWindow& present) {
    auto* page = qobject_cast<PositionalPage*>(present.currentPage());
    return page ? page->document()->settings().delta : -1;
}

} // namespace

class TestPresentMode : public QObject {
    Q_OBJECT

  private slots:
    void nextRunsTheBuildThenMovesOn() {
        PresentWindow present(fourSteps());
        present.resize(1280, 720);
        present.show();
        QCOMPARE(present.currentStep(), 0);
        QCOMPARE(present.titleText(), QStringLiteral("Step through"));
        QCOMPARE(present.counterText(), QStringLiteral("1 / 4 · 1/4"));
        QCOMPARE(explorerStep(present), 1);
        QVERIFY(present.currentFigure()->isVisible());
        for (Qt::Key key : {Qt::Key_Right, Qt::Key_Space, Qt::Key_PageDown}) {
            const int before = explorerStep(present);
            press(&present, key);
            QCOMPARE(explorerStep(present), before + 1);
        }
        QCOMPARE(present.currentStep(), 0); // the build is done, still on the step
        press(&present, Qt::Key_Down);
        QCOMPARE(present.currentStep(), 1);
        QCOMPARE(present.titleText(), QStringLiteral("Rotation"));
        QCOMPARE(delta(present), 0);
        press(&present, Qt::Key_Return);
        QCOMPARE(delta(present), 1);
        press(&present, Qt::Key_Enter);
        QCOMPARE(delta(present), 2);
        press(&present, Qt::Key_Backspace);
        QCOMPARE(delta(present), 1);
        press(&present, Qt::Key_Left);
        press(&present, Qt::Key_Up); // back to the step before, at its start
        QCOMPARE(present.currentStep(), 0);
        QCOMPARE(explorerStep(present), 1);
        press(&present, Qt::Key_PageUp); // nothing before the first
        QCOMPARE(present.currentStep(), 0);
    }

    void homeEndAndNumbersJump() {
        PresentWindow present(fourSteps());
        present.show();
        press(&present, Qt::Key_End);
        QCOMPARE(present.currentStep(), 3);
        QVERIFY(present.problemText().contains(QStringLiteral("hologram")));
        QCOMPARE(present.currentPage(), nullptr);
        press(&present, Qt::Key_Right); // the last: nothing after it
        QCOMPARE(present.currentStep(), 3);
        press(&present, Qt::Key_Home);
        QCOMPARE(present.currentStep(), 0);
        QCOMPARE(present.problemText(), QString());
        press(&present, Qt::Key_3);
        QCOMPARE(present.counterText(), QStringLiteral("go to 3"));
        press(&present, Qt::Key_Return);
        QCOMPARE(present.currentStep(), 2);
        QCOMPARE(present.titleText(), QStringLiteral("Pooling"));
        press(&present, Qt::Key_1);
        press(&present, Qt::Key_2);
        press(&present, Qt::Key_Enter); // beyond the last: the last
        QCOMPARE(present.currentStep(), 3);
    }

    void blankScreens() {
        PresentWindow present(fourSteps());
        present.show();
        QVERIFY(!present.blankColour().isValid());
        press(&present, Qt::Key_B);
        QCOMPARE(present.blankColour(), QColor(Qt::black));
        press(&present, Qt::Key_B);
        QVERIFY(!present.blankColour().isValid());
        press(&present, Qt::Key_Period);
        QCOMPARE(present.blankColour(), QColor(Qt::black));
        press(&present, Qt::Key_W);
        QCOMPARE(present.blankColour(), QColor(Qt::white));
        const QImage image = present.grab().toImage();
        QCOMPARE(image.pixelColor(image.width() / 2, image.height() / 2), QColor(Qt::white));
        press(&present, Qt::Key_Right); // moving on shows the figure again
        QVERIFY(!present.blankColour().isValid());
        QCOMPARE(present.currentStage(), 0);
    }

    void pointerFollowsTheMouse() {
        PresentWindow present(fourSteps());
        present.resize(1280, 720);
        present.show();
        QWidget* figure = present.currentFigure();
        QVERIFY(!present.ink()->pointerVisible());
        const QPoint at(figure->width() / 2, figure->height() / 2);
        QTest::mousePress(figure, Qt::LeftButton, {}, at);
        QVERIFY(present.ink()->pointerVisible());
        QCOMPARE(present.ink()->pointerPosition(), QPointF(figure->mapTo(&present, at)));
        QTest::mouseRelease(figure, Qt::LeftButton, {}, at);
        QVERIFY(!present.ink()->pointerVisible());
        press(&present, Qt::Key_L);
        QVERIFY(present.pointerOn());
        QTest::mouseMove(figure, at + QPoint(40, 10));
        QVERIFY(present.ink()->pointerVisible());
        QCOMPARE(present.ink()->pointerPosition(),
                 QPointF(figure->mapTo(&present, at + QPoint(40, 10))));
        QVERIFY(present.ink()->dotDiameter() >= 16);
        const QImage image = present.grab().toImage();
        const QPoint dot = present.ink()->pointerPosition().toPoint();
        QCOMPARE(image.pixelColor(dot), PresentInk::kPointerColour);
        press(&present, Qt::Key_L);
        QVERIFY(!present.ink()->pointerVisible());
    }

    void penDrawsErasesAndClearsOnTheNextStep() {
        PresentWindow present(fourSteps());
        present.resize(1280, 720);
        present.show();
        QWidget* figure = present.currentFigure();
        press(&present, Qt::Key_P);
        QVERIFY(present.penOn());
        const int settingsStep = explorerStep(present);
        QTest::mousePress(figure, Qt::LeftButton, {}, QPoint(100, 100));
        QTest::mouseMove(figure, QPoint(200, 150));
        QTest::mouseMove(figure, QPoint(300, 120));
        QTest::mouseRelease(figure, Qt::LeftButton, {}, QPoint(300, 120));
        QCOMPARE(present.ink()->strokeCount(), 1);
        QCOMPARE(explorerStep(present), settingsStep); // the figure did not get the clicks
        const QImage image = present.grab().toImage();
        QCOMPARE(image.pixelColor(figure->mapTo(&present, QPoint(200, 150))),
                 PresentInk::kPenColour);
        press(&present, Qt::Key_E);
        QCOMPARE(present.ink()->strokeCount(), 0);
        QTest::mousePress(figure, Qt::LeftButton, {}, QPoint(50, 50));
        QTest::mouseRelease(figure, Qt::LeftButton, {}, QPoint(60, 60));
        QCOMPARE(present.ink()->strokeCount(), 1);
        press(&present, Qt::Key_End);
        QCOMPARE(present.ink()->strokeCount(), 0);
    }

    void escapeLeaves() {
        PresentWindow present(fourSteps());
        present.show();
        QSignalSpy finished(&present, &PresentWindow::finished);
        press(&present, Qt::Key_4);
        press(&present, Qt::Key_Escape); // first forgets the typed number
        QCOMPARE(finished.count(), 0);
        QVERIFY(present.isVisible());
        press(&present, Qt::Key_Escape);
        QCOMPARE(finished.count(), 1);
        QVERIFY(!present.isVisible());
    }

    void controlsShowOnMouseMoveAndHideWhenStill() {
        PresentWindow present(fourSteps());
        present.resize(1280, 720);
        present.show();
        PresentControls* controls = present.controls();
        QVERIFY(!controls->isVisible());
        QWidget* figure = present.currentFigure();
        QTest::mouseMove(figure, QPoint(200, 200));
        QVERIFY(controls->isVisible());
        QCOMPARE(controls->counter(), present.counterText());
        QVERIFY(present.rect().contains(controls->geometry())); // nothing clipped
        child<QToolButton>(controls, "presentNext")->click();
        QCOMPARE(present.currentStage(), 0);
        QCOMPARE(controls->counter(), QStringLiteral("1 / 4 · 2/4"));
        child<QToolButton>(controls, "presentPrevious")->click();
        QCOMPARE(present.currentStage(), -1);
        press(&present, Qt::Key_Right); // the keys still drive the lesson, not the buttons
        QCOMPARE(present.currentStage(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!controls->isVisible(), PresentWindow::kControlsHideMs + 2000);
        QTest::mouseMove(figure, QPoint(220, 210)); // moving again brings them back
        QVERIFY(controls->isVisible());
        press(&present, Qt::Key_B); // a blank screen hides them
        QVERIFY(!controls->isVisible());
        press(&present, Qt::Key_B);
    }

    void theSidePanelShowsTheViewsSettingsBesideTheFigure() {
        PresentWindow present(fourSteps());
        present.resize(1280, 720);
        present.show();
        QWidget* figure = present.currentFigure();
        const int fullWidth = figure->width();
        QTest::mouseMove(figure, QPoint(100, 100));
        child<QToolButton>(present.controls(), "presentSidePanelButton")->click();
        QVERIFY(present.sidePanelShown());
        QTRY_VERIFY(figure->width() < fullWidth); // the settings take room beside it
        present.showStep(1);                      // a new step keeps the panel open
        QCOMPARE(present.currentStep(), 1);
        QVERIFY(present.sidePanelShown());
        QWidget* rotation = present.currentFigure();
        QTRY_VERIFY(rotation->width() < present.width() - 40);
        child<QToolButton>(present.controls(), "presentSidePanelButton")->click();
        QVERIFY(!present.sidePanelShown());
        QTRY_VERIFY(rotation->width() >= present.width() - 40);
    }

    /// The teacher reads the note: N shows it in a strip under the figure; S opens the
    /// presenter view with the note, what Next brings and the time, following every move.
    void notesStripAndPresenterView() {
        PresentWindow present(fourSteps());
        present.resize(1280, 720);
        present.show();
        QVERIFY(!present.notesShown());
        press(&present, Qt::Key_N);
        QVERIFY(present.notesShown());
        QCOMPARE(present.notesText(), QStringLiteral("Scores, then scaling, then softmax."));
        QVERIFY(!present.presenterView());
        press(&present, Qt::Key_S);
        PresenterView* view = present.presenterView();
        QVERIFY(view && view->isVisible());
        QCOMPARE(view->nowText(), QStringLiteral("Step 1 of 4: Step through"));
        QCOMPARE(view->noteText(), QStringLiteral("Scores, then scaling, then softmax."));
        QCOMPARE(view->nextText(), QStringLiteral("Next: build 2 of 4 of this step"));
        QCOMPARE(view->clockText(), QStringLiteral("0:00"));
        press(&present, Qt::Key_End);
        press(&present, Qt::Key_Home);
        for (int i = 0; i < 4; ++i)
            press(&present, Qt::Key_Right); // through the build, onto the rotation
        QCOMPARE(view->noteText(), QStringLiteral("Each pair turns by δω."));
        QCOMPARE(present.notesText(), QStringLiteral("Each pair turns by δω."));
        QCOMPARE(view->nextText(), QStringLiteral("Next: build 2 of 3 of this step"));
        press(&present, Qt::Key_N);
        QVERIFY(!present.notesShown());
        press(&present, Qt::Key_S);
        QTRY_VERIFY(!present.presenterView());
    }

    /// Predict, then reveal: the question takes the figure's place; Next brings the figure
    /// back with the answer, read from the claim on the figure's numbers; Next moves on.
    void aQuestionHidesTheFigureUntilNext() {
        Lesson lesson = fourSteps();
        LessonStep asks;
        asks.tab = QStringLiteral("one-hot");
        asks.view = QStringLiteral("overview");
        asks.title = QStringLiteral("Guess");
        asks.settings = {{QStringLiteral("text"), QStringLiteral("a b c")}};
        attn::Claim largest;
        largest.kind = attn::ClaimKind::LargestInRow;
        largest.row.label = largest.column.label = "b";
        asks.claims = {largest};
        asks.question = QStringLiteral("Which word does b attend to most?");
        checkStep(asks);
        lesson.steps.insert(1, asks);
        PresentWindow present(lesson);
        present.resize(1280, 720);
        present.show();
        press(&present, Qt::Key_2);
        press(&present, Qt::Key_Return);
        QCOMPARE(present.currentStep(), 1);
        QVERIFY(present.question()->waiting());
        QVERIFY(present.question()->isVisible());
        QVERIFY(!present.currentFigure()->isVisible());
        QVERIFY2(present.question()->answerText().contains(QStringLiteral("«b»")) &&
                     present.question()->answerText().contains(QStringLiteral("0.5761")),
                 qPrintable(present.question()->answerText())); // e/(e+2)
        press(&present, Qt::Key_Right);
        QCOMPARE(present.currentStep(), 1);
        QVERIFY(!present.question()->waiting());
        QVERIFY(present.currentFigure()->isVisible());
        press(&present, Qt::Key_Right);
        QCOMPARE(present.currentStep(), 2);
        QVERIFY(!present.question()->isVisible());
    }

    void textScalesWithTheScreen() {
        QCOMPARE(PresentWindow::textPointsFor(QSize(1280, 720)), 18.0);
        QCOMPARE(PresentWindow::textPointsFor(QSize(1024, 768)), 19.0);
        QCOMPARE(PresentWindow::textPointsFor(QSize(1920, 1080)), 27.0);
        QCOMPARE(PresentWindow::textPointsFor(QSize(3840, 2160)), 48.0);
    }
};

QTEST_MAIN(TestPresentMode)
#include "tst_present_mode.moc"
