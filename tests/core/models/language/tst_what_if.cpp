// SPDX-License-Identifier: GPL-3.0-or-later
// What-if forward passes against PyTorch from the equations (tools/make_what_if_fixtures.py), on
// a Llama 3 model with grouped-query attention and on the GPT-2 sample model: heads knocked out
// (zeros, or their mean over the text) change the logits and the later layers' attention as
// there, and the logit lens reads each block's stream as there. Knocking out nothing changes
// nothing; a bad layer:head is refused by name.
#include "core/base/check.h"
#include "core/io/json.h"
#include "core/io/npy.h"
#include "core/models/common/what_if.h"
#include "core/models/language/language_model.h"
#include "core/models/language/logit_lens.h"

#include "tests/support/layer_attention.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

#include <fstream>

using namespace attn;

namespace {

struct WhatIfCase {
    LanguageModel model;
    std::vector<int> ids;
    std::string dir; ///< tests/fixtures/what_if/<case>
    std::string knockout;
};

WhatIfCase whatIfCase(const QString& name) {
    const std::string fixtures = ATTN_FIXTURE_DIR;
    WhatIfCase c;
    c.dir = fixtures + "/what_if/" + name.toStdString();
    c.model = loadLanguageModel(name == "llama3"
                                    ? fixtures + "/decoders/llama3/model"
                                    : std::string(ATTN_SOURCE_DIR) + "/sample_models/tiny-gpt-kjv");
    const NpyArray ids = readNpy(c.dir + "/ids.npy");
    c.ids.assign(ids.data.begin(), ids.data.end());
    std::ifstream(c.dir + "/knockout.txt") >> c.knockout;
    return c;
}

QString refusal(const std::string& heads) {
    try {
        parseHeads(heads, 2, 4);
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestWhatIf : public QObject {
    Q_OBJECT

  private slots:
    void knockoutMatchesTorch_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("ablation");
        for (const char* name : {"llama3", "tiny_gpt"}) {
            QTest::newRow((std::string(name) + ", zero").c_str())
                << QString(name) << int(HeadAblation::Zero);
            QTest::newRow((std::string(name) + ", mean").c_str())
                << QString(name) << int(HeadAblation::Mean);
        }
    }
    void knockoutMatchesTorch() {
        QFETCH(QString, name);
        QFETCH(int, ablation);
        const WhatIfCase c = whatIfCase(name);
        const ModelShape shape = c.model.shape();
        ForwardWhatIf whatIf;
        whatIf.knockedOut = parseHeads(c.knockout, shape.layers, shape.heads);
        whatIf.ablation = HeadAblation(ablation);
        const std::string stem =
            c.dir + (whatIf.ablation == HeadAblation::Zero ? "/zero_" : "/mean_");
        const ModelOutput out = c.model.forward(c.ids, {}, LogitRows::All, whatIf);
        const Eigen::MatrixXf logits = toMatrix(readNpy(stem + "logits.npy"));
        ATTN_COMPARE_MATRICES(out.logits, logits, 1e-4);
        const double worst =
            testing::layerAttentionDifference(out.attention, readNpy(stem + "attention.npy"));
        QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
        // The last token's logits alone are the same: a mean over the text needs every row.
        const ModelOutput last = c.model.forward(c.ids, {}, LogitRows::Last, whatIf);
        ATTN_COMPARE_MATRICES(last.logits, logits.bottomRows(1), 1e-4);
        // The knockout bites: the intact model's last logits differ.
        const ModelOutput intact = c.model.forward(c.ids, {}, LogitRows::Last);
        QVERIFY((intact.logits - last.logits).cwiseAbs().maxCoeff() > 1e-2f);
    }

    void knockingOutNothingChangesNothing() {
        const WhatIfCase c = whatIfCase(QStringLiteral("llama3"));
        ForwardWhatIf whatIf;
        whatIf.keepResiduals = true;
        const ModelOutput kept = c.model.forward(c.ids, {}, LogitRows::All, whatIf);
        const ModelOutput plain = c.model.forward(c.ids);
        QCOMPARE(kept.logits, plain.logits);
        QCOMPARE(int(kept.residuals.size()), c.model.shape().layers);
        QVERIFY(plain.residuals.empty());
    }

    void logitLensMatchesTorch_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("llama3") << QStringLiteral("llama3");
        QTest::newRow("tiny_gpt") << QStringLiteral("tiny_gpt");
    }
    void logitLensMatchesTorch() {
        QFETCH(QString, name);
        const WhatIfCase c = whatIfCase(name);
        const std::vector<LensLayer> lens = logitLens(c.model, c.ids);
        const JsonValue expected = readJsonFile(c.dir + "/lens.json");
        const std::vector<JsonValue>& layers = expected.find("layers")->array;
        QCOMPARE(lens.size(), layers.size());
        for (std::size_t l = 0; l < lens.size(); ++l) {
            const std::vector<JsonValue>& ids = layers[l].find("ids")->array;
            const std::vector<JsonValue>& probabilities = layers[l].find("probabilities")->array;
            QCOMPARE(lens[l].layer, int(l));
            QCOMPARE(lens[l].ids.size(), ids.size());
            for (std::size_t t = 0; t < ids.size(); ++t) {
                QCOMPARE(lens[l].ids[t], int(ids[t].number));
                QVERIFY2(std::abs(lens[l].probabilities[t] - probabilities[t].number) < 1e-5,
                         qPrintable(QStringLiteral("layer %1 position %2: %3, torch %4")
                                        .arg(l)
                                        .arg(t)
                                        .arg(lens[l].probabilities[t])
                                        .arg(probabilities[t].number)));
            }
        }
        // The last layer's reading is the model's own prediction.
        const ModelOutput out = c.model.forward(c.ids);
        for (Eigen::Index t = 0; t < out.logits.rows(); ++t) {
            Eigen::Index best = 0;
            out.logits.row(t).maxCoeff(&best);
            QCOMPARE(lens.back().ids[std::size_t(t)], int(best));
        }
    }

    void badHeadsAreRefusedByName() {
        QCOMPARE(parseHeads("2:4, 1:1,2:4", 2, 4).size(), std::size_t(2));
        QVERIFY(refusal("3:1").contains("head 3:1 does not exist: the model has 2 layers of 4"));
        QVERIFY(refusal("1:0").contains("head 1:0 does not exist"));
        QVERIFY(refusal("1-2").contains("\"1-2\" is not a layer:head pair"));
        QVERIFY(refusal("1:2:3").contains("\"1:2:3\" is not a layer:head pair"));
        QVERIFY(refusal("").contains("no head given"));
        const WhatIfCase c = whatIfCase(QStringLiteral("llama3"));
        ForwardWhatIf whatIf;
        whatIf.knockedOut = {{2, 0}};
        QVERIFY_THROWS_EXCEPTION(InputError, c.model.forward(c.ids, {}, LogitRows::All, whatIf));
    }
};

QTEST_MAIN(TestWhatIf)
#include "tst_what_if.moc"
