// SPDX-License-Identifier: GPL-3.0-or-later
// The head atlas of the sample model finds the heads sample_models/README.md names: the
// previous-token heads of layers 1 and 2, the delimiter heads and layer 3's induction head.
#include "core/models/language/head_atlas.h"

#include <QtTest>

using namespace attn;

namespace {

const char* const kPassage =
    "And God said, Let there be light: and there was light. And God saw the light, that it "
    "was good: and God divided the light from the darkness. And God called the light Day, and "
    "the darkness he called Night.";

} // namespace

class HeadAtlasTest : public QObject {
    Q_OBJECT
    LanguageModel model;
    HeadAtlas atlas;

    /// The head with the largest value of metric, as "layer.head" from 1.
    template <typename Metric> QString best(Metric metric) const {
        int bestLayer = 0, bestHead = 0;
        for (int l = 0; l < atlas.layers; ++l)
            for (int h = 0; h < atlas.heads; ++h)
                if (metric(atlas.at(l, h)) > metric(atlas.at(bestLayer, bestHead))) {
                    bestLayer = l;
                    bestHead = h;
                }
        return QStringLiteral("%1.%2").arg(bestLayer + 1).arg(bestHead + 1);
    }

  private slots:
    void initTestCase() {
        model = loadLanguageModel(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv");
        const std::vector<int> ids = model.encode(kPassage);
        atlas = headAtlas(model, ids, model.forward(ids));
        QCOMPARE(atlas.layers, 3);
        QCOMPARE(atlas.heads, 4);
        qInfo("%s", headAtlasCsv(atlas).c_str());
    }

    void findsTheReadmesHeads() {
        const QStringList previousTokenHeads{"1.2", "1.4", "2.4", "2.2"};
        QVERIFY(previousTokenHeads.contains(
            best([](const HeadMetrics& m) { return m.previousToken; })));
        QCOMPARE(best([](const HeadMetrics& m) { return m.induction; }), QStringLiteral("3.2"));
        QVERIFY(QStringList({"3.2", "2.3"}).contains(best([](const HeadMetrics& m) {
            return m.delimiter;
        })));
    }

    void csvHasOneLinePerHead() {
        const std::string csv = headAtlasCsv(atlas);
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 13L);
        QVERIFY(csv.rfind("layer,head,entropy,previous_token,", 0) == 0);
    }

    void delimitersAreSpacesPunctuationAndSpecialTokens() {
        const std::vector<bool> d = delimiterTokens(model, model.encode("a, b"));
        QCOMPARE(d, (std::vector<bool>{false, true, true, false}));
    }
};

QTEST_APPLESS_MAIN(HeadAtlasTest)
#include "tst_head_atlas.moc"
