// SPDX-License-Identifier: GPL-3.0-or-later
// The interface's language: View > Language switches it live (menus in the new language, the
// window mirrored for Persian, the tab and settings kept) and remembers the choice.
#include "ui/common/page.h"
#include "ui/lessons/lessondocument.h"
#include "ui/lessons/lessonmenu.h"
#include "ui/lessons/lessonpanel.h"
#include "ui/overview/attentiondocument.h"
#include "ui/shell/language.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

using namespace attn::ui;

class TestLanguage : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void codesAndNames();
    void unknownCodeIsRefused();
    void persianMirrorsTheWindowAndTranslatesTheMenus();
    void switchingKeepsTheTabAndItsSettings();
    void theMenuSwitchesAndRemembers();

  private:
    QString menuTitle(int index) const;
    QAction* languageAction(const QString& code) const;

    AttentionDocument* m_document = nullptr;
    MainWindow* m_window = nullptr;
};

void TestLanguage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // QSettings away from the user's
    QSettings().clear();
    // A small Persian translation of the test's own (tests/ui/translations).
    Language::setTranslationsDirectory(QStringLiteral(":/test-i18n"));
}

void TestLanguage::init() {
    Language::setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    m_document = new AttentionDocument;
    m_window = new MainWindow(m_document);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestLanguage::cleanup() {
    delete m_window;
    delete m_document;
    Language::setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
}

QString TestLanguage::menuTitle(int index) const {
    const QList<QAction*> menus = m_window->menuBar()->actions();
    return index < menus.size() ? menus[index]->text() : QString();
}

QAction* TestLanguage::languageAction(const QString& code) const {
    return m_window->findChild<QAction*>(QStringLiteral("language_") + code);
}

void TestLanguage::codesAndNames() {
    QCOMPARE(Language::codes(), (QStringList{"en", "ru", "zh_CN", "fa"}));
    QCOMPARE(Language::nativeName("ru"), QStringLiteral("Русский"));
    QCOMPARE(Language::nativeName("zh_CN"), QStringLiteral("中文"));
    QCOMPARE(Language::nativeName("fa"), QStringLiteral("فارسی"));
    QVERIFY(Language::isKnown(Language::systemLanguage()));
    QVERIFY(Language::isKnown(Language::preferredLanguage()));
}

void TestLanguage::unknownCodeIsRefused() {
    QVERIFY(!Language::setLanguage(QStringLiteral("xx")));
    QCOMPARE(Language::current(), QStringLiteral("en"));
    QCOMPARE(Language::unknownCodeMessage(QStringLiteral("xx")),
             QStringLiteral("unknown language 'xx' (known: en, ru, zh_CN, fa)"));
}

void TestLanguage::persianMirrorsTheWindowAndTranslatesTheMenus() {
    QCOMPARE(menuTitle(1), QStringLiteral("&View"));
    QVERIFY(!m_window->isRightToLeft());
    QVERIFY(Language::setLanguage(QStringLiteral("fa")));
    QTRY_VERIFY(m_window->isRightToLeft());
    QTRY_COMPARE(menuTitle(1), QStringLiteral("&نما"));
    QVERIFY(m_window->findChild<QMenu*>(QStringLiteral("languageMenu")));
    QCOMPARE(m_window->findChild<QMenu*>(QStringLiteral("languageMenu"))->title(),
             QStringLiteral("&زبان"));
    QVERIFY(languageAction(QStringLiteral("fa"))->isChecked());

    QVERIFY(Language::setLanguage(QStringLiteral("en")));
    QTRY_VERIFY(!m_window->isRightToLeft());
    QTRY_COMPARE(menuTitle(1), QStringLiteral("&View"));
}

void TestLanguage::switchingKeepsTheTabAndItsSettings() {
    QVERIFY(m_window->showTab(QStringLiteral("positional")));
    auto* page = qobject_cast<Page*>(m_window->tabs()->currentWidget());
    QVERIFY(page);
    const QString view = page->lessonView();
    const QJsonObject state = page->lessonState();
    m_window->setBaseFontPointSize(14);
    auto* lessons = m_window->findChild<LessonMenu*>();
    QVERIFY(lessons);
    Lesson lesson;
    lesson.title = QStringLiteral("Attention");
    lessons->setLesson(lesson);
    lessons->document()->setTitle(QStringLiteral("Attention, edited")); // unsaved
    lessons->panel()->show();
    QVERIFY(Language::setLanguage(QStringLiteral("fa")));
    QTRY_COMPARE(menuTitle(1), QStringLiteral("&نما"));
    QCOMPARE(m_window->tabs()->currentIndex(), 4);
    auto* rebuilt = qobject_cast<Page*>(m_window->tabs()->currentWidget());
    QVERIFY(rebuilt && rebuilt != page);
    QCOMPARE(rebuilt->lessonView(), view);
    QCOMPARE(rebuilt->lessonState(), state);
    QCOMPARE(m_window->baseFontPointSize(), 14.0);
    QCOMPARE(rebuilt->baseFontPointSize(), 14.0);
    auto* rebuiltLessons = m_window->findChild<LessonMenu*>();
    QVERIFY(rebuiltLessons && rebuiltLessons != lessons);
    QCOMPARE(m_window->findChildren<LessonMenu*>().size(), 1);
    QCOMPARE(rebuiltLessons->lesson().title, QStringLiteral("Attention, edited"));
    QVERIFY(rebuiltLessons->document()->isModified());
    QVERIFY(rebuiltLessons->panel()->isVisible());
    QCOMPARE(m_window->findChildren<LessonPanel*>().size(), 1);
    rebuiltLessons->setSaveQuestion([](const QString&) { return QMessageBox::Discard; });
}

void TestLanguage::theMenuSwitchesAndRemembers() {
    QAction* persian = languageAction(QStringLiteral("fa"));
    QVERIFY(persian);
    QVERIFY(languageAction(QStringLiteral("en"))->isChecked());
    QCOMPARE(persian->text(), QStringLiteral("فارسی"));
    persian->trigger();
    QCOMPARE(Language::current(), QStringLiteral("fa"));
    QCOMPARE(Language::preferredLanguage(), QStringLiteral("fa"));
    QTRY_VERIFY(m_window->isRightToLeft());
    languageAction(QStringLiteral("en"))->trigger();
    QCOMPARE(Language::preferredLanguage(), QStringLiteral("en"));
    QTRY_COMPARE(menuTitle(1), QStringLiteral("&View"));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
