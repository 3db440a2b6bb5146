// SPDX-License-Identifier: GPL-3.0-or-later
// Messages for the user: the English sentence of a pattern and its parts (numbers in C-locale
// decimal, nested messages filled in), and one-pass filling that leaves a part's own "%2" alone.
#include "core/base/check.h"
#include "core/base/message.h"

#include <QtTest>

#include <string>

using namespace attn;

class TestMessage : public QObject {
    Q_OBJECT

  private slots:
    void fillsPlaceholdersInOnePass() {
        QCOMPARE(Message::fillPattern("%2 before %1", {"a", "b"}), std::string("b before a"));
        // A part holding "%2" is not filled again; a %N without a part stays.
        QCOMPARE(Message::fillPattern("%1 and %2, %3", {"x%2", "y"}), std::string("x%2 and y, %3"));
        QCOMPARE(Message::fillPattern("100% of %1", {"keys"}), std::string("100% of keys"));
        QCOMPARE(Message::fillPattern("", {}), std::string());
    }

    void numbersAndNestedMessages() {
        const Message m = Message("attn", "%1: %2 has %3 entries (%4)")
                              .arg(std::string("w.npy"))
                              .arg(Message("attn", "head %1").arg(3))
                              .arg(std::size_t(12))
                              .arg(0.5f);
        QCOMPARE(m.english(), std::string("w.npy: head 3 has 12 entries (0.5)"));
        QCOMPARE(std::string(m.context()), std::string("attn"));
        QCOMPARE(m.pattern(), std::string("%1: %2 has %3 entries (%4)"));
        QCOMPARE(int(m.parts().size()), 4);
        QCOMPARE(std::string(m.parts()[0].context()), std::string()); // a path: not translated
        QCOMPARE(std::string(m.parts()[1].context()), std::string("attn"));
    }

    void untranslatedTextIsKeptAsItIs() {
        const Message m("50% off %1");
        QCOMPARE(std::string(m.context()), std::string());
        QCOMPARE(m.english(), std::string("50% off %1"));
        QCOMPARE(Message().english(), std::string());
    }

    void inputErrorSaysTheEnglishSentence() {
        try {
            require(false, Message("attn", "bins must be from 1 to 10000, not %1").arg(0));
            QFAIL("require(false, …) did not throw");
        } catch (const InputError& e) {
            QCOMPARE(std::string(e.what()), std::string("bins must be from 1 to 10000, not 0"));
            QCOMPARE(e.message().pattern(), std::string("bins must be from 1 to 10000, not %1"));
        }
    }
};

QTEST_APPLESS_MAIN(TestMessage)
#include "tst_message.moc"
