// SPDX-License-Identifier: GPL-3.0-or-later
// nextTokens: PyTorch's choices on a reference model's logits (tools/make_next_token_fixtures.py),
// greedy decoding at temperature 0, top-p after top-k, and the options refused by name.
#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/models/language/next_token.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace attn;

namespace {

/// The last row of the llama3 fixture's (T,V) logits.
Eigen::VectorXf fixtureLogits() {
    const NpyArray a = readNpy(ATTN_FIXTURE_DIR "/decoders/llama3/logits.npy");
    const std::size_t v = a.shape[1];
    Eigen::VectorXf row(static_cast<Eigen::Index>(v));
    for (std::size_t j = 0; j < v; ++j)
        row(Eigen::Index(j)) = a.data[(a.shape[0] - 1) * v + j];
    return row;
}

} // namespace

class NextToken : public QObject {
    Q_OBJECT

  private slots:
    void matchesTorch() {
        QFile file(QStringLiteral(ATTN_FIXTURE_DIR "/next_token/cases.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray cases = QJsonDocument::fromJson(file.readAll())["cases"].toArray();
        QCOMPARE(cases.size(), 4);
        const Eigen::VectorXf logits = fixtureLogits();
        for (const QJsonValue& value : cases) {
            const QJsonObject c = value.toObject();
            NextTokenOptions o;
            o.temperature = c["temperature"].toDouble();
            o.topK = c["top_k"].toInt();
            o.topP = c["top_p"].toDouble();
            const std::vector<TokenChoice> got = nextTokens(logits, o);
            const QJsonArray ids = c["ids"].toArray(), p = c["probabilities"].toArray();
            QCOMPARE(int(got.size()), ids.size());
            for (int i = 0; i < ids.size(); ++i) {
                QCOMPARE(got[std::size_t(i)].id, ids[i].toInt());
                QVERIFY(std::abs(got[std::size_t(i)].probability - p[i].toDouble()) < 1e-12);
            }
        }
    }

    /// Temperature 0 puts everything on the first largest logit; ties go to the smaller id.
    void greedyAndTies() {
        Eigen::VectorXf logits(4);
        logits << 1.0f, 3.0f, 3.0f, -2.0f;
        NextTokenOptions greedy;
        greedy.temperature = 0;
        const std::vector<TokenChoice> g = nextTokens(logits, greedy);
        QCOMPARE(int(g.size()), 1); // the others have no chance
        QCOMPARE(g[0].id, 1);
        QCOMPARE(g[0].probability, 1.0);
        const std::vector<TokenChoice> all = nextTokens(logits, {});
        QCOMPARE(all[0].id, 1);
        QCOMPARE(all[1].id, 2);
        QCOMPARE(all[0].probability, all[1].probability);
        double sum = 0;
        for (const TokenChoice& c : all)
            sum += c.probability;
        QVERIFY(std::abs(sum - 1) < 1e-12); // all four kept: the whole vocabulary
    }

    /// Top-p keeps the fewest of the top-k whose probabilities reach p, never none.
    void topPAfterTopK() {
        Eigen::VectorXf logits(4);
        logits << std::log(0.5f), std::log(0.3f), std::log(0.15f), std::log(0.05f);
        NextTokenOptions o;
        o.topP = 0.75;
        QCOMPARE(int(nextTokens(logits, o).size()), 2); // 0.5, then 0.8 >= 0.75
        o.topP = 0.1;
        QCOMPARE(int(nextTokens(logits, o).size()), 1);
        o.topP = 1;
        o.topK = 3;
        QCOMPARE(int(nextTokens(logits, o).size()), 3);
        QVERIFY(std::abs(nextTokens(logits, o)[2].probability - 0.15) < 1e-6); // not renormalised
    }

    /// Draws follow the renormalised probabilities of the kept tokens, the same for one seed.
    void samplingFollowsTheProbabilities() {
        const std::vector<TokenChoice> kept{{7, 0.3}, {2, 0.1}}; // renormalised: 3/4 and 1/4
        int first = 0;
        for (unsigned seed = 0; seed < 4000; ++seed)
            first += sampleToken(kept, seed) == 0;
        QVERIFY2(std::abs(first / 4000.0 - 0.75) < 0.03, qPrintable(QString::number(first)));
        QCOMPARE(sampleToken(kept, 42), sampleToken(kept, 42));
        QCOMPARE(sampleToken({{5, 1.0}}, 3), std::size_t(0));
        QVERIFY_THROWS_EXCEPTION(InputError, sampleToken({}, 1));
    }

    void badOptionsAreNamed() {
        const Eigen::VectorXf logits = Eigen::VectorXf::Zero(3);
        NextTokenOptions o;
        o.temperature = -1;
        QVERIFY_THROWS_EXCEPTION(InputError, nextTokens(logits, o));
        o = {};
        o.topK = 0;
        QVERIFY_THROWS_EXCEPTION(InputError, nextTokens(logits, o));
        o = {};
        o.topP = 0;
        QVERIFY_THROWS_EXCEPTION(InputError, nextTokens(logits, o));
        Eigen::VectorXf broken = logits;
        broken(1) = std::numeric_limits<float>::quiet_NaN();
        QVERIFY_THROWS_EXCEPTION(InputError, nextTokens(broken, {}));
        QVERIFY_THROWS_EXCEPTION(InputError, nextTokens(Eigen::VectorXf(), {}));
    }
};

QTEST_GUILESS_MAIN(NextToken)
#include "tst_next_token.moc"
