// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: settings in, errors out, text size for projectors.
#include "ui/caption/captiondocument.h"
#include "ui/caption/captionpage.h"
#include "ui/common/exportdialog.h"
#include "ui/common/page.h"
#include "ui/model/modeldocument.h"
#include "ui/model/modelpage.h"
#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"
#include "ui/overview/onehotpage.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/vision/visionpage.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QtTest>

using namespace attn::ui;

class TestMainWindow : public QObject {
    Q_OBJECT

  private slots:
    void init();
    void cleanup();
    void showsTheFigure();
    void enterAppliesTheSentence();
    void badSentenceIsReportedAndLosesNothing();
    void headsSpinBoxRebuildsTheFigure();
    void shortcutsChangeTextSize();
    void oneTextSizeScalesTheWholeWindow();
    void menusOfferExportAndQuit();
    void exportDialogOffersScaleForPngOnly();
    void modelsOpenOnTheirTab();
    void aPasteCutShortIsReported();
    void rotaryPairOpensOnThePositionalTab();
    void startupProblemsShowInADialog();

  private:
    QAction* action(const QString& menu, const QString& text) const;

    AttentionDocument* m_document = nullptr;
    MainWindow* m_window = nullptr;
};

void TestMainWindow::init() {
    m_document = new AttentionDocument;
    m_window = new MainWindow(m_document);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestMainWindow::cleanup() {
    delete m_window;
    delete m_document;
}

QAction* TestMainWindow::action(const QString& menu, const QString& text) const {
    for (QAction* top : m_window->menuBar()->actions())
        if (top->text().remove(QLatin1Char('&')) == menu && top->menu())
            for (QAction* a : top->menu()->actions())
                if (a->text().remove(QLatin1Char('&')) == text) return a;
    return nullptr;
}

void TestMainWindow::showsTheFigure() {
    QCOMPARE(m_window->windowTitle(), QStringLiteral("AttentionLab"));
    QCOMPARE(m_window->centralWidget(), m_window->tabs());
    QCOMPARE(m_window->tabs()->widget(0), m_window->findChild<OneHotPage*>());
    QCOMPARE(m_window->findChild<OneHotPage*>()->figure(), m_window->figure());
    QCOMPARE(m_window->tabs()->currentIndex(), 0);
    QCOMPARE(m_window->textEdit()->text(), AttentionDocument::defaultText());
    // 85 % of the screen, at least 1280x760, but never larger than the screen unless the tabs
    // need more room.
    const QSize screen = m_window->screen()->availableGeometry().size();
    const QSize expected = QSize(1280, 760)
                               .expandedTo(screen * 0.85)
                               .boundedTo(screen)
                               .expandedTo(m_window->minimumSize());
    QCOMPARE(m_window->size(), expected);
    QVERIFY2(m_window->minimumSize().width() <= 1024,
             "the window must fit a 1024 pixels wide projector at the default text size");
}

void TestMainWindow::enterAppliesTheSentence() {
    QLineEdit* edit = m_window->textEdit();
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("keys and queries"));
    QCOMPARE(m_document->results().tokens.size(), 6); // nothing applied while typing
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(
        m_document->results().tokens,
        (QStringList{QStringLiteral("keys"), QStringLiteral("and"), QStringLiteral("queries")}));
    QCOMPARE(m_window->figure()->heatmap(0)->data()->keySize(), 3);
}

void TestMainWindow::badSentenceIsReportedAndLosesNothing() {
    QLineEdit* edit = m_window->textEdit();
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("   "));
    QTest::keyClick(edit, Qt::Key_Return);
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("no words")), qPrintable(message));
    QCOMPARE(m_document->results().tokens.size(), 6);
    QCOMPARE(m_window->figure()->heatmapCount(), 5);
    QCOMPARE(edit->text(), QStringLiteral("   ")); // left for the user to correct

    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("fixed now"));
    QTest::keyClick(edit, Qt::Key_Return);
    QVERIFY(m_window->statusBar()->currentMessage().isEmpty());
    QCOMPARE(m_document->results().tokens.size(), 2);
}

void TestMainWindow::headsSpinBoxRebuildsTheFigure() {
    auto* heads = m_window->findChild<QSpinBox*>(QStringLiteral("headsSpinBox"));
    QVERIFY(heads);
    QCOMPARE(heads->value(), 4);
    heads->setValue(2);
    QCOMPARE(m_document->heads(), 2);
    QCOMPARE(m_window->figure()->heatmapCount(), 3);
}

void TestMainWindow::shortcutsChangeTextSize() {
    AttentionFigure* figure = m_window->figure();
    const double start = figure->baseFontPointSize();
    QTest::keySequence(m_window, QKeySequence::ZoomIn);
    QVERIFY(figure->baseFontPointSize() > start);
    QTest::keySequence(m_window, QKeySequence::ZoomOut);
    QTest::keySequence(m_window, QKeySequence::ZoomOut);
    QVERIFY(figure->baseFontPointSize() < start);
    QTest::keySequence(m_window, QKeySequence(QStringLiteral("Ctrl+0")));
    QCOMPARE(figure->baseFontPointSize(), AttentionFigure::kDefaultFontPointSize);
}

void TestMainWindow::oneTextSizeScalesTheWholeWindow() {
    const double menus = QApplication::font().pointSizeF();
    m_window->setBaseFontPointSize(18);
    // The menus, tabs and controls grow as the figures do, on every tab.
    QCOMPARE(QApplication::font().pointSizeF(), menus * 18 / 11);
    QCOMPARE(m_window->textEdit()->font().pointSizeF(), menus * 18 / 11);
    QCOMPARE(m_window->figure()->baseFontPointSize(), 18.0);
    auto* tabs = m_window->findChild<QTabWidget*>();
    for (int i = 1; i < tabs->count(); ++i)
        QCOMPARE(qobject_cast<Page*>(tabs->widget(i))->baseFontPointSize(), 18.0);
    // Larger text steps from the window's size whichever tab is shown.
    tabs->setCurrentIndex(2);
    QTest::keySequence(m_window, QKeySequence::ZoomIn);
    QCOMPARE(m_window->baseFontPointSize(), 20.0);
    QCOMPARE(m_window->figure()->baseFontPointSize(), 20.0);
    m_window->setBaseFontPointSize(11);
    QCOMPARE(QApplication::font().pointSizeF(), menus);
}

void TestMainWindow::menusOfferExportAndQuit() {
    QVERIFY(action(QStringLiteral("File"), QStringLiteral("Export figure…")));
    QVERIFY(action(QStringLiteral("File"), QStringLiteral("Quit")));
    QVERIFY(action(QStringLiteral("View"), QStringLiteral("Larger text")));
    QVERIFY(action(QStringLiteral("View"), QStringLiteral("Smaller text")));
}

/// A 10 MB paste fills a text box to its 32,767 characters: the status bar says the rest is lost.
void TestMainWindow::aPasteCutShortIsReported() {
    m_window->statusBar()->clearMessage();
    m_window->textEdit()->clear();
    m_window->textEdit()->insert(QString(100000, QLatin1Char('a')));
    QCOMPARE(m_window->textEdit()->text().size(), 32767);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("32,767")),
             qPrintable(m_window->statusBar()->currentMessage()));
    m_window->textEdit()->setText(QStringLiteral("a short sentence"));
}

void TestMainWindow::modelsOpenOnTheirTab() {
    QVERIFY(action(QStringLiteral("File"), QStringLiteral("Open model…")));
    QVERIFY(m_window->openModel(ModelDocument::sampleModelDir()));
    QCOMPARE(m_window->tabs()->currentWidget(),
             static_cast<QWidget*>(m_window->findChild<ModelPage*>()));
    QVERIFY(!m_window->openModel(QStringLiteral("/nonexistent")));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("/nonexistent")));
    QVERIFY(m_window->findChild<ModelPage*>()->document()->hasModel()); // the sample model stays

    // A captioner folder goes to the Captions tab, from the menu as from the command line.
    const QString captioner = CaptionDocument::sampleModelDir();
    QVERIFY(!captioner.isEmpty());
    QVERIFY(m_window->openModel(captioner));
    QCOMPARE(m_window->tabs()->currentWidget(),
             static_cast<QWidget*>(m_window->findChild<CaptionPage*>()));
    // A vision transformer goes to the Vision tab.
    QVERIFY(m_window->openModel(QStringLiteral(ATTN_FIXTURE_DIR "/vit/classifier/model")));
    QCOMPARE(m_window->tabs()->currentWidget(),
             static_cast<QWidget*>(m_window->findChild<VisionPage*>()));
    QMenu* samples = nullptr;
    for (QAction* a : m_window->menuBar()->actions())
        if (a->text().remove(QLatin1Char('&')) == QStringLiteral("File"))
            for (QAction* item : a->menu()->actions())
                if (item->menu() &&
                    item->text().remove(QLatin1Char('&')) == QStringLiteral("Sample models"))
                    samples = item->menu();
    QVERIFY(samples);
    QStringList names;
    for (QAction* item : samples->actions())
        names << item->text();
    QVERIFY2(names.contains(QStringLiteral("captioner-shapes")), qPrintable(names.join(", ")));
}

void TestMainWindow::rotaryPairOpensOnThePositionalTab() {
    auto* button = m_window->findChild<QPushButton*>(QStringLiteral("rotaryToPositionalButton"));
    QVERIFY(button);
    QVERIFY(!button->isEnabled()); // the sample model is a GPT-2: learned positions
    ModelDocument* doc = m_window->findChild<ModelPage*>()->document();
    QVERIFY(m_window->openModel(QStringLiteral(ATTN_FIXTURE_DIR "/llama/llama/model")));
    QVERIFY(doc->setText(QStringLiteral("attention is all you need")));
    doc->setLayer(1);
    doc->setHead(2);
    QVERIFY(button->isEnabled());
    button->click();
    auto* positional = qobject_cast<PositionalPage*>(m_window->tabs()->currentWidget());
    QVERIFY(positional);
    const PositionalResults& r = positional->document()->results();
    QVERIFY(r.ropeSource.contains(QStringLiteral("layer 2, head 3")));
    // The panel's score at the pair's own offset is the model's, q . R_(j-i) k (not over sqrt d).
    const std::optional<RotaryCurve> c = doc->rotaryCurve();
    QVERIFY(c);
    const int i = -c->offset, j = 0; // j - i = the pair's offset
    QVERIFY(i < r.ropeScores.rows());
    const double model =
        c->rotated[std::size_t(c->offset + c->maxOffset)] * std::sqrt(double(c->query.size()));
    QVERIFY2(std::abs(double(r.ropeScores(i, j)) - model) < 1e-4 * std::max(1.0, std::abs(model)),
             qPrintable(QStringLiteral("%1 vs %2").arg(r.ropeScores(i, j)).arg(model)));
    auto* seeded = positional->findChild<QPushButton*>(QStringLiteral("seededRopeButton"));
    QVERIFY(seeded && seeded->isVisibleTo(positional));
    seeded->click();
    QVERIFY(positional->document()->results().ropeSource.isEmpty());
    QVERIFY(!seeded->isVisibleTo(positional));
}

void TestMainWindow::exportDialogOffersScaleForPngOnly() {
    ExportOptions initial;
    initial.width = 1200;
    initial.height = 700;
    initial.scale = 2;
    initial.fontPoints = 18;
    ExportDialog png(ExportFormat::Png, initial);
    QCOMPARE(png.options().width, 1200);
    QCOMPARE(png.options().height, 700);
    QCOMPARE(png.options().scale, 2.0);
    QCOMPARE(png.options().fontPoints, 18.0);
    const auto spin = [](const ExportDialog& dialog, const char* name) {
        return dialog.findChild<QDoubleSpinBox*>(QString::fromLatin1(name));
    };
    QVERIFY(spin(png, "scale")->isVisibleTo(&png));
    QVERIFY(spin(png, "textSize")->isVisibleTo(&png));
    ExportDialog svg(ExportFormat::Svg, initial);
    QVERIFY(!spin(svg, "scale")->isVisibleTo(&svg));
    QVERIFY(spin(svg, "textSize")->isVisibleTo(&svg));
    QCOMPARE(svg.options().fontPoints, 18.0);
    // The suffix a name without one gets: the chosen filter's; a figure's own suffix stays.
    const QStringList filters = figureFileFilters();
    QCOMPARE(withFigureSuffix(QStringLiteral("/tmp/a"), filters[0]), QStringLiteral("/tmp/a.png"));
    QCOMPARE(withFigureSuffix(QStringLiteral("/tmp/a"), filters[1]), QStringLiteral("/tmp/a.svg"));
    QCOMPARE(withFigureSuffix(QStringLiteral("/tmp/a"), filters[2]), QStringLiteral("/tmp/a.pdf"));
    QCOMPARE(withFigureSuffix(QStringLiteral("/tmp/a.PDF"), filters[0]),
             QStringLiteral("/tmp/a.PDF"));
}

/// A bad --model or lesson at start: the window opens and a dialog over it says what and why
/// (started from the desktop, nobody reads a terminal).
void TestMainWindow::startupProblemsShowInADialog() {
    QVERIFY(!m_window->openModel(QStringLiteral("/nonexistent")));
    const QString problem = QStringLiteral("/nonexistent: ") + m_window->modelError();
    m_window->reportStartupProblems({problem});
    auto* box = m_window->findChild<QMessageBox*>(QStringLiteral("startupProblems"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY(box->informativeText().contains(problem));
    QCOMPARE(box->windowModality(), Qt::WindowModal); // the window stays usable behind it
    box->accept();
    m_window->reportStartupProblems({}); // nothing to say, no dialog
    QTRY_VERIFY(!m_window->findChild<QMessageBox*>(QStringLiteral("startupProblems")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
