// SPDX-License-Identifier: GPL-3.0-or-later
// The window's own files on a full disk: saving a lesson and the settings fails with a
// message that says "disk full", and the file that was there is untouched. The test runs
// itself again with a full folder (tests/support/full_disk.h).
#include "tests/support/full_disk.h"
#include "ui/lessons/lesson.h"
#include "ui/shell/settingsfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn::ui;

namespace {

const QByteArray kOldLesson("{\"format\": \"attention-lab-lesson\", \"old\": true}\n");

/// Runs function again on a full disk holding seed's files; fails the test when it fails.
void rerun(const QString& function, const QString& seed) {
    if (const QString why = testing::fullDiskUnavailable(); !why.isEmpty()) QSKIP(qPrintable(why));
    QTemporaryDir dir;
    const testing::FullDiskRun run = testing::rerunOnFullDisk(dir.path(), function, seed);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
}

} // namespace

class SavingFullDisk : public QObject {
    Q_OBJECT

  private slots:
    void lessonSaysDiskFull() {
        const QString full = testing::fullDiskFolder();
        if (full.isEmpty()) {
            QTemporaryDir seed;
            QFile old(seed.filePath(QStringLiteral("lesson.json")));
            QVERIFY(old.open(QIODevice::WriteOnly) && old.write(kOldLesson) == kOldLesson.size());
            old.close();
            rerun(QStringLiteral("lessonSaysDiskFull"), seed.path());
            return;
        }
        Lesson lesson;
        lesson.title = QStringLiteral("A lesson too long for a full disk");
        for (int i = 0; i < 50; ++i) {
            LessonStep step;
            step.tab = QStringLiteral("explorer");
            step.view = QStringLiteral("heatmap");
            step.title = QStringLiteral("step %1").arg(i);
            step.note = QString(200, 'n');
            lesson.steps << step;
        }
        const QString path = full + QStringLiteral("/lesson.json");
        const QString error = saveLesson(lesson, path);
        QVERIFY2(error.contains(QLatin1String("disk full")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("lesson.json")), qPrintable(error));
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), kOldLesson);
        QVERIFY(QDir(QFileInfo(path).path())
                    .entryList({QStringLiteral(".attention-lab-*")}, QDir::Files | QDir::Hidden)
                    .isEmpty()); // no temporary file left
    }

    void settingsSayDiskFull() {
        const QString full = testing::fullDiskFolder();
        if (full.isEmpty()) {
            QTemporaryDir seed;
            {
                QSettings s(seed.filePath(QStringLiteral("s.json")), checkedSettingsFormat());
                s.setValue(QStringLiteral("text"), QStringLiteral("old"));
                s.setValue(QStringLiteral("geometry"), QByteArray("\x01\x02\x00\xff", 4));
                s.setValue(QStringLiteral("recent"), QStringList{"a.json", "b.json"});
                s.setValue(QStringLiteral("heads"), 4);
                QVERIFY(syncSettings(s).isEmpty());
            }
            rerun(QStringLiteral("settingsSayDiskFull"), seed.path());
            return;
        }
        const QString path = full + QStringLiteral("/s.json");
        {
            QSettings s(path, checkedSettingsFormat());
            QCOMPARE(s.value(QStringLiteral("text")).toString(), QStringLiteral("old"));
            s.setValue(QStringLiteral("text"), QString(100000, 'x'));
            const QString error = syncSettings(s);
            QVERIFY2(error.contains(QLatin1String("disk full")), qPrintable(error));
            QVERIFY2(error.contains(QLatin1String("s.json")), qPrintable(error));
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(file.readAll().contains("\"old\""), "the old settings were replaced");
    }

    void settingsKeepTheirTypes() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        const QByteArray geometry("\x01\x02\x00\xff", 4);
        {
            QSettings s(path, checkedSettingsFormat());
            s.setValue(QStringLiteral("g/text"), QStringLiteral("ünï 注意"));
            s.setValue(QStringLiteral("g/geometry"), geometry);
            s.setValue(QStringLiteral("recent"), QStringList{"a.json", "b.json"});
            s.setValue(QStringLiteral("heads"), 4);
            s.setValue(QStringLiteral("temperature"), 0.5);
            s.setValue(QStringLiteral("smooth"), true);
            QVERIFY(syncSettings(s).isEmpty());
        }
        const QSettings s(path, checkedSettingsFormat());
        QCOMPARE(s.value(QStringLiteral("g/text")).toString(), QStringLiteral("ünï 注意"));
        QCOMPARE(s.value(QStringLiteral("g/geometry")).toByteArray(), geometry);
        QCOMPARE(s.value(QStringLiteral("recent")).toStringList(),
                 (QStringList{"a.json", "b.json"}));
        QCOMPARE(s.value(QStringLiteral("heads")).toInt(), 4);
        QCOMPARE(s.value(QStringLiteral("temperature")).toDouble(), 0.5);
        QCOMPARE(s.value(QStringLiteral("smooth")).toBool(), true);
    }
};

QTEST_GUILESS_MAIN(SavingFullDisk)
#include "tst_saving_full_disk.moc"
