// SPDX-License-Identifier: GPL-3.0-or-later
// The lecture hall's standard, checked: at 1280x720 with 18 pt text, in English, Russian,
// Chinese and Persian, every tab of the window fits the screen, and every tab bar shows all its
// titles without scroll arrows.
#include "ui/common/tabbarfit.h"
#include "ui/overview/attentiondocument.h"
#include "ui/shell/language.h"
#include "ui/shell/mainwindow.h"

#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>

using namespace attn::ui;

class ProjectorLayout : public QObject {
    Q_OBJECT

  private slots:
    void init() { QSettings().clear(); } // no window state remembered from an earlier run
    void cleanup() { Language::setLanguage(QStringLiteral("en")); }

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
        for (const char* code : {"en", "ru", "zh_CN", "fa"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void everyTabFitsAtEighteenPoints() {
        QFETCH(QString, language);
        QVERIFY(Language::setLanguage(language));
        AttentionDocument document;
        MainWindow window(&document);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setBaseFontPointSize(18);
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
                    problems << QStringLiteral("%1: the tab bar of %2 ('%3', …) scrolls")
                                    .arg(tab, shown->objectName(),
                                         shown->tabText(0).remove(QLatin1Char('&')));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(ProjectorLayout)
#include "tst_projector_layout.moc"
