// SPDX-License-Identifier: GPL-3.0-or-later
// The Positional tab's window of positions in models: each model's layers read the same prompt
// (cut to the model's positions), titled with how the model tells positions apart; the "every
// key alike" reference is the uniform head's profile; a folder that cannot be read, a fifth model
// or an empty prompt change nothing; the figure is saved at the size asked.
#include "core/attention/head_metrics.h"
#include "core/models/language/language_model.h"
#include "tests/support/find_child.h"
#include "ui/common/exportdialog.h"
#include "ui/positional/modeldistancedocument.h"
#include "ui/positional/modeldistancefigure.h"
#include "ui/positional/modeldistanceview.h"
#include "ui/positional/positionalpage.h"

#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace attn;
using namespace attn::ui;

namespace {

QString fixture(const char* path) {
    return QStringLiteral(ATTN_SOURCE_DIR "/tests/fixtures/") + QLatin1String(path);
}

const QString kGpt2 = fixture("transformers/gpt2/model");
const QString kLlama = fixture("decoders/llama3/model");
const QString kSmolLM3 = fixture("decoders/smollm3/model");
const QString kBert = fixture("bert/bert/model");

} // namespace

class ModelDistanceTest : public QObject {
    Q_OBJECT

  private slots:
    void eachFamilyInWords() {
        ModelDistanceDocument doc;
        for (const QString& dir : {kGpt2, kLlama, kSmolLM3, kBert})
            QVERIFY2(doc.addModel(dir), qPrintable(doc.errorString()));
        const auto& e = doc.entries();
        QCOMPARE(int(e.size()), 4);
        QCOMPARE(e[0].positions, QStringLiteral("learned positions"));
        QCOMPARE(e[1].positions, QStringLiteral("rotary (RoPE)"));
        // no_rope_layers [1, 0, 1, 0]: layers 2 and 4 (1-based) see no rotation.
        QCOMPARE(e[2].positions, QStringLiteral("rotary, off in layers 2, 4"));
        QCOMPARE(e[3].positions, QStringLiteral("learned positions, both directions"));
        QCOMPARE(e[1].name, QStringLiteral("model"));
        QCOMPARE(e[1].family, QStringLiteral("llama"));
        // Gemma 2: sliding-window layers between full ones.
        ModelDistanceDocument windowed;
        QVERIFY(windowed.addModel(fixture("decoders/gemma2/model")));
        QCOMPARE(windowed.entries()[0].positions, QStringLiteral("rotary (RoPE), window 6"));
    }

    void profilesAreTheModelsOwnOnThePromptCut() {
        ModelDistanceDocument doc;
        QVERIFY(doc.addModel(kSmolLM3));
        const LanguageModel model = loadLanguageModel(kSmolLM3.toStdString());
        const int positions = model.shape().positions; // 64, fewer than the prompt's bytes
        std::vector<int> ids = model.encode(doc.prompt().toStdString());
        QVERIFY(int(ids.size()) > positions);
        ids.resize(std::size_t(positions));
        const Eigen::MatrixXd expected = layerDistanceProfiles(model.forward(ids).attention);
        const ModelDistanceDocument::Entry& e = doc.entries().front();
        QCOMPARE(e.tokens, positions);
        QCOMPARE(e.profiles.rows(), Eigen::Index(model.shape().layers));
        QVERIFY((e.profiles - expected).cwiseAbs().maxCoeff() < 1e-12);
        for (Eigen::Index l = 0; l < e.profiles.rows(); ++l)
            QVERIFY(std::abs(e.profiles.row(l).sum() - 1.0) < 1e-5);
    }

    void everyKeyAlikeIsTheUniformHead() {
        ModelDistanceDocument doc;
        QVERIFY(doc.addModel(kLlama));
        QVERIFY(doc.addModel(kBert));
        // Causal: query i weighs i + 1 keys alike, 1/(i + 1) of it at distance 0.
        const ModelDistanceDocument::Entry& causal = doc.entries()[0];
        double self = 0;
        for (int i = 0; i < causal.tokens; ++i)
            self += 1.0 / (i + 1);
        QVERIFY(std::abs(causal.even(0) - self / causal.tokens) < 1e-6);
        // Both ways: every query weighs all T keys, 1/T at distance 0; distance 1 has 2(T - 1)
        // of the T² pairs.
        const ModelDistanceDocument::Entry& both = doc.entries()[1];
        const double t = both.tokens;
        QVERIFY(std::abs(both.even(0) - 1 / t) < 1e-6);
        QVERIFY(std::abs(both.even(1) - 2 * (t - 1) / (t * t)) < 1e-6);
        QVERIFY(std::abs(both.even.sum() - 1) < 1e-6);
    }

    void whatCannotBeReadChangesNothing() {
        ModelDistanceDocument doc;
        QVERIFY(doc.addModel(kLlama));
        const Eigen::MatrixXd before = doc.entries().front().profiles;
        QSignalSpy errors(&doc, &ModelDistanceDocument::errorOccurred);
        QTemporaryDir empty;
        QVERIFY(!doc.addModel(empty.path()));
        QVERIFY(!doc.addModel(fixture("no-such-folder")));
        QCOMPARE(errors.count(), 2);
        QVERIFY(!doc.setPrompt(QStringLiteral("  \n")));
        QCOMPARE(errors.count(), 3);
        QCOMPARE(int(doc.entries().size()), 1);
        QVERIFY(doc.entries().front().profiles == before);
        for (int i = 0; i < ModelDistanceDocument::kMaxModels - 1; ++i)
            QVERIFY(doc.addModel(kGpt2));
        QVERIFY(!doc.addModel(kGpt2)); // a fifth
        QVERIFY(doc.errorString().contains(QString::number(ModelDistanceDocument::kMaxModels)));
        QCOMPARE(int(doc.entries().size()), ModelDistanceDocument::kMaxModels);
    }

    void aNewPromptIsReadByEveryModel() {
        ModelDistanceDocument doc;
        QVERIFY(doc.addModel(kLlama));
        QVERIFY(doc.addModel(kGpt2));
        const int before = doc.entries()[0].tokens;
        QVERIFY(doc.setPrompt(QStringLiteral("Let there be light")));
        QVERIFY(doc.entries()[0].tokens < before);
        QCOMPARE(doc.entries()[0].tokens, 18); // the byte tokenizer: one token a byte
        QCOMPARE(doc.prompt(), QStringLiteral("Let there be light"));
        doc.clear();
        QVERIFY(doc.entries().empty());
        QCOMPARE(doc.prompt(), QStringLiteral("Let there be light"));
    }

    void thePositionalTabOpensItWithTheSampleModels() {
        PositionalPage page;
        page.showPositionsInModels();
        auto* view = page.findChild<ModelDistanceView*>();
        QVERIFY(view);
        QVERIFY(view->isWindow());
        QCOMPARE(int(view->document()->entries().size()), 2);
        // One legend for every panel: the first layer, the last, every key alike.
        QTRY_COMPARE(int(view->figure()->legends().size()), 1);
        QCOMPARE(view->figure()->legends().front().legend->itemCount(), 3);
        QVERIFY(view->figure()->legends().front().below);
        // Hover names the layer, the distance and the share.
        ModelDistanceFigure* figure = view->figure();
        auto* first = qobject_cast<QCPGraph*>(figure->plottable(0));
        QVERIFY(first);
        const double share = view->document()->entries().front().profiles(0, 2);
        const QString text = figure->describeAt(first->coordsToPixels(2, share));
        QVERIFY2(text.startsWith(QStringLiteral("first layer, distance 2–3: ")), qPrintable(text));
        view->close();
    }

    void theFigureIsSavedAtTheSizeAsked() {
        ModelDistanceView view;
        view.resize(1280, 720);
        view.show();
        QVERIFY(view.document()->addModel(kLlama));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("distance.png"));
        ExportOptions options;
        options.width = 800;
        options.height = 450;
        options.scale = 2;
        QTimer::singleShot(0, [] { // the size dialog, accepted as it stands
            if (auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget()))
                dialog->accept();
        });
        QVERIFY(saveFigureAs(&view, *view.figure(), path, options));
        QCOMPARE(QImage(path).size(), QSize(1600, 900));
    }
};

QTEST_MAIN(ModelDistanceTest)
#include "tst_model_distance.moc"
