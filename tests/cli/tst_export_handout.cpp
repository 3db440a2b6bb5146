// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --lesson LESSON.json --out handout.pdf` (or --out DIR --format png|svg):
// a page or a figure for every step, a page saying why for a step that cannot be shown, and
// nothing at all for a lesson that cannot be read.
#include "tests/support/run_app.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>

using testing::runApp;

namespace {

const QString kShipped = QStringLiteral(ATTN_SOURCE_DIR "/ui/lessons/shipped/");

/// The steps of a lesson, and with questions true the steps that ask a question.
int stepsOf(const QString& lessonPath, bool questions = false) {
    QFile file(lessonPath);
    if (!file.open(QIODevice::ReadOnly)) return -1;
    const QJsonArray steps =
        QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("steps")).toArray();
    if (!questions) return int(steps.size());
    return int(std::count_if(steps.begin(), steps.end(), [](const QJsonValue& step) {
        return step.toObject().contains(QStringLiteral("question"));
    }));
}

/// The pages of the PDF at path as its page tree says (/Count of the /Pages object), and -1
/// when that disagrees with the number of /Page objects or there is no page tree.
int pdfPageCount(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return -1;
    const QString pdf = QString::fromLatin1(file.readAll());
    const QRegularExpression tree(QStringLiteral("/Type\\s*/Pages\\b[^>]*?/Count\\s+(\\d+)"),
                                  QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch count = tree.match(pdf);
    if (!count.hasMatch()) return -1;
    const qsizetype pages = pdf.count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b")));
    return pages == count.captured(1).toInt() ? int(pages) : -1;
}

/// A lesson in Persian and Chinese whose second step names a view no tab has.
QByteArray lessonWithAProblem() {
    QJsonObject rotation{
        {"tab", "positional"},
        {"view", "pe-rotation"},
        {"title", QString::fromUtf8("چرخش رمزگذاری موقعیتی")},
        {"note", QString::fromUtf8("هر جفت ستون با زاویهٔ δω می‌چرخد.")},
        {"settings", QJsonObject{{"delta", 3}}}};
    QJsonObject broken{{"tab", "explorer"}, {"view", "hologram"}, {"title", "Broken"}};
    QJsonObject heatmap{{"tab", "explorer"},
                        {"view", "heatmap"},
                        {"title", QString::fromUtf8("注意力机制")},
                        {"note", QString::fromUtf8("注意力机制是深度学习的核心。")},
                        {"settings", QJsonObject{{"text", "注意力机制是深度学习的核心"}}}};
    const QJsonObject lesson{{"format", "attention-lab-lesson"},
                             {"version", 1},
                             {"title", "Scripts"},
                             {"language", "fa"},
                             {"steps", QJsonArray{rotation, broken, heatmap}}};
    return QJsonDocument(lesson).toJson();
}

QString write(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) return {};
    return path;
}

} // namespace

class TestExportHandout : public QObject {
    Q_OBJECT

  private slots:
    void aPdfHasAPagePerStep_data() {
        QTest::addColumn<QString>("lesson");
        QTest::newRow("000 en") << kShipped + QStringLiteral("000-attention-en.json");
        QTest::newRow("000 ru") << kShipped + QStringLiteral("000-attention-ru.json");
    }
    void aPdfHasAPagePerStep() {
        QFETCH(QString, lesson);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("handout.pdf"));
        const testing::AppRun run =
            runApp({"export", "--lesson", lesson, "--out", out, "--font-size", "12"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"handout.pdf"});
        QVERIFY(testing::isCompletePdf(out));
        QVERIFY(stepsOf(lesson) > 3);
        // a page a step, and one before each step that asks a question
        QCOMPARE(pdfPageCount(out), stepsOf(lesson) + stepsOf(lesson, true));
    }

    /// Predict, then reveal on paper: the question on a page of its own, the figure and the
    /// answer, measured on the figure's numbers, on the next.
    void aQuestionGetsItsOwnPageBeforeTheAnswer() {
        QTemporaryDir dir;
        const QJsonObject step{
            {"tab", "one-hot"},
            {"view", "overview"},
            {"title", "Guess"},
            {"settings", QJsonObject{{"text", "a b c"}}},
            {"claims",
             QJsonArray{QJsonObject{{"kind", "largest-in-row"}, {"row", "b"}, {"column", "b"}}}},
            {"question", QJsonObject{{"text", "Which word does b attend to most?"}}}};
        const QJsonObject lesson{{"format", "attention-lab-lesson"},
                                 {"version", 1},
                                 {"title", "Guess"},
                                 {"language", "en"},
                                 {"steps", QJsonArray{step}}};
        const QString path =
            write(dir.filePath(QStringLiteral("guess.json")), QJsonDocument(lesson).toJson());
        const QString out = dir.filePath(QStringLiteral("guess.pdf"));
        const testing::AppRun run = runApp({"export", "--lesson", path, "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(pdfPageCount(out), 2);
    }

    void aStepThatCannotBeShownGetsAPageSayingWhy() {
        QTemporaryDir dir;
        const QString lesson =
            write(dir.filePath(QStringLiteral("scripts.json")), lessonWithAProblem());
        const QString out = dir.filePath(QStringLiteral("scripts.pdf"));
        const testing::AppRun run = runApp({"export", "--lesson", lesson, "--out", out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("step 2")) &&
                     run.err.contains(QStringLiteral("hologram")) && run.err.count('\n') == 1,
                 qPrintable(run.err));
        QCOMPARE(pdfPageCount(out), 3);

        const QString svgs = dir.filePath(QStringLiteral("svg"));
        QCOMPARE(
            runApp({"export", "--lesson", lesson, "--out", svgs, "--format", "svg", "--lang", "en"})
                .exitCode,
            0); // the lesson is Persian; its figures would speak Persian without --lang
        QCOMPARE(QDir(svgs).entryList(QDir::Files),
                 (QStringList{"step-01.svg", "step-02.svg", "step-03.svg"}));
        const QString problem = testing::svgTexts(svgs + QStringLiteral("/step-02.svg")).join(' ');
        QVERIFY2(problem.contains(QStringLiteral("cannot be shown")), qPrintable(problem));
        const QString chinese = testing::svgTexts(svgs + QStringLiteral("/step-03.svg")).join("");
        QVERIFY2(chinese.contains(QStringLiteral("注意力")), qPrintable(chinese));
    }

    void aFolderHasANumberedFigurePerStep() {
        QTemporaryDir dir;
        const QString lesson = kShipped + QStringLiteral("000-attention-en.json");
        const QString out = dir.filePath(QStringLiteral("figures"));
        QVERIFY(QDir().mkpath(out));
        // A longer lesson's figure from before is replaced, other files stay.
        QVERIFY(!write(out + QStringLiteral("/step-99.png"), "old").isEmpty());
        QVERIFY(!write(out + QStringLiteral("/notes.txt"), "mine").isEmpty());
        const testing::AppRun run = runApp({"export", "--lesson", lesson, "--out", out, "--format",
                                            "png", "--width", "800", "--height", "450"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        const int steps = stepsOf(lesson);
        QStringList expected{"notes.txt"};
        for (int i = 1; i <= steps; ++i)
            expected << QStringLiteral("step-%1.png").arg(i, 2, 10, QLatin1Char('0'));
        expected.sort();
        QCOMPARE(QDir(out).entryList(QDir::Files, QDir::Name), expected);
        for (const QString& name : expected) {
            if (!name.endsWith(QLatin1String(".png"))) continue;
            const QImage image(out + QLatin1Char('/') + name);
            QCOMPARE(image.size(), QSize(800, 450));
            const double ink = testing::inkShare(image, image.rect());
            QVERIFY2(ink > 0.03, qPrintable(QStringLiteral("%1: ink %2").arg(name).arg(ink)));
        }
    }

    /// A folder handout that fails keeps the figures the folder had: nothing is replaced
    /// before every figure is written and can go in place.
    void aFailedFolderHandoutKeepsWhatWasThere() {
        QTemporaryDir dir;
        const QString lesson = kShipped + QStringLiteral("000-attention-en.json");
        const QString out = dir.filePath(QStringLiteral("figures"));
        QVERIFY(QDir().mkpath(out + QStringLiteral("/step-02.png"))); // a folder in the way
        QVERIFY(!write(out + QStringLiteral("/step-01.png"), "old").isEmpty());
        const testing::AppRun run =
            runApp({"export", "--lesson", lesson, "--out", out, "--format", "png"});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(QLatin1String("step-02.png")), qPrintable(run.err));
        QFile old(out + QStringLiteral("/step-01.png"));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old"));
        QCOMPARE(QDir(out).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(),
                 2); // no staging folder left
    }

    void aLessonOfTooManyStepsIsRefused() {
        QTemporaryDir dir;
        QByteArray json = "{\"format\": \"attention-lab-lesson\", \"version\": 1, \"steps\": [";
        for (int i = 0; i < 501; ++i)
            json += QByteArray(i ? "," : "") + "{\"tab\": \"one-hot\", \"view\": \"overview\"}";
        json += "]}";
        const QString lesson = dir.filePath(QStringLiteral("long.json"));
        QVERIFY(!write(lesson, json).isEmpty());
        const testing::AppRun run =
            runApp({"export", "--lesson", lesson, "--out", dir.filePath(QStringLiteral("h.pdf"))});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(QLatin1String("501 steps")), qPrintable(run.err));
    }

    /// Without --lang a handout's figures speak the lesson's language; --lang overrides it.
    void theFiguresSpeakTheLessonsLanguage() {
        QTemporaryDir dir;
        const QString lesson = kShipped + QStringLiteral("003-transformer-ru.json");
        const auto dictionarySvg = [&](const QStringList& extra) { // step 2: the lookup
            const QString out = dir.filePath(QStringLiteral("ru%1").arg(extra.size()));
            const testing::AppRun run = runApp(
                QStringList{"export", "--lesson", lesson, "--out", out, "--format", "svg"} + extra);
            QFile svg(out + QStringLiteral("/step-02.svg"));
            return run.exitCode == 0 && svg.open(QIODevice::ReadOnly)
                       ? QString::fromUtf8(svg.readAll())
                       : QString();
        };
        QVERIFY(dictionarySvg({}).contains(QStringLiteral("запрос"))); // "query"
        QVERIFY(!dictionarySvg({"--lang", "en"}).contains(QStringLiteral("запрос")));
    }

    void aFigureMeasuredInTheBackgroundIsWaitedFor() {
        // The cost figure times its layers on a worker once shown: its page has the curves.
        QTemporaryDir dir;
        const QJsonObject cost{{"tab", "lectures"},
                               {"view", "cost"},
                               {"title", "Cost"},
                               {"settings", QJsonObject{{"d", 32}, {"maxN", 256}}}};
        const QJsonObject lesson{{"format", "attention-lab-lesson"},
                                 {"version", 1},
                                 {"title", "Cost"},
                                 {"steps", QJsonArray{cost}}};
        const QString path =
            write(dir.filePath(QStringLiteral("cost.json")), QJsonDocument(lesson).toJson());
        const QString out = dir.filePath(QStringLiteral("figures"));
        const testing::AppRun run =
            runApp({"export", "--lesson", path, "--out", out, "--format", "png"});
        QCOMPARE(run.exitCode, 0);
        const QImage image(out + QStringLiteral("/step-01.png"));
        QVERIFY(!image.isNull());
        for (QRgb curve : {testing::kBlue, testing::kVermillion}) {
            const int pixels = testing::countNear(image, image.rect(), curve, 16);
            QVERIFY2(pixels > 100,
                     qPrintable(
                         QStringLiteral("%1 pixels of %2").arg(pixels).arg(QColor(curve).name())));
        }
    }

    void aLessonThatCannotBeReadWritesNothing_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("broken JSON") << QByteArray("{\"format\": \"attention-lab-lesson\",\n  "
                                                   "\"steps\": [}")
                                     << "not valid JSON at line 2";
        QTest::newRow("not a lesson") << QByteArray("{\"steps\": []}") << "is not a lesson";
        QTest::newRow("no steps")
            << QByteArray("{\"format\": \"attention-lab-lesson\", \"version\": 1, \"steps\": []}")
            << "has no steps";
    }
    void aLessonThatCannotBeReadWritesNothing() {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString lesson = write(dir.filePath(QStringLiteral("bad.json")), json);
        for (const QStringList& out :
             {QStringList{"--out", dir.filePath(QStringLiteral("h.pdf"))},
              QStringList{"--out", dir.filePath(QStringLiteral("figs")), "--format", "png"}}) {
            const testing::AppRun run = runApp(QStringList{"export", "--lesson", lesson} + out);
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(expected) && run.err.count('\n') == 1, qPrintable(run.err));
            QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                     QStringList{"bad.json"});
        }
        const testing::AppRun missing = runApp(
            {"export", "--lesson", dir.filePath("none.json"), "--out", dir.filePath("h.pdf")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("cannot read")), qPrintable(missing.err));
    }

    void wrongArgumentsAreExplained_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString lesson = kShipped + QStringLiteral("000-attention-en.json");
        QTest::newRow("with --view")
            << QStringList{"--lesson", lesson, "--view", "heatmap", "--out", "h.pdf"}
            << "leave out --view";
        QTest::newRow("not a pdf")
            << QStringList{"--lesson", lesson, "--out", "h.png"} << "a folder of figures";
        QTest::newRow("a folder named like a file")
            << QStringList{"--lesson", lesson, "--out", "h.png", "--format", "png"}
            << "names a folder";
        QTest::newRow("unknown format")
            << QStringList{"--lesson", lesson, "--out", "h", "--format", "gif"} << "not 'gif'";
    }
    void wrongArgumentsAreExplained() {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const testing::AppRun run = runApp(QStringList{"export"} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QVERIFY(!QFile::exists(QStringLiteral("h.pdf")) && !QFile::exists(QStringLiteral("h")));
    }

    void helpDocumentsHandouts() {
        const testing::AppRun run = runApp({"export", "--help"});
        QCOMPARE(run.exitCode, 0);
        for (const char* phrase : {"--lesson <lesson.json>", "--format <pdf|png|svg>",
                                   "one page per step", "step-01.png"})
            QVERIFY2(run.out.contains(QLatin1String(phrase)), phrase);
    }
};

QTEST_MAIN(TestExportHandout)
#include "tst_export_handout.moc"
