// SPDX-License-Identifier: GPL-3.0-or-later
// GPT-2 BPE against the reference encoder (npm gpt-3-encoder), via
// tools/make_bpe_fixtures.js: the same ids for every text, and decode inverts encode.
#include "core/base/check.h"
#include "core/models/gpt2/gpt2_tokenizer.h"
#include "core/models/language/language_model.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;

namespace {
const QString kDir = QStringLiteral(ATTN_FIXTURE_DIR "/gpt2_bpe");
}

class Gpt2TokenizerTest : public QObject {
    Q_OBJECT
    Gpt2Tokenizer tokenizer;

  private slots:
    void initTestCase() {
        tokenizer = Gpt2Tokenizer::load((kDir + "/vocab.json").toStdString(),
                                        (kDir + "/merges.txt").toStdString());
        QCOMPARE(tokenizer.vocabularySize(), 50257);
    }

    /// Two tokens with one id are named, both of them, in a message of reasonable length even
    /// when a token name is 10 MB long.
    void aSharedIdIsNamedBriefly() {
        QTemporaryDir dir;
        const QString vocab = dir.filePath(QStringLiteral("vocab.json")),
                      merges = dir.filePath(QStringLiteral("merges.txt"));
        QFile v(vocab), m(merges);
        QVERIFY(v.open(QIODevice::WriteOnly) && m.open(QIODevice::WriteOnly));
        v.write("{\"a\": 0, \"" + QByteArray(10 << 20, 'b') + "\": 1, \"c\": 1}");
        v.close();
        m.write("#version: 0.2\n");
        m.close();
        try {
            Gpt2Tokenizer::load(vocab.toStdString(), merges.toStdString());
            QFAIL("a shared id was accepted");
        } catch (const InputError& e) {
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.contains(QStringLiteral("same id 1")) &&
                         message.contains(QStringLiteral("\"c\"")) &&
                         message.contains(QStringLiteral("(10485760 bytes)")) &&
                         message.size() < 400,
                     qPrintable(message.left(400)));
        }
    }

    void idsMatchTheReference_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("ids");
        QFile f(kDir + "/cases.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray cases = QJsonDocument::fromJson(f.readAll()).array();
        QVERIFY(cases.size() >= 10);
        int row = 0;
        for (const QJsonValue& c : cases) {
            QList<int> ids;
            for (const QJsonValue& id : c[QStringLiteral("ids")].toArray())
                ids << id.toInt();
            const QString text = c[QStringLiteral("text")].toString();
            QTest::addRow("%d: %s", row++, qPrintable(text.left(24).replace('\n', ' ')))
                << text << ids;
        }
    }
    void idsMatchTheReference() {
        QFETCH(QString, text);
        QFETCH(QList<int>, ids);
        const std::vector<int> got = tokenizer.encode(text.toStdString());
        QCOMPARE(QList<int>(got.begin(), got.end()), ids);
        QCOMPARE(QString::fromStdString(tokenizer.decode(got)), text);
    }

    void tokenBytesAreReadable() {
        QCOMPARE(QString::fromStdString(tokenizer.tokenBytes(995)), QStringLiteral(" world"));
        QVERIFY_THROWS_EXCEPTION(InputError, tokenizer.tokenBytes(50257));
    }

    /// GPT-2 splits some characters between tokens: the labels show each character on the
    /// token of its first byte and mark the token of its last byte as its continuation.
    void labelsShowSplitCharacters_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("labels"); // joined by spaces
        QTest::newRow("Russian") << QStringLiteral("Привет мир")
                                 << QStringLiteral("П П₂ р и в е т ·м м₂ и р");
        QTest::newRow("Chinese") << QStringLiteral("你好世界")
                                 << QStringLiteral("你 你₃ 好 好₃ 世 世₃ 界 界₃");
        QTest::newRow("Persian") << QStringLiteral("سلام دنیا")
                                 << QStringLiteral("س ل ا م ·د د₂ ن ی ی₂ ا");
    }
    void labelsShowSplitCharacters() {
        QFETCH(QString, text);
        QFETCH(QString, labels);
        LanguageModel lm;
        lm.bpe = tokenizer;
        QStringList got;
        for (const std::string& label : lm.tokenLabels(lm.encode(text.toStdString())))
            got << QString::fromStdString(label);
        QCOMPARE(got.join(QLatin1Char(' ')), labels);
    }

    void badFilesAreExplained() {
        QVERIFY_THROWS_EXCEPTION(InputError, Gpt2Tokenizer::load("/nonexistent/vocab.json", "x"));
    }
};

QTEST_GUILESS_MAIN(Gpt2TokenizerTest)
#include "tst_gpt2_tokenizer.moc"
