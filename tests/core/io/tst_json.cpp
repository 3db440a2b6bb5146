// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/check.h"
#include "core/io/json.h"

#include <QtTest>

using namespace attn;

class Json : public QObject {
    Q_OBJECT
  private slots:
    void parsesDocuments() {
        const JsonValue v =
            parseJson(" {\"a\": [1, 2.5e1, -3], \"s\": \"x\\\"\\u00e9\\ud83d\\ude00\", \"t\": "
                      "true, \"n\": null, \"o\": {}} ");
        QVERIFY(v.isObject());
        QCOMPARE(v.find("a")->array.size(), std::size_t(3));
        QCOMPARE(v.find("a")->array[1].number, 25.0);
        QCOMPARE(QString::fromStdString(v.stringAt("s")), QString::fromUtf8("x\"é😀"));
        QVERIFY(v.find("t")->boolean);
        QVERIFY(v.find("n")->type == JsonValue::Type::Null);
        QVERIFY(v.find("missing") == nullptr);
    }
    void rejectsBadText_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("empty") << ""
                               << "end of text";
        QTest::newRow("trailing comma") << "{\"a\":1,}"
                                        << "string key";
        QTest::newRow("unterminated string") << "{\"a\":\"x"
                                             << "unterminated";
        QTest::newRow("trailing garbage") << "[1] x"
                                          << "after the JSON value";
        QTest::newRow("deep nesting") << QString(100, '[') << "64 levels";
        QTest::newRow("bad number") << "[1.2.3]"
                                    << "malformed number";
    }
    void aByteOrderMarkIsExplained() {
        try {
            parseJson("\xEF\xBB\xBF{}");
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("byte-order mark"), e.what());
        }
    }

    void rejectsBadText() {
        QFETCH(QString, text);
        QFETCH(QString, messagePart);
        try {
            parseJson(text.toStdString());
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(Json)
#include "tst_json.moc"
