// SPDX-License-Identifier: GPL-3.0-or-later
// The words and characters tokenizers in every script of the lecture notes: Unicode word
// boundaries with ICU's dictionaries for Chinese and Japanese, grapheme clusters for characters.
#include "core/text/onehot.h"
#include "core/text/text_segments.h"

#include <QtTest>

using namespace attn;

namespace {

QStringList toList(const std::vector<std::string>& tokens) {
    QStringList out;
    for (const auto& t : tokens)
        out << QString::fromStdString(t);
    return out;
}

const char* const kZwnj = "\u200c"; ///< zero-width non-joiner, inside Persian words

} // namespace

class TextSegments : public QObject {
    Q_OBJECT
  private slots:
    void words_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tokens");
        QTest::newRow("Chinese: dictionary words")
            << "注意力机制是深度学习的核心"
            << QStringList{"注意力", "机制", "是", "深度", "学习", "的", "核心"};
        QTest::newRow("Chinese of note 002, with its full stop")
            << "注意力机制是一个可以处理多个输入的技术。"
            << QStringList{"注意力", "机制", "是", "一个", "可以", "处理",
                           "多个",   "输入", "的", "技术", "。"};
        QTest::newRow("Chinese with Latin words")
            << "自注意力使用用一组词元同时充当query, key和value。"
            << QStringList{"自",   "注意力", "使用",  "用", "一",  "组", "词",    "元",
                           "同时", "充当",   "query", ",",  "key", "和", "value", "。"};
        QTest::newRow("Japanese: kanji, hiragana and katakana words")
            << "私は学生です。注意機構はとても面白い"
            << QStringList{"私",   "は",   "学生", "です",   "。",
                           "注意", "機構", "は",   "とても", "面白い"};
        QTest::newRow("Japanese: katakana loanword")
            << "アテンション機構を学ぶ" << QStringList{"アテンション", "機構", "を", "学ぶ"};
        QTest::newRow("Persian: a zero-width non-joiner stays inside its word")
            << QString::fromUtf8(std::string("ما می") + kZwnj + "خواهیم توجه را ببینیم")
            << QStringList{"ما", QString::fromUtf8(std::string("می") + kZwnj + "خواهیم"), "توجه",
                           "را", "ببینیم"};
        QTest::newRow("Persian of note 004, with its Arabic comma")
            << "همانطور که مشاهده میشود، ترتیب توجه به کلمات متناسب است"
            << QStringList{"همانطور", "که", "مشاهده", "میشود",  "،",  "ترتیب",
                           "توجه",    "به", "کلمات",  "متناسب", "است"};
        QTest::newRow("Russian sentence of note 000")
            << "Надо сдавать лабораторные до срока выполнения"
            << QStringList{"Надо", "сдавать", "лабораторные", "до", "срока", "выполнения"};
        // Guillemets and dashes are punctuation of their own in every script (before, any
        // non-ASCII character was taken for a letter and «Привет» stayed one token).
        QTest::newRow("Russian punctuation stands alone")
            << "«Привет», — сказал он. Ёлка-палка!"
            << QStringList{"«",  "Привет", "»",    ",", "—",     "сказал",
                           "он", ".",      "Ёлка", "-", "палка", "!"};
        QTest::newRow("French accents")
            << "zone économique européenne" << QStringList{"zone", "économique", "européenne"};
        QTest::newRow("English: apostrophes join, punctuation stands alone")
            << "The cat sat, didn't it? Can’t stop!"
            << QStringList{"The", "cat", "sat", ",", "didn't", "it", "?", "Can’t", "stop", "!"};
        QTest::newRow("English: numbers keep their decimal point, abbreviations their dots")
            << "pi is 3.14. e.g. this" << QStringList{"pi", "is", "3.14", ".", "e.g", ".", "this"};
        QTest::newRow("emoji stand alone, with their modifiers")
            << "I like 👍🏽!" << QStringList{"I", "like", "👍🏽", "!"};
        QTest::newRow("white space of every kind only separates")
            << QString::fromUtf8("  a \t\n b\u00a0c\u3000d  ") << QStringList{"a", "b", "c", "d"};
        QTest::newRow("empty") << "" << QStringList{};
    }
    void words() {
        QFETCH(QString, text);
        QFETCH(QStringList, tokens);
        QCOMPARE(toList(tokenizeWords(text.toStdString())), tokens);
    }

    void characters_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tokens");
        QTest::newRow("combining accent joins its letter")
            << QString::fromUtf8("e\u0301te\u0301")
            << QStringList{QString::fromUtf8("e\u0301"), "t", QString::fromUtf8("e\u0301")};
        QTest::newRow("precomposed letters") << "été" << QStringList{"é", "t", "é"};
        QTest::newRow("two combining marks") << QString::fromUtf8("d\u0323\u0307")
                                             << QStringList{QString::fromUtf8("d\u0323\u0307")};
        QTest::newRow("emoji with skin tone, ZWJ family, flag, white space")
            << "👍🏽 👨‍👩‍👧🇫🇷"
            << QStringList{"👍🏽", " ", "👨‍👩‍👧", "🇫🇷"};
        QTest::newRow("ZWJ sequence with a modifier")
            << "👩🏽‍💻" << QStringList{"👩🏽‍💻"};
        QTest::newRow("Persian: the non-joiner stays with its letter")
            << QString::fromUtf8(std::string("می") + kZwnj + "خ")
            << QStringList{"م", QString::fromUtf8(std::string("ی") + kZwnj), "خ"};
        QTest::newRow("Hangul from jamo") << QString::fromUtf8("\u1100\u1161한")
                                          << QStringList{QString::fromUtf8("\u1100\u1161"), "한"};
        QTest::newRow("Cyrillic and Han") << "до 注" << QStringList{"д", "о", " ", "注"};
        QTest::newRow("CR LF is one character") << "a\r\nb" << QStringList{"a", "\r\n", "b"};
        QTest::newRow("empty") << "" << QStringList{};
    }
    void characters() {
        QFETCH(QString, text);
        QFETCH(QStringList, tokens);
        QCOMPARE(toList(tokenizeCharacters(text.toStdString())), tokens);
    }

    /// Segments cover every byte in order; a code point beyond U+FFFF (two UTF-16 units for
    /// ICU) maps back to its four bytes.
    void segmentsCoverTheText() {
        const std::string text = "a 😀注, b";
        for (SegmentKind kind : {SegmentKind::Words, SegmentKind::Characters}) {
            const std::vector<TextSegment> segments = segmentText(text, kind);
            QVERIFY(!segments.empty());
            QCOMPARE(segments.front().begin, std::size_t(0));
            QCOMPARE(segments.back().end, text.size());
            for (std::size_t i = 1; i < segments.size(); ++i)
                QCOMPARE(segments[i].begin, segments[i - 1].end);
        }
        const std::vector<TextSegment> characters = segmentText(text, SegmentKind::Characters);
        QCOMPARE(characters[2], (TextSegment{2, 6})); // 😀
        QCOMPARE(characters[3], (TextSegment{6, 9})); // 注
    }

    void blankSegments() {
        const std::string text = std::string("a \u200c\u00a0b");
        QVERIFY(!isBlankSegment(text, {0, 1}));
        QVERIFY(isBlankSegment(text, {1, text.size() - 1}));
        QVERIFY(isBlankSegment(text, {1, 1}));
    }

    /// A byte that does not start a complete sequence is one character, and one word, of its
    /// own, and never swallows the character after it.
    void brokenUtf8() {
        QCOMPARE(tokenizeCharacters("\xC3(d"), (std::vector<std::string>{"\xC3", "(", "d"}));
        QCOMPARE(tokenizeWords("\xC3(x"), (std::vector<std::string>{"\xC3", "(", "x"}));
        QCOMPARE(tokenizeWords("ab\xFF"), (std::vector<std::string>{"ab", "\xFF"}));
    }
};

QTEST_GUILESS_MAIN(TextSegments)
#include "tst_text_segments.moc"
