// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view heatmap|grid|steps` and `--what weights|scores|...|output`.
#include "tests/support/image_checks.h"
#include "tests/support/run_app.h"

#include "core/io/csv.h"
#include "core/io/npy.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {

using Run = testing::AppRun;

/// attention-lab export args...
Run runApp(const QStringList& args) {
    return testing::runApp(QStringList{QStringLiteral("export")} + args);
}

void writeMatrix(const QString& path, const Eigen::MatrixXf& m) {
    attn::writeNpy(path.toStdString(), attn::fromMatrix(m));
}

} // namespace

class TestExportExplorer : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString file(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

  private slots:
    void viewsWriteImagesOfTheRequestedSize_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("heatmap") << QStringList{"--view", "heatmap", "--head", "2"};
        QTest::newRow("grid, masked scores")
            << QStringList{"--view", "grid", "--kind", "causal", "--show", "masked-scores"};
        QTest::newRow("lines, horizontal") << QStringList{"--view", "lines", "--horizontal"};
        QTest::newRow("lines, one head") << QStringList{"--view", "lines", "--head", "3"};
        QTest::newRow("compare scaling") << QStringList{"--view", "compare"};
        QTest::newRow("compare heads")
            << QStringList{"--view", "compare", "--compare", "other-head", "--other-head", "3"};
        QTest::newRow("steps") << QStringList{"--view", "steps", "--step", "4", "--row", "3"};
        QTest::newRow("model tokens and embeddings")
            << QStringList{"--view", "heatmap", "--tokens", "model", "--embedding", "model"};
        QTest::newRow("model layer 2, steps")
            << QStringList{"--view", "steps", "--model-layer", "2", "--step", "5", "--row", "3"};
        QTest::newRow("model layer 2, concat x W^O")
            << QStringList{"--view", "steps", "--model-layer", "2", "--step", "9", "--row", "3"};
        QTest::newRow("every head's output, 8 heads")
            << QStringList{"--view", "steps", "--step", "8", "--heads", "8", "--head-dim", "4"};
    }
    void viewsWriteImagesOfTheRequestedSize() {
        QFETCH(QStringList, args);
        const QString out = file("view.png");
        QFile::remove(out);
        const Run run =
            runApp(args + QStringList{"--out", out, "--width", "640", "--height", "480"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(QImage(out).size(), QSize(640, 480));
    }

    void vectorFormats_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("svg") << QStringLiteral("grid.svg") << QByteArray("<?xml");
        QTest::newRow("pdf") << QStringLiteral("grid.pdf") << QByteArray("%PDF");
    }
    void vectorFormats() {
        QFETCH(QString, name);
        QFETCH(QByteArray, magic);
        const QString out = m_dir.filePath(name);
        const Run run = runApp({"--view", "grid", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(16).startsWith(magic));
        if (magic == "<?xml") // the grid titles every head and labels every token
            ATTN_VERIFY_SVG_TEXT(out, {"head 1", "head 2", "head 3", "head 4", "The", "animal",
                                       "didn't", "cross", "street", "because", "tired"});
    }

    void multiHeadStepsShowTheNotesShapes_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("phrases");
        // E = 12, H = 3, E_i = E_h = 5; 11 tokens.
        const QStringList layer{"--model-dim", "12", "--heads", "3", "--head-dim", "5"};
        QTest::newRow("projections")
            << layer + QStringList{"--step", "7", "--head", "2"}
            << QStringList{"X  (11×12)",    "W_2^Q  (12×5)",           "W_2^K  (12×5)",
                           "W_2^V  (12×5)", "W_2^Q:(E, E_i) = (12×5)", "input entry",
                           "parameter"};
        QTest::newRow("heads' outputs")
            << layer + QStringList{"--step", "8"}
            << QStringList{"h_1  (11×5)", "h_2  (11×5)", "h_3  (11×5)", "head output entry"};
        QTest::newRow("concat x W^O")
            << layer + QStringList{"--step", "9"}
            << QStringList{"Concat(h_1…h_3)  (11×15)", "W^O  (15×12)", "A  (11×12)",
                           "W^O:(E_h·H, E_a) = (15×12)", "output entry"};
        QTest::newRow("average") << layer + QStringList{"--step", "9", "--aggregation", "average"}
                                 << QStringList{"A = average  (11×5)", "no W^O"};
    }
    void multiHeadStepsShowTheNotesShapes() {
        QFETCH(QStringList, args);
        QFETCH(QStringList, phrases);
        const QString out = file("steps.svg");
        QFile::remove(out);
        const Run run = runApp(
            QStringList{"--view", "steps", "--out", out, "--width", "1600", "--height", "900"} +
            args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        ATTN_VERIFY_SVG_TEXT(out, phrases);
    }

    void weightsAreFloat32RowsSummingToOne() {
        const QString out = file("w.npy");
        const Run run =
            runApp({"--what", "weights", "--kind", "causal", "--text", "a b c d", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const Eigen::MatrixXf w = attn::toMatrix(attn::readNpy(out.toStdString()));
        QCOMPARE(w.rows(), 4);
        QCOMPARE(w.cols(), 4);
        QCOMPARE(w(0, 1), 0.0f);
        for (int i = 0; i < 4; ++i)
            QVERIFY(std::abs(w.row(i).sum() - 1.0f) < 1e-5f);
    }

    void weightsAsCsvMatchTheNpy() {
        const QString npy = file("w.npy"), csv = file("w.csv");
        QCOMPARE(runApp({"--what", "weights", "--text", "a b c", "--out", npy}).exitCode, 0);
        const Run run = runApp({"--what", "weights", "--text", "a b c", "--out", csv});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const Eigen::MatrixXf fromCsv = attn::readCsv(csv.toStdString());
        const Eigen::MatrixXf fromNpy = attn::toMatrix(attn::readNpy(npy.toStdString()));
        QCOMPARE(fromCsv.rows(), 3);
        QVERIFY((fromCsv - fromNpy).cwiseAbs().maxCoeff() < 1e-7f);
        QCOMPARE(runApp({"--what", "weights", "--out", file("w.txt")}).exitCode, 2);
    }

    void customMatricesGiveTheirAttention() {
        writeMatrix(file("q.npy"), Eigen::MatrixXf::Identity(3, 3) * 30.0f);
        writeMatrix(file("k.npy"), Eigen::MatrixXf::Identity(3, 3) * 30.0f);
        Eigen::MatrixXf v(3, 2);
        v << 1, 2, 3, 4, 5, 6;
        writeMatrix(file("v.npy"), v);
        const Run run = runApp({"--q", file("q.npy"), "--k", file("k.npy"), "--v", file("v.npy"),
                                "--score", "dot", "--what", "output", "--out", file("o.npy")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const Eigen::MatrixXf o = attn::toMatrix(attn::readNpy(file("o.npy").toStdString()));
        QVERIFY((o - v).cwiseAbs().maxCoeff() < 1e-4f); // one-hot attention copies V
    }

    void emptyCustomMatrixIsRefused() {
        writeMatrix(file("q0.npy"), Eigen::MatrixXf(0, 8));
        writeMatrix(file("k8.npy"), Eigen::MatrixXf::Ones(3, 8));
        writeMatrix(file("v8.npy"), Eigen::MatrixXf::Ones(3, 2));
        const Run run = runApp({"--q", file("q0.npy"), "--k", file("k8.npy"), "--v", file("v8.npy"),
                                "--what", "output", "--out", file("e.npy")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("q0.npy") && run.err.contains("empty (0 x 8)"),
                 qPrintable(run.err));
        QVERIFY(!QFile::exists(file("e.npy")));
    }

    void allHeadsGoIntoAFolder() {
        const QString out = m_dir.filePath(QStringLiteral("batch/head.png"));
        const Run run = runApp({"--view", "heatmap", "--heads", "3", "--all-heads", "--out", out,
                                "--width", "300", "--height", "300"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (int h = 1; h <= 3; ++h)
            QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("batch/head-head%1.png").arg(h))));
    }

    void badInputFailsWithOneLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown score")
            << QStringList{"--what", "weights", "--score", "cosine"} << "unknown --score 'cosine'";
        QTest::newRow("head out of range")
            << QStringList{"--view", "heatmap", "--head", "9"} << "--head must be from 1 to 4";
        QTest::newRow("q without k and v")
            << QStringList{"--what", "weights", "--q", "x.npy"} << "--q, --k and --v go together";
        QTest::newRow("empty text")
            << QStringList{"--view", "heatmap", "--text", " "} << "no tokens";
        QTest::newRow("model layer out of range")
            << QStringList{"--view", "grid", "--model-layer", "7"} << "the model has 4 layers";
        QTest::newRow("step beyond the last")
            << QStringList{"--view", "steps", "--step", "10"} << "--step must be from 1 to 9";
        QTest::newRow("model embedding, word tokens")
            << QStringList{"--view", "grid", "--embedding", "model"} << "the model's tokens";
    }
    void badInputFailsWithOneLine() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString out =
            args.contains(QLatin1String("--what")) ? file("bad.npy") : file("bad.png");
        const Run run = runApp(args + QStringList{"--out", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(run.err.trimmed().count(QLatin1Char('\n')), 0);
        QVERIFY(!QFile::exists(out));
    }

    void shapeMismatchNamesBothShapes() {
        writeMatrix(file("q2.npy"), Eigen::MatrixXf::Ones(2, 4));
        writeMatrix(file("k2.npy"), Eigen::MatrixXf::Ones(5, 4));
        writeMatrix(file("v2.npy"), Eigen::MatrixXf::Ones(3, 2));
        const Run run = runApp({"--q", file("q2.npy"), "--k", file("k2.npy"), "--v", file("v2.npy"),
                                "--what", "weights", "--out", file("x.npy")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("(5,4)") && run.err.contains("(3,2)"), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestExportExplorer)
#include "tst_export_explorer.moc"
