// SPDX-License-Identifier: GPL-3.0-or-later
// The lecture hall's standard, checked: at 1280x720 with 18 pt text, in English, Russian,
// Chinese and Persian, every tab of the window fits the screen, with the Lessons panel open too,
// and every tab bar shows all its titles without scroll arrows; so do the windows of their own
// (Long text, Positions in models), their buttons' words whole.
#include "ui/common/tabbarfit.h"
#include "ui/lessons/lesson.h"
#include "ui/lessons/lessonmenu.h"
#include "ui/lessons/lessonpanel.h"
#include "ui/model/longtextview.h"
#include "ui/model/modelpage.h"
#include "ui/overview/attentiondocument.h"
#include "ui/plotkit/figure.h"
#include "ui/positional/modeldistanceview.h"
#include "ui/positional/positionalpage.h"
#include "ui/shell/language.h"
#include "ui/shell/mainwindow.h"

#include <QDockWidget>
#include <QPushButton>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>

using namespace attn::ui;

namespace {

/// window on a 1280x720 screen with 18 pt text; false when it was not shown.
bool showAsInTheHall(MainWindow& window) {
    window.resize(1280, 720);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return false;
    window.setBaseFontPointSize(18);
    return true;
}

} // namespace

class ProjectorLayout : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { m_desktopFont = QApplication::font(); }
    void init() { QSettings().clear(); } // no window state remembered from an earlier run
    void cleanup() { // each window starts as the program does, not at the last one's text size
        Language::setLanguage(QStringLiteral("en"));
        QApplication::setFont(m_desktopFont);
    }

    /// The check can fail: titles that no font down to 60 % fits are reported, and a bar
    /// with room keeps the widget's font.
    void aCrowdedTabBarIsCaught() {
        QTabWidget tabs;
        for (int i = 0; i < 12; ++i)
            tabs.addTab(new QWidget, QStringLiteral("a rather long title %1").arg(i));
        fitTabBarToWidth(&tabs);
        tabs.resize(300, 200);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        QVERIFY(!tabTitlesFit(tabs));
        QCOMPARE(tabs.tabBar()->font().pointSizeF(),
                 tabs.font().pointSizeF() * 0.6); // it shrank as far as it may
        tabs.resize(4000, 200);
        QTRY_VERIFY(tabTitlesFit(tabs));
        QCOMPARE(tabs.tabBar()->font().pointSizeF(), tabs.font().pointSizeF());
    }

    void everyTabFitsAtEighteenPoints_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("lessonsPanel");
        for (const char* code : {"en", "ru", "zh_CN", "fa"}) {
            QTest::addRow("%s", code) << QString::fromLatin1(code) << false;
            QTest::addRow("%s, Lessons panel", code) << QString::fromLatin1(code) << true;
        }
    }

    void everyTabFitsAtEighteenPoints() {
        QFETCH(QString, language);
        QFETCH(bool, lessonsPanel);
        QVERIFY(Language::setLanguage(language));
        AttentionDocument document;
        MainWindow window(&document);
        QVERIFY(showAsInTheHall(window));
        if (lessonsPanel)
            for (QDockWidget* panel : window.findChildren<QDockWidget*>())
                panel->show();
        QTabWidget* tabs = window.tabs();
        QStringList problems;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::sendPostedEvents(); // layouts settle
            QCoreApplication::processEvents();
            const QString tab = tabs->tabText(i).remove(QLatin1Char('&'));
            const QSize least = window.minimumSizeHint();
            if (least.width() > 1280 || least.height() > 720)
                problems << QStringLiteral("%1: the window needs at least %2 x %3")
                                .arg(tab)
                                .arg(least.width())
                                .arg(least.height());
            for (const QTabWidget* shown : window.findChildren<QTabWidget*>())
                if (shown->isVisible() && !tabTitlesFit(*shown))
                    problems << QStringLiteral("%1: the tab bar of %2 ('%3', …) scrolls: its "
                                               "titles take %4 px at %5 pt, it has %6")
                                    .arg(tab, shown->objectName(),
                                         shown->tabText(0).remove(QLatin1Char('&')))
                                    .arg(shown->tabBar()->sizeHint().width())
                                    .arg(shown->tabBar()->font().pointSizeF())
                                    .arg(shown->width());
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void theWindowsOfTheirOwnFitAtEighteenPoints_data() {
        QTest::addColumn<QString>("language");
        for (const char* code : {"en", "ru", "zh_CN", "fa"})
            QTest::addRow("%s", code) << QString::fromLatin1(code);
    }

    void theWindowsOfTheirOwnFitAtEighteenPoints() {
        QFETCH(QString, language);
        QVERIFY(Language::setLanguage(language));
        AttentionDocument document;
        MainWindow window(&document);
        QVERIFY(showAsInTheHall(window));
        window.findChild<ModelPage*>()->showLongText();
        window.findChild<PositionalPage*>()->showPositionsInModels();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QStringList problems;
        const QList<QWidget*> windows{window.findChild<LongTextView*>(),
                                      window.findChild<ModelDistanceView*>()};
        for (QWidget* shown : windows) {
            QVERIFY(shown && shown->isVisible());
            const QSize least = shown->minimumSizeHint();
            if (least.width() > 1280 || least.height() > 720)
                problems << QStringLiteral("%1 needs at least %2 x %3")
                                .arg(shown->metaObject()->className())
                                .arg(least.width())
                                .arg(least.height());
            for (const QPushButton* button : shown->findChildren<QPushButton*>())
                if (button->isVisible() && button->width() < button->sizeHint().width())
                    problems << QStringLiteral("%1: '%2' is cut (%3 of %4 px)")
                                    .arg(shown->metaObject()->className(), button->text())
                                    .arg(button->width())
                                    .arg(button->sizeHint().width());
            if (shown->font().pointSizeF() != window.font().pointSizeF()) // the window's size
                problems << QStringLiteral("%1 has %2 pt text, the window %3")
                                .arg(shown->metaObject()->className())
                                .arg(shown->font().pointSizeF())
                                .arg(window.font().pointSizeF());
            for (const Figure* figure : shown->findChildren<Figure*>())
                if (figure->baseFontPointSize() != 18)
                    problems << QStringLiteral("%1's figure has %2 pt text")
                                    .arg(shown->metaObject()->className())
                                    .arg(figure->baseFontPointSize());
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    /// A shipped lesson opened as `--lesson` opens it, at 18 pt: every step it shows keeps the
    /// window within the screen.
    void everyStepOfALessonFits_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("lesson");
        QTest::newRow("ru") << "ru"
                            << "000-attention-ru.json";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "002-attention-zh.json";
        QTest::newRow("fa") << "fa"
                            << "004-mechanisms-fa.json";
        QTest::newRow("en") << "en"
                            << "003-transformer-en.json";
    }
    void everyStepOfALessonFits() {
        QFETCH(QString, language);
        QFETCH(QString, lesson);
        QVERIFY(Language::setLanguage(language));
        AttentionDocument document;
        MainWindow window(&document);
        window.setBaseFontPointSize(18);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* menu = window.findChild<LessonMenu*>(QStringLiteral("lessonMenu"));
        QVERIFY(menu);
        QString error;
        const Lesson opened =
            loadLesson(QStringLiteral(ATTN_SOURCE_DIR "/ui/lessons/shipped/") + lesson, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        menu->setLesson(opened);
        menu->panel()->show();
        QStringList problems;
        for (int step = 0; step < int(opened.steps.size()); ++step) {
            menu->showStep(step);
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
            const QSize least = window.minimumSizeHint();
            if (least.width() > 1280 || least.height() > 720 || window.width() > 1280)
                problems << QStringLiteral("step %1: the window needs %2 x %3, is %4 wide (the "
                                           "Lessons panel at least %5, the page %6)")
                                .arg(step + 1)
                                .arg(least.width())
                                .arg(least.height())
                                .arg(window.width())
                                .arg(menu->panel()->minimumSizeHint().width())
                                .arg(window.centralWidget()->minimumSizeHint().width());
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

  private:
    QFont m_desktopFont;
};

QTEST_MAIN(ProjectorLayout)
#include "tst_projector_layout.moc"
