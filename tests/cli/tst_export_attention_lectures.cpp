// `attention-lab export --view pooling|scores|sqrt-d|dictionary`, run as a script would, and
// the options of every lecture demonstration in `export --help`.
#include "tests/support/run_app.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using Run = testing::AppRun;
using testing::distinctColours;
using testing::runApp;

class TestExportAttentionLectures : public QObject {
    Q_OBJECT

  private slots:
    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void everyViewWritesAFigure_data() {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("file");
        for (const char* view : {"pooling", "scores", "sqrt-d", "dictionary"})
            QTest::newRow(view) << view << QStringList{} << QStringLiteral("figure.png");
        QTest::newRow("pooling, own data, fitted w")
            << "pooling"
            << QStringList{"--sigma", "0.2", "--samples", "80",          "--noise", "0.3",
                           "--seed",  "5",   "--fit-w",   "--font-size", "18"}
            << QStringLiteral("figure.png");
        QTest::newRow("pooling, w given")
            << "pooling" << QStringList{"--kernel-w", "4"} << QStringLiteral("figure.png");
        QTest::newRow("scores, d_q != d_k, weights")
            << "scores" << QStringList{"--dq", "3", "--dk", "5", "--score-scale", "weights"}
            << QStringLiteral("figure.png");
        QTest::newRow("sqrt-d, d = 512")
            << "sqrt-d" << QStringList{"--dim", "512", "--draws", "3000"}
            << QStringLiteral("figure.png");
        QTest::newRow("dictionary, own entries")
            << "dictionary"
            << QStringList{"--query",       "year", "--entries", "name=Ann,age=30,height=170",
                           "--temperature", "1"}
            << QStringLiteral("figure.png");
        QTest::newRow("scores as SVG") << "scores" << QStringList{} << QStringLiteral("figure.svg");
        QTest::newRow("sqrt-d as PDF") << "sqrt-d" << QStringList{} << QStringLiteral("figure.pdf");
    }
    void everyViewWritesAFigure() {
        QFETCH(QString, view);
        QFETCH(QStringList, extra);
        QFETCH(QString, file);
        const QString out = m_dir->filePath(file);
        const Run run = runApp(QStringList{"export", "--view", view, "--out", out, "--width", "800",
                                           "--height", "450"} +
                               extra);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        if (file.endsWith(QLatin1String(".png"))) {
            const QImage image(out);
            QCOMPARE(image.size(), QSize(800, 450));
            QVERIFY(distinctColours(image) > 20);
        } else {
            QVERIFY(QFileInfo(out).size() > 2000);
        }
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList{file});
    }

    void badValuesFailCleanly_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        auto view = [](const char* name, QStringList more) {
            return QStringList{"export", "--view", name, "--out", "@/bad.png"} + more;
        };
        QTest::newRow("sigma 0") << view("pooling", {"--sigma", "0"}) << "--sigma";
        QTest::newRow("sigma text") << view("pooling", {"--sigma", "wide"}) << "--sigma";
        QTest::newRow("one sample") << view("pooling", {"--samples", "1"}) << "--samples";
        QTest::newRow("samples text") << view("pooling", {"--samples", "many"}) << "--samples";
        QTest::newRow("negative noise") << view("pooling", {"--noise", "-1"}) << "--noise";
        QTest::newRow("noise NaN") << view("pooling", {"--noise", "nan"}) << "--noise";
        QTest::newRow("kernel-w 0") << view("pooling", {"--kernel-w", "0"}) << "--kernel-w";
        QTest::newRow("bad seed") << view("pooling", {"--seed", "-3"}) << "--seed";
        QTest::newRow("dq 0") << view("scores", {"--dq", "0"}) << "--dq";
        QTest::newRow("dk huge") << view("scores", {"--dk", "100000"}) << "--dk";
        QTest::newRow("score-scale")
            << view("scores", {"--score-scale", "probabilities"}) << "--score-scale";
        QTest::newRow("dim 0") << view("sqrt-d", {"--dim", "0"}) << "--dim";
        QTest::newRow("dim 5000") << view("sqrt-d", {"--dim", "5000"}) << "--dim";
        QTest::newRow("draws 10") << view("sqrt-d", {"--draws", "10"}) << "--draws";
        QTest::newRow("empty query") << view("dictionary", {"--query", ""}) << "--query";
        QTest::newRow("query of spaces") << view("dictionary", {"--query", " "}) << "--query";
        QTest::newRow("entries without a pair")
            << view("dictionary", {"--entries", "color"}) << "--entries";
        QTest::newRow("25 entries")
            << view("dictionary", {"--entries", "a=1,b=2,c=3,d=4,e=5,f=6,g=7,h=8,i=9,j=10,k=11,"
                                                "l=12,m=13,n=14,o=15,p=16,q=17,r=18,s=19,t=20,"
                                                "u=21,v=22,w=23,x=24,y=25"})
            << "at most 24 entries";
        QTest::newRow("entries without =")
            << view("dictionary", {"--entries", "color;blue"}) << "--entries";
        QTest::newRow("temperature 0")
            << view("dictionary", {"--temperature", "0"}) << "--temperature";
    }
    void badValuesFailCleanly() {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        for (QString& a : args)
            a.replace(QLatin1Char('@'), m_dir->path());
        const Run run = runApp(args);
        QCOMPARE(run.exitCode, 2);
        const QString message = run.err.trimmed();
        QVERIFY2(!message.isEmpty() && !message.contains(QLatin1Char('\n')), qPrintable(run.err));
        QVERIFY2(message.startsWith(QLatin1String("attention-lab export: ")), qPrintable(message));
        QVERIFY2(message.contains(mentions), qPrintable(message));
        QVERIFY(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    void helpListsEveryDemosOptions() {
        const Run run = runApp({"export", "--help"});
        QCOMPARE(run.exitCode, 0);
        const QString help = run.out;
        for (const char* option : {"--sigma <width>",
                                   "--samples <n>",
                                   "--noise <s>",
                                   "--kernel-w <w>",
                                   "--fit-w",
                                   "--dq <n>",
                                   "--dk <n>",
                                   "--score-scale <what>",
                                   "--dim <d>",
                                   "--draws <N>",
                                   "--query <word>",
                                   "--entries <pairs>",
                                   "--nodes <n>",
                                   "--gat-features <F>",
                                   "--gat-out-features <F>",
                                   "--gat-heads <K>",
                                   "--gat-aggregation <name>",
                                   "--gat-show-head <k>",
                                   "--gat-node <i>",
                                   "--gat-edges <which>",
                                   "--max-n <n>",
                                   "--layer-dim <d>",
                                   "--conv-kernel <k>",
                                   "--ran-tokens <n>",
                                   "--window <w>",
                                   "--seq2seq-step <n>"})
            QVERIFY2(help.contains(QLatin1String(option)), option);
        // Defaults and ranges are part of the description.
        QVERIFY(help.contains(QStringLiteral("pooling: Gaussian kernel width, 0.02-5")));
        QVERIFY(help.contains(QStringLiteral("sqrt-d: size d of q and k, 1-1024 (default:")));
        QVERIFY(help.contains(QStringLiteral("gat: heads K, 1-8 (default: 2).")));
        QVERIFY(help.contains(QStringLiteral("ran: window size w, 1-n (default: 4).")));
    }

  private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestExportAttentionLectures)
#include "tst_export_attention_lectures.moc"
