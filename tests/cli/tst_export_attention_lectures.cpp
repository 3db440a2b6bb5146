// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view pooling|scores|sqrt-d|dictionary`, run as a script would, and
// the options of every lecture demonstration in `export --help`.
#include "tests/support/image_checks.h"
#include "tests/support/run_app.h"

#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>

using Run = testing::AppRun;
using testing::runApp;

namespace {

/// Pixels of colour (within a tolerance that takes in anti-aliasing) in region.
int inkOf(const QImage& image, const QRect& region, QRgb colour) {
    return testing::countNear(image, region, colour, 40);
}

/// Nadaraya-Watson pooling: the weights' heat maps (see testing::kernelWeightsProblem) and the
/// curves above them.
void verifyPooling(const QImage& image, bool largeFont) {
    const QString weights = testing::kernelWeightsProblem(image, 0.12);
    QVERIFY2(weights.isEmpty(), qPrintable(weights));
    // The fitted estimate, drawn last, runs over the whole x range; the true function and the
    // estimate with σ show their colours. A large font's legend covers half of the curves and
    // leaves little more than its own swatches of those two colours.
    const QRect curves(0, 0, image.width() * 2 / 3, image.height() / 2);
    const QRect fitted = testing::boundsOf(image, curves, [](QRgb p) {
        return testing::colourDistance(p, testing::kVermillion) < 40;
    });
    QVERIFY2(largeFont || fitted.width() > curves.width() / 2,
             qPrintable(QStringLiteral("the estimate with w spans %1 pixels").arg(fitted.width())));
    for (const QRgb colour : {testing::kGreen, testing::kBlue})
        QVERIFY2(inkOf(image, curves, colour) > (largeFont ? 40 : 200),
                 qPrintable(QStringLiteral("%1 pixels of %2")
                                .arg(inkOf(image, curves, colour))
                                .arg(QColor(colour).name())));
}

/// -1, 0 or +1: the side of the diverging map a cell's colour is on.
int side(QRgb p) {
    return qRed(p) > qBlue(p) + 12 ? 1 : qBlue(p) > qRed(p) + 12 ? -1 : 0;
}

/// Four score maps of 4 queries x 6 keys on one diverging scale. Scaled dot is dot / √d: every
/// cell has the sign of the dot cell beside it and is lighter, and dot reaches deep into both
/// ends of the map.
void verifyScores(const QImage& image) {
    const QVector<QRect> maps =
        testing::wideBlocks(image, [](QRgb p) { return testing::isInk(p); });
    QVERIFY2(maps.size() == 4, qPrintable(QStringLiteral("%1 score maps").arg(maps.size())));
    for (const QRect& map : maps)
        QVERIFY2(std::abs(map.width() - maps[0].width()) <= 3 &&
                     std::abs(map.height() - maps[0].height()) <= 3,
                 "the four maps differ in size");
    int darkestRed = 255, darkestBlue = 255;
    for (int q = 0; q < 4; ++q)
        for (int k = 0; k < 6; ++k) {
            const QRgb dot = testing::cellColour(image, maps[0], 4, 6, q, k);
            const QRgb scaled = testing::cellColour(image, maps[1], 4, 6, q, k);
            (side(dot) > 0 ? darkestRed : darkestBlue) =
                std::min(side(dot) > 0 ? darkestRed : darkestBlue, qGray(dot));
            QVERIFY2(side(scaled) == 0 || side(scaled) == side(dot),
                     qPrintable(QStringLiteral("q%1 k%2: dot and scaled dot of opposite signs")
                                    .arg(q + 1)
                                    .arg(k + 1)));
            QVERIFY2(qGray(scaled) + 6 >= qGray(dot),
                     qPrintable(QStringLiteral("q%1 k%2: scaled dot %3 darker than dot %4")
                                    .arg(q + 1)
                                    .arg(k + 1)
                                    .arg(qGray(scaled))
                                    .arg(qGray(dot))));
        }
    QVERIFY2(darkestRed < 120 && darkestBlue < 120,
             qPrintable(
                 QStringLiteral("dot's darkest red %1, blue %2").arg(darkestRed).arg(darkestBlue)));
}

/// With d_q != d_k dot and scaled dot are not defined: their panels hold the vermillion note
/// and no map; bilinear and additive are drawn as weights on the right.
void verifyScoresUndefined(const QImage& image) {
    const QVector<QRect> maps = testing::wideBlocks(image, testing::coloured);
    QVERIFY2(maps.size() == 2, qPrintable(QStringLiteral("%1 maps").arg(maps.size())));
    for (const QRect& map : maps)
        QVERIFY2(map.left() > image.width() * 2 / 5, "a map where dot or scaled dot is");
    const QRect left(0, 0, image.width() * 2 / 5, image.height());
    QVERIFY2(inkOf(image, left, testing::kVermillion) > 50, "no note in the undefined panels");
}

/// The unscaled dot products (vermillion, left) and the scaled ones (blue, middle) as
/// histograms; below them softmax(q·k) has a bright cell in most of its 6 rows and
/// softmax(q·k/√d) none at all.
void verifySqrtD(const QImage& image) {
    const int third = image.width() / 3, half = image.height() / 2;
    QVERIFY2(inkOf(image, QRect(0, 0, third, half), testing::kVermillion) > 500,
             "no vermillion histogram on the left");
    QVERIFY2(inkOf(image, QRect(third, 0, third, half), testing::kBlue) > 500,
             "no blue histogram in the middle");
    const QImage bottom = image.copy(0, half, image.width(), image.height() - half);
    const QVector<QRect> maps = testing::wideBlocks(bottom, testing::coloured, 0.3);
    QVERIFY2(maps.size() == 2, qPrintable(QStringLiteral("%1 heat maps").arg(maps.size())));
    // Most rows of softmax(q·k) are near one-hot; no weight of softmax(q·k/√d) comes near 1.
    const auto bright = [&bottom](const QRect& map) {
        const QVector<int> cells = testing::cellBrightness(bottom, map, 6, 16);
        return std::count_if(cells.begin(), cells.end(), [](int gray) { return gray > 150; });
    };
    QVERIFY2(bright(maps[0]) >= 4,
             qPrintable(QStringLiteral("%1 bright cells in softmax(q·k)").arg(bright(maps[0]))));
    QVERIFY2(bright(maps[1]) == 0,
             qPrintable(QStringLiteral("%1 bright cells in softmax(q·k/√d)").arg(bright(maps[1]))));
}

/// Score bars (sky) and weight bars (blue) above one row of attention, hottest at the key the
/// query matches.
void verifyDictionary(const QImage& image, int hotKey) {
    const int half = image.height() / 2;
    QVERIFY2(inkOf(image, QRect(0, 0, image.width() / 2, half), testing::kSky) > 500,
             "no score bars");
    QVERIFY2(inkOf(image, QRect(image.width() / 2, 0, image.width() / 2, half), testing::kBlue) >
                 200,
             "no weight bars");
    const QImage bottom = image.copy(0, half, image.width(), image.height() - half);
    const QRect row = testing::widestBlock(bottom, testing::coloured, 0.1); // a row of cells
    QVERIFY2(row.width() > image.width() / 2, "no row of attention");
    QCOMPARE(testing::brightestCell(bottom, row, 1, 3), QPoint(hotKey, 0));
}

void verifyPicture(const QString& view, const QStringList& extra, const QImage& image, int hotKey) {
    if (view == QLatin1String("pooling"))
        verifyPooling(image, extra.contains(QLatin1String("--font-size")));
    if (view == QLatin1String("scores"))
        extra.contains(QLatin1String("weights")) ? verifyScoresUndefined(image)
                                                 : verifyScores(image);
    if (view == QLatin1String("sqrt-d")) verifySqrtD(image);
    if (view == QLatin1String("dictionary")) verifyDictionary(image, hotKey);
}

} // namespace

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
        QTest::addColumn<QStringList>("phrases"); ///< words the figure must show
        QTest::addColumn<int>("hotKey");          ///< dictionary: the key the query matches
        const QString png = QStringLiteral("figure.png");
        const QStringList pooling{"Leave-one-out L(w)",
                                  "samples",
                                  "true f(x)",
                                  "estimate σ = 0.5",
                                  "α with σ = 0.5 (rows sum to 1)",
                                  "key xᵢ",
                                  "query x",
                                  "weight α"};
        QTest::newRow("pooling") << "pooling" << QStringList{} << png
                                 << pooling +
                                        QStringList{"f(x) = Σ α(x, xᵢ) yᵢ with σ = 0.5 and w = 1",
                                                    "estimate w = 1", "α with w = 1",
                                                    "(wider: w < 1/σ)"}
                                 << -1;
        const QStringList scores{"dot",      "q·k",   "scaled dot", "q·k/√d",
                                 "bilinear", "qᵀW k", "additive",   "key"};
        QTest::newRow("scores")
            << "scores" << QStringList{} << png
            << scores + QStringList{"score (one scale for all four)",
                                    "q: 4 queries of size d_q = 4, k: 6 keys of size d_k = 4."}
            << -1;
        const QStringList sqrtD{"variance",
                                "Largest weight:",
                                "mean over 16 keys",
                                "softmax(q·k): near one-hot",
                                "softmax(q·k/√d): spread",
                                "1/16",
                                "softmax weight"};
        QTest::newRow("sqrt-d") << "sqrt-d" << QStringList{} << png
                                << sqrtD + QStringList{"q·k, d = 64:", "d = 64"} << -1;
        QTest::newRow("dictionary") << "dictionary" << QStringList{} << png
                                    << QStringList{"Scores q·k/√D for the query 'kind'",
                                                   "Weights softmax(score / 4)",
                                                   "One row of attention: query × keys",
                                                   "color",
                                                   "age",
                                                   "type",
                                                   "d['kind'] → KeyError: 'kind'",
                                                   "Attention lookup:",
                                                   "0.78·pickup"}
                                    << 2;
        QTest::newRow("pooling, own data, fitted w")
            << "pooling"
            << QStringList{"--sigma", "0.2", "--samples", "80",          "--noise", "0.3",
                           "--seed",  "5",   "--fit-w",   "--font-size", "18"}
            << png << QStringList{"with σ = 0.2", "estimate σ = 0.2", "(fitted)", "key xᵢ"} << -1;
        QTest::newRow("pooling, w given")
            << "pooling" << QStringList{"--kernel-w", "4"} << png
            << pooling + QStringList{"f(x) = Σ α(x, xᵢ) yᵢ with σ = 0.5 and w = 4",
                                     "estimate w = 4", "α with w = 4", "(sharper: w > 1/σ)"}
            << -1;
        QTest::newRow("scores, d_q != d_k, weights")
            << "scores" << QStringList{"--dq", "3", "--dk", "5", "--score-scale", "weights"} << png
            << scores + QStringList{"not defined:",
                                    "q·k needs", // the note wraps inside its panel
                                    "(here 3 ≠ 5)",
                                    "softmax weight (each row sums to 1)",
                                    "q: 4 queries of size d_q = 3, k: 6 keys of size d_k = 5.",
                                    "bilinear (W: 3×5)"}
            << -1;
        QTest::newRow("sqrt-d, d = 512")
            << "sqrt-d" << QStringList{"--dim", "512", "--draws", "3000"} << png
            << sqrtD + QStringList{"q·k, d = 512:", "d = 512"} << -1;
        QTest::newRow("dictionary, own entries")
            << "dictionary"
            << QStringList{"--query",       "year", "--entries", "name=Ann,age=30,height=170",
                           "--temperature", "1"}
            << png
            << QStringList{"Scores q·k/√D for the query 'year'",
                           "Weights softmax(score / 1)",
                           "name",
                           "age",
                           "height",
                           "d['year'] → KeyError: 'year'",
                           "1.00·30"}
            << 1;
        QTest::newRow("scores as SVG")
            << "scores" << QStringList{} << QStringLiteral("figure.svg")
            << scores + QStringList{"score (one scale for all four)"} << -1;
        QTest::newRow("sqrt-d as PDF") << "sqrt-d" << QStringList{} << QStringLiteral("figure.pdf")
                                       << sqrtD + QStringList{"q·k, d = 64:"} << -1;
    }
    void everyViewWritesAFigure() {
        QFETCH(QString, view);
        QFETCH(QStringList, extra);
        QFETCH(QString, file);
        QFETCH(QStringList, phrases);
        QFETCH(int, hotKey);
        const QString out = m_dir->filePath(file);
        const testing::ExportedFigure figure =
            testing::exportFigure(view, extra, out, m_dir->path());
        QVERIFY2(figure.problem.isEmpty(), qPrintable(figure.problem));
        if (!figure.png.isNull()) {
            const QImage& image = figure.png;
            verifyPicture(view, extra, image, hotKey);
            if (QTest::currentTestFailed()) return;
        }
        const QString svg = testing::sameFigureAsSvg(figure.args, out, m_dir->path());
        QVERIFY(!svg.isEmpty());
        ATTN_VERIFY_SVG_TEXT(svg, phrases);
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
