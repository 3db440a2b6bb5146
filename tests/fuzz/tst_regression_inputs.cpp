// The inputs that once broke a parser (tests/fuzz/regressions/<target>/, written by
// tools/make_hostile_inputs.py or saved from a fuzzer's crash) are replayed through the same
// targets the fuzzers run: each must be read or refused with an InputError, nothing else.
#include "core/base/check.h"
#include "tests/fuzz/targets.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QtTest>

namespace {
const QString kRegressions = QStringLiteral(ATTN_SOURCE_DIR "/tests/fuzz/regressions");
} // namespace

class RegressionInputs : public QObject {
    Q_OBJECT

  private slots:
    void everyFolderNamesATarget() {
        const QStringList folders = QDir(kRegressions).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(!folders.isEmpty());
        for (const QString& folder : folders)
            QVERIFY2(attn::fuzz::coreTargets().count(folder.toStdString()) == 1,
                     qPrintable(folder + " is not a fuzz target's name"));
    }

    void inputsAreReadOrRefused_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("path");
        QDirIterator it(kRegressions, QDir::Files, QDirIterator::Subdirectories);
        QStringList paths;
        while (it.hasNext())
            paths << it.next();
        paths.sort();
        for (const QString& path : paths) {
            const QString target = QFileInfo(path).dir().dirName();
            QTest::newRow(qPrintable(target + '/' + QFileInfo(path).fileName())) << target << path;
        }
    }
    void inputsAreReadOrRefused() {
        QFETCH(QString, target);
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const auto it = attn::fuzz::coreTargets().find(target.toStdString());
        QVERIFY(it != attn::fuzz::coreTargets().end());
        try {
            it->second(std::string(bytes.constData(), std::size_t(bytes.size())));
        } catch (const attn::InputError& e) {
            QVERIFY2(std::string(e.what()).size() > 10, e.what()); // a message, not a code
        }
    }
};

QTEST_GUILESS_MAIN(RegressionInputs)
#include "tst_regression_inputs.moc"
