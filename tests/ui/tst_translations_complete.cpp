// The three translations are complete: every message of resources/translations/*.ts has a
// finished, non-empty translation, and none is left vanished or obsolete (run lupdate with
// -no-obsolete, as `ninja update_translations` does). Not registered with ctest while the
// translations are being written; add `attn_add_test(tst_translations_complete.cpp LABEL ui)`
// to tests/ui/CMakeLists.txt once they are.
#include <QFile>
#include <QXmlStreamReader>
#include <QtTest>

class TestTranslationsComplete : public QObject {
    Q_OBJECT

  private slots:
    void everyMessageIsTranslated_data() {
        QTest::addColumn<QString>("path");
        for (const char* code : {"ru", "zh_CN", "fa"})
            QTest::newRow(code) << QStringLiteral(ATTN_SOURCE_DIR
                                                  "/resources/translations/attention-lab_%1.ts")
                                       .arg(QLatin1String(code));
    }
    void everyMessageIsTranslated() {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QXmlStreamReader xml(&file);
        QString context, source;
        QStringList problems;
        int messages = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                ++messages;
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const bool plural =
                    xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                const QString text =
                    plural ? QStringLiteral("(plural forms)")
                           : xml.readElementText(QXmlStreamReader::IncludeChildElements);
                const QString where = context + QStringLiteral(": ") + source;
                if (!type.isEmpty())
                    problems << type + QStringLiteral(" — ") + where;
                else if (text.trimmed().isEmpty())
                    problems << QStringLiteral("empty — ") + where;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 0);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 of %2 messages: %3")
                                .arg(problems.size())
                                .arg(messages)
                                .arg(problems.mid(0, 20).join(QStringLiteral("\n  ")))));
    }
};

QTEST_GUILESS_MAIN(TestTranslationsComplete)
#include "tst_translations_complete.moc"
