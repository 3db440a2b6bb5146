// SPDX-License-Identifier: GPL-3.0-or-later
// The core's errors in the interface's language: an InputError from a file reader reads in
// Russian, Chinese and Persian with the file's name in it (isolated in right-to-left text), and
// in English when no translation is installed.
#include "core/base/check.h"
#include "core/io/json.h"
#include "ui/common/messagetext.h"
#include "ui/shell/language.h"

#include <QtTest>

#include <stdexcept>

using namespace attn;
using namespace attn::ui;

namespace {

const char kMissing[] = "/nonexistent/config.json";

/// The interface's text of the error readJsonFile throws for a file that does not exist.
QString missingFileText() {
    try {
        readJsonFile(kMissing);
    } catch (const std::exception& e) {
        return exceptionText(e);
    }
    return {};
}

} // namespace

class TestMessageText : public QObject {
    Q_OBJECT

  private slots:
    void cleanup() { Language::setLanguage(QStringLiteral("en")); }

    void englishWithoutATranslation() {
        Language::setLanguage(QStringLiteral("en"));
        QCOMPARE(missingFileText(), QString(kMissing) + QStringLiteral(": cannot open the file"));
    }

    void russianAndChinese() {
        Language::setLanguage(QStringLiteral("ru"));
        QCOMPARE(missingFileText(),
                 QString(kMissing) + QStringLiteral(": не удаётся открыть файл"));
        Language::setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(missingFileText(), QString(kMissing) + QStringLiteral("：无法打开文件"));
    }

    void nestedPartsAreTranslatedToo() {
        Language::setLanguage(QStringLiteral("ru"));
        const Message m = Message("attn", "%1: %2")
                              .arg(std::string("a.json"))
                              .arg(Message("attn", "JSON: %1 at byte %2")
                                       .arg(Message("attn", "unterminated string"))
                                       .arg(7));
        QCOMPARE(messageText(m), QStringLiteral("a.json: JSON: незакрытая строка в байте 7"));
    }

    void persianIsolatesWhatIsPutIn() {
        Language::setLanguage(QStringLiteral("fa"));
        QVERIFY(QGuiApplication::isRightToLeft());
        const QString text = missingFileText();
        QVERIFY2(text.contains(QStringLiteral("فایل باز نمی\u200cشود")), qPrintable(text));
        // The path is wrapped in a first-strong isolate so that it reads left to right in place.
        QVERIFY2(text.contains(QChar(0x2068) + QString(kMissing) + QChar(0x2069)),
                 qPrintable(text));
    }

    void otherExceptionsKeepTheirText() {
        Language::setLanguage(QStringLiteral("ru"));
        QCOMPARE(exceptionText(std::runtime_error("disk full")), QStringLiteral("disk full"));
    }
};

QTEST_MAIN(TestMessageText)
#include "tst_message_text.moc"
