// SPDX-License-Identifier: GPL-3.0-or-later
// The inputs that once broke a parser (tests/fuzz/regressions/<target>/, written by
// tools/make_hostile_inputs.py or saved from a fuzzer's crash) are replayed through the same
// targets the fuzzers run: each is read, or refused with the message expected.json records for
// it (null: read), nothing else.
#include "core/base/check.h"
#include "tests/fuzz/targets.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

namespace {
const QString kRegressions = QStringLiteral(ATTN_SOURCE_DIR "/tests/fuzz/regressions");

/// "target/file" -> the refusal expected (a part of its message), or null for an input read.
QJsonObject expectations() {
    QFile file(kRegressions + QStringLiteral("/expected.json"));
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                          : QJsonObject();
}
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

    void everyExpectationHasItsInput() {
        for (const QString& name : expectations().keys())
            QVERIFY2(QFile::exists(kRegressions + '/' + name), qPrintable(name));
    }

    void inputsAreReadOrRefused_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("path");
        QDirIterator it(kRegressions, QDir::Files, QDirIterator::Subdirectories);
        QStringList paths;
        while (it.hasNext())
            if (const QString path = it.next(); QFileInfo(path).dir() != QDir(kRegressions))
                paths << path;
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
        const QString name = target + '/' + QFileInfo(path).fileName();
        const QJsonValue expected = expectations().value(name);
        QVERIFY2(!expected.isUndefined(), qPrintable(name + " has no entry in expected.json"));
        QString refusal;
        try {
            it->second(std::string(bytes.constData(), std::size_t(bytes.size())));
        } catch (const attn::InputError& e) {
            refusal = QString::fromStdString(e.what());
        }
        if (expected.isNull())
            QVERIFY2(refusal.isEmpty(), qPrintable(name + " was refused: " + refusal));
        else
            QVERIFY2(refusal.contains(expected.toString()),
                     qPrintable(name + " gave \"" + refusal + "\", expected \"" +
                                expected.toString() + "\""));
    }
};

QTEST_GUILESS_MAIN(RegressionInputs)
#include "tst_regression_inputs.moc"
