// SPDX-License-Identifier: GPL-3.0-or-later
// Attention as a fuzzy dictionary lookup: exact keys win, weights sum to 1, synonyms and
// spelling variants find the intended key, and the blended answer.
#include "core/base/check.h"
#include "core/lectures/fuzzy_lookup.h"

#include <QtTest>

#include <cmath>

using namespace attn;

class FuzzyLookupTest : public QObject {
    Q_OBJECT

  private slots:
    void queryPicksTheIntendedKey_data() {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("exact");
        QTest::newRow("exact color") << "color"
                                     << "color" << true;
        QTest::newRow("exact age") << "age"
                                   << "age" << true;
        QTest::newRow("exact type") << "type"
                                    << "type" << true;
        QTest::newRow("spelling colour") << "colour"
                                         << "color" << false;
        QTest::newRow("synonym kind") << "kind"
                                      << "type" << false;
        QTest::newRow("synonym old") << "old"
                                     << "age" << false;
        QTest::newRow("synonym year") << "year"
                                      << "age" << false;
        QTest::newRow("synonym shade") << "shade"
                                       << "color" << false;
        QTest::newRow("upper case TYPE") << "TYPE"
                                         << "type" << false;
    }
    void queryPicksTheIntendedKey() {
        QFETCH(QString, query);
        QFETCH(QString, key);
        QFETCH(bool, exact);
        const std::vector<DictionaryEntry> d = exampleDictionary();
        const FuzzyLookup r = fuzzyLookup(d, query.toStdString(), 1.0f);
        QCOMPARE(r.weights.size(), 3);
        QVERIFY(std::abs(r.weights.sum() - 1) < 1e-5f);
        QVERIFY((r.weights.array() >= 0).all());
        Eigen::Index best = 0;
        r.weights.maxCoeff(&best);
        QCOMPARE(QString::fromStdString(d[size_t(best)].key), key);
        QCOMPARE(r.exactIndex >= 0, exact);
        if (exact) QCOMPARE(r.exactIndex, int(best));
    }

    void exactKeyHasTheLargestScore() {
        const std::vector<DictionaryEntry> d = exampleDictionary();
        for (size_t i = 0; i < d.size(); ++i) {
            const FuzzyLookup r = fuzzyLookup(d, d[i].key, 5.0f); // even at a high temperature
            Eigen::Index best = 0;
            r.weights.maxCoeff(&best);
            QCOMPARE(size_t(best), i);
            // An exact key scores sqrt(D): the embedding has length sqrt(D).
            QVERIFY(std::abs(r.scores(Eigen::Index(i)) - std::sqrt(float(wordFeatureSize()))) <
                    1e-3f);
        }
    }

    void blendedAnswer() {
        std::vector<DictionaryEntry> numbers{{"age", "20"}, {"years", "30"}};
        const FuzzyLookup n = fuzzyLookup(numbers, "old", 1.0f);
        QVERIFY(n.number.has_value());
        QVERIFY(std::abs(*n.number - (20 * n.weights(0) + 30 * n.weights(1))) < 1e-4);
        const FuzzyLookup mixed = fuzzyLookup(exampleDictionary(), "kind", 1.0f);
        QVERIFY(!mixed.number.has_value()); // "blue" and "pickup" are not numbers
        QCOMPARE(mixed.mixture.size(), size_t(3));
        QCOMPARE(QString::fromStdString(mixed.mixture[0].first), QStringLiteral("pickup"));
        QVERIFY(mixed.mixture[0].second >= mixed.mixture[1].second);
    }

    void temperatureSpreadsTheWeights() {
        const FuzzyLookup sharp = fuzzyLookup(exampleDictionary(), "kind", 0.5f);
        const FuzzyLookup soft = fuzzyLookup(exampleDictionary(), "kind", 20.0f);
        QVERIFY(sharp.weights.maxCoeff() > soft.weights.maxCoeff());
        QVERIFY(soft.weights.maxCoeff() < 0.5f);
    }

    void numbersAreParsedStrictly() {
        QCOMPARE(parseNumber("22").value_or(-1), 22.0);
        QCOMPARE(parseNumber(" -1.5e3 ").value_or(0), -1500.0);
        QVERIFY(!parseNumber("pickup"));
        QVERIFY(!parseNumber("inf"));
        QVERIFY(!parseNumber("nan"));
        QVERIFY(!parseNumber("0x10"));
        QVERIFY(!parseNumber(""));
    }

    void badInputIsRejected() {
        QVERIFY_THROWS_EXCEPTION(InputError, fuzzyLookup({}, "kind"));
        QVERIFY_THROWS_EXCEPTION(InputError, fuzzyLookup(exampleDictionary(), "  "));
        QVERIFY_THROWS_EXCEPTION(InputError, fuzzyLookup(exampleDictionary(), "kind", 0));
        QVERIFY_THROWS_EXCEPTION(InputError, fuzzyLookup({{"", "x"}}, "kind"));
    }
};

QTEST_GUILESS_MAIN(FuzzyLookupTest)
#include "tst_fuzzy_lookup.moc"
