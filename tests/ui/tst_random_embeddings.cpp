// SPDX-License-Identifier: GPL-3.0-or-later
// The random embeddings of the first tab and the explorer belong to the word: a word has the
// same vector in every sentence, so a sentence that differs in one word gives other weights.
#include "ui/explorer/explorercompute.h"
#include "ui/overview/attentioncomputation.h"

#include <QtTest>

using namespace attn;
using namespace attn::ui;

namespace {

ExplorerResults explore(const QString& text) {
    ExplorerSettings s;
    s.text = text;
    s.tokenizer = Tokenizer::Words;
    s.embedding = Embedding::Random;
    return computeExplorer(s);
}

FigureResults firstTab(const QString& text) {
    FigureSettings s;
    s.text = text;
    return computeFigureResults(s);
}

/// Largest |a − b| over every head's weights; a and b hold the same shapes.
template <class Matrix>
float largestDifference(const std::vector<Matrix>& a, const std::vector<Matrix>& b) {
    float largest = 0;
    for (std::size_t h = 0; h < a.size(); ++h)
        largest = std::max(largest, (a[h] - b[h]).cwiseAbs().maxCoeff());
    return largest;
}

} // namespace

class RandomEmbeddings : public QObject {
    Q_OBJECT
  private slots:
    void aWordKeepsItsVectorInTheExplorer() {
        const ExplorerResults a = explore(QStringLiteral("the cat sat"));
        const ExplorerResults b = explore(QStringLiteral("a cat and the dog"));
        QVERIFY(a.xq.row(1) == b.xq.row(1)); // "cat"
        QVERIFY(a.xq.row(0) == b.xq.row(3)); // "the"
    }

    void oneWordChangesTheExplorersWeights() {
        const ExplorerResults cat = explore(QStringLiteral("the cat the cat"));
        const ExplorerResults dog = explore(QStringLiteral("the dog the dog"));
        QCOMPARE(cat.headWeights.size(), dog.headWeights.size());
        const float largest = largestDifference(cat.headWeights, dog.headWeights);
        QVERIFY2(largest > 0.01f, qPrintable(QString::number(largest)));
    }

    void oneWordChangesTheFirstTabsHeads() {
        const FigureResults cat = firstTab(QStringLiteral("the cat the cat"));
        const FigureResults dog = firstTab(QStringLiteral("the dog the dog"));
        QCOMPARE(cat.oneHotWeights, dog.oneHotWeights); // one-hot sees only which words repeat
        const float largest = largestDifference(cat.headWeights, dog.headWeights);
        QVERIFY2(largest > 0.01f, qPrintable(QString::number(largest)));
    }

    void theFirstTabsHeadsDifferVisibly() {
        // Six words: a uniform row is 1/6 ≈ 0.17 everywhere. The heads must leave it far
        // behind, and differ from each other, for a class to see anything on a 0–1 scale.
        const FigureResults r =
            firstTab(QStringLiteral("Надо сдавать лабораторные до срока выполнения"));
        QCOMPARE(r.headWeights.size(), std::size_t(4));
        for (const Eigen::MatrixXf& w : r.headWeights)
            QVERIFY2(w.maxCoeff() > 0.4f, qPrintable(QString::number(w.maxCoeff())));
        for (std::size_t h = 1; h < r.headWeights.size(); ++h)
            QVERIFY((r.headWeights[h] - r.headWeights[0]).cwiseAbs().maxCoeff() > 0.1f);
    }
};

QTEST_MAIN(RandomEmbeddings)
#include "tst_random_embeddings.moc"
