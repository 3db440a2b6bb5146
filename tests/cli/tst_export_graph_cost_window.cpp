// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view gat|cost|ran` (the Lectures tab), run as a script would.
#include "tests/support/image_checks.h"
#include "tests/support/run_app.h"

#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>

using testing::runApp;

namespace {

/// The colour of an attention cell with no edge behind it (ui/lectures/gat/gatfigure.cpp).
constexpr QRgb kNoEdge = 0xffe4e4e4;

bool coloured(QRgb p) {
    return testing::chroma(p) > 40;
}

/// The GAT figure's α matrix (middle): n x n cells, grey where i and j are not neighbours.
/// Returns the grey cells, row-major.
QVector<bool> noEdgeCells(const QImage& image, int n, QRect* matrix) {
    *matrix = testing::widestBlock(image, [](QRgb p) { return testing::isInk(p); });
    QVector<bool> grey;
    if (matrix->width() < image.width() / 10) return grey;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            grey << (testing::colourDistance(testing::cellColour(image, *matrix, n, n, i, j),
                                             kNoEdge) <= 6);
    return grey;
}

QString cellsReport(const QVector<bool>& grey, int n) {
    QStringList rows;
    for (int i = 0; i < n; ++i) {
        QString row;
        for (int j = 0; j < n; ++j)
            row += grey[i * n + j] ? QLatin1Char('.') : QLatin1Char('#');
        rows << row;
    }
    return QStringLiteral("edges (#) of the α matrix: ") + rows.join(QLatin1Char(' '));
}

/// The sample graph: the pentagon v1..v5, the chords v1-v3 and v1-v4 and v6 on v1. Its α
/// matrix is grey exactly where there is no edge (a node attends to itself), the selected
/// node v1 is orange in the graph and framed in orange in the matrix, and h′ of v1 is drawn
/// as blue bars on the right.
void verifySampleGraph(const QImage& image) {
    const int n = 6;
    bool edge[n][n] = {};
    for (const auto& [a, b] :
         {std::pair{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 2}, {0, 3}, {0, 5}})
        edge[a][b] = edge[b][a] = true;
    QRect matrix;
    const QVector<bool> grey = noEdgeCells(image, n, &matrix);
    QVERIFY2(grey.size() == n * n, "no α matrix");
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            QVERIFY2(grey[i * n + j] == (i != j && !edge[i][j]),
                     qPrintable(QStringLiteral("v%1, v%2: ").arg(i + 1).arg(j + 1) +
                                cellsReport(grey, n)));
    const QRect graph(0, 0, matrix.left(), image.height());
    QVERIFY2(testing::countNear(image, graph, testing::kOrange, 40) > 100, "v1 is not orange");
    const QRect firstRow =
        testing::cellOf(matrix, n, n, 0, 0).united(testing::cellOf(matrix, n, n, 0, n - 1));
    QVERIFY2(testing::countNear(image, firstRow.adjusted(-4, -4, 4, 4), testing::kOrange, 40) >
                 firstRow.width(),
             "the row of v1 is not framed");
    const QRect bars(image.width() * 3 / 4, 0, image.width() / 4, image.height());
    QVERIFY2(testing::countNear(image, bars, testing::kBlue, 16) > 500, "no bars of h′");
}

/// A random graph of n nodes: its α matrix is grey where there is no edge, and edges are
/// undirected and every node attends to itself, so the grey cells are symmetric and never on
/// the diagonal.
void verifyRandomGraph(const QImage& image, int n) {
    QRect matrix;
    const QVector<bool> grey = noEdgeCells(image, n, &matrix);
    QVERIFY2(grey.size() == n * n, "no α matrix");
    const int greyCells = int(std::count(grey.begin(), grey.end(), true));
    QVERIFY2(greyCells > 0 && greyCells < n * (n - 1), qPrintable(cellsReport(grey, n)));
    for (int i = 0; i < n; ++i) {
        QVERIFY2(!grey[i * n + i], qPrintable(cellsReport(grey, n)));
        for (int j = 0; j < i; ++j)
            QVERIFY2(grey[i * n + j] == grey[j * n + i], qPrintable(cellsReport(grey, n)));
    }
}

/// Measured times and fitted laws of the three layers in their colours (the numbers are
/// measured, so not checked). Each colour (its own, not the anti-aliased edge of another) is
/// in the legend and on its line; lines measured
/// alike may hide one another, except the convolution (green, drawn last) and self-attention
/// (blue, far above the others at large n): both run from the smallest to the largest n.
void verifyCost(const QImage& image) {
    for (const QRgb colour : {testing::kBlue, testing::kVermillion, testing::kGreen}) {
        const QRect line = testing::boundsOf(image, image.rect(), [colour](QRgb p) {
            return testing::colourDistance(p, colour) <= 12;
        });
        const int pixels = testing::countNear(image, image.rect(), colour, 12);
        QVERIFY2(pixels > 60 &&
                     (colour == testing::kVermillion || line.width() > image.width() / 2),
                 qPrintable(QStringLiteral("%1: %2 pixels spanning %3")
                                .arg(QColor(colour).name())
                                .arg(pixels)
                                .arg(line.width())));
    }
}

/// A cell of weight 0: the zero end of viridis, or the orange frame of a window or the dark
/// dividing line drawn over it (the frames are thick next to the thin rows of a long text).
bool zeroOrFrame(QRgb p) {
    return testing::between(p, testing::kViridisLow, testing::kOrange) ||
           testing::between(p, testing::kViridisLow, 0xff222222);
}

/// Attention over windows of w tokens with a global slot per window: token t reads only its
/// window's slot g_(t/w) and the tokens of its window, so every other cell of the map
/// (n rows, n/w slots + n tokens across) is the zero end of viridis. The slot part and the
/// token part of the map are split by a dark line; a window's block is framed in orange.
void verifyWindows(const QImage& image, int n, int w) {
    const int slotCount = (n + w - 1) / w, columns = slotCount + n;
    QVector<QRect> parts;
    for (const QRect& block : testing::solidBlocks(image, coloured, 0.25))
        if (block.height() > image.height() / 4) parts << block;
    QVERIFY2(parts.size() == 3, qPrintable(QStringLiteral("%1 blocks").arg(parts.size())));
    const QRect map = parts[0].united(parts[1]); // slots, tokens; then the colour bar
    QVERIFY2(std::abs(parts[0].width() * n - parts[1].width() * slotCount) < 8 * n,
             "the slot and token parts are not slots : tokens wide");
    QStringList outside;
    for (int t = 0; t < n; ++t)
        for (int c = 0; c < columns; ++c) {
            const bool reads = c < slotCount ? c == t / w : (c - slotCount) / w == t / w;
            const QRgb p = testing::cellColour(image, map, n, columns, t, c);
            if (!reads && !zeroOrFrame(p)) outside << QStringLiteral("(%1, %2)").arg(t).arg(c);
        }
    QVERIFY2(outside.isEmpty(), qPrintable(QStringLiteral("weights outside the windows at ") +
                                           outside.join(QLatin1Char(' '))));
    QVERIFY2(testing::countNear(image, map.adjusted(-4, -4, 4, 4), testing::kOrange, 40) >
                 2 * map.height(),
             "the windows are not framed");
}

} // namespace

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
        QTest::addColumn<QStringList>("phrases"); ///< words the figure must show
        const QString png = QStringLiteral("figure.png");
        const QStringList gat{"Graph, head 1:",  "around v1",        "head 1",
                              "(grey: no edge)", "h′ of v1",         "v6",
                              "neighbour j",     "node i (attends)", "K·F′ = 6"};
        QTest::newRow("gat") << "gat" << QStringList{} << png << gat;
        QTest::newRow("gat, random graph, all edges, average")
            << "gat" << QStringList{"--nodes",           "12",      "--gat-heads", "3",
                                    "--gat-aggregation", "average", "--gat-edges", "all",
                                    "--gat-show-head",   "3",       "--seed",      "5"}
            << png << QStringList{"Graph, head 3:", "on every edge", "head 3", "(grey: no edge)",
                                  "h′ of v1",       "v12",           "F′ = 3"};
        QTest::newRow("gat as SVG") << "gat" << QStringList{} << "figure.svg" << gat;
        const QStringList cost{"(measured: solid; fitted law: dashed)",
                               "sequence length n",
                               "seconds per forward pass",
                               "self-attention: slope",
                               "c·(4nd² + 2n²d) fit",
                               "n²d law (slope 2)",
                               "recurrent (Elman RNN): slope",
                               "c·nd² fit",
                               "c·knd² fit"};
        QTest::newRow("cost (quick default)")
            << "cost" << QStringList{} << png
            << cost + QStringList{"Time of one forward pass, d = 64", "convolution (k = 3): slope"};
        QTest::newRow("cost, small range, d 16, k 5")
            << "cost" << QStringList{"--max-n", "64", "--layer-dim", "16", "--conv-kernel", "5"}
            << png
            << cost + QStringList{"Time of one forward pass, d = 16", "convolution (k = 5): slope"};
        const QStringList ran{"g₀",
                              "g₁",
                              "g₂",
                              "recurrent",
                              "network",
                              "window",
                              "carried global slots g, then tokens (keys and values)",
                              "token (query)",
                              "attention weight"};
        QTest::newRow("ran") << "ran" << QStringList{} << png
                             << ran + QStringList{
                                          "Attention over windows:",
                                          "n = 12, w = 4, 3 windows (orange: a window's block)"};
        QTest::newRow("ran, 30 tokens, window 7, projector")
            << "ran" << QStringList{"--ran-tokens", "30", "--window", "7", "--font-size", "20"}
            << png
            // Labels thinned to every third token at 20 pt: g₀, g₃, …, x29.
            << QStringList{"Attention over windows:",
                           "n = 30, w = 7, 5 windows",
                           "g₀",
                           "g₃",
                           "x29",
                           "recurrent",
                           "window",
                           "carried global slots g, then tokens (keys and values)",
                           "token (query)",
                           "attention weight"};
        QTest::newRow("ran as PDF")
            << "ran" << QStringList{} << "figure.pdf"
            << ran + QStringList{"Attention over windows:", "n = 12, w = 4, 3 windows"};
    }
    void viewsWriteFigures() {
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
            if (view == QLatin1String("gat"))
                extra.isEmpty() ? verifySampleGraph(image) : verifyRandomGraph(image, 12);
            if (view == QLatin1String("cost")) verifyCost(image);
            if (view == QLatin1String("ran"))
                extra.isEmpty() ? verifyWindows(image, 12, 4) : verifyWindows(image, 30, 7);
            if (QTest::currentTestFailed()) return;
        }
        // The same figure as SVG holds its words as text (the cost view measures again).
        const QString svg = testing::sameFigureAsSvg(figure.args, out, m_dir->path());
        QVERIFY(!svg.isEmpty());
        ATTN_VERIFY_SVG_TEXT(svg, phrases);
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
