// SPDX-License-Identifier: GPL-3.0-or-later
// The three translations are complete: every message of resources/translations/*.ts has a
// finished, non-empty translation (each plural form of a %n message too), none is left vanished
// or obsolete (run lupdate with -no-obsolete, as `ninja update_translations` does), and every
// translation keeps the placeholders (%1, %2, ..., %n) of its source.
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

/// The placeholders of a message: {"%1", "%2", "%n"} for "%1 of %2 (%n)".
QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%(\\d+|n)"));
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

/// The translation's texts: its plural forms, or itself. Reads up to </translation>.
QStringList translationTexts(QXmlStreamReader& xml) {
    QStringList texts;
    QString own;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == QLatin1String("translation"))
            break;
        if (token == QXmlStreamReader::StartElement && xml.name() == QLatin1String("numerusform"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
        else if (token == QXmlStreamReader::Characters)
            own += xml.text();
    }
    return texts.isEmpty() ? QStringList{own} : texts;
}

} // namespace

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
                const QString where = context + QStringLiteral(": ") + source;
                const QStringList texts = translationTexts(xml);
                if (!type.isEmpty()) {
                    problems << type + QStringLiteral(" — ") + where;
                    continue;
                }
                for (const QString& text : texts) {
                    if (text.trimmed().isEmpty())
                        problems << QStringLiteral("empty — ") + where;
                    else if (source != QLatin1String("QT_LAYOUT_DIRECTION") &&
                             placeholders(text) != placeholders(source))
                        problems << QStringLiteral("placeholders differ — ") + where +
                                        QStringLiteral(" → ") + text;
                }
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
