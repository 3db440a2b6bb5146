// SPDX-License-Identifier: GPL-3.0-or-later
// Every file writer of the core, on a full disk: it throws std::runtime_error naming the file
// and saying "disk full", leaves the file that was there untouched and no temporary file.
// The test runs itself again with a full folder (tests/support/full_disk.h).
#include "core/io/atomic_file.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/npz.h"
#include "core/io/safetensors.h"
#include "tests/support/full_disk.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace attn;

class WritersFullDisk : public QObject {
    Q_OBJECT

  private slots:
    void writersSayDiskFull_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("npy") << "m.npy";
        QTest::newRow("npz") << "m.npz";
        QTest::newRow("csv") << "m.csv";
        QTest::newRow("safetensors") << "m.safetensors";
        QTest::newRow("bytes") << "m.bin";
    }
    void writersSayDiskFull() {
        QFETCH(QString, name);
        const QString full = testing::fullDiskFolder();
        if (full.isEmpty()) { // the outer run: the same row again on a full disk
            if (const QString why = testing::fullDiskUnavailable(); !why.isEmpty())
                QSKIP(qPrintable(why));
            QTemporaryDir dir;
            const testing::FullDiskRun run = testing::rerunOnFullDisk(
                dir.path(), QStringLiteral("writersSayDiskFull:") + QTest::currentDataTag());
            QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
            return;
        }
        const std::string path = QFile::encodeName(full + QLatin1Char('/') + name).toStdString();
        { // an existing (empty: nothing else fits) file that must stay as it is
            QFile existing(QString::fromStdString(path));
            QVERIFY(existing.open(QIODevice::WriteOnly));
        }
        const Eigen::MatrixXf m = Eigen::MatrixXf::Ones(8, 8);
        const std::map<std::string, std::function<void()>> writers{
            {"m.npy", [&] { writeNpy(path, fromMatrix(m)); }},
            {"m.npz",
             [&] {
                 writeNpz(path, {{"m", fromMatrix(m)}});
             }},
            {"m.csv", [&] { writeCsv(path, m); }},
            {"m.safetensors",
             [&] {
                 writeSafetensors(path, SafetensorsFile{{{"m", fromMatrix(m)}}, {}});
             }},
            {"m.bin", [&] { writeFileAtomically(path, std::string(10, 'x')); }}};
        try {
            writers.at(name.toStdString())();
            QFAIL("no error on a full disk");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString::fromLocal8Bit(e.what()).contains(QLatin1String("disk full")),
                     e.what());
            QVERIFY2(QString::fromLocal8Bit(e.what()).contains(name), e.what());
        }
        QCOMPARE(QFileInfo(QString::fromStdString(path)).size(), 0);
        QVERIFY(QDir(QFileInfo(QString::fromStdString(path)).path())
                    .entryList({QStringLiteral(".attention-lab-*")}, QDir::Files | QDir::Hidden)
                    .isEmpty()); // no temporary file left
    }
};

QTEST_GUILESS_MAIN(WritersFullDisk)
#include "tst_writers_full_disk.moc"
