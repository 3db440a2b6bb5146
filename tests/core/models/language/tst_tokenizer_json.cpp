// SPDX-License-Identifier: GPL-3.0-or-later
// tokenizer.json against the reference implementation (@huggingface/tokenizers, via
// tools/make_tokenizer_json_fixtures.mjs and tools/make_tokenizer_fixtures.mjs): the pipelines
// of GPT-2, SmolLM2, Llama 3, Qwen2 (and so Qwen3), GPT-NeoX/Pythia and OLMo 2 around GPT-2's
// vocabulary, small Llama 2, Gemma and Phi-3 files, and BERT's WordPiece, give the same ids on
// a multilingual text set.
#include "core/base/check.h"
#include "core/io/json.h"
#include "core/models/language/fairseq_pieces.h"
#include "core/models/language/language_model.h"
#include "core/models/language/tokenizer_json.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;

namespace {

const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR);

QByteArray fileText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::vector<int> idsOf(const JsonValue& c) {
    std::vector<int> ids;
    for (const JsonValue& id : c.find("ids")->array)
        ids.push_back(int(id.number));
    return ids;
}

/// text, and where ids differ from the reference's: what was given and what was wanted.
std::string mismatch(const std::string& text, const std::vector<int>& got,
                     const std::vector<int>& want) {
    const auto list = [](const std::vector<int>& ids) {
        std::string s;
        for (int id : ids)
            s += (s.empty() ? "" : ",") + std::to_string(id);
        return "[" + s + "]";
    };
    return text + "\n  got  " + list(got) + "\n  want " + list(want);
}

/// GPT-2's vocabulary and merges inside pipeline's tokenizer.json, written to dir.
QString writeTokenizerJson(const QTemporaryDir& dir, const QByteArray& pipeline,
                           bool ignoreMerges) {
    QByteArray merges = "[";
    for (const QByteArray& line : fileText(kFixtures + "/gpt2_bpe/merges.txt").split('\n')) {
        if (line.isEmpty() || line.startsWith("#version")) continue;
        QByteArray escaped = line;
        escaped.replace("\\", "\\\\").replace("\"", "\\\"");
        merges += (merges.size() > 1 ? ",\"" : "\"") + escaped + "\"";
    }
    merges += "]";
    QByteArray json = pipeline;
    json.chop(1); // the closing brace: the model goes in
    json += ",\"model\":{\"type\":\"BPE\",\"byte_fallback\":false,\"ignore_merges\":" +
            QByteArray(ignoreMerges ? "true" : "false") +
            ",\"vocab\":" + fileText(kFixtures + "/gpt2_bpe/vocab.json") + ",\"merges\":" + merges +
            "}}";
    const QString path = dir.filePath("tokenizer.json");
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(json);
    return path;
}

/// The text of JSON value v (an object of the fixture) as JSON again.
QByteArray pipelineText(const QByteArray& cases, const QByteArray& name) {
    const int start = cases.indexOf("\"pipeline\"", cases.indexOf("\"" + name + "\""));
    const int open = cases.indexOf('{', start);
    int depth = 0;
    for (int i = open; i < cases.size(); ++i) {
        if (cases[i] == '{') ++depth;
        if (cases[i] == '}' && --depth == 0) return cases.mid(open, i - open + 1);
    }
    return {};
}

} // namespace

class TokenizerJsonTest : public QObject {
    Q_OBJECT

  private slots:
    void byteLevelPipelinesMatchTheReference_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"gpt2", "smollm2", "llama3", "qwen2", "neox", "olmo2"})
            QTest::newRow(name) << name;
    }
    void byteLevelPipelinesMatchTheReference() {
        QFETCH(QString, name);
        const QByteArray text = fileText(kFixtures + "/tokenizer_json/cases.json");
        const JsonValue all = parseJson(text.toStdString());
        const JsonValue& variant = *all.find(name.toStdString());
        QTemporaryDir dir;
        const QString path = writeTokenizerJson(dir, pipelineText(text, name.toUtf8()),
                                                variant.find("ignore_merges")->boolean);
        TokenizerJson t;
        try { // a refusal fails this row only
            t = loadTokenizerJson(path.toStdString());
        } catch (const InputError& e) {
            QFAIL(e.what());
        }
        QVERIFY(t.bpe && !t.wordPiece);
        int checked = 0;
        for (const JsonValue& c : variant.find("cases")->array) {
            const std::string& s = c.stringAt("text");
            const std::vector<int> got = t.bpe->encode(s);
            QVERIFY2(got == idsOf(c), mismatch(s, got, idsOf(c)).c_str());
            ++checked;
        }
        QVERIFY(checked >= 20); // the shared texts, and the family's own after them
    }

    void byteFallbackPiecesMatchTheReference_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("spelled"); // what the bytes of "注" spell after the BOS
        QTest::newRow("llama2: Prepend + Replace normalizers") << "llama2"
                                                               << " 注";
        QTest::newRow("metaspace: prepend_scheme first") << "metaspace"
                                                         << " 注";
        QTest::newRow("gemma: Replace normalizer, no dummy prefix, <bos>") << "gemma"
                                                                           << "注";
        QTest::newRow("phi3: llama2 with rstrip chat tokens") << "phi3"
                                                              << " 注";
    }
    void byteFallbackPiecesMatchTheReference() {
        QFETCH(QString, name);
        QFETCH(QString, spelled);
        const JsonValue all =
            readJsonFile((kFixtures + "/tokenizer_json/cases.json").toStdString());
        const JsonValue& variant = *all.find(name.toStdString());
        TokenizerJson t;
        try { // a refusal fails this row only
            t = loadTokenizerJson(
                (kFixtures + "/tokenizer_json/" + name + "/tokenizer.json").toStdString());
        } catch (const InputError& e) {
            QFAIL(e.what());
        }
        QVERIFY(t.pieces && !t.bpe && !t.wordPiece);
        for (const JsonValue& c : variant.find("cases")->array) {
            const std::vector<int> got = t.pieces->encode(c.stringAt("text"));
            QVERIFY2(got == idsOf(c), mismatch(c.stringAt("text"), got, idsOf(c)).c_str());
        }
        // Bytes a character fell back to spell it again: 注 is E6 B3 A8.
        const std::vector<int> ids = t.pieces->encode("注");
        std::string text;
        for (std::size_t i = 1; i < ids.size(); ++i) // after <s> (<bos>)
            text += t.pieces->tokenBytes(int(ids[i]));
        QCOMPARE(text, spelled.toStdString());
    }

    void wordPieceMatchesTheReference() {
        const TokenizerJson t =
            loadTokenizerJson((kFixtures + "/bert/bert/model/tokenizer.json").toStdString());
        QVERIFY(t.wordPiece && !t.bpe);
        const JsonValue cases =
            readJsonFile((kFixtures + "/bert/bert/tokenizer_cases.json").toStdString());
        for (const JsonValue& c : cases.array)
            QVERIFY2(t.wordPiece->encode(c.stringAt("text")) == idsOf(c),
                     c.stringAt("text").c_str());
    }

    /// XLM-RoBERTa's sentencepiece.bpe.model with fairseq's ids against the reference fast
    /// tokenizer (tools/make_xlmr_tokenizer_fixture.py: the tokenizers library on the
    /// tokenizer.json transformers' converter makes from the same model).
    void xlmRobertaPiecesMatchTheReference() {
        const QString dir = QStringLiteral(ATTN_FIXTURE_DIR "/xlmr_tokenizer");
        const FairseqPieces t((dir + "/sentencepiece.bpe.model").toStdString());
        const JsonValue cases = readJsonFile((dir + "/cases.json").toStdString());
        int pairs = 0;
        for (const JsonValue& c : cases.array) {
            std::vector<int> ids{0};
            for (int id : t.encode(c.stringAt("text")))
                ids.push_back(id);
            ids.push_back(2);
            QVERIFY2(ids == idsOf(c), c.stringAt("text").c_str());
            if (const JsonValue* b = c.find("pair_b")) {
                ids.insert(ids.end(), 2); // <s> a </s></s> b </s>
                for (int id : t.encode(b->string))
                    ids.push_back(id);
                ids.push_back(2);
                std::vector<int> expected;
                for (const JsonValue& v : c.find("pair_ids")->array)
                    expected.push_back(int(v.number));
                QVERIFY2(ids == expected, b->string.c_str());
                ++pairs;
            }
        }
        QCOMPARE(pairs, 2);
        QCOMPARE(t.tokenBytes(t.idOf("<mask>")), std::string("<mask>"));
    }

    void unsupportedFilesAreExplained_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("byte fallback, unknown normalizer")
            << QByteArray(
                   R"({"normalizer":{"type":"NFKC"},"model":{"type":"BPE","byte_fallback":true,"vocab":{},"merges":[]}})")
            << "pre-tokenizer is not one";
        QTest::newRow("unigram") << QByteArray(R"({"model":{"type":"Unigram"}})")
                                 << "\"Unigram\" is not supported";
        QTest::newRow("unknown split")
            << QByteArray(
                   R"({"pre_tokenizer":{"type":"Whitespace"},"model":{"type":"BPE","vocab":{"a":0},"merges":[]}})")
            << "pre-tokenizer is not one";
        QTest::newRow("an added token's id not whole")
            << QByteArray(
                   R"({"added_tokens":[{"id":3.7,"content":"<x>"}],"pre_tokenizer":{"type":"ByteLevel"},"model":{"type":"BPE","vocab":{"a":0},"merges":[]}})")
            << "has id 3.7";
        QTest::newRow("an added token's id past 2^26")
            << QByteArray(
                   R"({"added_tokens":[{"id":1099511627776,"content":"<x>"}],"pre_tokenizer":{"type":"ByteLevel"},"model":{"type":"BPE","vocab":{"a":0},"merges":[]}})")
            << "not a whole number from 0";
        QTest::newRow("WordPiece, unknown normalizer")
            << QByteArray(
                   R"({"normalizer":{"type":"Lowercase"},"model":{"type":"WordPiece","vocab":{"a":0}}})")
            << "normalizer Lowercase";
        QTest::newRow("not JSON") << QByteArray("{") << "tokenizer.json";
    }
    void unsupportedFilesAreExplained() {
        QFETCH(QByteArray, json);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        QFile f(dir.filePath("tokenizer.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
        f.close();
        try {
            loadTokenizerJson(f.fileName().toStdString());
            QFAIL("loaded");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(messagePart), e.what());
        }
    }

    void aModelFolderPrefersItsTokenizerJson() {
        // The bert fixture has vocab.txt and tokenizer.json; either gives [CLS] .. [SEP].
        const LanguageModel m = loadLanguageModel((kFixtures + "/bert/bert/model").toStdString());
        QVERIFY(m.wordPiece);
        const std::vector<int> ids = m.encode("the cat");
        QCOMPARE(m.tokenLabels(ids), (std::vector<std::string>{"[CLS]", "the", "cat", "[SEP]"}));
    }
};

QTEST_APPLESS_MAIN(TokenizerJsonTest)
#include "tst_tokenizer_json.moc"
