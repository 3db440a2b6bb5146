// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab check-lesson LESSON.json...`: every shipped lesson's claims hold, with at least
// one claim for every two steps; a false claim fails naming its numbers; `export --lesson
// --step N` writes the numbers a step's figure draws.
#include "tests/support/run_app.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using testing::runApp;

namespace {

const QString kShipped = QStringLiteral(ATTN_SOURCE_DIR "/ui/lessons/shipped/");

/// A one-step lesson on the One-hot tab's sentence with claims.
QByteArray oneHotLesson(const QJsonArray& claims) {
    const QJsonObject step{{"tab", "one-hot"},
                           {"view", "overview"},
                           {"title", "one-hot"},
                           {"settings", QJsonObject{{"text", "a b c"}}},
                           {"claims", claims}};
    return QJsonDocument(QJsonObject{{"format", "attention-lab-lesson"},
                                     {"version", 1},
                                     {"title", "claims"},
                                     {"language", "en"},
                                     {"steps", QJsonArray{step}}})
        .toJson();
}

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(bytes);
    return file.fileName();
}

} // namespace

class TestCheckLesson : public QObject {
    Q_OBJECT

  private slots:
    void everyShippedLessonsClaimsHold_data() {
        QTest::addColumn<QString>("lesson");
        for (const QString& name : QDir(kShipped).entryList({QStringLiteral("*.json")}))
            QTest::newRow(qPrintable(name)) << kShipped + name;
    }

    void everyShippedLessonsClaimsHold() {
        QFETCH(QString, lesson);
        const testing::AppRun run = runApp({QStringLiteral("check-lesson"), lesson});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        const QRegularExpressionMatch counts =
            QRegularExpression(QStringLiteral("(\\d+) claims hold \\((\\d+) steps\\)"))
                .match(run.out);
        QVERIFY2(counts.hasMatch(), qPrintable(run.out));
        const int claims = counts.captured(1).toInt(), steps = counts.captured(2).toInt();
        QVERIFY2(2 * claims >= steps, qPrintable(run.out)); // one claim for every two steps
    }

    void aFalseClaimFailsWithItsNumbers() {
        QTemporaryDir dir;
        const QJsonArray claims{
            QJsonObject{{"kind", "diagonal-largest"}},
            QJsonObject{{"kind", "entry"}, {"row", "a"}, {"column", "b"}, {"at-least", 0.5}}};
        const testing::AppRun run = runApp(
            {QStringLiteral("check-lesson"), write(dir, "false.json", oneHotLesson(claims))});
        QCOMPARE(run.exitCode, 1);
        // e/(e+2) on the diagonal, 1/(e+2) = 0.21194156 elsewhere: claim 2 fails, claim 1 holds
        QVERIFY2(run.out.contains(QStringLiteral("claim 2")) &&
                     run.out.contains(QStringLiteral("0.2119")) &&
                     !run.out.contains(QStringLiteral("claim 1")),
                 qPrintable(run.out));
    }

    void aMalformedClaimOrLessonIsNamed() {
        QTemporaryDir dir;
        const QJsonArray claims{QJsonObject{{"kind", "largest-in-row"}, {"row", "a"}}};
        const testing::AppRun bad =
            runApp({QStringLiteral("check-lesson"), write(dir, "bad.json", oneHotLesson(claims))});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.out.contains(QStringLiteral("claim 1")) &&
                     bad.out.contains(QStringLiteral("column")),
                 qPrintable(bad.out));
        const testing::AppRun missing =
            runApp({QStringLiteral("check-lesson"), dir.filePath(QStringLiteral("none.json"))});
        QCOMPARE(missing.exitCode, 2);
    }

    /// Lesson 000's first step is the note's softmax(x_i · x_j) over six one-hot words.
    void aStepsNumbersAreExported() {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("step.csv"));
        const testing::AppRun run =
            runApp({QStringLiteral("export"), QStringLiteral("--lesson"),
                    kShipped + QStringLiteral("000-attention-en.json"), QStringLiteral("--step"),
                    QStringLiteral("1"), QStringLiteral("--out"), csv});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(file.readAll()).trimmed().split('\n');
        QCOMPARE(rows.size(), 6);
        const double e = std::exp(1.0);
        for (int i = 0; i < 6; ++i) {
            const QStringList cells = rows[i].split(',');
            QCOMPARE(cells.size(), 6);
            for (int j = 0; j < 6; ++j)
                QVERIFY(std::abs(cells[j].toDouble() - (i == j ? e : 1.0) / (e + 5)) < 1e-6);
        }
        const testing::AppRun outside =
            runApp({QStringLiteral("export"), QStringLiteral("--lesson"),
                    kShipped + QStringLiteral("000-attention-en.json"), QStringLiteral("--step"),
                    QStringLiteral("99"), QStringLiteral("--out"), csv});
        QCOMPARE(outside.exitCode, 2);
        QVERIFY(outside.err.contains(QStringLiteral("--step")));
    }
};

QTEST_MAIN(TestCheckLesson)
#include "tst_check_lesson.moc"
