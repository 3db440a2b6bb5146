// `attention-lab export --view translator-heatmap|translator-grid|translator-lines|
// translator-steps|seq2seq`: files written and not blank, the translation printed, bad
// options refused with a message and a non-zero exit.
#include "tests/support/run_app.h"

#include <QImage>
#include <QtTest>

using testing::distinctColours;
using testing::runApp;

namespace {

const QString kBahdanau = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/translator-bahdanau");
const QString kTransformer =
    QStringLiteral(ATTN_SOURCE_DIR "/sample_models/translator-transformer");

} // namespace

class TestExportTranslatorViews : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

  private slots:
    void writesEachView_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("printed");
        const QString commission =
            QStringLiteral("la commission soutient la zone économique européenne.");
        QTest::newRow("alignment heatmap")
            << QStringList{"--view", "translator-heatmap", "--model", kBahdanau} << commission;
        QTest::newRow("alignment lines, step 5")
            << QStringList{"--view",  "translator-lines",  "--model",
                           kBahdanau, "--translator-step", "5"}
            << commission;
        QTest::newRow("alignment steps")
            << QStringList{"--view",  "translator-steps", "--model",
                           kBahdanau, "--text",           "The red car is in the garden."}
            << QString();
        QTest::newRow("bahdanau grid note")
            << QStringList{"--view", "translator-grid", "--model", kBahdanau} << commission;
        QTest::newRow("transformer cross grid")
            << QStringList{"--view", "translator-grid", "--model", kTransformer} << commission;
        QTest::newRow("transformer decoder head") << QStringList{"--view",
                                                                 "translator-heatmap",
                                                                 "--model",
                                                                 kTransformer,
                                                                 "--translator-attention",
                                                                 "decoder",
                                                                 "--translator-layer",
                                                                 "2",
                                                                 "--translator-head",
                                                                 "4"}
                                                  << commission;
        QTest::newRow("transformer encoder lines")
            << QStringList{"--view",     "translator-lines",       "--model",
                           kTransformer, "--translator-attention", "encoder"}
            << commission;
        QTest::newRow("transformer steps")
            << QStringList{"--view", "translator-steps", "--model", kTransformer} << commission;
        QTest::newRow("seq2seq default") << QStringList{"--view", "seq2seq"} << QString();
        QTest::newRow("seq2seq step 6")
            << QStringList{"--view", "seq2seq", "--seq2seq-step", "6",        "--font-size",
                           "20",     "--width", "1920",           "--height", "1080"}
            << QString();
    }
    void writesEachView() {
        QFETCH(QStringList, args);
        QFETCH(QString, printed);
        const QString path =
            dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(' ', '_') + ".png");
        const testing::AppRun run =
            runApp(QStringList{"export"} + args + QStringList{"--out", path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        if (!printed.isEmpty()) QCOMPARE(run.out.trimmed(), printed);
        const QImage image(path);
        QVERIFY(!image.isNull());
        QVERIFY(distinctColours(image) > 20);
    }

    void refusesBadOptions_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("kind for bahdanau")
            << QStringList{"--view",  "translator-heatmap",     "--model",
                           kBahdanau, "--translator-attention", "cross"}
            << QStringLiteral("Bahdanau");
        QTest::newRow("unknown kind")
            << QStringList{"--view",     "translator-heatmap",     "--model",
                           kTransformer, "--translator-attention", "sideways"}
            << QStringLiteral("encoder, decoder or cross");
        QTest::newRow("layer out of range")
            << QStringList{"--view",     "translator-grid",    "--model",
                           kTransformer, "--translator-layer", "7"}
            << QStringLiteral("--translator-layer");
        QTest::newRow("step out of range") << QStringList{"--view",  "translator-steps",  "--model",
                                                          kBahdanau, "--translator-step", "99"}
                                           << QStringLiteral("--translator-step");
        QTest::newRow("empty text")
            << QStringList{"--view", "translator-lines", "--model", kBahdanau, "--text", " "}
            << QStringLiteral("--text");
        QTest::newRow("not a translator")
            << QStringList{"--view", "translator-heatmap", "--model",
                           QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv")}
            << QStringLiteral("not a translator");
        QTest::newRow("seq2seq step zero")
            << QStringList{"--view", "seq2seq", "--seq2seq-step", "0"}
            << QStringLiteral("--seq2seq-step");
        QTest::newRow("seq2seq step not whole")
            << QStringList{"--view", "seq2seq", "--seq2seq-step", "1.5"}
            << QStringLiteral("--seq2seq-step");
    }
    void refusesBadOptions() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString path = dir.filePath(QStringLiteral("refused.png"));
        const testing::AppRun run =
            runApp(QStringList{"export"} + args + QStringList{"--out", path});
        QVERIFY2(run.exitCode > 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestExportTranslatorViews)
#include "tst_export_translator_views.moc"
