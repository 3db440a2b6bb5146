// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view pe-*|rope|positions-in-models` and `--what pe|pe-rotation`, run as
// a script would.
#include "tests/support/positional_checks.h"
#include "tests/support/run_app.h"

#include "core/io/npy.h"
#include "core/positional/positional.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>

using Run = testing::AppRun;
using testing::runApp;

namespace {

/// What each view must show in a PNG.
void verifyPicture(const QString& view, const QImage& image) {
    if (view == QLatin1String("pe-matrix")) testing::verifyEncodingMatrix(image);
    if (view == QLatin1String("pe-binary")) testing::verifyBinaryCode(image);
    if (view == QLatin1String("pe-similarity") || view == QLatin1String("rope"))
        testing::verifyDiagonalPeak(image);
    if (view == QLatin1String("pe-curves")) testing::verifyCurveSpans(image, image.rect());
}

/// The rotation residual max_i |M(δ)·p_i − p_i+δ| is printed as a float rounding error,
/// ×10⁻⁵ or smaller.
void verifyResidualIsTiny(const QString& svg) {
    const QString texts = testing::svgTexts(svg).join(QString());
    static const QRegularExpression residual(
        QStringLiteral("max_i \\|M\\(δ\\)·p_i − "
                       "p_i\\+δ\\|\\s*=\\s*\\d\\.\\d×10⁻([⁵⁶⁷⁸⁹]|[¹²³⁴⁵⁶⁷⁸⁹][⁰¹²³⁴⁵⁶⁷⁸⁹])"));
    QVERIFY2(residual.match(texts).hasMatch(), qPrintable(texts));
}

} // namespace

class TestExportPositional : public QObject {
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
        QTest::addColumn<QStringList>("phrases"); ///< words the figure must show
        const QString png = QStringLiteral("figure.png");
        QTest::newRow("pe-matrix")
            << "pe-matrix" << QStringList{} << png
            << QStringList{"Sinusoidal encoding P:", "60 positions × 32 dimensions, base 10000",
                           "P[i, column]"};
        QTest::newRow("pe-curves")
            << "pe-curves" << QStringList{} << png
            << QStringList{"Columns of P against position:", "column 6: sin(i·ω₃)",
                           "column 7: cos(i·ω₃)", "column 8: sin(i·ω₄)", "column 9: cos(i·ω₄)"};
        QTest::newRow("pe-binary")
            << "pe-binary" << QStringList{} << png
            << QStringList{
                   "Binary code of i:", "Sinusoidal P, same positions:", "bit (place value)"};
        QTest::newRow("pe-rotation")
            << "pe-rotation" << QStringList{} << png
            << QStringList{"Pair j = 3", "i = 10", "i+δ = 15",
                           "Same M(δ) for every i:", "over 55 positions × 16 pairs"};
        QTest::newRow("pe-similarity")
            << "pe-similarity" << QStringList{} << png
            << QStringList{"p_i · p_j:", "equal along diagonals", "k=0", "k=16"};
        QTest::newRow("rope") << "rope" << QStringList{} << png
                              << QStringList{"RoPE: (R_i q) · (R_j k)", "Scores by j − i"};
        QTest::newRow("pe-rotation, own parameters, projector font")
            << "pe-rotation"
            << QStringList{"--n", "100", "--d", "64",      "--base", "1000",        "--j",
                           "5",   "--i", "40",  "--delta", "-30",    "--font-size", "20"}
            << png
            // At 20 pt in 800×450 the readout column gives its width to the circle and rings.
            << QStringList{"Pair j = 5", "i = 40", "i+δ = 10", "p[i, 10]", "p_0 … p_99"};
        QTest::newRow("pe-curves with columns")
            << "pe-curves" << QStringList{"--columns", "0,1,10,11"} << png
            << QStringList{"column 0: sin(i·ω₀)", "column 1: cos(i·ω₀)", "column 10: sin(i·ω₅)",
                           "column 11: cos(i·ω₅)"};
        QTest::newRow("rope as SVG")
            << "rope" << QStringList{} << QStringLiteral("figure.svg")
            << QStringList{"RoPE: (R_i q) · (R_j k)", "key position j", "query position i"};
        QTest::newRow("positions-in-models")
            << "positions-in-models"
            << QStringList{"--model",
                           QStringLiteral(ATTN_SOURCE_DIR "/sample_models/word-gpt-kjv"),
                           "--model",
                           QStringLiteral(ATTN_SOURCE_DIR "/tests/fixtures/decoders/gemma2/model"),
                           "--text",
                           "Let there be light: and there was light."}
            << png << QStringList{"word-gpt-kjv",    "learned positions", "window 6",
                                  "every key alike", "first layer",       "last layer"};
        QTest::newRow("pe-matrix as PDF")
            << "pe-matrix" << QStringList{} << QStringLiteral("figure.pdf")
            << QStringList{"Sinusoidal encoding P:"};
    }
    void everyViewWritesAFigure() {
        QFETCH(QString, view);
        QFETCH(QStringList, extra);
        QFETCH(QString, file);
        QFETCH(QStringList, phrases);
        const QString out = m_dir->filePath(file);
        const testing::ExportedFigure figure =
            testing::exportFigure(view, extra, out, m_dir->path());
        QVERIFY2(figure.problem.isEmpty(), qPrintable(figure.problem));
        if (!figure.png.isNull()) {
            const QImage& image = figure.png;
            verifyPicture(view, image);
            if (QTest::currentTestFailed()) return;
        }
        const QString svg = testing::sameFigureAsSvg(figure.args, out, m_dir->path());
        QVERIFY(!svg.isEmpty());
        ATTN_VERIFY_SVG_TEXT(svg, phrases);
        if (phrases.contains(QStringLiteral("Same M(δ) for every i:"))) verifyResidualIsTiny(svg);
    }

    void peDataIsTheEncoding() {
        const QString out = m_dir->filePath(QStringLiteral("pe.npy"));
        const Run run = runApp(
            {"export", "--what", "pe", "--n", "50", "--d", "33", "--base", "100", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const attn::NpyArray a = attn::readNpy(out.toStdString());
        QCOMPARE(a.shape, (std::vector<std::size_t>{50, 33}));
        QVERIFY(attn::toMatrix(a) == attn::sinusoidalEncoding(50, 33, 100.0));
    }

    void rotationDataIsTheMatrix() {
        const QString out = m_dir->filePath(QStringLiteral("m.npy"));
        const Run run =
            runApp({"export", "--what", "pe-rotation", "--delta", "3", "--d", "8", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const attn::NpyArray a = attn::readNpy(out.toStdString());
        QCOMPARE(a.shape, (std::vector<std::size_t>{8, 8}));
        const Eigen::MatrixXf m = attn::toMatrix(a);
        QVERIFY((m - attn::offsetRotationMatrix(3, 8).cast<float>()).cwiseAbs().maxCoeff() == 0);
    }

    void badValuesFailCleanly_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        const QString png = QStringLiteral("@/bad.png"), npy = QStringLiteral("@/bad.npy");
        auto view = [&](const char* name, QStringList more) {
            return QStringList{"export", "--view", name, "--out", png} + more;
        };
        QTest::newRow("unknown view") << view("pe-bogus", {}) << "pe-bogus";
        QTest::newRow("d below 2") << view("pe-matrix", {"--d", "1"}) << "d must";
        QTest::newRow("odd d") << view("pe-rotation", {"--d", "33"}) << "odd";
        QTest::newRow("j out of range") << view("pe-rotation", {"--j", "16"}) << "pair j";
        QTest::newRow("i + delta beyond n")
            << view("pe-rotation", {"--i", "50", "--delta", "10"}) << "beyond";
        QTest::newRow("huge n") << view("pe-similarity", {"--n", "100000000"}) << "n must";
        QTest::newRow("non-numeric delta") << view("pe-rotation", {"--delta", "two"}) << "delta";
        QTest::newRow("bad base") << view("pe-matrix", {"--base", "1"}) << "base";
        QTest::newRow("bad column") << view("pe-curves", {"--columns", "6,99"}) << "99";
        QTest::newRow("unknown what")
            << QStringList{"export", "--what", "pf", "--out", npy} << "pf";
        QTest::newRow("what needs .npy")
            << QStringList{"export", "--what", "pe", "--out", png} << ".npy";
        QTest::newRow("view and what")
            << QStringList{"export", "--what", "pe", "--view", "rope", "--out", npy} << "--what";
        QTest::newRow("odd d rotation data")
            << QStringList{"export", "--what", "pe-rotation", "--d", "7", "--out", npy} << "even";
        QTest::newRow("positions in no model") << view("positions-in-models", {}) << "--model";
        QTest::newRow("positions in a folder that is no model")
            << view("positions-in-models", {"--model", "@"}) << "config.json";
        QTest::newRow("huge pe data")
            << QStringList{"export", "--what", "pe", "--n", "99999", "--d", "8000", "--out", npy}
            << "--n";
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

    void helpListsViewsAndData() {
        QProcess process;
        process.start(QStringLiteral(ATTENTION_LAB), {"export", "--help"});
        QVERIFY(process.waitForFinished(30000));
        const QString help = QString::fromUtf8(process.readAllStandardOutput());
        // Every family's options have names of their own: a clash (with another family or
        // with -h/-v/--out/...) makes QCommandLineParser warn on stderr.
        const QString warnings = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(!warnings.contains(QLatin1String("already having an option")),
                 qPrintable(warnings));
        for (const char* word :
             {"--view", "--what", "overview", "pe-rotation", "rope", "--delta", "--base", ".npy"})
            QVERIFY2(help.contains(QLatin1String(word)), word);
    }

  private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestExportPositional)
#include "tst_export_positional.moc"
