// `attention-lab export --view pe-*|rope` and `--what pe|pe-rotation`, run as a script would.
#include "tests/support/image_checks.h"
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

/// The ends of the diverging colour map: -1 and +1.
constexpr QRgb kDarkBlue = 0xff053061, kDarkRed = 0xff67001f;

/// The solid blocks of a figure (heat maps, colour bars), left to right.
QVector<QRect> heatMaps(const QImage& image) {
    return testing::solidBlocks(image, [](QRgb p) { return testing::isInk(p); });
}

bool blueish(QRgb p) {
    return qBlue(p) > qRed(p) + 40;
}

/// P = sinusoidalEncoding(60, 32): its fast columns (left) swing through -1 and +1, its slow
/// columns (right) stay near sin 0 = 0 and cos 0 = 1, so the map shows both ends of its
/// colour map on the left and no blue at all on the right.
void verifyEncodingMatrix(const QImage& image) {
    const QRect map = testing::widestBlock(image, [](QRgb p) { return testing::isInk(p); });
    QVERIFY2(map.width() > image.width() / 2, "no heat map as wide as half the figure");
    const QRect leftHalf(map.left(), map.top(), map.width() / 2, map.height());
    const QRect rightQuarter(map.right() - map.width() / 4, map.top(), map.width() / 4,
                             map.height());
    QVERIFY2(testing::countNear(image, leftHalf, kDarkBlue, 24) > 100, "no -1 on the left");
    QVERIFY2(testing::countNear(image, leftHalf, kDarkRed, 24) > 100, "no +1 on the left");
    QVERIFY2(testing::countNear(image, rightQuarter, kDarkRed, 24) > 1000, "no +1 on the right");
    QVERIFY2(testing::shareOf(image, rightQuarter, blueish) == 0, "negative values on the right");
}

/// The binary code of i = 0..15 (leftmost block): cell (i, b) is dark where bit b of i is set.
void verifyBinaryCode(const QImage& image) {
    const QVector<QRect> blocks = heatMaps(image);
    QVERIFY2(blocks.size() >= 2, "the binary code and the encoding side by side");
    const QVector<int> cells = testing::cellBrightness(image, blocks.first(), 16, 4);
    for (int i = 0; i < 16; ++i)
        for (int b = 0; b < 4; ++b) {
            const bool set = (i >> b) & 1;
            const int gray = cells[i * 4 + b];
            QVERIFY2(
                set ? gray < 120 : gray > 200,
                qPrintable(QStringLiteral("bit %1 of %2: brightness %3").arg(b).arg(i).arg(gray)));
        }
}

/// p_i · p_j and (R_i q) · (R_j k) depend on j - i only and peak at j = i: the first heat map
/// is darkest red along its diagonal and lighter in its far corners.
void verifyDiagonalPeak(const QImage& image) {
    const QVector<QRect> blocks = heatMaps(image);
    QVERIFY2(!blocks.isEmpty(), "no heat map");
    const int n = 10;
    const QVector<int> cells = testing::cellBrightness(image, blocks.first(), n, n);
    int diagonal = 0;
    for (int i = 0; i < n; ++i)
        diagonal = std::max(diagonal, cells[i * n + i]);
    const int corners = std::min(cells[n - 1], cells[(n - 1) * n]);
    QVERIFY2(
        diagonal + 40 < corners,
        qPrintable(
            QStringLiteral("diagonal up to %1 bright, corners %2").arg(diagonal).arg(corners)));
    const QRgb centre = image.pixel(blocks.first().center());
    QVERIFY2(qRed(centre) > qBlue(centre) + 50, "the diagonal is not the positive end");
}

/// Four columns of P, each a curve in its own colour that runs over every position and swings
/// over more than half of [-1, 1].
void verifyCurves(const QImage& image) {
    for (const QRgb colour : {0xff0072b2, 0xffd55e00, 0xff009e73, 0xffe69f00}) {
        const QRect curve = testing::boundsOf(image, image.rect(), [colour](QRgb p) {
            return testing::colourDistance(p, colour) < 24;
        });
        QVERIFY2(curve.width() > image.width() / 2 && curve.height() > image.height() / 3,
                 qPrintable(QStringLiteral("curve %1 spans %2x%3")
                                .arg(QColor(colour).name())
                                .arg(curve.width())
                                .arg(curve.height())));
    }
}

/// What each view must show in a PNG.
void verifyPicture(const QString& view, const QImage& image) {
    if (view == QLatin1String("pe-matrix")) verifyEncodingMatrix(image);
    if (view == QLatin1String("pe-binary")) verifyBinaryCode(image);
    if (view == QLatin1String("pe-similarity") || view == QLatin1String("rope"))
        verifyDiagonalPeak(image);
    if (view == QLatin1String("pe-curves")) verifyCurves(image);
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
                              << QStringList{"RoPE: (R_i q) · (R_j k)", "Scores against j − i"};
        QTest::newRow("pe-rotation, own parameters, projector font")
            << "pe-rotation"
            << QStringList{"--n", "100", "--d", "64",      "--base", "1000",        "--j",
                           "5",   "--i", "40",  "--delta", "-30",    "--font-size", "20"}
            << png
            << QStringList{"Pair j = 5",
                           "i = 40",
                           "i+δ = 10",
                           "p[i, 10]", // the rest of the axis label is elided at 20 pt
                           "over 70 positions × 32 pairs",
                           "p_0 … p_99"};
        QTest::newRow("pe-curves with columns")
            << "pe-curves" << QStringList{"--columns", "0,1,10,11"} << png
            << QStringList{"column 0: sin(i·ω₀)", "column 1: cos(i·ω₀)", "column 10: sin(i·ω₅)",
                           "column 11: cos(i·ω₅)"};
        QTest::newRow("rope as SVG")
            << "rope" << QStringList{} << QStringLiteral("figure.svg")
            << QStringList{"RoPE: (R_i q) · (R_j k)", "key position j", "query position i"};
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
        const QStringList args =
            QStringList{"export", "--view", view, "--width", "800", "--height", "450"} + extra;
        const Run run = runApp(args + QStringList{"--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList{file});
        if (file.endsWith(QLatin1String(".png"))) {
            const QImage image(out);
            QCOMPARE(image.size(), QSize(800, 450));
            verifyPicture(view, image);
            if (QTest::currentTestFailed()) return;
        } else if (file.endsWith(QLatin1String(".pdf"))) {
            QFile pdf(out);
            QVERIFY(pdf.open(QIODevice::ReadOnly));
            const QByteArray bytes = pdf.readAll();
            QVERIFY(bytes.startsWith("%PDF") && bytes.trimmed().endsWith("%%EOF"));
        }
        // The same figure as SVG holds its words as text.
        const QString svg = file.endsWith(QLatin1String(".svg"))
                                ? out
                                : m_dir->filePath(QStringLiteral("texts.svg"));
        if (svg != out) QCOMPARE(runApp(args + QStringList{"--out", svg}).exitCode, 0);
        ATTN_VERIFY_SVG_TEXT(svg, phrases);
        if (view == QLatin1String("pe-rotation")) verifyResidualIsTiny(svg);
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
