// SPDX-License-Identifier: GPL-3.0-or-later
// --lang: a known code is taken by the window and by export; an unknown one is refused in one
// line that names the known codes, and nothing is written.
#include "tests/support/run_app.h"

#include <QFileInfo>
#include <QtTest>

using testing::runApp;

class TestExportLanguage : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

  private slots:
    void knownCodesExport() {
        for (const QString code : {"en", "ru", "zh_CN", "fa"}) {
            const QString out = dir.filePath(code + QStringLiteral(".png"));
            const testing::AppRun run = runApp(
                {"export", "--lang", code, "--width", "400", "--height", "300", "--out", out});
            QVERIFY2(run.exitCode == 0, qPrintable(code + QStringLiteral(": ") + run.err));
            QVERIFY(QFileInfo::exists(out));
        }
    }
    void unknownCodeIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("prefix");
        const QString out = dir.filePath(QStringLiteral("never.png"));
        QTest::newRow("export") << QStringList{"export", "--lang", "xx", "--out", out}
                                << QStringLiteral("attention-lab export: ");
        QTest::newRow("window") << QStringList{"--lang", "xx"} << QStringLiteral("attention-lab: ");
    }
    void unknownCodeIsRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, prefix);
        const testing::AppRun run = runApp(args);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, prefix + QStringLiteral("unknown language 'xx' (known: en, ru, zh_CN, "
                                                  "fa)\n"));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("never.png"))));
    }
    void helpNamesTheCodes() {
        for (const QStringList& args : {QStringList{"--help"}, QStringList{"export", "--help"}}) {
            const testing::AppRun run = runApp(args);
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.contains(QStringLiteral("--lang <code>")), qPrintable(run.out));
            QVERIFY(run.out.simplified().contains(QStringLiteral("en, ru, zh_CN, fa")));
        }
    }
};

QTEST_GUILESS_MAIN(TestExportLanguage)
#include "tst_export_language.moc"
