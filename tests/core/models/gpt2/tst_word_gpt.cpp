// SPDX-License-Identifier: GPL-3.0-or-later
// The readable sample model (sample_models/word-gpt-kjv) against the PyTorch model it was
// trained as (tools/train_word_gpt.py writes the fixtures): the same token ids from its
// tokenizer.json, logits and every head's attention within 1e-4, the same greedy words; its
// tokens read as whole words, and the heads its README names do what it says.
#include "core/io/npy.h"
#include "core/models/language/head_atlas.h"
#include "core/models/language/language_model.h"
#include "core/models/language/next_token.h"
#include "tests/support/matrix_compare.h"

#include <QtTest>

using namespace attn;

namespace {

const QString kModel = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/word-gpt-kjv");
const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR "/word_gpt");
constexpr double kTolerance = 1e-4;

const char* const kTexts[][2] = {
    {"genesis", "In the beginning God created the heaven and the earth."},
    {"repeat", "And Abram said unto Lot, Let there be no strife. And Abram said unto Lot"},
    {"russian", "Надо сдавать лабораторные до срока выполнения"},
};

std::vector<int> npyIds(const QString& file) {
    const NpyArray a = readNpy((kFixtures + "/" + file).toStdString());
    return std::vector<int>(a.data.begin(), a.data.end());
}

QStringList labels(const LanguageModel& model, const std::string& text) {
    QStringList out;
    for (const std::string& label : model.tokenLabels(model.encode(text)))
        out << QString::fromStdString(label);
    return out;
}

} // namespace

class WordGpt : public QObject {
    Q_OBJECT
    LanguageModel model;

  private slots:
    void initTestCase() { model = loadLanguageModel(kModel.toStdString()); }

    void matchesTorch_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("text");
        for (const auto& [name, text] : kTexts)
            QTest::newRow(name) << name << QString::fromUtf8(text);
    }
    void matchesTorch() {
        QFETCH(QString, name);
        QFETCH(QString, text);
        const std::vector<int> ids = model.encode(text.toStdString());
        QCOMPARE(ids, npyIds(name + "_ids.npy"));
        const ModelOutput out = model.forward(ids);
        ATTN_COMPARE_MATRICES(
            out.logits, toMatrix(readNpy((kFixtures + "/" + name + "_logits.npy").toStdString())),
            kTolerance);
        const NpyArray att = readNpy((kFixtures + "/" + name + "_attention.npy").toStdString());
        const Eigen::Index t = Eigen::Index(ids.size());
        for (std::size_t l = 0; l < out.attention.size(); ++l)
            for (std::size_t h = 0; h < out.attention[l].size(); ++h) {
                const float* p = att.data.data() + (l * att.shape[1] + h) * std::size_t(t * t);
                ATTN_COMPARE_MATRICES(out.attention[l][h], (Eigen::Map<const RowMatrixXf>(p, t, t)),
                                      kTolerance);
            }
        const std::vector<int> expected = npyIds(name + "_greedy.npy");
        const std::vector<int> all = model.greedy(ids, int(expected.size()));
        QCOMPARE(std::vector<int>(all.begin() + std::ptrdiff_t(ids.size()), all.end()), expected);
    }

    /// Every word of the lessons' sentences is one token, labelled as the word (a leading
    /// space shown as a middle dot), in English and in Russian.
    void tokensAreWholeWords() {
        QCOMPARE(labels(model, "In the beginning God created the heaven"),
                 QStringLiteral("In ·the ·beginning ·God ·created ·the ·heaven").split(' '));
        QCOMPARE(labels(model, "Надо сдавать лабораторные до срока выполнения"),
                 QStringLiteral("Надо ·сдавать ·лабораторные ·до ·срока ·выполнения").split(' '));
        QCOMPARE(
            QString::fromStdString(model.decode(model.encode("And God said, Let there be light."))),
            QStringLiteral("And God said, Let there be light."));
    }

    /// The tokenizer as Hugging Face's (the npm package @huggingface/tokenizers gave these ids
    /// for the same tokenizer.json): spaces, digits, a new line, an apostrophe, scripts the
    /// vocabulary has no words of (bytes).
    void idsAreTheReferenceTokenizers() {
        const std::vector<int> expected{76,   498, 1558, 356, 1307, 44,  32,  229, 133,
                                        137,  44,  32,   217, 134,  217, 136, 216, 177,
                                        32,   825, 32,   465, 1616, 10,  877, 119, 5438,
                                        4044, 50,  51,   52,  295,  291, 39,  116};
        QCOMPARE(model.encode("Light — свет, 光, نور  two  spaces\nnew line 1234 don't"), expected);
    }

    /// A real distribution: after "... the heaven and the", " earth" is the likeliest word
    /// (sample_models/README.md: p = 0.05 of 8192 tokens).
    void nextWordIsLikely() {
        const std::vector<int> ids =
            model.encode("In the beginning God created the heaven and the");
        const ModelOutput out = model.forward(ids, {}, LogitRows::Last);
        const std::vector<TokenChoice> next = nextTokens(out.logits.row(0).transpose(), {});
        QCOMPARE(QString::fromStdString(model.tokenText(next.front().id)),
                 QStringLiteral(" earth"));
        QVERIFY2(next.front().probability > 0.04,
                 qPrintable(QString::number(next.front().probability)));
    }

    /// What its README says of the heads, measured by the head atlas on a held-out verse: the
    /// head that leans most on the previous word is in layer 1 (about a quarter of its weight);
    /// the heads that copy from an earlier occurrence (induction) are in the last layer, the
    /// strongest putting most of its weight on the token after that occurrence.
    void headsAreAsItsReadmeSays() {
        const std::vector<int> ids = model.encode(
            "And he said unto them, Go ye into all the world, and preach the gospel to every "
            "creature. He that believeth and is baptized shall be saved.");
        const HeadAtlas atlas = headAtlas(model, ids, model.forward(ids));
        double previous = 0, induction = 0;
        int previousLayer = -1, inductionLayer = -1;
        for (int l = 0; l < atlas.layers; ++l)
            for (int h = 0; h < atlas.heads; ++h) {
                const HeadMetrics& m = atlas.at(l, h);
                if (m.previousToken > previous) {
                    previous = m.previousToken;
                    previousLayer = l;
                }
                if (m.induction > induction) {
                    induction = m.induction;
                    inductionLayer = l;
                }
            }
        QVERIFY2(previous > 0.2 && previousLayer == 0, qPrintable(QString::number(previous)));
        QVERIFY2(induction > 0.5 && inductionLayer == atlas.layers - 1,
                 qPrintable(QString::number(induction)));
    }
};

QTEST_APPLESS_MAIN(WordGpt)
#include "tst_word_gpt.moc"
