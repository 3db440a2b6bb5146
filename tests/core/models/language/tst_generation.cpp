// SPDX-License-Identifier: GPL-3.0-or-later
// generate: greedy steps write what LanguageModel::greedy writes (checked against PyTorch's
// greedy continuation elsewhere); each step's attention row is the row of that position in one
// forward pass over the whole result (causal attention, also with Gemma 2's sliding window);
// sampling repeats for a seed; each token's own probability is the softmax at temperature 1; bad
// requests are refused by name.
#include "core/base/check.h"
#include "core/models/language/generation.h"
#include "core/models/language/language_model.h"

#include <QtTest>

#include <cmath>

using namespace attn;

class TestGeneration : public QObject {
    Q_OBJECT

  private slots:
    void stepsAreRowsOfOneForwardPass_data() {
        QTest::addColumn<QString>("family");
        QTest::newRow("llama3") << QStringLiteral("llama3");
        QTest::newRow("gemma2, sliding window of 6") << QStringLiteral("gemma2");
    }
    void stepsAreRowsOfOneForwardPass() {
        QFETCH(QString, family);
        const LanguageModel model = loadLanguageModel(
            (QStringLiteral(ATTN_FIXTURE_DIR "/decoders/") + family + QStringLiteral("/model"))
                .toStdString());
        const std::vector<int> prompt{3, 14, 15, 9, 2};
        const int steps = 9; // past gemma2's window of 6
        const Generation g = generate(model, prompt, GenerationOptions{steps, {0, 50, 1}, 0, {}});
        QCOMPARE(g.ids, model.greedy(prompt, steps));
        QCOMPARE(int(g.steps.size()), steps);
        const ModelOutput whole = model.forward(g.ids);
        const ModelShape shape = model.shape();
        for (int s = 0; s < steps; ++s) {
            const GenerationStep& step = g.steps[std::size_t(s)];
            QCOMPARE(step.id, g.ids[prompt.size() + std::size_t(s)]);
            QCOMPARE(step.probability, 1.0); // greedy: all of it on the likeliest
            const Eigen::Index query = Eigen::Index(prompt.size()) + s - 1;
            // The model's own probability: softmax at temperature 1 of the same logits.
            const double own = tokenProbabilities(whole.logits.row(query), 1)(step.id);
            QVERIFY2(std::abs(step.modelProbability - own) < 1e-5,
                     qPrintable(QStringLiteral("step %1: %2 against %3")
                                    .arg(s)
                                    .arg(step.modelProbability)
                                    .arg(own)));
            QCOMPARE(int(step.rows.size()), shape.layers);
            for (int l = 0; l < shape.layers; ++l) {
                QCOMPARE(int(step.rows[std::size_t(l)].size()), shape.heads);
                for (int h = 0; h < shape.heads; ++h) {
                    const RowMatrixXf& row = step.rows[std::size_t(l)][std::size_t(h)];
                    QCOMPARE(row.rows(), 1);
                    QCOMPARE(row.cols(), query + 1); // the cache: every token so far
                    QVERIFY(std::abs(row.sum() - 1) < 1e-5f);
                    const RowMatrixXf& all = whole.attention[std::size_t(l)][std::size_t(h)];
                    const float off =
                        (row - all.block(query, 0, 1, query + 1)).cwiseAbs().maxCoeff();
                    QVERIFY2(off < 1e-5f, qPrintable(QStringLiteral("step %1 layer %2 head %3: "
                                                                    "%4")
                                                         .arg(s)
                                                         .arg(l)
                                                         .arg(h)
                                                         .arg(off)));
                }
            }
        }
    }

    void samplingRepeatsForASeed() {
        const LanguageModel model = loadLanguageModel(ATTN_FIXTURE_DIR "/decoders/llama3/model");
        const std::vector<int> prompt{3, 14, 15};
        GenerationOptions options{12, {1.5, 50, 0.95}, 7, {}};
        const Generation a = generate(model, prompt, options);
        QCOMPARE(generate(model, prompt, options).ids, a.ids);
        const ModelOutput whole = model.forward(a.ids);
        for (std::size_t s = 0; s < a.steps.size(); ++s) { // drawn at 1.5, owned at 1
            const Eigen::Index query = Eigen::Index(prompt.size() + s) - 1;
            const GenerationStep& step = a.steps[s];
            QVERIFY(std::abs(step.probability -
                             tokenProbabilities(whole.logits.row(query), 1.5)(step.id)) < 1e-5);
            QVERIFY(std::abs(step.modelProbability -
                             tokenProbabilities(whole.logits.row(query), 1)(step.id)) < 1e-5);
        }
        options.seed = 8;
        QVERIFY(generate(model, prompt, options).ids != a.ids); // 12 draws at t = 1.5
        options.sampling.topK = 1; // one choice left: the greedy continuation, any seed
        QCOMPARE(generate(model, prompt, options).ids, model.greedy(prompt, 12));
    }

    void badRequestsAreRefused_data() {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<int>("newTokens");
        QTest::addColumn<bool>("emptyPrompt");
        QTest::addColumn<QString>("word");
        const QString llama = QStringLiteral(ATTN_FIXTURE_DIR "/decoders/llama3/model");
        QTest::newRow("encoder") << QStringLiteral(ATTN_FIXTURE_DIR "/bert/bert/model") << 3
                                 << false << "encoder";
        QTest::newRow("no tokens") << llama << 0 << false << "new tokens";
        QTest::newRow("too many") << llama << 5000 << false << "new tokens";
        QTest::newRow("empty prompt") << llama << 3 << true << "no text";
    }
    void badRequestsAreRefused() {
        QFETCH(QString, dir);
        QFETCH(int, newTokens);
        QFETCH(bool, emptyPrompt);
        QFETCH(QString, word);
        const LanguageModel model = loadLanguageModel(dir.toStdString());
        const std::vector<int> prompt = emptyPrompt ? std::vector<int>{} : std::vector<int>{3, 4};
        try {
            generate(model, prompt, GenerationOptions{newTokens, {0, 50, 1}, 0, {}});
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(word), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestGeneration)
#include "tst_generation.moc"
