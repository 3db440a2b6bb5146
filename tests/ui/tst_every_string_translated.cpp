// SPDX-License-Identifier: GPL-3.0-or-later
// No word of the window reaches the screen without passing through the translations: with a
// translator that turns every message into ⟦message⟧, every tab's visible labels, buttons,
// check boxes, group titles, tab titles, list entries and menus, and the Lessons panel's, hold
// Latin letters only inside the brackets. What the user typed or opened (text fields, file and
// model names, tokens) is not the window's own words and is not looked at.
#include "ui/common/showsdata.h"
#include "ui/overview/attentiondocument.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTranslator>
#include <QtTest>

using namespace attn::ui;

namespace {

/// Every message becomes ⟦message⟧ (Qt's own too); the direction stays left to right.
class BracketTranslator : public QTranslator {
  public:
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override {
        Q_UNUSED(context)
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        const QString text = QString::fromUtf8(source);
        if (text == QLatin1String("QT_LAYOUT_DIRECTION")) return QStringLiteral("LTR");
        return QStringLiteral("⟦") + text + QStringLiteral("⟧");
    }
    bool isEmpty() const override { return false; }
};

/// What is left of text outside the brackets, markup and mnemonics, when it holds a Latin
/// letter: a word not translated; else an empty string.
QString untranslated(QString text) {
    static const QRegularExpression innermost(QStringLiteral("⟦[^⟦⟧]*⟧"));
    while (text.contains(innermost)) // messages inside messages, innermost first
        text.remove(innermost);
    // the names of functions in formulas are the same in every language
    text.remove(QRegularExpression(QStringLiteral("\\b(sin|cos|exp|log|max|min|softmax|tanh)\\b")));
    text.replace(QRegularExpression(QStringLiteral("<[^>]*>|&[a-z]+;")), QStringLiteral(" "));
    text.remove(QLatin1Char('&'));
    return text.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))) ? text.trimmed()
                                                                             : QString();
}

/// The window's own words on screen now: "Class 'text'" for each that is not translated.
QStringList untranslatedWords(const QWidget& window) {
    QStringList found;
    const auto check = [&found](const QWidget* w, const QString& text) {
        const QString left = untranslated(text);
        if (!left.isEmpty())
            found << QStringLiteral("%1 %2: '%3'")
                         .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                              text.left(80));
    };
    for (const QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible() || showsData(w)) continue;
        if (const auto* label = qobject_cast<const QLabel*>(w))
            check(w, label->text());
        else if (const auto* button = qobject_cast<const QAbstractButton*>(w))
            check(w, button->text());
        else if (const auto* group = qobject_cast<const QGroupBox*>(w))
            check(w, group->title());
        else if (const auto* bar = qobject_cast<const QTabBar*>(w))
            for (int i = 0; i < bar->count(); ++i)
                check(w, bar->tabText(i));
        else if (const auto* combo = qobject_cast<const QComboBox*>(w);
                 combo && !combo->isEditable())
            for (int i = 0; i < combo->count(); ++i)
                check(w, combo->itemText(i));
    }
    return found;
}

void collectMenus(const QList<QAction*>& actions, QStringList& found) {
    for (const QAction* action : actions) {
        if (showsData(action) || (action->menu() && showsData(action->menu()))) continue;
        if (!untranslated(action->text()).isEmpty())
            found << QStringLiteral("menu: '%1'").arg(action->text());
        if (action->menu()) collectMenus(action->menu()->actions(), found);
    }
}

} // namespace

class EveryStringTranslated : public QObject {
    Q_OBJECT

  private slots:
    void init() { QSettings().clear(); }

    /// The check can fail: a label made without tr() is caught, one made with it is not.
    void aPlainLabelIsCaught() {
        QCOMPARE(untranslated(QStringLiteral("⟦Layer⟧ 3")), QString());
        QCOMPARE(untranslated(QStringLiteral("<b>⟦Layer⟧</b> &amp; 3")), QString());
        QCOMPARE(untranslated(QStringLiteral("⟦Layer⟧ head")), QStringLiteral("head"));
        QCOMPARE(untranslated(QStringLiteral("⟦a ⟦[CLS]⟧ b⟧ cos")), QString());
    }

    void everyTabSpeaksThroughTheTranslations() {
        BracketTranslator brackets;
        QCoreApplication::installTranslator(&brackets);
        AttentionDocument document;
        MainWindow window(&document);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (QDockWidget* panel : window.findChildren<QDockWidget*>()) // the Lessons panel
            panel->show();
        QStringList problems;
        collectMenus(window.menuBar()->actions(), problems);
        QTabWidget* tabs = window.tabs();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
            for (QTabWidget* inner : window.findChildren<QTabWidget*>()) {
                if (!inner->isVisible() || inner == tabs) continue;
                for (int j = 0; j < inner->count(); ++j) {
                    inner->setCurrentIndex(j);
                    QCoreApplication::processEvents();
                    for (const QString& p : untranslatedWords(window))
                        problems << tabs->tabText(i) + QStringLiteral(" / ") + p;
                }
            }
            for (const QString& p : untranslatedWords(window))
                problems << tabs->tabText(i) + QStringLiteral(" / ") + p;
        }
        QCoreApplication::removeTranslator(&brackets);
        problems.removeDuplicates();
        for (const QString& p : problems)
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), "words above are not translated");
    }
};

QTEST_MAIN(EveryStringTranslated)
#include "tst_every_string_translated.moc"
