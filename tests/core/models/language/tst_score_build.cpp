// SPDX-License-Identifier: GPL-3.0-or-later
// buildScore, the neuron view's numbers: for every kind of family (GPT-2, Llama 3 with
// grouped-query attention and rope, Qwen3's per-head norms, Gemma 2's soft-capping and sliding
// window, a bidirectional BERT) the softmax of the built scores is the forward pass's attention
// row, each dot the sum of its products, and keys masked off get -inf and weight 0.
#include "core/base/check.h"
#include "core/models/language/language_model.h"
#include "core/models/language/score_build.h"

#include <QtTest>

#include <cmath>

using namespace attn;

class TestScoreBuild : public QObject {
    Q_OBJECT

  private slots:
    void softmaxOfTheScoresIsTheAttentionRow_data() {
        QTest::addColumn<QString>("dir");
        const QString fixtures = QStringLiteral(ATTN_FIXTURE_DIR);
        QTest::newRow("gpt2 sample")
            << QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv");
        for (const char* name : {"llama3", "qwen3", "gemma2"})
            QTest::newRow(name) << fixtures + "/decoders/" + name + "/model";
        QTest::newRow("bert") << fixtures + "/bert/bert/model";
    }
    void softmaxOfTheScoresIsTheAttentionRow() {
        QFETCH(QString, dir);
        const LanguageModel model = loadLanguageModel(dir.toStdString());
        const std::vector<int> ids{3, 14, 15, 9, 2, 6, 5, 35, 8, 9, 7, 9, 3, 2};
        const ModelShape shape = model.shape();
        const ModelOutput out = model.forward(ids);
        const int t = int(ids.size());
        for (int layer : {0, shape.layers - 1})
            for (int head : {0, shape.heads - 1})
                for (int query : {0, t / 2, t - 1}) {
                    const ScoreBuild b = buildScore(model, ids, layer, head, query);
                    QCOMPARE(b.products.rows(), Eigen::Index(t));
                    QCOMPARE(b.products.cols(), Eigen::Index(shape.headDim));
                    QVERIFY((b.dots - b.keys * b.query).cwiseAbs().maxCoeff() < 1e-4f);
                    const Eigen::RowVectorXf row =
                        out.attention[std::size_t(layer)][std::size_t(head)].row(query);
                    const float off = (b.weights.transpose() - row).cwiseAbs().maxCoeff();
                    QVERIFY2(off < 1e-5f, qPrintable(QStringLiteral("layer %1 head %2 query %3: "
                                                                    "%4")
                                                         .arg(layer)
                                                         .arg(head)
                                                         .arg(query)
                                                         .arg(off)));
                    for (int j = 0; j < t; ++j)
                        if (std::isinf(b.scores(j))) QCOMPARE(b.weights(j), 0.0f);
                    if (!shape.encoder) // causal: the keys after the query are masked off
                        for (int j = query + 1; j < t; ++j)
                            QVERIFY(std::isinf(b.scores(j)) && b.scores(j) < 0);
                }
    }

    void outOfRangeIsRefusedByName() {
        const LanguageModel model =
            loadLanguageModel(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv");
        const std::vector<int> ids{73, 110, 32, 116};
        QVERIFY_THROWS_EXCEPTION(InputError, buildScore(model, ids, 3, 0, 0));
        QVERIFY_THROWS_EXCEPTION(InputError, buildScore(model, ids, 0, 4, 0));
        QVERIFY_THROWS_EXCEPTION(InputError, buildScore(model, ids, 0, 0, 4));
    }
};

QTEST_MAIN(TestScoreBuild)
#include "tst_score_build.moc"
