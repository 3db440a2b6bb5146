// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --text ... --what tokens --out t.json`: the explorer's tokens of a text by
// every tokenizer, as JSON, in every script of the lecture notes.
#include "tests/support/run_app.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using testing::runApp;

namespace {

const QString kModel = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv");

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList strings(const QJsonValue& array) {
    QStringList list;
    for (const QJsonValue& v : array.toArray())
        list << v.toString();
    return list;
}

} // namespace

class TestExportTokens : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

  private slots:
    void tokensOfEveryTokenizer_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("tokenizer");
        QTest::addColumn<QStringList>("tokens");
        QTest::newRow("Chinese words")
            << QStringList{"--text", "注意力机制是深度学习的核心"} << "words"
            << QStringList{"注意力", "机制", "是", "深度", "学习", "的", "核心"};
        QTest::newRow("Japanese words")
            << QStringList{"--text", "アテンション機構を学ぶ", "--tokens", "words"} << "words"
            << QStringList{"アテンション", "機構", "を", "学ぶ"};
        QTest::newRow("Persian words, a non-joiner inside")
            << QStringList{"--text", QString::fromUtf8("ما می\u200cخواهیم")} << "words"
            << QStringList{"ما", QString::fromUtf8("می\u200cخواهیم")};
        QTest::newRow("Russian words and punctuation")
            << QStringList{"--text", "Надо сдавать, до срока!"} << "words"
            << QStringList{"Надо", "сдавать", ",", "до", "срока", "!"};
        QTest::newRow("characters: accents and emoji are one each")
            << QStringList{"--text", QString::fromUtf8("e\u0301 👍🏽"), "--tokens",
                           "characters"}
            << "characters" << QStringList{QString::fromUtf8("e\u0301"), " ", "👍🏽"};
    }
    void tokensOfEveryTokenizer() {
        QFETCH(QStringList, args);
        QFETCH(QString, tokenizer);
        QFETCH(QStringList, tokens);
        const QString out = dir.filePath(QStringLiteral("%1.json").arg(QTest::currentDataTag()));
        const auto run = runApp(QStringList{"export", "--what", "tokens", "--out", out} + args);
        QVERIFY2(run.exitCode == 0 && run.err.isEmpty(), qPrintable(run.err));
        const QJsonObject json = readJson(out);
        QCOMPARE(json["tokenizer"].toString(), tokenizer);
        QCOMPARE(json["text"].toString(), args[1]);
        QCOMPARE(strings(json["tokens"]), tokens);
        QVERIFY(!json.contains("ids"));
    }

    /// --model DIR alone gives that model's tokens and ids, as the language model tab shows them.
    void modelTokensHaveIds() {
        const QString out = dir.filePath("model.json");
        const auto run = runApp(
            {"export", "--model", kModel, "--text", "In ∑", "--what", "tokens", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject json = readJson(out);
        QCOMPARE(json["tokenizer"].toString(), QStringLiteral("model"));
        QCOMPARE(json["ids"].toArray().size(), 6); // "In " and the 3 bytes of ∑
        QCOMPARE(json["tokens"].toArray().size(), 6);
        QCOMPARE(json["ids"].toArray()[0].toInt(), int('I'));
    }

    /// Cross attention's keys and values are split too.
    void crossTextTokens() {
        const QString out = dir.filePath("cross.json");
        const auto run = runApp({"export", "--what", "tokens", "--text", "zone économique",
                                 "--kind", "cross", "--cross-text", "经济区", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject json = readJson(out);
        QCOMPARE(strings(json["tokens"]), (QStringList{"zone", "économique"}));
        QCOMPARE(json["crossText"].toString(), QStringLiteral("经济区"));
        QCOMPARE(strings(json["crossTokens"]), (QStringList{"经济", "区"}));
    }

    void badRequestsAreExplained_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("only white space") << QStringList{"--text", " \t "} << "t.json"
                                          << "--text has no tokens";
        QTest::newRow("empty cross text")
            << QStringList{"--text", "a", "--kind", "cross", "--cross-text", ""} << "t.json"
            << "--cross-text has no tokens";
        QTest::newRow("unknown tokenizer")
            << QStringList{"--text", "a", "--tokens", "syllables"} << "t.json"
            << "unknown --tokens 'syllables'";
        QTest::newRow("not JSON") << QStringList{"--text", "a"} << "t.npy"
                                  << "must end in .json";
        QTest::newRow("a translator is no language model")
            << QStringList{"--text", "a", "--model",
                           ATTN_SOURCE_DIR "/sample_models/translator-bahdanau"}
            << "t.json"
            << "not a language model";
        QTest::newRow("no such folder") << QStringList{"--text", "a"} << "missing/t.json"
                                        << "cannot write";
    }
    void badRequestsAreExplained() {
        QFETCH(QStringList, args);
        QFETCH(QString, out);
        QFETCH(QString, messagePart);
        QTemporaryDir empty;
        const QString path = empty.filePath(out);
        const auto run = runApp(QStringList{"export", "--what", "tokens", "--out", path} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(messagePart), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1); // one line
        QVERIFY(QDir(empty.path()).isEmpty());         // nothing written, nothing left behind
    }
};

QTEST_MAIN(TestExportTokens)
#include "tst_export_tokens.moc"
