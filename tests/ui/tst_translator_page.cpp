// SPDX-License-Identifier: GPL-3.0-or-later
// The Translator tab and the seq2seq lecture demonstration: both sample translators load,
// a typed sentence updates the document and the views, unknown words are flagged, empty text
// keeps the previous translation, stepping moves the highlighted row, a grid click opens a
// head, and every view exports a PNG that is not blank.
#include "tests/support/find_child.h"
#include "tests/support/image_checks.h"
#include "ui/common/figureexport.h"
#include "ui/lectures/seq2seq/seq2seqdemo.h"
#include "ui/overview/attentiondocument.h"
#include "ui/plotkit/style.h"
#include "ui/shell/mainwindow.h"
#include "ui/translator/seq2seqfigure.h"
#include "ui/translator/translatordocument.h"
#include "ui/translator/translatorgridfigure.h"
#include "ui/translator/translatorheatmapfigure.h"
#include "ui/translator/translatorlinesfigure.h"
#include "ui/translator/translatorpage.h"
#include "ui/translator/translatorstepsfigure.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
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

bool coloured(QRgb p) {
    return testing::chroma(p) > 40;
}

int argmax(const Eigen::VectorXf& v) {
    Eigen::Index i = 0;
    v.maxCoeff(&i);
    return int(i);
}

/// The heat map draws the document's matrix: in every row with a clear largest weight, that
/// cell is the brightest.
void verifyHeatmap(const QImage& image, const Eigen::MatrixXf& m) {
    const QRect map = testing::widestBlock(image, coloured);
    QVERIFY2(map.width() > image.width() / 2, "no heat map");
    const int rows = int(m.rows()), columns = int(m.cols());
    const QVector<int> cells = testing::cellBrightness(image, map, rows, columns);
    for (int r = 0; r < rows; ++r) {
        const Eigen::VectorXf row = m.row(r).transpose();
        if (row.maxCoeff() < 0.5f) continue;
        const auto first = cells.begin() + r * columns;
        QCOMPARE(int(std::max_element(first, first + columns) - first), argmax(row));
    }
}

/// The grid of every layer and head: one heat map per head, as many in the top half (layer 1)
/// as in the bottom half (layer 2); a Bahdanau translator has none, only a note.
void verifyGrid(const QImage& image, int heads) {
    for (const QRect& half : {QRect(0, 0, image.width(), image.height() / 2),
                              QRect(0, image.height() / 2, image.width(), image.height() / 2)}) {
        int maps = 0;
        for (const QRect& block : testing::solidBlocks(image.copy(half), coloured))
            maps += block.width() > image.width() / 12 ? 1 : 0;
        QCOMPARE(maps, heads);
    }
}

/// The lines from the source words (left) to the target words (right): the current step's
/// lines are vermillion, and the thickest of them leaves the source word with the step's
/// largest weight.
void verifyLines(const QImage& image, const Eigen::VectorXf& weights) {
    const QRect body(0, image.height() / 7, image.width(), image.height() * 6 / 7);
    const QRect lines = testing::boundsOf(image, body, coloured);
    QVERIFY2(lines.width() > image.width() / 2, "no lines");
    const int sources = int(weights.size());
    const double spacing = double(lines.height()) / (sources - 1);
    QVector<int> vermillion;
    for (int k = 0; k < sources; ++k) {
        const QRect band(lines.left(), int(lines.top() + (k - 0.3) * spacing), 30,
                         int(0.6 * spacing));
        vermillion << testing::countNear(image, band, palette::kVermillion.rgb(), 40);
    }
    QCOMPARE(int(std::max_element(vermillion.begin(), vermillion.end()) - vermillion.begin()),
             argmax(weights));
}

/// The step: the query (blue bars, top), the weights over the source words (vermillion bars,
/// middle), tallest over the word with the largest weight, and the context (green, bottom).
void verifySteps(const QImage& image, const Eigen::VectorXf& weights) {
    const int third = image.height() / 3;
    const QRect query(0, 0, image.width(), third), middle(0, third, image.width(), third),
        context(0, 2 * third, image.width(), image.height() - 2 * third);
    QVERIFY2(testing::countNear(image, query, palette::kBlue.rgb(), 24) > 500, "no query");
    QVERIFY2(testing::countNear(image, context, palette::kGreen.rgb(), 24) > 500, "no context");
    const QRect axis = testing::boundsOf(image, query, [](QRgb p) {
        return testing::colourDistance(p, palette::kBlue.rgb()) < 24;
    }); // the query's bars run across the whole axis, as the weights' slots do
    int tallest = 0, first = -1, last = -1; // the columns of the tallest bar
    for (int x = axis.left(); x <= axis.right(); ++x) {
        const int n = testing::countNear(image, QRect(x, middle.top(), 1, middle.height()),
                                         palette::kVermillion.rgb(), 24);
        if (n > tallest) {
            tallest = n;
            first = x;
        }
        if (n == tallest) last = x;
    }
    QVERIFY2(tallest > 20, "no weight bars");
    const int sources = int(weights.size());
    QCOMPARE(int(double((first + last) / 2 - axis.left()) / axis.width() * sources),
             argmax(weights));
}

void type(QLineEdit* edit, const QString& text) {
    edit->setText(text);
    QTest::keyClick(edit, Qt::Key_Return);
}

/// The seq2seq step: the thick vermillion arrow from the query ends on the encoder state with
/// the largest weight, filled vermillion: its place along the row of encoder boxes is that
/// source word's. The query box is blue, the context box green.
void verifySeq2seq(const QImage& image, const Eigen::VectorXf& weights) {
    const QRect body(image.width() / 5, 0, image.width() * 4 / 5, image.height());
    const QPoint chosen = testing::densest(image, body, palette::kVermillion.rgb(), 6);
    QVERIFY2(chosen.y() > image.height() / 2, "no encoder state filled in the lower half");
    // The encoder boxes and the line joining them, right of the row labels.
    const QRect row =
        testing::inkBounds(image, QRect(body.left(), chosen.y() - 4, body.width(), 9));
    const int sources = int(weights.size());
    const int box = int(std::lround(double(chosen.x() - row.left()) / row.width() * sources - 0.5));
    QCOMPARE(box, argmax(weights));
    const QRect upper(0, 0, image.width(), image.height() * 2 / 3);
    QVERIFY2(testing::countNear(image, upper, palette::kBlue.rgb(), 24) > 50, "no query box");
    QVERIFY2(testing::countNear(image, upper, palette::kGreen.rgb(), 24) > 50, "no context box");
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
        QCOMPARE(child<QComboBox>(&page, "attentionKindBox")->isEnabled(), !bahdanau);
        QVERIFY(child<QComboBox>(&page, "translatorModelBox")->count() >= 2); // both samples listed
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
        child<QComboBox>(&page, "attentionKindBox")->setCurrentIndex(0);
        emit child<QComboBox>(&page, "attentionKindBox")->activated(0);
        QCOMPARE(page.document()->attentionKind(), TranslatorAttention::EncoderSelf);
        const int s = page.document()->translation().sourceLength();
        QCOMPARE(int(page.document()->shownMatrix().rows()), s);
        QCOMPARE(page.heatmap()->highlightedRow(), -1); // rows are source words, not steps
        child<QSpinBox>(&page, "translatorLayerBox")->setValue(2);
        child<QSpinBox>(&page, "translatorHeadBox")->setValue(3);
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

    void greedyDecodingIsSaidWhereBeamsAreAsked() {
        TranslatorPage page;
        QVERIFY(page.openModel(kTransformer));
        auto* note = child<QLabel>(&page, "decodingNoteLabel");
        QVERIFY(note->text().isEmpty());
        QVERIFY(note->isHidden());
        QVERIFY(page.openModel(QStringLiteral(ATTN_FIXTURE_DIR "/marian/en_ru/model")));
        QVERIFY(note->text().contains(QStringLiteral("num_beams")));
        QVERIFY(!note->isHidden());
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
        QVERIFY(!child<QPushButton>(&page, "previousStepButton")->isEnabled());
        QTest::mouseClick(child<QPushButton>(&page, "nextStepButton"), Qt::LeftButton);
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
        QVERIFY(!child<QPushButton>(&page, "nextStepButton")->isEnabled());
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
        QTest::addColumn<QStringList>("phrases"); ///< words the figure must show
        const QStringList source{"the", "commission", "supports", "european", "economic", "area"};
        const QStringList target{"la", "soutient", "zone", "économique", "européenne", "<eos>"};
        const QStringList map =
            source + target +
            QStringList{"source word (key)", "target word (query)", "attention weight"};
        const QStringList lines =
            source + target +
            QStringList{"left: source word (key) · right: target word (query)",
                        "current step in orange"};
        const QStringList steps =
            source + QStringList{"step 1 of 9: the decoder writes «la»", "source word", "weight"};
        QTest::addRow("bahdanau heatmap")
            << kBahdanau << 0 << map + QStringList{"Bahdanau alignment α (target × source)"};
        QTest::addRow("transformer heatmap")
            << kTransformer << 0 << map + QStringList{"cross-attention, layer 1, head 1"};
        QTest::addRow("bahdanau grid")
            << kBahdanau << 1
            << QStringList{"The Bahdanau translator has one alignment and no layers or heads:",
                           "see the Alignment view."};
        QTest::addRow("transformer grid")
            << kTransformer << 1
            << QStringList{"cross-attention: every layer (rows) and head (columns)",
                           "layer 1",
                           "layer 2",
                           "head 1",
                           "head 4",
                           "attention weight"};
        QTest::addRow("bahdanau lines")
            << kBahdanau << 2 << lines + QStringList{"Bahdanau alignment α (target × source)"};
        QTest::addRow("transformer lines")
            << kTransformer << 2 << lines + QStringList{"cross-attention, layer 1, head 1"};
        QTest::addRow("bahdanau steps")
            << kBahdanau << 3
            << steps + QStringList{"query: the previous decoder state s₀ (128 numbers)",
                                   "weights over the source words (alignment α), sum = 1",
                                   "context vector c₁ = Σⱼ αⱼ hⱼ (128 numbers)"};
        QTest::addRow("transformer steps")
            << kTransformer << 3
            << steps + QStringList{"(64 numbers)",
                                   "weights over the source words (cross-attention, layer 1, "
                                   "head 1), sum = 1",
                                   "context: the last layer's cross-attention output"};
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
        QCOMPARE(image.size(), QSize(900, 600));
        const TranslatorDocument& doc = *page.document();
        switch (view) {
        case 0:
            verifyHeatmap(image, doc.shownMatrix());
            break;
        case 1:
            verifyGrid(image, doc.isBahdanau() ? 0 : 4);
            break;
        case 2:
            verifyLines(image, doc.stepWeights());
            break;
        default:
            verifySteps(image, doc.stepWeights());
        }
        if (QTest::currentTestFailed()) return;
        const QString svg = m_dir.filePath(QStringLiteral("view%1.svg").arg(view));
        QCOMPARE(exportFigure(*plot, svg, options), QString());
        QFETCH(QStringList, phrases);
        ATTN_VERIFY_SVG_TEXT(svg, phrases);
    }

    void mainWindowRoutesTranslatorFolders() {
        AttentionDocument document;
        MainWindow window(&document);
        QVERIFY(window.openModel(kTransformer));
        QCOMPARE(window.tabs()->currentWidget(),
                 static_cast<QWidget*>(window.findChild<TranslatorPage*>()));
        QVERIFY(!window.findChild<TranslatorPage*>()->document()->isBahdanau());
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
        QCOMPARE(child<QSlider>(&demo, "seq2seqStepSlider")->maximum(), doc->steps());
        demo.findChild<QPushButton*>(QStringLiteral("seq2seqNextButton"))->click();
        QCOMPARE(doc->step(), 1);
        QCOMPARE(child<QSlider>(&demo, "seq2seqStepSlider")->value(), 2);
        child<QSlider>(&demo, "seq2seqStepSlider")->setValue(5);
        QCOMPARE(doc->step(), 4);
        QVERIFY(demo.readoutLabel()->text().contains(QStringLiteral("zone")));
        QVERIFY(demo.formulaLabel()->text().contains(QStringLiteral("tanh")));
        const QString path = m_dir.filePath(QStringLiteral("seq2seq.png"));
        QCustomPlot* plot = demo.exportPlot();
        plot->resize(1200, 700);
        QCOMPARE(exportFigure(*plot, path, ExportOptions{}), QString());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1600, 900));
        verifySeq2seq(image, doc->stepWeights());
        if (QTest::currentTestFailed()) return;
        const QString svg = m_dir.filePath(QStringLiteral("seq2seq.svg"));
        QCOMPARE(exportFigure(*plot, svg, ExportOptions{}), QString());
        ATTN_VERIFY_SVG_TEXT(svg, {"Step 5 of 9:", "writes «zone»", "query s₄", "context c₅",
                                   "French yₜ", "decoder sₜ", "encoder hⱼ", "English", "commission",
                                   "economic", "soutient", "européenne"});
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
