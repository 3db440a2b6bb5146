// The Translator tab and the seq2seq lecture demonstration: both sample translators load,
// a typed sentence updates the document and the views, unknown words are flagged, empty text
// keeps the previous translation, stepping moves the highlighted row, a grid click opens a
// head, and every view exports a PNG that is not blank.
#include "ui/lectures/seq2seqdemo.h"
#include "ui/lectures/seq2seqfigure.h"
#include "ui/overview/attentiondocument.h"
#include "ui/shell/figureexport.h"
#include "ui/shell/mainwindow.h"
#include "ui/translator/translatordocument.h"
#include "ui/translator/translatorgrid.h"
#include "ui/translator/translatorheatmap.h"
#include "ui/translator/translatorlines.h"
#include "ui/translator/translatorpage.h"
#include "ui/translator/translatorsteps.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn::ui;

namespace {

const QString kBahdanau = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/translator-bahdanau");
const QString kTransformer =
    QStringLiteral(ATTN_SOURCE_DIR "/sample_models/translator-transformer");

int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return colours.size();
}

void type(QLineEdit* edit, const QString& text) {
    edit->setText(text);
    QTest::keyClick(edit, Qt::Key_Return);
}

} // namespace

class TestTranslatorPage : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

  private slots:
    void loadsEachSampleModel_data() {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<bool>("bahdanau");
        QTest::addColumn<int>("layers");
        QTest::newRow("bahdanau") << kBahdanau << true << 0;
        QTest::newRow("transformer") << kTransformer << false << 2;
    }
    void loadsEachSampleModel() {
        QFETCH(QString, dir);
        QFETCH(bool, bahdanau);
        QFETCH(int, layers);
        TranslatorPage page;
        QVERIFY(page.openModel(dir));
        TranslatorDocument* doc = page.document();
        QCOMPARE(doc->isBahdanau(), bahdanau);
        QCOMPARE(doc->layers(), layers);
        QVERIFY(doc->hasTranslation());
        QCOMPARE(QString::fromStdString(doc->translation().targetText),
                 QStringLiteral("la commission soutient la zone économique européenne."));
        const Eigen::MatrixXf m = doc->shownMatrix();
        QCOMPARE(int(m.rows()), doc->steps());
        QCOMPARE(int(m.cols()), doc->translation().sourceLength());
        QCOMPARE(page.heatmap()->panel()->colorMap()->data()->keySize(), int(m.cols()));
        QCOMPARE(page.kindBox()->isEnabled(), !bahdanau);
        QVERIFY(page.modelBox()->count() >= 2); // both samples listed
    }

    void typedSentenceUpdatesDocumentAndViews() {
        TranslatorPage page;
        QVERIFY(page.openModel(kTransformer));
        QSignalSpy results(page.document(), &TranslatorDocument::resultsChanged);
        type(page.textEdit(), QStringLiteral("The small red car is in the old garden."));
        QCOMPARE(results.count(), 1);
        QCOMPARE(QString::fromStdString(page.document()->translation().targetText),
                 QStringLiteral("la petite voiture rouge est dans le vieux jardin."));
        QCOMPARE(page.heatmap()->panel()->colorMap()->data()->valueSize(),
                 page.document()->steps());
        QVERIFY(page.lines()->visibleLineCount() > 0);
        QCOMPARE(page.document()->step(), 0);
        // The attention kind chooser shows the encoder's (S,S) self-attention.
        page.kindBox()->setCurrentIndex(0);
        emit page.kindBox()->activated(0);
        QCOMPARE(page.document()->attentionKind(), TranslatorAttention::EncoderSelf);
        const int s = page.document()->translation().sourceLength();
        QCOMPARE(int(page.document()->shownMatrix().rows()), s);
        QCOMPARE(page.heatmap()->highlightedRow(), -1); // rows are source words, not steps
        page.layerBox()->setValue(2);
        page.headBox()->setValue(3);
        QCOMPARE(page.document()->layer(), 1);
        QCOMPARE(page.document()->head(), 2);
    }

    void unknownWordIsFlagged() {
        TranslatorPage page;
        QVERIFY(page.openModel(kBahdanau));
        QSignalSpy messages(&page, &Page::statusMessage);
        type(page.textEdit(), QStringLiteral("The zorblax supports the commission."));
        QVERIFY(page.document()->hasTranslation());
        QCOMPARE(page.document()->unknownWords(), QStringList{QStringLiteral("zorblax")});
        QVERIFY(page.document()->sourceLabels().contains(QStringLiteral("zorblax (unk)")));
        QVERIFY(!messages.isEmpty());
        QVERIFY(messages.last().at(0).toString().contains(QStringLiteral("zorblax")));
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("unknownWordsLabel"))
                    ->text()
                    .contains(QStringLiteral("zorblax")));
    }

    void emptyTextKeepsThePreviousTranslation() {
        TranslatorPage page;
        QVERIFY(page.openModel(kBahdanau));
        const std::string before = page.document()->translation().targetText;
        QSignalSpy messages(&page, &Page::statusMessage);
        QSignalSpy results(page.document(), &TranslatorDocument::resultsChanged);
        type(page.textEdit(), QStringLiteral("   "));
        QCOMPARE(results.count(), 0);
        QCOMPARE(page.document()->translation().targetText, before);
        QCOMPARE(messages.count(), 1);
        QVERIFY(messages.first().at(0).toString().contains(QStringLiteral("previous translation")));
        // A folder that is not a translator changes nothing either.
        QVERIFY(!page.openModel(QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv")));
        QVERIFY(page.document()->isBahdanau());
        QCOMPARE(page.document()->translation().targetText, before);
    }

    void badTextChangesNothing_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("only spaces") << QStringLiteral(" \t ");
        QTest::newRow("more words than the model reads")
            << QStringLiteral("the red car ").repeated(30);
        QTest::newRow("over 100000 bytes") << QString(100001, QLatin1Char('a'));
    }
    void badTextChangesNothing() {
        QFETCH(QString, text);
        TranslatorPage page;
        QVERIFY(page.openModel(kTransformer));
        page.document()->setStep(2);
        const std::string before = page.document()->translation().targetText;
        QSignalSpy errors(page.document(), &TranslatorDocument::errorOccurred);
        QVERIFY(!page.document()->setText(text));
        QCOMPARE(errors.count(), 1);
        QVERIFY(!page.document()->errorString().isEmpty());
        QCOMPARE(page.document()->translation().targetText, before);
        QCOMPARE(page.document()->step(), 2);
    }

    void brokenTranslatorFolderIsRefused() {
        const QString dir = m_dir.filePath(QStringLiteral("broken"));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(QFile::copy(kBahdanau + QStringLiteral("/config.json"),
                            dir + QStringLiteral("/config.json")));
        TranslatorPage page;
        QVERIFY(page.openModel(kBahdanau));
        QSignalSpy errors(page.document(), &TranslatorDocument::errorOccurred);
        QVERIFY(!page.openModel(dir));
        QCOMPARE(errors.count(), 1);
        QCOMPARE(page.document()->modelDir(), kBahdanau);
        QVERIFY(page.document()->hasTranslation());
    }

    void steppingMovesTheHighlightedRow() {
        TranslatorPage page;
        QVERIFY(page.openModel(kBahdanau));
        QSignalSpy steps(page.document(), &TranslatorDocument::stepChanged);
        QCOMPARE(page.heatmap()->highlightedRow(), 0);
        QVERIFY(!page.previousButton()->isEnabled());
        QTest::mouseClick(page.nextButton(), Qt::LeftButton);
        QCOMPARE(page.document()->step(), 1);
        QCOMPARE(page.heatmap()->highlightedRow(), 1);
        QCOMPARE(steps.count(), 1);
        // The arrow keys step while the views have the focus.
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.heatmap()->setFocus();
        QTest::keyClick(page.heatmap(), Qt::Key_Right);
        QCOMPARE(page.document()->step(), 2);
        QTest::keyClick(page.heatmap(), Qt::Key_Left);
        QTest::keyClick(page.heatmap(), Qt::Key_Left);
        QCOMPARE(page.document()->step(), 0);
        // The step's query, weights and context have the model's sizes.
        const attn::Translation& t = page.document()->translation();
        QCOMPARE(page.document()->stepWeights().size(), Eigen::Index(t.sourceLength()));
        QVERIFY(std::abs(page.document()->stepWeights().sum() - 1.f) < 1e-4f);
        QCOMPARE(page.document()->stepQuery().size(), t.decoderStates.cols());
        QCOMPARE(page.document()->stepContext().size(), t.contexts.cols());
        page.document()->setStep(1000); // clamped to the last step
        QCOMPARE(page.document()->step(), page.document()->steps() - 1);
        QVERIFY(!page.nextButton()->isEnabled());
        QVERIFY(page.steps()->stepCaption().contains(QStringLiteral("<eos>")));
    }

    void gridClickOpensAHead() {
        TranslatorPage page;
        QVERIFY(page.openModel(kTransformer));
        page.resize(1200, 800);
        page.views()->setCurrentWidget(page.grid());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.grid()->replot();
        auto* grid = qobject_cast<QCPLayoutGrid*>(page.grid()->plotLayout()->element(1, 0));
        QVERIFY(grid);
        auto* rect = qobject_cast<QCPAxisRect*>(grid->element(1, 2));
        QVERIFY(rect);
        QVERIFY(page.grid()
                    ->describeAt(rect->rect().center())
                    .startsWith(QStringLiteral("layer 2, head 3: ")));
        QTest::mouseClick(page.grid(), Qt::LeftButton, {}, rect->rect().center());
        QCOMPARE(page.document()->layer(), 1);
        QCOMPARE(page.document()->head(), 2);
        QCOMPARE(page.views()->currentWidget(), static_cast<QWidget*>(page.heatmap()));
    }

    void hoverShowsOnlyAWordsLines() {
        TranslatorPage page;
        QVERIFY(page.openModel(kBahdanau));
        page.resize(1200, 800);
        page.views()->setCurrentWidget(page.lines());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.lines()->replot();
        const int all = page.lines()->visibleLineCount();
        page.lines()->setFocusWord(1, 0);
        QVERIFY(page.lines()->visibleLineCount() < all);
        QVERIFY(page.lines()->visibleLineCount() >= 1);
    }

    void everyViewExportsAPng_data() {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<int>("view");
        for (int v = 0; v < 4; ++v) {
            QTest::addRow("bahdanau view %d", v) << kBahdanau << v;
            QTest::addRow("transformer view %d", v) << kTransformer << v;
        }
    }
    void everyViewExportsAPng() {
        QFETCH(QString, dir);
        QFETCH(int, view);
        TranslatorPage page;
        QVERIFY(page.openModel(dir));
        page.views()->setCurrentIndex(view);
        QCustomPlot* plot = page.exportPlot();
        QVERIFY(plot);
        QCOMPARE(static_cast<QWidget*>(plot), page.views()->currentWidget());
        const QString path = m_dir.filePath(QStringLiteral("view%1.png").arg(view));
        ExportOptions options;
        options.width = 900;
        options.height = 600;
        QCOMPARE(exportFigure(*plot, path, options), QString());
        const QImage image(path);
        QCOMPARE(image.width(), 900);
        QVERIFY(distinctColours(image) > 20);
    }

    void mainWindowRoutesTranslatorFolders() {
        AttentionDocument document;
        MainWindow window(&document);
        QVERIFY(window.openModel(kTransformer));
        QCOMPARE(window.tabs()->currentWidget(), static_cast<QWidget*>(window.translatorPage()));
        QVERIFY(!window.translatorPage()->document()->isBahdanau());
        QVERIFY(!window.openModel(m_dir.filePath(QStringLiteral("missing"))));
        QVERIFY(!window.modelError().isEmpty());
    }

    void seq2seqDemoStepsWordByWord() {
        Seq2seqDemo demo;
        TranslatorDocument* doc = demo.document();
        QVERIFY(doc->hasTranslation());
        QVERIFY(doc->isBahdanau());
        QCOMPARE(doc->text(),
                 QStringLiteral("The commission supports the European Economic Area."));
        const int s = doc->translation().sourceLength();
        QCOMPARE(demo.figure()->attentionLineCount(), s);
        QCOMPARE(demo.stepSlider()->maximum(), doc->steps());
        demo.findChild<QPushButton*>(QStringLiteral("seq2seqNextButton"))->click();
        QCOMPARE(doc->step(), 1);
        QCOMPARE(demo.stepSlider()->value(), 2);
        demo.stepSlider()->setValue(5);
        QCOMPARE(doc->step(), 4);
        QVERIFY(demo.readoutLabel()->text().contains(QStringLiteral("zone")));
        QVERIFY(demo.formulaLabel()->text().contains(QStringLiteral("tanh")));
        const QString path = m_dir.filePath(QStringLiteral("seq2seq.png"));
        QCustomPlot* plot = demo.exportPlot();
        plot->resize(1200, 700);
        QCOMPARE(exportFigure(*plot, path, ExportOptions{}), QString());
        QVERIFY(distinctColours(QImage(path)) > 20);
        QSignalSpy messages(&demo, &LectureDemo::statusMessage);
        type(demo.textEdit(), QString());
        QCOMPARE(messages.count(), 1);
        QCOMPARE(doc->step(), 4); // the previous translation and step are kept
    }

    void cleanupTestCase() {
        QDir(QDir::homePath() + QStringLiteral("/.config/Unknown Organization"))
            .removeRecursively();
    }
};

QTEST_MAIN(TestTranslatorPage)
#include "tst_translator_page.moc"
