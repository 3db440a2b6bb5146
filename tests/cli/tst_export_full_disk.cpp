// SPDX-License-Identifier: GPL-3.0-or-later
// Every file the command line writes, on a disk that fills up while it is written (8 KiB
// free, less than each file needs): the command fails with "disk full" and exit status 2,
// the file that was there before is untouched and no temporary file remains.
#include "tests/support/full_disk.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kLesson = QStringLiteral(ATTN_SOURCE_DIR "/ui/lessons/shipped/000-attention-en.json");
const QByteArray kOld("the file as it was before the export\n");

/// A text of n words (w0 w1 ...), for outputs larger than the space left.
QString words(int n) {
    QStringList list;
    for (int i = 0; i < n; ++i)
        list << QStringLiteral("w%1").arg(i);
    return list.join(QLatin1Char(' '));
}

} // namespace

class ExportFullDisk : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        if (const QString why = testing::fullDiskUnavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void writersSayDiskFull_data() {
        QTest::addColumn<QString>("target");   ///< in the full folder; "" for a handout folder
        QTest::addColumn<QStringList>("args"); ///< @ stands for the full folder
        const QStringList figure{"--width", "800", "--height", "450", "--out"};
        QTest::newRow("png") << "fig.png" << QStringList(figure) + QStringList{"@/fig.png"};
        QTest::newRow("svg") << "fig.svg" << QStringList(figure) + QStringList{"@/fig.svg"};
        QTest::newRow("pdf") << "fig.pdf" << QStringList(figure) + QStringList{"@/fig.pdf"};
        const QStringList weights{"--what", "weights", "--text", words(60), "--out"};
        QTest::newRow("csv") << "w.csv" << QStringList(weights) + QStringList{"@/w.csv"};
        QTest::newRow("npy") << "w.npy" << QStringList(weights) + QStringList{"@/w.npy"};
        QTest::newRow("json") << "t.json" << QStringList{"--what",    "tokens", "--text",
                                                         words(2000), "--out",  "@/t.json"};
        QTest::newRow("handout pdf")
            << "h.pdf" << QStringList{"--lesson", kLesson, "--out", "@/h.pdf"};
        QTest::newRow("handout png folder")
            << "" << QStringList{"--lesson", kLesson, "--out", "@/figs", "--format", "png"};
        QTest::newRow("handout svg folder")
            << "" << QStringList{"--lesson", kLesson, "--out", "@/figs", "--format", "svg"};
    }
    void writersSayDiskFull() {
        QFETCH(QString, target);
        QFETCH(QStringList, args);
        QTemporaryDir full, seed, after;
        if (!target.isEmpty()) {
            QFile old(seed.filePath(target));
            QVERIFY(old.open(QIODevice::WriteOnly) && old.write(kOld) == kOld.size());
        }
        for (QString& a : args)
            a.replace(QLatin1Char('@'), full.path());
        const testing::FullDiskRun run = testing::runOnFullDisk(
            full.path(), QStringLiteral(ATTENTION_LAB),
            QStringList{QStringLiteral("export")} + args, seed.path(), after.path());
        QVERIFY2(run.exitCode == 2,
                 qPrintable(QStringLiteral("exit %1: %2").arg(run.exitCode).arg(run.err)));
        QVERIFY2(run.err.contains(QLatin1String("disk full")), qPrintable(run.err));
        const QStringList left =
            QDir(after.path())
                .entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
        QCOMPARE(left, target.isEmpty() ? QStringList() : QStringList{target});
        if (!target.isEmpty()) {
            QFile old(after.filePath(target));
            QVERIFY(old.open(QIODevice::ReadOnly));
            QCOMPARE(old.readAll(), kOld);
        }
    }
};

QTEST_GUILESS_MAIN(ExportFullDisk)
#include "tst_export_full_disk.moc"
