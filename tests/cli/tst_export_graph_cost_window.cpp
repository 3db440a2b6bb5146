// `attention-lab export --view gat|cost|ran` (the Lectures tab), run as a script would.
#include "tests/support/run_app.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using testing::distinctColours;
using testing::runApp;

class TestExportGraphCostWindow : public QObject {
    Q_OBJECT

  private slots:
    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void viewsWriteFigures_data() {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("file");
        QTest::newRow("gat") << "gat" << QStringList{} << "figure.png";
        QTest::newRow("gat, random graph, all edges, average")
            << "gat" << QStringList{"--nodes",           "12",      "--gat-heads", "3",
                                    "--gat-aggregation", "average", "--gat-edges", "all",
                                    "--gat-show-head",   "3",       "--seed",      "5"}
            << "figure.png";
        QTest::newRow("gat as SVG") << "gat" << QStringList{} << "figure.svg";
        QTest::newRow("cost (quick default)") << "cost" << QStringList{} << "figure.png";
        QTest::newRow("cost, small range, d 16, k 5")
            << "cost" << QStringList{"--max-n", "64", "--layer-dim", "16", "--conv-kernel", "5"}
            << "figure.png";
        QTest::newRow("ran") << "ran" << QStringList{} << "figure.png";
        QTest::newRow("ran, 30 tokens, window 7, projector")
            << "ran" << QStringList{"--ran-tokens", "30", "--window", "7", "--font-size", "20"}
            << "figure.png";
        QTest::newRow("ran as PDF") << "ran" << QStringList{} << "figure.pdf";
    }
    void viewsWriteFigures() {
        QFETCH(QString, view);
        QFETCH(QStringList, extra);
        QFETCH(QString, file);
        const QString out = m_dir->filePath(file);
        QElapsedTimer timer;
        timer.start();
        const testing::AppRun run = runApp(QStringList{"export", "--view", view, "--out", out,
                                                       "--width", "800", "--height", "450"} +
                                           extra);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QVERIFY2(timer.elapsed() < 60000, "an export should take seconds");
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
        QTest::newRow("gat heads 0")
            << QStringList{"--view", "gat", "--gat-heads", "0"} << "--gat-heads";
        QTest::newRow("gat nodes text")
            << QStringList{"--view", "gat", "--nodes", "six"} << "--nodes";
        QTest::newRow("gat aggregation")
            << QStringList{"--view", "gat", "--gat-aggregation", "max"} << "--gat-aggregation";
        QTest::newRow("gat node beyond the graph")
            << QStringList{"--view", "gat", "--gat-node", "7"} << "--gat-node";
        QTest::newRow("gat node beyond a random graph")
            << QStringList{"--view", "gat", "--nodes", "3", "--gat-node", "4"} << "--gat-node";
        QTest::newRow("gat features 99")
            << QStringList{"--view", "gat", "--gat-features", "99"} << "--gat-features";
        QTest::newRow("gat shown head beyond the heads")
            << QStringList{"--view", "gat", "--gat-show-head", "3"} << "--gat-show-head";
        QTest::newRow("gat edges")
            << QStringList{"--view", "gat", "--gat-edges", "some"} << "--gat-edges";
        QTest::newRow("cost max-n huge")
            << QStringList{"--view", "cost", "--max-n", "1000000"} << "--max-n";
        QTest::newRow("cost max-n too small")
            << QStringList{"--view", "cost", "--max-n", "4"} << "--max-n";
        QTest::newRow("cost layer-dim 0")
            << QStringList{"--view", "cost", "--layer-dim", "0"} << "--layer-dim";
        QTest::newRow("cost layer-dim text")
            << QStringList{"--view", "cost", "--layer-dim", "wide"} << "--layer-dim";
        QTest::newRow("cost kernel 0")
            << QStringList{"--view", "cost", "--conv-kernel", "0"} << "--conv-kernel";
        QTest::newRow("ran window 0")
            << QStringList{"--view", "ran", "--window", "0"} << "--window";
        QTest::newRow("ran window beyond n")
            << QStringList{"--view", "ran", "--ran-tokens", "5", "--window", "6"} << "--window";
        QTest::newRow("ran tokens")
            << QStringList{"--view", "ran", "--ran-tokens", "-3"} << "--ran-tokens";
        QTest::newRow("ran tokens 65")
            << QStringList{"--view", "ran", "--ran-tokens", "65"} << "--ran-tokens";
        QTest::newRow("bad seed") << QStringList{"--view", "ran", "--seed", "x"} << "--seed";
    }
    void badValuesFailCleanly() {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const testing::AppRun run =
            runApp(QStringList{"export", "--out", m_dir->filePath("bad.png")} + args);
        QCOMPARE(run.exitCode, 2);
        const QString message = run.err.trimmed();
        QVERIFY2(!message.isEmpty() && !message.contains(QLatin1Char('\n')), qPrintable(run.err));
        QVERIFY2(message.startsWith(QLatin1String("attention-lab export: ")), qPrintable(message));
        QVERIFY2(message.contains(mentions), qPrintable(message));
        QVERIFY(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

  private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestExportGraphCostWindow)
#include "tst_export_graph_cost_window.moc"
