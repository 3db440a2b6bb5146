#include "core/base/check.h"
#include "core/text/onehot.h"

#include <QtTest>

using namespace attn;

namespace {
QStringList toList(const std::vector<std::string>& tokens) {
    QStringList out;
    for (const auto& t : tokens)
        out << QString::fromStdString(t);
    return out;
}
} // namespace

class OneHot : public QObject {
    Q_OBJECT
  private slots:
    void words_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tokens");
        QTest::newRow("lecture sentence")
            << "Надо сдавать лабораторные до срока выполнения"
            << QStringList{"Надо", "сдавать", "лабораторные", "до", "срока", "выполнения"};
        QTest::newRow("punctuation stands alone")
            << "The cat sat, didn't it?"
            << QStringList{"The", "cat", "sat", ",", "didn't", "it", "?"};
        QTest::newRow("whitespace runs") << "  a \t\n b  " << QStringList{"a", "b"};
        QTest::newRow("Chinese and Persian") << "注意力 توجه" << QStringList{"注意力", "توجه"};
        QTest::newRow("empty") << "" << QStringList{};
    }
    void words() {
        QFETCH(QString, text);
        QFETCH(QStringList, tokens);
        QCOMPARE(toList(tokenizeWords(text.toStdString())), tokens);
    }

    void characters() {
        QCOMPARE(toList(tokenizeCharacters("до 注")), (QStringList{"д", "о", " ", "注"}));
    }

    void repeatedWordsShareAVector() {
        const OneHotEmbedding e = oneHotEmbedding({"a", "b", "a"});
        QCOMPARE(e.vocabulary.size(), std::size_t(2));
        QCOMPARE(e.vectors.rows(), 3);
        QCOMPARE(e.vectors.cols(), 2);
        QVERIFY(e.vectors.row(0) == e.vectors.row(2));
        QCOMPARE(e.vectors.sum(), 3.0f);
    }

    void emptyTextIsRefused() { QVERIFY_THROWS_EXCEPTION(InputError, oneHotEmbedding({})); }
};

QTEST_GUILESS_MAIN(OneHot)
#include "tst_onehot.moc"
