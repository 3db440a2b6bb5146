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

    /// Steps on the Language model tab's Next token and Logit lens views, with heads knocked
    /// out: their claims read the bars and the lens (the knocked-out model puts 0.230 on ‘,’
    /// where the intact one puts 0.193).
    void nextTokenAndLensStepsWithAKnockout() {
        QTemporaryDir dir;
        const QString verse = QStringLiteral("In the beginning God created the heaven");
        const QJsonObject next{
            {"tab", "model"},
            {"view", "model-next-token"},
            {"title", "knocked out"},
            {"settings",
             QJsonObject{{"model", "tiny-gpt-kjv"}, {"text", verse}, {"knockout", "3:1, 3:2"}}},
            {"claims",
             QJsonArray{
                 QJsonObject{{"kind", "largest-in-row"}, {"row", "next"}, {"column", "s"}},
                 QJsonObject{
                     {"kind", "entry"}, {"row", "next"}, {"column", ","}, {"at-least", 0.22}}}}};
        QJsonObject intact = next;
        intact["settings"] = QJsonObject{{"model", "tiny-gpt-kjv"}, {"text", verse}};
        const QJsonObject lens{
            {"tab", "model"},
            {"view", "model-logit-lens"},
            {"title", "lens"},
            {"settings", QJsonObject{{"model", "tiny-gpt-kjv"}, {"text", "In the beginning God"}}},
            {"claims", QJsonArray{QJsonObject{
                           {"kind", "entry"}, {"row", "3"}, {"column", 5}, {"at-least", 0.7}}}}};
        const auto lesson = [](const QJsonArray& steps) {
            return QJsonDocument(QJsonObject{{"format", "attention-lab-lesson"},
                                             {"version", 1},
                                             {"title", "what if"},
                                             {"language", "en"},
                                             {"steps", steps}})
                .toJson();
        };
        testing::AppRun run = runApp(
            {QStringLiteral("check-lesson"), write(dir, "whatif.json", lesson({next, lens}))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QStringLiteral("3 claims hold (2 steps)")), qPrintable(run.out));
        run = runApp({QStringLiteral("check-lesson"), write(dir, "intact.json", lesson({intact}))});
        QCOMPARE(run.exitCode, 1); // without the knockout ‘,’ has 0.193
        QVERIFY2(run.out.contains(QStringLiteral("claim 2")), qPrintable(run.out));
    }

    /// A step on the Generation view: the text continued greedily, step 3 of 6 shows the third
    /// new token's row over the 22 tokens so far (20 bytes of the prompt and 2 written); head
    /// 1:1 of the byte model puts most of it on the 18th, the G of God; a step past newTokens is
    /// refused.
    void generationStepShowsTheGrowingCache() {
        QTemporaryDir dir;
        const auto lesson = [](int step, const QJsonArray& claims) {
            const QJsonObject settings{{"model", "tiny-gpt-kjv"},
                                       {"text", "In the beginning God"},
                                       {"newTokens", 6},
                                       {"step", step}};
            return QJsonDocument(
                       QJsonObject{{"format", "attention-lab-lesson"},
                                   {"version", 1},
                                   {"title", "generation"},
                                   {"language", "en"},
                                   {"steps", QJsonArray{QJsonObject{{"tab", "model"},
                                                                    {"view", "model-generation"},
                                                                    {"title", "a step"},
                                                                    {"settings", settings},
                                                                    {"claims", claims}}}}})
                .toJson();
        };
        const QJsonArray claims{
            QJsonObject{{"kind", "largest-in-row"}, {"row", "1:1"}, {"column", 18}},
            QJsonObject{{"kind", "entry"}, {"row", "1:1"}, {"column", 18}, {"at-least", 0.5}}};
        testing::AppRun run =
            runApp({QStringLiteral("check-lesson"), write(dir, "gen.json", lesson(3, claims))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        const QString csv = dir.filePath(QStringLiteral("gen.csv"));
        run = runApp({QStringLiteral("export"), QStringLiteral("--lesson"),
                      dir.filePath(QStringLiteral("gen.json")), QStringLiteral("--step"),
                      QStringLiteral("1"), QStringLiteral("--out"), csv});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(file.readAll()).trimmed().split('\n');
        QCOMPARE(rows.size(), 12); // 3 layers x 4 heads
        QCOMPARE(rows.first().split(',').size(), 22);
        run = runApp({QStringLiteral("check-lesson"), write(dir, "past.json", lesson(7, claims))});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("newTokens")), qPrintable(run.out));
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
