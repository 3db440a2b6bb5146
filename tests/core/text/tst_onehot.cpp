// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/check.h"
#include "core/text/onehot.h"

#include <QtTest>

using namespace attn;

class OneHot : public QObject {
    Q_OBJECT
  private slots:
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
