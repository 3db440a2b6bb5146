// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view translator-heatmap|translator-grid|translator-lines|
// translator-steps|seq2seq`: each figure shows its source and target words and its titles, the
// translation is printed, bad options are refused with a message and a non-zero exit.
#include "tests/support/image_checks.h"
#include "tests/support/run_app.h"

#include <QImage>
#include <QtTest>

using testing::runApp;

namespace {

const QString kBahdanau = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/translator-bahdanau");
const QString kTransformer =
    QStringLiteral(ATTN_SOURCE_DIR "/sample_models/translator-transformer");
/// The words of the default sentence and of its translation, as the figures label them.
const QStringList kSource{"the", "commission", "supports", "european", "economic", "area"};
const QStringList kTarget{"la", "commission", "soutient", "zone", "économique", "européenne"};

} // namespace

class TestExportTranslatorViews : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

  private slots:
    void writesEachView_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("printed");
        QTest::addColumn<QStringList>("phrases"); ///< words the figure must show
        const QString commission =
            QStringLiteral("la commission soutient la zone économique européenne.");
        const QStringList both = kSource + kTarget;
        QTest::newRow("alignment heatmap")
            << QStringList{"--view", "translator-heatmap", "--model", kBahdanau} << commission
            << both + QStringList{"Bahdanau alignment", "source word (key)", "target word (query)"};
        QTest::newRow("alignment lines, step 5")
            << QStringList{"--view",  "translator-lines",  "--model",
                           kBahdanau, "--translator-step", "5"}
            << commission << both + QStringList{"Bahdanau alignment"};
        QTest::newRow("alignment steps")
            << QStringList{"--view",  "translator-steps", "--model",
                           kBahdanau, "--text",           "The red car is in the garden."}
            << QString()
            << QStringList{"step 1 of 9: the decoder writes «la»", "red", "car", "garden",
                           "weights over the source words"};
        QTest::newRow("bahdanau grid note")
            << QStringList{"--view", "translator-grid", "--model", kBahdanau} << commission
            << QStringList{"The Bahdanau translator has one alignment"};
        QTest::newRow("transformer cross grid")
            << QStringList{"--view", "translator-grid", "--model", kTransformer} << commission
            << QStringList{"cross-attention: every layer",
                           "layer 1",
                           "layer 2",
                           "head 1",
                           "head 2",
                           "head 3",
                           "head 4"};
        QTest::newRow("transformer decoder head")
            << QStringList{"--view",
                           "translator-heatmap",
                           "--model",
                           kTransformer,
                           "--translator-attention",
                           "decoder",
                           "--translator-layer",
                           "2",
                           "--translator-head",
                           "4"}
            << commission
            << kTarget + QStringList{"decoder causal self-attention, layer 2, "
                                     "head 4",
                                     "<bos>"};
        QTest::newRow("transformer encoder lines")
            << QStringList{"--view",     "translator-lines",       "--model",
                           kTransformer, "--translator-attention", "encoder"}
            << commission << kSource + QStringList{"encoder self-attention, layer 1, head 1"};
        QTest::newRow("transformer steps")
            << QStringList{"--view", "translator-steps", "--model", kTransformer} << commission
            << kSource + QStringList{"step 1 of 9: the decoder writes «la»", "cross-attention"};
        QTest::newRow("seq2seq default") << QStringList{"--view", "seq2seq"} << QString()
                                         << both + QStringList{"Step 1 of 9", "English", "French"};
        QTest::newRow("seq2seq step 6")
            << QStringList{"--view", "seq2seq", "--seq2seq-step", "6",        "--font-size",
                           "20",     "--width", "1920",           "--height", "1080"}
            << QString() << both + QStringList{"Step 6 of 9", "«économique»"};
    }
    void writesEachView() {
        QFETCH(QStringList, args);
        QFETCH(QString, printed);
        QFETCH(QStringList, phrases);
        const QString path =
            dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(' ', '_') + ".png");
        const testing::AppRun run =
            runApp(QStringList{"export"} + args + QStringList{"--out", path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        if (!printed.isEmpty()) QCOMPARE(run.out.trimmed(), printed);
        const QSize size =
            args.contains(QLatin1String("--width")) ? QSize(1920, 1080) : QSize(1600, 900);
        QCOMPARE(QImage(path).size(), size);
        // The same figure as SVG: its words are text.
        const QString svg = QString(path).replace(QLatin1String(".png"), QLatin1String(".svg"));
        QCOMPARE(runApp(QStringList{"export"} + args + QStringList{"--out", svg}).exitCode, 0);
        ATTN_VERIFY_SVG_TEXT(svg, phrases);
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
