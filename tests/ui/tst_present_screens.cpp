// SPDX-License-Identifier: GPL-3.0-or-later
// Present mode with a laptop and a projector: it goes full screen on the projector (not the
// screen of the window), sizes its text for that screen, and a screen chosen from its controls
// is used and remembered. The two screens come from the offscreen platform's configuration.
#include "tests/support/find_child.h"
#include "ui/lessons/presentcontrols.h"
#include "ui/lessons/presentwindow.h"

#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace attn::ui;

namespace {

/// A laptop (1280 × 720) and, right of it, a projector (1920 × 1080).
constexpr char kScreens[] = R"({"screens": [
  {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 720,
   "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
  {"name": "projector", "x": 1280, "y": 0, "width": 1920, "height": 1080,
   "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})";

Lesson oneStep() {
    Lesson lesson;
    lesson.title = QStringLiteral("Screens");
    LessonStep rotation;
    rotation.tab = QStringLiteral("positional");
    rotation.view = QStringLiteral("pe-rotation");
    rotation.title = QStringLiteral("Rotation");
    checkStep(rotation);
    lesson.steps = {rotation};
    return lesson;
}

QScreen* screenNamed(const QString& name) {
    for (QScreen* screen : QGuiApplication::screens())
        if (screen->name() == name) return screen;
    return nullptr;
}

} // namespace

class TestPresentScreens : public QObject {
    Q_OBJECT

  private slots:
    void init() { QSettings().remove(QStringLiteral("present/screen")); }
    void cleanupTestCase() { QSettings().clear(); }

    void bothScreensAreSeen() {
        QCOMPARE(QGuiApplication::screens().size(), 2);
        QVERIFY(screenNamed(QStringLiteral("laptop")));
        QVERIFY(screenNamed(QStringLiteral("projector")));
    }

    void presentsFullScreenOnTheScreenThatIsNotTheWindows() {
        QScreen* laptop = screenNamed(QStringLiteral("laptop"));
        QScreen* projector = screenNamed(QStringLiteral("projector"));
        QCOMPARE(PresentWindow::presentScreen(laptop), projector);
        QCOMPARE(PresentWindow::presentScreen(projector), laptop);
        PresentWindow present(oneStep());
        present.presentOn(PresentWindow::presentScreen(laptop));
        QTRY_VERIFY(present.isFullScreen());
        QCOMPARE(present.screen(), projector);
        QCOMPARE(present.geometry(), projector->geometry());
        QCOMPARE(present.textPoints(), PresentWindow::textPointsFor(QSize(1920, 1080)));
        QVERIFY(child<QToolButton>(present.controls(), "presentScreenButton")
                    ->isVisibleTo(present.controls()));
    }

    void aScreenChosenFromTheControlsIsUsedAndRemembered() {
        QScreen* laptop = screenNamed(QStringLiteral("laptop"));
        PresentWindow present(oneStep());
        present.presentOn(screenNamed(QStringLiteral("projector")));
        QTRY_VERIFY(present.isFullScreen());
        // The menu lists both screens with their sizes; the laptop is chosen.
        QMenu* menu = child<QToolButton>(present.controls(), "presentScreenButton")->menu();
        QVERIFY(menu);
        emit menu->aboutToShow();
        QStringList items;
        QAction* laptopItem = nullptr;
        for (QAction* action : menu->actions()) {
            items << action->text();
            if (action->text().startsWith(QLatin1String("laptop"))) laptopItem = action;
        }
        QCOMPARE(items, (QStringList{QStringLiteral("laptop (1280 × 720)"),
                                     QStringLiteral("projector (1920 × 1080)")}));
        QVERIFY(laptopItem);
        laptopItem->trigger();
        QTRY_COMPARE(present.screen(), laptop);
        QTRY_VERIFY(present.isFullScreen());
        QCOMPARE(present.geometry(), laptop->geometry());
        QCOMPARE(present.textPoints(), PresentWindow::textPointsFor(QSize(1280, 720)));
        // Next time, even from the laptop's window, the laptop is the one presented on.
        QCOMPARE(PresentWindow::presentScreen(laptop), laptop);
    }
};

int main(int argc, char** argv) {
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly) || file.write(kScreens) != qint64(sizeof kScreens) - 1)
        return 1;
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toUtf8());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("attention-lab-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_present_screens"));
    TestPresentScreens test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_present_screens.moc"
