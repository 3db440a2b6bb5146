// SPDX-License-Identifier: GPL-3.0-or-later
// BERT-family encoders (bert, roberta, distilbert) against an independent PyTorch forward
// written from the equations (tools/make_bert_fixtures.py): every layer's and head's
// attention within 1e-5, the last hidden states within 1e-4; WordPiece against the reference
// tokenizer.json implementation (tools/make_tokenizer_fixtures.mjs).
#include "core/base/check.h"
#include "core/io/json.h"
#include "core/io/npy.h"
#include "core/models/bert/bert.h"
#include "core/models/bert/wordpiece.h"
#include "tests/support/layer_attention.h"
#include "tests/support/matrix_compare.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;

namespace {

const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR "/bert");

NpyArray fixture(const QString& name, const char* file) {
    return readNpy((kFixtures + "/" + name + "/" + file).toStdString());
}

template <typename T> std::vector<T> fixtureVector(const QString& name, const char* file) {
    const NpyArray a = fixture(name, file);
    std::vector<T> v;
    for (float x : a.data)
        v.push_back(T(x));
    return v;
}

std::string modelDir(const QString& name) {
    return (kFixtures + "/" + name + "/model").toStdString();
}

} // namespace

class Bert : public QObject {
    Q_OBJECT

  private slots:
    void matchesTorch_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("bert: sentence pair, padding, gamma/beta names") << "bert";
        QTest::newRow("roberta: positions from 2, no prefix") << "roberta";
        QTest::newRow("distilbert: its own names") << "distilbert";
        QTest::newRow("xlm-roberta: roberta. prefix, padding takes position 1") << "xlm_roberta";
        QTest::newRow("electra: embeddings projected from 24 to 48") << "electra";
    }
    void matchesTorch() {
        QFETCH(QString, name);
        const BertModel model = loadBert(modelDir(name));
        const std::vector<int> ids = fixtureVector<int>(name, "ids.npy");
        const std::vector<int> segments = fixtureVector<int>(name, "segments.npy");
        const std::vector<bool> padded = fixtureVector<bool>(name, "padded.npy");
        const ModelOutput out = bertForward(model, ids, segments, padded);
        const Eigen::MatrixXf hidden = toMatrix(fixture(name, "hidden.npy"));
        ATTN_COMPARE_MATRICES(out.logits, hidden, 1e-4);
        const double worst =
            testing::layerAttentionDifference(out.attention, fixture(name, "attention.npy"));
        QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
        for (const auto& layer : out.attention) // padding receives no attention
            for (const RowMatrixXf& w : layer)
                for (std::size_t j = 0; j < padded.size(); ++j)
                    if (padded[j]) QCOMPARE(w.col(Eigen::Index(j)).maxCoeff(), 0.0f);
        qInfo("%s: %d tokens, max |hidden - torch| = %.2e, max |attention - torch| = %.2e",
              qPrintable(name), int(ids.size()),
              testing::compareMatrices(out.logits, hidden, 0).maxAbs, worst);
    }

    void attentionInputIsWhatTheLayerReads() {
        const BertModel model = loadBert(modelDir("bert"));
        const std::vector<int> ids{2, 10, 11, 3, 12, 3}, segments{0, 0, 0, 0, 1, 1};
        const ModelOutput out = bertForward(model, ids, segments);
        const Eigen::MatrixXf x = bertAttentionInput(model, ids, segments, 1);
        const MultiHeadResult r = multiHeadAttention(x, x, x, model.blocks[1].attention);
        for (std::size_t h = 0; h < 4; ++h)
            ATTN_COMPARE_MATRICES(r.headWeights[h], out.attention[1][h], 1e-6);
    }

    void badInputIsExplained() {
        const BertModel model = loadBert(modelDir("bert"));
        QVERIFY_THROWS_EXCEPTION(InputError, bertForward(model, {2, 3}, {0, 2}));
        QVERIFY_THROWS_EXCEPTION(InputError, bertForward(model, {2, 3}, {0}));
        QVERIFY_THROWS_EXCEPTION(InputError, bertForward(model, std::vector<int>(41, 5)));
        QVERIFY_THROWS_EXCEPTION(InputError, bertForward(model, {model.config.vocabSize}));
    }

    /// Settings that would change the numbers are applied or refused, never dropped.
    void settingsAreAppliedOrRefused_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no segments, but a segment table")
            << QByteArray("\"type_vocab_size\": 2") << QByteArray("\"type_vocab_size\": 0")
            << "\"type_vocab_size\" is 0 but the weights hold";
        QTest::newRow("relative positions")
            << QByteArray("\"type_vocab_size\": 2")
            << QByteArray("\"type_vocab_size\": 2, \"position_embedding_type\": \"relative_key\"")
            << "position_embedding_type \"relative_key\" is not supported";
        QTest::newRow("a maths key BERT does not have")
            << QByteArray("\"type_vocab_size\": 2")
            << QByteArray("\"type_vocab_size\": 2, \"relative_attention_num_buckets\": 8")
            << "\"relative_attention_num_buckets\" is a setting this program does not apply";
        QTest::newRow("a causal BERT") << QByteArray("\"type_vocab_size\": 2")
                                       << QByteArray("\"type_vocab_size\": 2, \"is_decoder\": true")
                                       << "\"is_decoder\" is a setting this program does not apply";
        QTest::newRow("an embedding size without its projection")
            << QByteArray("\"type_vocab_size\": 2")
            << QByteArray("\"type_vocab_size\": 2, \"embedding_size\": 8") << "has shape";
    }
    void settingsAreAppliedOrRefused() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        const QDir source(QString::fromStdString(modelDir("bert")));
        for (const QString& file : source.entryList(QDir::Files))
            QVERIFY(QFile::copy(source.filePath(file), dir.filePath(file)));
        QFile c(dir.filePath("config.json"));
        QVERIFY(c.open(QIODevice::ReadOnly));
        QByteArray config = c.readAll();
        c.close();
        QVERIFY(config.contains(from));
        config.replace(from, to);
        QVERIFY(c.open(QIODevice::WriteOnly | QIODevice::Truncate));
        c.write(config);
        c.close();
        try {
            loadBert(dir.path().toStdString());
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }

    void wordPieceMatchesTheReference() {
        const WordPieceTokenizer tokenizer =
            WordPieceTokenizer::fromVocabFile(modelDir("bert") + "/vocab.txt", {});
        const JsonValue cases =
            readJsonFile((kFixtures + "/bert/tokenizer_cases.json").toStdString());
        QVERIFY(cases.array.size() >= 10);
        for (const JsonValue& c : cases.array) {
            const std::string& text = c.stringAt("text");
            std::vector<int> expected;
            for (const JsonValue& id : c.find("ids")->array)
                expected.push_back(int(id.number));
            const std::vector<int> got = tokenizer.encode(text);
            QVERIFY2(got == expected, text.c_str());
        }
    }

    void badVocabulariesAreExplained() {
        QTemporaryDir dir;
        const auto errorOf = [&](const QByteArray& text) {
            QFile f(dir.filePath("vocab.txt"));
            f.open(QIODevice::WriteOnly | QIODevice::Truncate);
            f.write(text);
            f.close();
            try {
                WordPieceTokenizer::fromVocabFile(f.fileName().toStdString(), {});
            } catch (const InputError& e) {
                return QString::fromUtf8(e.what());
            }
            return QString();
        };
        QVERIFY(errorOf("").contains("the vocabulary is empty"));
        QVERIFY(errorOf("[UNK]\nthe\nthe\n").contains("\"the\" appears twice"));
        QVERIFY(errorOf("the\ncat\n").contains("no unknown token \"[UNK]\""));
        QVERIFY_THROWS_EXCEPTION(InputError, WordPieceTokenizer::fromVocabFile(
                                                 dir.filePath("missing.txt").toStdString(), {}));
    }

    void wordPieceSplitsAsBertDoes() {
        const WordPieceTokenizer tokenizer =
            WordPieceTokenizer::fromVocabFile(modelDir("bert") + "/vocab.txt", {});
        QCOMPARE(tokenizer.basicWords("Héllo,  WORLD!注意"),
                 (std::vector<std::string>{"hello", ",", "world", "!", "注", "意"}));
        std::vector<std::string> pieces;
        for (int id : tokenizer.encode("heads attending"))
            pieces.push_back(tokenizer.token(id));
        QCOMPARE(pieces, (std::vector<std::string>{"heads", "a", "##t", "##t", "##e", "##n", "##d",
                                                   "##ing"}));
        QCOMPARE(tokenizer.encode("☃"), std::vector<int>{tokenizer.idOf("[UNK]")});
    }
};

QTEST_APPLESS_MAIN(Bert)
#include "tst_bert.moc"
