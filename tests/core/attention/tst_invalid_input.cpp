// SPDX-License-Identifier: GPL-3.0-or-later
// Every invalid input throws InputError with a message naming the shapes or values at fault.
#include "core/attention/attention.h"
#include "core/attention/attention_budget.h"
#include "core/attention/multihead.h"
#include "core/base/check.h"
#include "core/base/random.h"

#include <QtTest>

#include <cmath>
#include <functional>

using namespace attn;

Q_DECLARE_METATYPE(std::function<void()>)

class InvalidInput : public QObject {
    Q_OBJECT
  private slots:
    /// A forward that would keep more attention than kMaxAttentionBytes is refused, saying how
    /// much it would take.
    void attentionPastTheBudgetIsRefused() {
        requireAttentionFits(12, 12, 2500, Message("attn", "%1 tokens").arg(2500),
                             Message("attn", "shorten the text")); // 3.4 GB
        try {
            requireAttentionFits(30, 9, 3000, Message("attn", "%1 tokens").arg(3000),
                                 Message("attn", "shorten the text"));
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QCOMPARE(QString(e.what()),
                     QStringLiteral("every head's attention over 3000 tokens would take 9.1 GB, "
                                    "more than the 4 GB allowed: shorten the text"));
        }
    }

    void throwsWithMessage_data() {
        QTest::addColumn<std::function<void()>>("call");
        QTest::addColumn<QString>("messagePart");
        const Eigen::MatrixXf a = randomNormal(3, 4, 1);
        QTest::newRow("key dim differs from query dim")
            << std::function<void()>([a] { attention(a, randomNormal(3, 5, 2), a); })
            << "key dim 5 does not match query dim 4";
        QTest::newRow("values and keys differ in count")
            << std::function<void()>([a] { attention(a, a, randomNormal(2, 4, 2)); }) << "(2,4)";
        QTest::newRow("empty query")
            << std::function<void()>([a] { attention(Eigen::MatrixXf(0, 4), a, a); })
            << "query is empty";
        QTest::newRow("NaN in keys") << std::function<void()>([a] {
            Eigen::MatrixXf k = a;
            k(2, 1) = std::nanf("");
            attention(a, k, a);
        }) << "key (3,4) has a non-finite value nan at row 2, column 1";
        QTest::newRow("Inf in values") << std::function<void()>([a] {
            Eigen::MatrixXf v = a;
            v(0, 0) = INFINITY;
            attention(a, a, v);
        }) << "value";
        QTest::newRow("zero temperature") << std::function<void()>([a] {
            AttentionOptions o;
            o.temperature = 0;
            attention(a, a, a, o);
        }) << "temperature";
        QTest::newRow("bilinear without W") << std::function<void()>([a] {
            AttentionOptions o;
            o.score = ScoreFunction::Bilinear;
            attention(a, a, a, o);
        }) << "bilinear W (0,0) must be (4,4)";
        QTest::newRow("additive without parameters") << std::function<void()>([a] {
            AttentionOptions o;
            o.score = ScoreFunction::Additive;
            attention(a, a, a, o);
        }) << "additive";
        QTest::newRow("zero heads")
            << std::function<void()>([] { MultiHeadShape::standard(8, 0); }) << "at least 1";
        QTest::newRow("d not divisible by heads")
            << std::function<void()>([] { MultiHeadShape::standard(10, 4); })
            << "not divisible by 4";
        QTest::newRow("W^O rows") << std::function<void()>([a] {
            MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(4, 2), 1);
            w.wo = randomNormal(3, 4, 1);
            multiHeadAttention(a, a, a, w);
        }) << "W^O (3,4)";
        QTest::newRow("unknown score name")
            << std::function<void()>([] { scoreFunctionFromString("cosine"); }) << "cosine";
        QTest::newRow("huge scores overflow in the fast path") << std::function<void()>([] {
            const MultiHeadWeights w = randomMultiHeadWeights(MultiHeadShape::standard(4, 1), 1);
            const Eigen::MatrixXf x = Eigen::MatrixXf::Constant(2, 4, 1e20f);
            multiHeadAttention(x, x, x, w);
        }) << "overflow";
    }
    void throwsWithMessage() {
        QFETCH(std::function<void()>, call);
        QFETCH(QString, messagePart);
        try {
            call();
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(
                QString(e.what()).contains(messagePart),
                qPrintable(QStringLiteral("message '%1' lacks '%2'").arg(e.what(), messagePart)));
        }
    }
};

QTEST_GUILESS_MAIN(InvalidInput)
#include "tst_invalid_input.moc"
