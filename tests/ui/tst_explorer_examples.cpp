// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer's examples: the lecture notes' sentences, quoted exactly, put into the sentence
// field and the document when chosen, and laid out within the side panel at projector text size.
#include "ui/explorer/explorercontrols.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerheatmapfigure.h"
#include "ui/explorer/explorerpage.h"
#include "ui/overview/attentiondocument.h"
#include "ui/shell/mainwindow.h"

#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QScrollArea>
#include <QtTest>

using namespace attn::ui;

namespace {

QComboBox* examplesOf(const QWidget* controls) {
    return controls->findChild<QComboBox*>(QStringLiteral("examplesCombo"));
}

/// Chooses item i as a user does: the list's current item, then activated.
void choose(QComboBox* box, int i) {
    box->setCurrentIndex(i);
    emit box->activated(i);
}

/// True when widget lies within the visible width of the scroll area that holds it.
bool withinPanel(const QWidget* widget, const QScrollArea* panel) {
    const QRect inViewport(widget->mapTo(panel->viewport(), QPoint(0, 0)), widget->size());
    return inViewport.left() >= 0 && inViewport.right() < panel->viewport()->width();
}

} // namespace

class TestExplorerExamples : public QObject {
    Q_OBJECT

  private slots:
    void everyNoteSentenceIsOffered() {
        ExplorerDocument document;
        ExplorerControls controls(&document);
        QComboBox* box = examplesOf(&controls);
        QVERIFY(box);
        QCOMPARE(box->count(), noteSentences().size() + 1); // and the invitation first
        QCOMPARE(box->currentIndex(), 0);                   // the default sentence is none of them
        QStringList languages;
        for (int i = 0; i < noteSentences().size(); ++i) {
            QCOMPARE(box->itemData(i + 1).toString(), noteSentences()[i].text);
            QVERIFY(box->itemText(i + 1).contains(noteSentences()[i].text));
            languages << noteSentences()[i].language;
        }
        languages.removeDuplicates();
        QCOMPARE(languages, (QStringList{"Russian", "Chinese", "Persian", "French"}));
        QCOMPARE(noteSentences()[0].text,
                 QStringLiteral("Надо сдавать лабораторные до срока выполнения"));
    }

    /// Each example is quoted from its note word for word (the notes are kept in
    /// tests/fixtures/lecture_notes, copies of ../shared/seeds).
    void examplesAreQuotedExactly() {
        const QDir notes(QStringLiteral(ATTN_FIXTURE_DIR "/lecture_notes"));
        QVERIFY(notes.exists());
        for (const NoteSentence& example : noteSentences()) {
            const QStringList files = notes.entryList({example.note + QStringLiteral("_*.txt")});
            QCOMPARE(files.size(), 1);
            QFile file(notes.filePath(files[0]));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(QString::fromUtf8(file.readAll()).contains(example.text),
                     qPrintable(example.note + QLatin1String(": ") + example.text));
        }
    }

    /// Where the notes' originals lie beside the sources, the kept copies are the same bytes.
    void keptNotesAreTheOriginals() {
        const QDir originals(QStringLiteral(ATTN_SOURCE_DIR "/../shared/seeds"));
        if (!originals.exists()) return; // a clone on its own checks the copies only
        const QDir kept(QStringLiteral(ATTN_FIXTURE_DIR "/lecture_notes"));
        const QStringList names = originals.entryList({QStringLiteral("*.txt")}, QDir::Files);
        QCOMPARE(kept.entryList({QStringLiteral("*.txt")}, QDir::Files), names);
        for (const QString& name : names) {
            QFile a(originals.filePath(name)), b(kept.filePath(name));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() == b.readAll(), qPrintable(name));
        }
    }

    void choosingAnExampleSetsTheSentence() {
        ExplorerDocument document;
        ExplorerControls controls(&document);
        QComboBox* box = examplesOf(&controls);
        auto* text = controls.findChild<QLineEdit*>(QStringLiteral("textEdit"));
        const int chinese =
            box->findData(QStringLiteral("注意力机制是一个可以处理多个输入的技术。"));
        QVERIFY(chinese > 0);
        choose(box, chinese);
        QCOMPARE(document.settings().text, box->itemData(chinese).toString());
        QCOMPARE(text->text(), document.settings().text);
        QCOMPARE(document.results().queryTokens.mid(0, 3),
                 (QStringList{"注意力", "机制", "是"})); // dictionary words, not one token
        QCOMPARE(document.results().queryTokens.size(), 11);
        QCOMPARE(box->currentIndex(), chinese);

        text->setText(QStringLiteral("a sentence of my own"));
        QTest::keyClick(text, Qt::Key_Return);
        QCOMPARE(document.settings().text, QStringLiteral("a sentence of my own"));
        QCOMPARE(box->currentIndex(), 0);
        choose(box, 0); // the invitation changes nothing
        QCOMPARE(document.settings().text, QStringLiteral("a sentence of my own"));
    }

    /// At 18 pt on a 1280×720 screen the examples box stands in the side panel beside its
    /// label, below the sentence field, and neither leaves the panel; the box elides a long
    /// sentence rather than widening the panel.
    void fitsTheSidePanelAtProjectorSize() {
        AttentionDocument overview;
        MainWindow window(&overview);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setBaseFontPointSize(18);
        QVERIFY(window.showTab(QStringLiteral("explorer")));
        auto* page = window.findChild<ExplorerPage*>();
        QVERIFY(page);
        QComboBox* box = examplesOf(page->controls());
        auto* text = page->controls()->findChild<QLineEdit*>(QStringLiteral("textEdit"));
        auto* panel = qobject_cast<QScrollArea*>(page->controls()->parentWidget()->parentWidget());
        QVERIFY(panel);
        choose(box, box->count() - 2); // the longest, Persian sentence
        QTRY_VERIFY(box->isVisible());
        QCoreApplication::processEvents();
        QVERIFY(withinPanel(box, panel));
        QVERIFY(withinPanel(text, panel));
        QVERIFY(box->geometry().top() >= text->geometry().bottom());
        QVERIFY2(panel->width() < window.width() / 2,
                 qPrintable(QStringLiteral("side panel %1 px wide").arg(panel->width())));
        QVERIFY(page->heatmap()->width() > panel->width());
        QCOMPARE(box->font().pointSizeF(), window.font().pointSizeF());
    }
};

QTEST_MAIN(TestExplorerExamples)
#include "tst_explorer_examples.moc"
