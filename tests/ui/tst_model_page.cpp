// SPDX-License-Identifier: GPL-3.0-or-later
// The Language model tab: the sample model's attention for a text, layer and head controls,
// rollout, greedy continuation, and bad input that changes nothing.
#include "core/io/npy.h"
#include "tests/support/find_child.h"
#include "ui/model/generationview.h"
#include "ui/model/headatlasview.h"
#include "ui/model/logitlensfigure.h"
#include "ui/model/modeldocument.h"
#include "ui/model/modelgridfigure.h"
#include "ui/model/modelheatmapfigure.h"
#include "ui/model/modelpage.h"
#include "ui/model/nexttokenview.h"
#include "ui/model/scorebuildfigure.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace attn::ui;

namespace {

/// The byte-level sample model on the first verse, which these tests' numbers are of (the tab
/// opens the word-level one).
void openByteModel(ModelPage& page) {
    ModelDocument* doc = page.document();
    QVERIFY(doc->loadModel(QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv")));
    QVERIFY(doc->setText(QStringLiteral("In the beginning God created the heaven and the earth.")));
}

} // namespace

class TestModelPage : public QObject {
    Q_OBJECT

  private slots:
    /// The tab opens the readable sample: the first verse in eleven tokens, one per word.
    void opensTheSampleModel() {
        ModelPage page;
        ModelDocument* doc = page.document();
        QVERIFY(doc->hasModel());
        QCOMPARE(QDir(doc->modelDir()).dirName(), QStringLiteral("word-gpt-kjv"));
        QCOMPARE(doc->layers(), 4);
        QCOMPARE(doc->heads(), 4);
        QCOMPARE(doc->tokens(), QStringLiteral("In ·the ·beginning ·God ·created ·the ·heaven ·and "
                                               "·the ·earth .")
                                    .split(' '));
        const int n = doc->tokens().size();
        QCOMPARE(doc->shownMatrix().rows(), n);
        QCOMPARE(page.heatmap()->panel()->colorMap()->data()->keySize(), n);
        QVERIFY(
            doc->shownMatrix().triangularView<Eigen::StrictlyUpper>().toDenseMatrix().isZero(0));
    }

    /// Generate writes 20 tokens; each step's figure has a row per layer and head and a column
    /// per token so far, the step's row of one forward pass over the whole result; a new text
    /// leaves nothing stale behind.
    void generationShowsEachStepsAttention() {
        ModelPage page;
        openByteModel(page);
        ModelDocument* doc = page.document();
        const int prompt = doc->tokens().size();
        const auto* figure = child<GenerationFigure>(&page, "generationFigure");
        // Before anything is written: the hint alone, no empty axes or colour scale.
        QVERIFY(!figure->colorScale()->visible());
        QVERIFY(!figure->panel()->axisRect()->axis(QCPAxis::atBottom)->visible());
        child<QPushButton>(&page, "generateButton")->click();
        QVERIFY2(doc->generation().steps.size() == 20, qPrintable(doc->errorString()));
        QVERIFY(figure->colorScale()->visible());
        QVERIFY(figure->panel()->axisRect()->axis(QCPAxis::atBottom)->visible());
        QCPColorMapData* shown = figure->panel()->colorMap()->data();
        QCOMPARE(shown->valueSize(), 3 * 4); // rows: layers x heads
        QCOMPARE(shown->keySize(), prompt);  // the first step: the text's own tokens
        // Greedy: the title gives the model's own probability, not the 1 of the greedy choice.
        const double own = doc->generation().steps[0].modelProbability;
        QVERIFY(own > 0 && own < 1);
        QVERIFY2(figure->panel()->title().endsWith(QStringLiteral("(p = %1)").arg(own, 0, 'g', 3)),
                 qPrintable(figure->panel()->title()));
        child<QSlider>(&page, "generationStep")->setValue(19);
        QCOMPARE(doc->generationStep(), 19);
        shown = figure->panel()->colorMap()->data();
        QCOMPARE(shown->keySize(), prompt + 19);
        const attn::Generation& g = doc->generation();
        const attn::ModelOutput whole = doc->languageModel()->forward(g.ids);
        const int last = prompt + 18;         // the query of step 20: the 19th token written
        for (int k = 0; k < prompt + 19; ++k) // layer 2, head 3: the figure's row 1 * 4 + 2
            QVERIFY(std::abs(shown->cell(k, 6) - whole.attention[1][2](last, k)) < 1e-5f);
        QVERIFY(doc->setText(QStringLiteral("And God said")));
        QVERIFY(doc->generation().steps.empty());
        QVERIFY(!child<QSlider>(&page, "generationStep")->isEnabled());
        QVERIFY(!figure->colorScale()->visible());
    }

    void controlsChangeTheShownHead() {
        ModelPage page;
        openByteModel(page);
        ModelDocument* doc = page.document();
        QSignalSpy spy(doc, &ModelDocument::resultsChanged);
        const Eigen::MatrixXf first = doc->shownMatrix();
        child<QSpinBox>(&page, "modelLayerBox")->setValue(2);
        child<QSpinBox>(&page, "modelHeadBox")->setValue(3);
        QCOMPARE(doc->layer(), 1);
        QCOMPARE(doc->head(), 2);
        QVERIFY(spy.count() >= 2);
        QVERIFY(!doc->shownMatrix().isApprox(first));
        child<QSpinBox>(&page, "modelHeadBox")
            ->setValue(99); // clamped by the spin box to the model's heads
        QCOMPARE(doc->head(), 3);
        doc->setShowRollout(true);
        QVERIFY(((doc->shownMatrix().rowwise().sum().array() - 1).abs() < 1e-5f).all());
        QVERIFY(!child<QSpinBox>(&page, "modelLayerBox")->isEnabled());
    }

    void typedTextAndContinuation() {
        ModelPage page;
        openByteModel(page);
        ModelDocument* doc = page.document();
        page.textEdit()->setText(QStringLiteral("And God said"));
        QTest::keyClick(page.textEdit(), Qt::Key_Return);
        QCOMPARE(doc->tokens().size(), 12);
        QVERIFY(doc->continueText(5));
        QCOMPARE(doc->tokens().size(), 17);
        QVERIFY(doc->text().startsWith(QStringLiteral("And God said")));
    }

    /// The Next token view draws the ten likeliest tokens after the verse as bars, the first
    /// the byte PyTorch's greedy decoding writes; temperature 0 leaves that one alone.
    void nextTokenViewShowsTheLikeliestTokens() {
        ModelPage page;
        openByteModel(page);
        page.resize(1000, 700);
        page.document()->setText(
            QStringLiteral("In the beginning God created the heaven and the earth."));
        auto* view = page.findChild<NextTokenView*>();
        QVERIFY(view);
        // plottable 0: the other bars (blue); 1: the token written (the likeliest until a draw)
        const auto bars = [view](int i) {
            return qobject_cast<QCPBars*>(view->figure()->plottable(i));
        };
        QVERIFY(bars(0) && bars(1));
        QCOMPARE(bars(0)->data()->size() + bars(1)->data()->size(), 10);
        QCOMPARE(bars(1)->data()->size(), 1);
        QCOMPARE(bars(1)->data()->at(0)->key, 10.0); // the top bar
        QFile greedy(QStringLiteral(ATTN_FIXTURE_DIR "/tiny_gpt/genesis_greedy.txt"));
        QVERIFY(greedy.open(QIODevice::ReadOnly));
        const QString first = visibleToken(QString::fromUtf8(greedy.read(1)));
        auto* ticker = static_cast<QCPAxisTickerText*>(bars(1)->keyAxis()->ticker().data());
        QCOMPARE(ticker->ticks().value(10), withDirectionMarks(first));
        QVERIFY(bars(1)->data()->at(0)->value >= bars(0)->data()->at(8)->value);
        // a draw marks one of the ten, the same for the same seed
        QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("drawTokenButton")),
                          Qt::LeftButton);
        QCOMPARE(view->figure()->sampleSeed(), 0);
        QCOMPARE(bars(0)->data()->size() + bars(1)->data()->size(), 10);
        const double drawn = bars(1)->data()->at(0)->key;
        view->figure()->setSampleSeed(0);
        QCOMPARE(bars(1)->data()->at(0)->key, drawn);
        view->findChild<QDoubleSpinBox*>(QStringLiteral("nextTemperatureSpin"))->setValue(0);
        QCOMPARE(bars(0)->data()->size(), 0); // greedy: one bar, the one written
        QCOMPARE(bars(1)->data()->at(0)->value, 1.0);
        if (const QString dir = qEnvironmentVariable("ATTN_SNAPSHOTS"); !dir.isEmpty()) {
            view->findChild<QDoubleSpinBox*>(QStringLiteral("nextTemperatureSpin"))->setValue(1.5);
            page.findChild<QTabWidget*>()->setCurrentWidget(view);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.grab().save(dir + QStringLiteral("/next-token.png")));
        }
    }

    /// Heads typed into Knock out change every view of the text: the next-token bars stand
    /// beside the intact model's (grey), the knocked layer's own weights stay, a later layer's
    /// change; a head the model lacks is refused and the knockout kept; empty restores the model.
    void knockoutShowsWhatChanges() {
        ModelPage page;
        openByteModel(page);
        ModelDocument* doc = page.document();
        const std::vector<attn::RowMatrixXf> before = doc->allAttention()[2];
        const attn::RowMatrixXf firstBefore = doc->allAttention()[1][0];
        auto* edit = child<QLineEdit>(&page, "modelKnockoutEdit");
        edit->setText(QStringLiteral("2:1, 2:3"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(doc->knockout().knockedOut.size(), std::size_t(2));
        QCOMPARE(doc->allAttention()[1][0], firstBefore); // its weights, as computed
        QVERIFY((doc->allAttention()[2][0] - before[0]).cwiseAbs().maxCoeff() > 1e-3f);
        auto* view = page.findChild<NextTokenView*>();
        QCOMPARE(view->figure()->plottableCount(), 3); // knocked out, the token written, intact
        const auto* intact = qobject_cast<QCPBars*>(view->figure()->plottable(2));
        QVERIFY(intact && intact->data()->size() == 10);
        // one label a row, both numbers in it: two a row overlap at 18 pt
        int labels = 0;
        for (int i = 0; i < view->figure()->itemCount(); ++i)
            if (const auto* t = qobject_cast<QCPItemText*>(view->figure()->item(i)))
                labels += t->text().contains(QStringLiteral("(intact ")) ? 1 : 100;
        QCOMPARE(labels, 10);

        QSignalSpy errors(&page, &Page::statusMessage);
        edit->setText(QStringLiteral("4:1"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.at(0).at(0).toString().contains(QStringLiteral("4:1 does not exist")));
        QCOMPARE(doc->knockout().knockedOut.size(), std::size_t(2));

        child<QComboBox>(&page, "modelAblationBox")->setCurrentIndex(1); // by their mean
        QCOMPARE(doc->knockout().ablation, attn::HeadAblation::Mean);
        edit->clear();
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(doc->knockout().knockedOut.empty());
        QCOMPARE(doc->allAttention()[2][0], before[0]);
        QCOMPARE(view->figure()->plottableCount(), 2);
    }

    /// The Logit lens tab: a row per layer and a column per token, each cell the token that
    /// layer would predict (as the lens of the core reads it), coloured by its probability; the
    /// last row is the model's own prediction; hovering names layer, token and probability.
    void logitLensShowsEachLayersPrediction() {
        ModelPage page;
        openByteModel(page);
        page.resize(1280, 720);
        ModelDocument* doc = page.document();
        QVERIFY(doc->setText(QStringLiteral("In the beginning God")));
        auto* lens = child<LogitLensFigure>(&page, "logitLensFigure");
        page.findChild<QTabWidget*>()->setCurrentWidget(lens);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(int(lens->lens().size()), 3);
        QCOMPARE(int(lens->lens().back().ids.size()), doc->tokens().size());
        QCPColorMapData* data = lens->panel()->colorMap()->data();
        QCOMPARE(data->keySize(), doc->tokens().size());
        QCOMPARE(data->valueSize(), 3);
        QCOMPARE(float(data->data(4, 2)), float(lens->lens()[2].probabilities[4]));
        // the last layer reads the model's logits: its prediction after the text is the
        // likeliest next token
        QString problem;
        QCOMPARE(lens->lens().back().ids.back(), doc->nextTokens({1, 1, 1}, &problem).front().id);
        lens->replot();
        const QCPAxisRect* rect = lens->panel()->axisRect();
        const QPointF cell(rect->axis(QCPAxis::atBottom)->coordToPixel(4),
                           rect->axis(QCPAxis::atLeft)->coordToPixel(2));
        QVERIFY2(
            lens->describeAt(cell).startsWith(QStringLiteral("layer 3, after ‘h’ (token 5): ‘e’")),
            qPrintable(lens->describeAt(cell)));
    }

    /// A click on a cell of one head's weights opens how that query's scores are built: the
    /// keys it may see (a causal model: up to itself), their products with the query, and the
    /// softmax weights, which are the heatmap's row.
    void clickingACellShowsHowItsScoresAreBuilt() {
        ModelPage page;
        openByteModel(page);
        page.resize(1280, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        ModelDocument* doc = page.document();
        QVERIFY(doc->setText(QStringLiteral("In the beginning God")));
        doc->setLayer(1);
        doc->setHead(2);
        auto* heatmap = child<ModelHeatmapFigure>(&page, "modelHeatmap");
        heatmap->replot();
        const QCPAxisRect* rect = heatmap->panel()->axisRect();
        const QPoint cell(int(rect->axis(QCPAxis::atBottom)->coordToPixel(3)),
                          int(rect->axis(QCPAxis::atLeft)->coordToPixel(7)));
        QVERIFY(heatmap->describeAt(cell).contains(QStringLiteral("Click")));
        QTest::mouseClick(heatmap, Qt::LeftButton, {}, cell);
        auto* build = page.findChild<ScoreBuildFigure*>(QStringLiteral("scoreBuildFigure"));
        QVERIFY(build && build->isVisible());
        QCOMPARE(build->query(), 7);
        QVERIFY(build->build().has_value());
        const attn::RowMatrixXf& weights = doc->allAttention()[1][2];
        for (int j = 0; j < weights.cols(); ++j)
            QVERIFY(std::abs(build->build()->weights(j) - weights(7, j)) < 1e-5f);
        const auto* bars = qobject_cast<QCPBars*>(build->plottable(1));
        QVERIFY(bars);
        QCOMPARE(bars->data()->size(), 8); // keys 1 to 8: the query and those before it
        build->parentWidget()->close();
    }

    void continueWritesOneTokenAtATime() {
        ModelPage page;
        openByteModel(page);
        const int before = page.document()->tokens().size();
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("continueButton")),
                          Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(page.document()->tokens().size(), before + 2, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(page.document()->tokens().size(), before + 20, 30000);
        QTRY_VERIFY(!page.findChild<QTimer*>(QStringLiteral("continueTimer"))->isActive());
        QCOMPARE(page.document()->tokens().size(), before + 20); // and then stops
        // the very bytes PyTorch's greedy decoding of the sample model writes after the verse
        QFile greedy(QStringLiteral(ATTN_FIXTURE_DIR "/tiny_gpt/genesis_greedy.txt"));
        QVERIFY(greedy.open(QIODevice::ReadOnly));
        QCOMPARE(page.document()->text(),
                 QStringLiteral("In the beginning God created the heaven and the earth.") +
                     QString::fromUtf8(greedy.readAll().left(20)));
    }

    void badInputKeepsEverything() {
        ModelPage page;
        openByteModel(page);
        ModelDocument* doc = page.document();
        const QString text = doc->text();
        QSignalSpy errors(&page, &Page::statusMessage);
        QVERIFY(!doc->setText(QStringLiteral("   ")));
        QVERIFY(!doc->setText(QString(300, QLatin1Char('a')))); // longer than 256 positions
        QVERIFY(!doc->loadModel(QStringLiteral("/nonexistent")));
        QCOMPARE(errors.count(), 3);
        QVERIFY(errors.at(1).at(0).toString().contains(QStringLiteral("256 positions")));
        QCOMPARE(doc->text(), text);
        QVERIFY(doc->hasModel());
    }

    /// A model with fewer positions than the text's tokens opens all the same: the text stays
    /// in the box, the figures wait for a shorter one, and the status bar says why.
    void modelTooShortForTheTextOpensAndKeepsTheText() {
        ModelPage page;
        openByteModel(page);
        ModelDocument* doc = page.document();
        const QString text = doc->text();
        QSignalSpy errors(&page, &Page::statusMessage);
        QVERIFY(doc->loadModel(QStringLiteral(ATTN_FIXTURE_DIR "/bert/electra/model")));
        QCOMPARE(doc->modelDir(), QStringLiteral(ATTN_FIXTURE_DIR "/bert/electra/model"));
        QCOMPARE(doc->text(), text);
        QCOMPARE(doc->layers(), 0);
        QVERIFY(doc->tokens().isEmpty());
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.at(0).at(0).toString().contains(QStringLiteral("40 positions")));
        QVERIFY(doc->setText(QStringLiteral("the cat sat")));
        QVERIFY(doc->layers() > 0);
        // Learned or no positions in every layer say nothing of rotary ones; SmolLM3's
        // NoPE layers among rotary ones are named.
        const auto summary = [&] {
            QString text;
            for (const QLabel* label : page.findChildren<QLabel*>())
                text += label->text() + QLatin1Char('\n');
            return text;
        };
        QVERIFY(!summary().contains(QStringLiteral("rotary positions")));
        QVERIFY(doc->loadModel(QStringLiteral(ATTN_FIXTURE_DIR "/decoders/smollm3/model")));
        QVERIFY(doc->setText(QStringLiteral("the cat")));
        QVERIFY2(summary().contains(QStringLiteral("Layers 2, 4 have no rotary positions")),
                 qPrintable(summary()));
        QCOMPARE(errors.count(), 2);
        QVERIFY(errors.at(1).at(0).toString().isEmpty()); // the status bar's reason cleared
    }

    void importedAttentionIsShown() {
        QTemporaryDir dir;
        attn::Tensor t{{2, 1, 2, 3}, {}};
        for (int i = 0; i < 12; ++i)
            t.data.push_back(float(i % 3) / 3.0f);
        attn::writeNpy(dir.filePath("att.npy").toStdString(), t);
        QFile tokens(dir.filePath("tokens.json"));
        QVERIFY(tokens.open(QIODevice::WriteOnly));
        tokens.write("{\"query_tokens\": [\"x\", \"y\"], \"key_tokens\": [\"a\", \"b\", \"c\"]}");
        tokens.close();
        ModelPage page;
        openByteModel(page);
        ModelDocument* doc = page.document();
        QVERIFY(doc->importAttention(dir.filePath("att.npy"), dir.filePath("tokens.json")));
        QCOMPARE(doc->layers(), 2);
        QCOMPARE(doc->heads(), 1);
        QCOMPARE(doc->keyTokens().size(), 3);
        QCOMPARE(doc->shownMatrix().cols(), 3);
        QCOMPARE(doc->source(), QStringLiteral("att.npy"));
        doc->setShowRollout(true); // not square: refused, nothing changes
        QVERIFY(!doc->showRollout());
        QVERIFY(!doc->continueText(3));
        QVERIFY(!doc->importAttention(dir.filePath("att.npy"), dir.filePath("missing.json")));
        QCOMPARE(doc->layers(), 2);
        QVERIFY(doc->errorString().contains(QStringLiteral("missing.json")));
    }

    void gridClickOpensThatHead() {
        ModelPage page;
        openByteModel(page);
        page.resize(1200, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        ModelGridFigure* grid = page.grid();
        page.findChild<QTabWidget*>()->setCurrentWidget(grid);
        QCOMPARE(page.exportPlot(), static_cast<QCustomPlot*>(grid));
        grid->replot();
        QPoint target;
        for (int y = 0; y < grid->height() && target.isNull(); y += 5)
            for (int x = 0; x < grid->width(); x += 5)
                if (grid->cellAt(QPointF(x, y)) == QPoint(2, 1)) {
                    target = QPoint(x, y);
                    break;
                }
        QVERIFY(!target.isNull());
        QTest::mouseClick(grid, Qt::LeftButton, {}, target);
        QCOMPARE(page.document()->layer(), 2);
        QCOMPARE(page.document()->head(), 1);
        QCOMPARE(page.exportPlot(), static_cast<QCustomPlot*>(page.heatmap()));
    }

    void headAtlasTableAndHeatmapOpenAHead() {
        ModelPage page;
        openByteModel(page);
        page.resize(1200, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* atlas = page.findChild<HeadAtlasView*>();
        QVERIFY(atlas);
        page.findChild<QTabWidget*>()->setCurrentWidget(atlas);
        QCOMPARE(page.exportPlot(), static_cast<QCustomPlot*>(atlas->heatmap()));
        auto* table = atlas->findChild<QTableWidget*>();
        QCOMPARE(table->rowCount(), 12); // 3 layers x 4 heads, measured when shown
        // The heatmap shows the previous-token score of every head: layer 1 head 2's is high.
        QCPColorMapData* cells = atlas->heatmap()->panel()->colorMap()->data();
        QCOMPARE(cells->keySize(), 4);
        QCOMPARE(cells->valueSize(), 3);
        QVERIFY(cells->cell(1, 0) > 0.3);
        table->sortItems(5, Qt::DescendingOrder); // by induction: layer 3 head 2 first
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("3"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("2"));
        emit table->cellClicked(0, 3);
        QCOMPARE(page.document()->layer(), 2);
        QCOMPARE(page.document()->head(), 1);
        QCOMPARE(page.exportPlot(), static_cast<QCustomPlot*>(page.heatmap()));
    }

    void anEncodersSentencePairAndItsBlocks() {
        ModelPage page;
        openByteModel(page);
        ModelDocument* doc = page.document();
        QVERIFY(!doc->setText(QStringLiteral("a"), QStringLiteral("b"))); // GPT-2: no pair
        QVERIFY(doc->loadModel(QStringLiteral(ATTN_FIXTURE_DIR "/bert/bert/model")));
        QVERIFY(doc->setText(QStringLiteral("the cat sat"), QStringLiteral("on the mat")));
        QVERIFY(doc->hasPair());
        QCOMPARE(doc->tokens(),
                 (QStringList{"[CLS]", "the", "cat", "sat", "[SEP]", "on", "the", "mat", "[SEP]"}));
        const Eigen::MatrixXf whole = doc->shownMatrix();
        doc->setPairView(PairView::AToB);
        QCOMPARE(doc->shownQueryTokens(), (QStringList{"[CLS]", "the", "cat", "sat", "[SEP]"}));
        QCOMPARE(doc->shownKeyTokens(), (QStringList{"on", "the", "mat", "[SEP]"}));
        QVERIFY(doc->shownMatrix() == whole.block(0, 5, 5, 4));
        doc->setPairView(PairView::BToA);
        QVERIFY(doc->shownMatrix() == whole.block(5, 0, 4, 5));
        QCOMPARE(page.heatmap()->panel()->colorMap()->data()->keySize(), 5);
        QVERIFY(doc->shownTitle().contains(QStringLiteral("B → sentence A")));
        QVERIFY(doc->setText(QStringLiteral("one sentence")));
        QCOMPARE(doc->pairView(), PairView::Whole);
        QVERIFY(!page.findChild<QPushButton*>(QStringLiteral("continueButton"))->isEnabled());
    }

    void rotaryCurveIsTheHeadsOwnScore() {
        ModelPage page;
        openByteModel(page);
        ModelDocument* doc = page.document();
        QVERIFY(!doc->rotaryCurve()); // GPT-2 learns its positions
        QVERIFY(doc->loadModel(QStringLiteral(ATTN_FIXTURE_DIR "/llama/llama/model")));
        QVERIFY(doc->setText(QStringLiteral("attention is all you need")));
        doc->setLayer(1);
        doc->setHead(3);
        const std::optional<RotaryCurve> c = doc->rotaryCurve();
        QVERIFY(c);
        // At the pair's own offset the curve is the score the head computed: the layer's input
        // through its projections, rotated, q . k / sqrt(d).
        const auto model = doc->languageModel();
        const std::vector<int> ids = model->encode("attention is all you need");
        const Eigen::MatrixXf x = model->attentionInput(ids, 1);
        attn::MultiHeadOptions o = model->attentionOptions(1, x.rows());
        o.keepScores = true;
        const attn::MultiHeadResult r =
            attn::multiHeadAttention(x, x, x, model->layerAttention(1), o);
        const int query = int(ids.size()) - 1, key = query + c->offset;
        QVERIFY(std::abs(c->rotated[std::size_t(c->offset + c->maxOffset)] -
                         double(r.headScores[3](query, key))) < 1e-4);
        QVERIFY(std::abs(c->rotated[std::size_t(c->maxOffset)] - c->unrotated) < 1e-6);
    }

    void rendersSomething() {
        ModelPage page;
        openByteModel(page);
        page.resize(1200, 700);
        page.heatmap()->replot();
        const QImage image = page.grab().toImage();
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 50);
    }
};

QTEST_MAIN(TestModelPage)
#include "tst_model_page.moc"
