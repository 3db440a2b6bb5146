// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer with a language model's tokens and embeddings (the sample model).
#include "core/base/check.h"
#include "core/models/common/norms.h"
#include "core/models/decoder/decoder.h"
#include "ui/explorer/explorercompute.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/model/modeldocument.h"

#include <QSignalSpy>
#include <QtTest>

using namespace attn;
using namespace attn::ui;

namespace {

/// The sample model, loaded once for every test.
std::shared_ptr<const LanguageModel> sampleModel() {
    static const auto model = std::make_shared<const LanguageModel>(
        loadLanguageModel(ModelDocument::sampleModelDir().toStdString()));
    return model;
}

ExplorerSettings modelSettings(const QString& text) {
    ExplorerSettings s = ExplorerDocument::defaultSettings();
    s.text = text;
    s.tokenizer = Tokenizer::Model;
    s.embedding = Embedding::Model;
    return s;
}

} // namespace

class TestExplorerModelTokens : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        if (ModelDocument::sampleModelDir().isEmpty()) QFAIL("the sample model is missing");
    }

    void tokensAreTheModelsTokens() {
        const auto model = sampleModel();
        const QString text = QStringLiteral("In the beginning Бог");
        ExplorerSettings s = modelSettings(text);
        s.embedding = Embedding::OneHot;
        const ExplorerResults r = computeExplorer(s, nullptr, sampleModel().get());
        const std::vector<int> ids = model->encode(text.toStdString());
        QCOMPARE(r.queryTokens.size(), qsizetype(ids.size()));
        const std::vector<std::string> labels = model->tokenLabels(ids);
        QCOMPARE(r.queryTokens.first(), QString::fromStdString(labels.front()));
        QCOMPARE(r.queryTokens.last(), QString::fromStdString(labels.back()));
    }

    void embeddingIsTokenPlusPositionLayerNormalised() {
        const auto model = sampleModel();
        const DecoderModel& m = std::get<DecoderModel>(model->weights);
        const ExplorerResults r =
            computeExplorer(modelSettings(QStringLiteral("and God said")), nullptr, model.get());
        const std::vector<int> ids = model->encode("and God said");
        QCOMPARE(r.modelDim, m.config.embedDim);
        QCOMPARE(r.xq.rows(), Eigen::Index(ids.size()));
        for (int i : {0, 1, int(ids.size()) - 1}) {
            Eigen::MatrixXf x =
                m.embeddingT.col(ids[std::size_t(i)]).transpose() + m.positionEmbedding.row(i);
            const BlockNorm& n = m.blocks[0].attentionInputNorm;
            const Eigen::MatrixXf expected = layerNorm(x, n.weight, n.bias, m.config.block.eps);
            QVERIFY2((r.xq.row(i) - expected).cwiseAbs().maxCoeff() < 1e-5f,
                     qPrintable(QStringLiteral("row %1").arg(i)));
        }
        for (const RowMatrixXf& w : r.headWeights)
            QVERIFY((w.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-5f);
    }

    void paddingRowsAreZeroAndMasked() {
        ExplorerSettings s = modelSettings(QStringLiteral("light"));
        s.padTo = 8;
        const ExplorerResults r = computeExplorer(s, nullptr, sampleModel().get());
        QCOMPARE(r.keyTokens.size(), 8);
        QCOMPARE(r.keyTokens.last(), QStringLiteral("[PAD]"));
        QCOMPARE(r.xk.row(7).cwiseAbs().maxCoeff(), 0.0f);
        QCOMPARE(r.headWeights[0](0, 7), 0.0f);
    }

    void modelLayerHeadsAreTheModelsAttention() {
        const auto model = sampleModel();
        const std::string text = "And God said, Let there be light";
        const ModelOutput out = model->forward(model->encode(text));
        for (int layer = 0; layer < model->shape().layers; ++layer) {
            ExplorerSettings s = modelSettings(QString::fromStdString(text));
            s.modelLayer = layer;
            s.kind = AttentionKind::Causal;
            const ExplorerResults r = computeExplorer(s, nullptr, sampleModel().get());
            QCOMPARE(r.heads, model->shape().heads);
            QCOMPARE(r.modelLayer, layer);
            for (int h = 0; h < r.heads; ++h) {
                const float diff = (r.headWeights[std::size_t(h)] -
                                    out.attention[std::size_t(layer)][std::size_t(h)])
                                       .cwiseAbs()
                                       .maxCoeff();
                QVERIFY2(diff < 1e-6f, qPrintable(QStringLiteral("layer %1 head %2: %3")
                                                      .arg(layer)
                                                      .arg(h)
                                                      .arg(double(diff))));
            }
        }
    }

    void everyFamilysLayerHeadsAreItsAttention_data() {
        QTest::addColumn<QString>("folder");
        QTest::newRow("llama: rotary, grouped-query") << "llama/llama/model";
        QTest::newRow("mistral: one key/value head") << "llama/mistral/model";
        QTest::newRow("bert: bidirectional, [CLS] .. [SEP]") << "bert/bert/model";
    }
    void everyFamilysLayerHeadsAreItsAttention() {
        QFETCH(QString, folder);
        const auto model = std::make_shared<const LanguageModel>(
            loadLanguageModel(QStringLiteral(ATTN_FIXTURE_DIR "/%1").arg(folder).toStdString()));
        const std::string text = "the cat sat on the mat";
        const ModelOutput out = model->forward(model->encode(text));
        for (int layer = 0; layer < model->shape().layers; ++layer) {
            ExplorerSettings s = modelSettings(QString::fromStdString(text));
            s.modelLayer = layer;
            s.kind = model->shape().encoder ? AttentionKind::Self : AttentionKind::Causal;
            const ExplorerResults r = computeExplorer(s, nullptr, model.get());
            QCOMPARE(r.heads, model->shape().heads);
            for (std::size_t h = 0; h < std::size_t(r.heads); ++h)
                QVERIFY((r.headWeights[h] - out.attention[std::size_t(layer)][h])
                            .cwiseAbs()
                            .maxCoeff() < 1e-5f);
        }
    }

    void modelLayerRejectsCrossAndPadding() {
        ExplorerSettings s = modelSettings(QStringLiteral("light"));
        s.modelLayer = 0;
        s.padTo = 8;
        QVERIFY_THROWS_EXCEPTION(InputError, computeExplorer(s, nullptr, sampleModel().get()));
        s.padTo = 0;
        s.modelLayer = 99;
        QVERIFY_THROWS_EXCEPTION(InputError, computeExplorer(s, nullptr, sampleModel().get()));
    }

    void modelEmbeddingsNeedModelTokens() {
        ExplorerSettings s = modelSettings(QStringLiteral("light"));
        s.tokenizer = Tokenizer::Words;
        try {
            computeExplorer(s, nullptr, sampleModel().get());
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY(QString::fromStdString(e.what()).contains(QStringLiteral("model's tokens")));
        }
    }

    void longerThanThePositionsIsReported() {
        ExplorerDocument document;
        document.setLanguageModel(sampleModel());
        QSignalSpy errors(&document, &ExplorerDocument::errorOccurred);
        const ExplorerSettings before = document.settings();
        const int positions = sampleModel()->shape().positions;
        QVERIFY(!document.setSettings(
            modelSettings(QStringLiteral("and ").repeated(positions + 10).trimmed())));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.first().first().toString().contains(
                     QStringLiteral("%1 positions").arg(positions)),
                 qPrintable(errors.first().first().toString()));
        QCOMPARE(document.settings(), before);
    }

    void aMissingModelIsReported() {
        const ExplorerSettings s = modelSettings(QStringLiteral("light"));
        QVERIFY_THROWS_EXCEPTION(InputError, computeExplorer(s));
        ExplorerDocument document;
        QVERIFY(!document.setSettings(s));
        QVERIFY(document.errorString().contains(QStringLiteral("language model is open")));
    }

    /// The document recomputes with the model its owner gives it, and uses no other.
    void theGivenModelIsUsed() {
        ExplorerDocument document;
        ExplorerSettings s = modelSettings(QStringLiteral("And God said"));
        s.embedding = Embedding::OneHot;
        QVERIFY(!document.setSettings(s));
        document.setLanguageModel(sampleModel());
        QVERIFY(document.setSettings(s));
        QCOMPARE(document.results().queryTokens.size(),
                 qsizetype(sampleModel()->encode("And God said").size()));
        QVERIFY(document.languageModel() == sampleModel());
    }

    /// useModelLayer sets up what checkModelLayer requires; breaking it afterwards is refused.
    void modelLayerRuleIsOneRule() {
        ExplorerSettings s = ExplorerDocument::defaultSettings();
        s.kind = AttentionKind::Cross;
        s.padTo = 20;
        s.useModelLayer(1);
        QCOMPARE(s.modelLayer, 1);
        QCOMPARE(s.tokenizer, Tokenizer::Model);
        QCOMPARE(s.kind, AttentionKind::Causal);
        QCOMPARE(s.padTo, 0);
        s.checkModelLayer();
        s.kind = AttentionKind::Self; // allowed
        s.checkModelLayer();
        s.padTo = 3;
        QVERIFY_THROWS_EXCEPTION(InputError, s.checkModelLayer());
        s.useModelLayer(-1);
        QCOMPARE(s.modelLayer, -1);
        s.checkModelLayer();
    }
};

QTEST_MAIN(TestExplorerModelTokens)
#include "tst_explorer_model_tokens.moc"
