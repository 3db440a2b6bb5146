// SPDX-License-Identifier: GPL-3.0-or-later
// core/text/utf8: the one UTF-8 decoder of core/, on valid text and on every kind of broken
// sequence (a byte that does not start a complete sequence is a character of its own).
#include "core/text/onehot.h"
#include "core/text/utf8.h"

#include <QtTest>

using namespace attn;

class Utf8 : public QObject {
    Q_OBJECT
  private slots:
    void decodesOneCharacter_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<int>("length");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ASCII") << QByteArray("a") << uint('a') << 1 << true;
        QTest::newRow("two bytes") << QByteArray("\xD0\xB4") << 0x434u << 2 << true;
        QTest::newRow("three bytes") << QByteArray("\xE6\xB3\xA8") << 0x6CE8u << 3 << true;
        QTest::newRow("four bytes") << QByteArray("\xF0\x9F\x98\x80") << 0x1F600u << 4 << true;
        QTest::newRow("lone continuation") << QByteArray("\x80x") << 0x80u << 1 << false;
        QTest::newRow("lead then ASCII") << QByteArray("\xC3(") << 0xC3u << 1 << false;
        QTest::newRow("truncated at the end") << QByteArray("\xE2\x80") << 0xE2u << 1 << false;
        QTest::newRow("no such lead byte")
            << QByteArray("\xF8\x80\x80\x80\x80") << 0xF8u << 1 << false;
        QTest::newRow("0xFF") << QByteArray("\xFF") << 0xFFu << 1 << false;
    }
    void decodesOneCharacter() {
        QFETCH(QByteArray, bytes);
        QFETCH(uint, codePoint);
        QFETCH(int, length);
        QFETCH(bool, valid);
        const Utf8Char ch = decodeUtf8At(bytes.toStdString(), 0);
        QCOMPARE(uint(ch.codePoint), codePoint);
        QCOMPARE(int(ch.length), length);
        QCOMPARE(ch.valid, valid);
    }

    void invalidBytesBecomeReplacementCharacters() {
        QCOMPARE(decodeUtf8("a\xC3(\x80"), (std::u32string{U'a', 0xFFFD, U'(', 0xFFFD}));
        QCOMPARE(decodeUtf8("\xE2\x80"), (std::u32string{0xFFFD, 0xFFFD}));
    }

    void aLongTextIsCutAtACharacterForMessages() {
        QCOMPARE(messageExcerpt("short"), std::string("short"));
        const std::string russian = "ёёёёё"; // 10 bytes
        QCOMPARE(messageExcerpt(russian, 5), std::string("ёё… (10 bytes)"));
    }

    void encodeInvertsDecode() {
        for (char32_t cp :
             {char32_t(0x24), char32_t(0x7F), char32_t(0x80), char32_t(0x7FF), char32_t(0x800),
              char32_t(0xFFFF), char32_t(0x10000), char32_t(0x10FFFF)}) {
            const std::string bytes = encodeUtf8(cp);
            QCOMPARE(decodeUtf8(bytes), std::u32string(1, cp));
            QCOMPARE(decodeUtf8At(bytes, 0).length, bytes.size());
        }
    }

    /// The tokenizers split at the same boundaries: a broken sequence never swallows the
    /// ASCII character after it.
    void tokenizersKeepAsciiAfterABrokenSequence() {
        QCOMPARE(tokenizeCharacters("\xC3(d"), (std::vector<std::string>{"\xC3", "(", "d"}));
        QCOMPARE(tokenizeWords("\xC3(x"), (std::vector<std::string>{"\xC3", "(", "x"}));
        QCOMPARE(tokenizeCharacters("a\xE2\x80"), (std::vector<std::string>{"a", "\xE2", "\x80"}));
    }
};

QTEST_GUILESS_MAIN(Utf8)
#include "tst_utf8.moc"
