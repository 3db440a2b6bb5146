// SPDX-License-Identifier: GPL-3.0-or-later
// Matrix -> colour-map data, token tickers, cell text contrast, cell tooltips, title fitting
// and the colour map: the pure functions the figure is built from; and the tooltips of a
// heatmap figure and a layer x head grid over a repeated text; matrices prepared ahead (on a
// worker) and the columns of a grid of heads.
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/headgrid.h"
#include "ui/plotkit/heatmapdata.h"
#include "ui/plotkit/heatmapfigure.h"
#include "ui/plotkit/layerheadgridfigure.h"
#include "ui/plotkit/style.h"
#include "ui/plotkit/textfit.h"

#include <QtTest>

using namespace attn::ui;

namespace {

// m(i,j) = 10 i + j + 0.5: every cell distinct, and the value names its row and column.
Eigen::MatrixXf indexed(int rows, int cols) {
    Eigen::MatrixXf m(rows, cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            m(i, j) = float(10 * i + j) + 0.5f;
    return m;
}

// Colours equal up to rounding (one unit per channel).
bool nearlyEqual(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) <= 1 && std::abs(a.green() - b.green()) <= 1 &&
           std::abs(a.blue() - b.blue()) <= 1;
}

} // namespace

class TestHeatmapData : public QObject {
    Q_OBJECT

  private slots:
    void cellsLandWhereTheyBelong_data();
    void cellsLandWhereTheyBelong();
    void emptyMatrixGivesEmptyData();
    void axisRangeShowsWholeCells_data();
    void axisRangeShowsWholeCells();
    void tickerLabelsTokens_data();
    void tickerLabelsTokens();
    void labelStep_data();
    void labelStep();
    void textContrastsWithCell_data();
    void textContrastsWithCell();
    void describesCell();
    void repeatedTextGivesDistinctTooltips();
    void numbersCarryATrueMinus_data();
    void numbersCarryATrueMinus();
    void titlesFitTheirRoom_data();
    void titlesFitTheirRoom();
    void captionsWrapToTheirRoom();
    void viridisEnds();
    void preparedMatrixKeepsItsCells();
    void preparedPictureIsTheColourMapsOwn();
    void gridColumnsKeepPanelsSquare_data();
    void gridColumnsKeepPanelsSquare();
};

void TestHeatmapData::cellsLandWhereTheyBelong_data() {
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::newRow("square 6x6 (the lecture's sentence)") << 6 << 6;
    QTest::newRow("more keys than queries 2x5") << 2 << 5;
    QTest::newRow("more queries than keys 5x2") << 5 << 2;
    QTest::newRow("one query 1x4") << 1 << 4;
    QTest::newRow("one key 4x1") << 4 << 1;
    QTest::newRow("one word 1x1") << 1 << 1;
}

void TestHeatmapData::cellsLandWhereTheyBelong() {
    QFETCH(int, rows);
    QFETCH(int, cols);
    const Eigen::MatrixXf m = indexed(rows, cols);
    const auto data = toColorMapData(m);

    // Keys (x) are columns, values (y) are rows.
    QCOMPARE(data->keySize(), cols == 1 ? 2 : cols);
    QCOMPARE(data->valueSize(), rows == 1 ? 2 : rows);
    if (cols > 1) QCOMPARE(data->keyRange(), QCPRange(0, cols - 1));
    if (rows > 1) QCOMPARE(data->valueRange(), QCPRange(0, rows - 1));
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) {
            // At the cell's centre and near its edges, the value is m(i,j).
            for (double dx : {0.0, -0.4, 0.4})
                for (double dy : {0.0, -0.4, 0.4})
                    QVERIFY2(data->data(j + dx, i + dy) == double(m(i, j)),
                             qPrintable(QStringLiteral("m(%1,%2) = %3 but data(%4,%5) = %6")
                                            .arg(i)
                                            .arg(j)
                                            .arg(m(i, j))
                                            .arg(j + dx)
                                            .arg(i + dy)
                                            .arg(data->data(j + dx, i + dy))));
            if (rows > 1 && cols > 1) QCOMPARE(data->cell(j, i), double(m(i, j)));
        }
    QCOMPARE(data->dataBounds(), QCPRange(m.minCoeff(), m.maxCoeff()));
}

void TestHeatmapData::emptyMatrixGivesEmptyData() {
    const auto data = toColorMapData(Eigen::MatrixXf(0, 3));
    QCOMPARE(data->keySize(), 0);
    QCOMPARE(data->valueSize(), 0);
}

void TestHeatmapData::axisRangeShowsWholeCells_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("lower");
    QTest::addColumn<double>("upper");
    QTest::newRow("one cell") << 1 << -0.5 << 0.5;
    QTest::newRow("six cells") << 6 << -0.5 << 5.5;
    QTest::newRow("no cells still a valid range") << 0 << -0.5 << 0.5;
}

void TestHeatmapData::axisRangeShowsWholeCells() {
    QFETCH(int, n);
    QFETCH(double, lower);
    QFETCH(double, upper);
    QCOMPARE(cellAxisRange(n), QCPRange(lower, upper));
}

void TestHeatmapData::tickerLabelsTokens_data() {
    QTest::addColumn<QStringList>("labels");
    QTest::addColumn<int>("step");
    QTest::addColumn<QList<double>>("positions");
    QTest::addColumn<QStringList>("expected");
    const QStringList words{"Надо", "сдавать", "лабораторные", "до", "срока", "выполнения"};
    QTest::newRow("every word") << words << 1 << QList<double>{0, 1, 2, 3, 4, 5} << words;
    QTest::newRow("every second word")
        << words << 2 << QList<double>{0, 2, 4} << QStringList{"Надо", "лабораторные", "срока"};
    QTest::newRow("step beyond the end keeps the first")
        << words << 10 << QList<double>{0} << QStringList{"Надо"};
    QTest::newRow("step 0 counts as 1")
        << QStringList{"a", "b"} << 0 << QList<double>{0, 1} << QStringList{"a", "b"};
    QTest::newRow("repeated word keeps both positions")
        << QStringList{"the", "cat", "the"} << 1 << QList<double>{0, 1, 2}
        << QStringList{"the", "cat", "the"};
    QTest::newRow("no words") << QStringList{} << 1 << QList<double>{} << QStringList{};
}

void TestHeatmapData::tickerLabelsTokens() {
    QFETCH(QStringList, labels);
    QFETCH(int, step);
    QFETCH(QList<double>, positions);
    QFETCH(QStringList, expected);
    const auto ticker = makeTokenTicker(labels, step);
    QCOMPARE(ticker->ticks().keys(), positions);
    QStringList isolated; // each label a first-strong isolate
    for (const QString& label : expected)
        isolated << QChar(0x200E) + label + QChar(0x200E); // left to right
    QCOMPARE(QStringList(ticker->ticks().values()), isolated);
    QCOMPARE(ticker->subTickCount(), 0);
}

void TestHeatmapData::labelStep_data() {
    QTest::addColumn<double>("label");
    QTest::addColumn<double>("cell");
    QTest::addColumn<int>("step");
    QTest::newRow("label fits in a cell") << 10.0 << 40.0 << 1;
    QTest::newRow("label exactly a cell") << 40.0 << 40.0 << 1;
    QTest::newRow("label a bit larger than a cell") << 41.0 << 40.0 << 2;
    QTest::newRow("tiny cells of a long sentence") << 18.0 << 0.5 << 36;
    QTest::newRow("no room at all") << 18.0 << 0.0 << 1;
}

void TestHeatmapData::labelStep() {
    QFETCH(double, label);
    QFETCH(double, cell);
    QFETCH(int, step);
    QCOMPARE(attn::ui::labelStep(label, cell), step);
}

void TestHeatmapData::textContrastsWithCell_data() {
    QTest::addColumn<QColor>("background");
    QTest::addColumn<bool>("lightText");
    QTest::newRow("viridis low end (dark purple)") << QColor("#440154") << true;
    QTest::newRow("viridis middle (teal)") << QColor("#21918c") << false;
    QTest::newRow("viridis high end (yellow)") << QColor("#fde725") << false;
    QTest::newRow("black") << QColor(Qt::black) << true;
    QTest::newRow("white") << QColor(Qt::white) << false;
}

void TestHeatmapData::textContrastsWithCell() {
    QFETCH(QColor, background);
    QFETCH(bool, lightText);
    const QColor text = textColorOn(background);
    QCOMPARE(relativeLuminance(text) > 0.5, lightText);
    const double a = relativeLuminance(text), b = relativeLuminance(background);
    const double ratio = (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
    QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("contrast ratio %1 < 4.5").arg(ratio)));
}

void TestHeatmapData::describesCell() {
    QCOMPARE(describeCell(1, QStringLiteral("сдавать"), 3, QStringLiteral("до"), 0.129598),
             QStringLiteral("#2 ‘сдавать’ → #4 ‘до’: 0.1296"));
    QCOMPARE(describeCell(0, QStringLiteral("a"), 11, QStringLiteral("b"), 1.0, 2),
             QStringLiteral("#1 ‘a’ → #12 ‘b’: 1.00"));
    QCOMPARE(describeCell(0, QStringLiteral("a"), 1, QStringLiteral("b"), -qInf()),
             QStringLiteral("#1 ‘a’ → #2 ‘b’: −∞ (masked)"));
    QCOMPARE(describeCell(0, QStringLiteral("a"), 1, QStringLiteral("b"), qQNaN()),
             QStringLiteral("#1 ‘a’ → #2 ‘b’: −∞ (masked)"));
    QCOMPARE(describeCell(0, QStringLiteral("x"), 0, QStringLiteral("y"), -0.25, 2),
             QStringLiteral("#1 ‘x’ → #1 ‘y’: \u22120.25"));
    QCOMPARE(describeVectorEntry(1, QStringLiteral("сдавать"), 2, -0.486),
             QStringLiteral("#2 ‘сдавать’, dimension 3: \u22120.4860"));
    // A Persian token is isolated: the line keeps its order (positions, arrow, weight).
    QCOMPARE(describeCell(0, QStringLiteral("سلام"), 5, QStringLiteral("the"), 0.5, 1),
             QStringLiteral("#1 ‘\u2068سلام\u2069’ → #6 ‘the’: 0.5"));
}

void TestHeatmapData::repeatedTextGivesDistinctTooltips() {
    // "the cat the cat": cells (0, 1) and (2, 3) both read the → cat; only positions differ.
    const QStringList tokens{QStringLiteral("the"), QStringLiteral("cat"), QStringLiteral("the"),
                             QStringLiteral("cat")};
    Eigen::MatrixXf w = Eigen::MatrixXf::Constant(4, 4, 0.25f);
    HeatmapFigure figure;
    figure.panel()->setMatrix(w, tokens, tokens);
    figure.resize(600, 500);
    figure.show();
    QVERIFY(QTest::qWaitForWindowExposed(&figure));
    figure.replot();
    const QCPAxisRect* rect = figure.panel()->axisRect();
    const auto centre = [rect](int row, int column) {
        return QPointF(rect->axis(QCPAxis::atBottom)->coordToPixel(column),
                       rect->axis(QCPAxis::atLeft)->coordToPixel(row));
    };
    const QString first = figure.describeAt(centre(0, 1));
    const QString second = figure.describeAt(centre(2, 3));
    QVERIFY2(first != second, qPrintable(first));
    QCOMPARE(first, QStringLiteral("#1 ‘the’ → #2 ‘cat’: 0.2500"));
    QCOMPARE(second, QStringLiteral("#3 ‘the’ → #4 ‘cat’: 0.2500"));

    // The layer x head grid names the same positions after its layer and head.
    LayerHeadGridFigure grid;
    grid.setMatrices(QStringLiteral("grid"), {{w, w}}, tokens, tokens);
    grid.resize(600, 400);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.replot();
    const QCPAxisRect* head = nullptr; // layer 1, head 2
    for (const QCPAxisRect* r : grid.axisRects())
        if (grid.cellAt(r->rect().center()) == QPoint(0, 1)) head = r;
    QVERIFY(head);
    const auto gridCentre = [head](int row, int column) {
        return QPointF(head->axis(QCPAxis::atBottom)->coordToPixel(column),
                       head->axis(QCPAxis::atLeft)->coordToPixel(row));
    };
    QCOMPARE(grid.describeAt(gridCentre(0, 1)),
             QStringLiteral("layer 1, head 2: #1 ‘the’ → #2 ‘cat’: 0.2500\nclick to open this "
                            "head"));
    QVERIFY(grid.describeAt(gridCentre(2, 3))
                .startsWith(QStringLiteral("layer 1, head 2: #3 ‘the’ → #4 ‘cat’: ")));
}

void TestHeatmapData::numbersCarryATrueMinus_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");
    QTest::newRow("positive") << 0.129598 << 4 << QStringLiteral("0.1296");
    QTest::newRow("negative: U+2212") << -0.25 << 2 << QStringLiteral("\u22120.25");
    QTest::newRow("rounds to zero: no sign") << -0.001 << 2 << QStringLiteral("0.00");
    QTest::newRow("whole") << -3.0 << 0 << QStringLiteral("\u22123");
    QTest::newRow("minus infinity") << -qInf() << 2 << QStringLiteral("\u2212\u221e");
}

void TestHeatmapData::numbersCarryATrueMinus() {
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(formatNumber(value, decimals), expected);
    QVERIFY(!formatNumber(value, decimals).contains(QLatin1Char('-')));
    QCOMPARE(formatScientific(-6.1e-8, 1), QStringLiteral("\u22126.1\u00d710\u207b\u2078"));
    QCOMPARE(FontRange::clamp(100), FontRange::kMax);
    QCOMPARE(FontRange::clamp(1), FontRange::kMin);
}

void TestHeatmapData::titlesFitTheirRoom_data() {
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("compact");
    QTest::addColumn<double>("roomInEms"); // room as a multiple of the font's "M" width
    QTest::addColumn<QString>("expected"); // "" = check lines and elision only
    QTest::addColumn<int>("lines");
    QTest::addColumn<bool>("elided");
    const QString oneHot = QStringLiteral("one-hot self-attention: softmax(x_i · x_j)");
    QTest::newRow("plenty of room: one line")
        << oneHot << QString() << 200.0 << oneHot << 1 << false;
    QTest::newRow("narrow: broken after the colon")
        << oneHot << QString() << 18.0
        << QStringLiteral("one-hot self-attention:\nsoftmax(x_i · x_j)") << 2 << false;
    QTest::newRow("very narrow: both lines elided")
        << oneHot << QString() << 5.0 << QString() << 2 << true;
    QTest::newRow("no colon to break at: elided")
        << QStringLiteral("head 12 of many heads") << QString() << 4.0 << QString() << 1 << true;
    QTest::newRow("broken at the separator, which goes")
        << QStringLiteral("[CLS] to patches, layer 4, head 4 \u00b7 the model says 4 (p = 0.58)")
        << QString() << 20.0
        << QStringLiteral("[CLS] to patches, layer 4, head 4\nthe model says 4 (p = 0.58)") << 2
        << false;
    QTest::newRow("three lines: the parts between separators wrapped")
        << QStringLiteral("Rollout over 4 layers, heads fused by mean, 0 % discarded \u00b7 the "
                          "model says 4 (p = 0.58)")
        << QString() << 24.0 << QString() << 3 << false;
    QTest::newRow("too narrow: the compact name")
        << QStringLiteral("head 12") << QStringLiteral("h12") << 2.5 << QStringLiteral("h12") << 1
        << false;
}

void TestHeatmapData::titlesFitTheirRoom() {
    QFETCH(QString, title);
    QFETCH(QString, compact);
    QFETCH(double, roomInEms);
    QFETCH(QString, expected);
    QFETCH(int, lines);
    QFETCH(bool, elided);
    QFont font;
    font.setPointSizeF(12);
    const double room = roomInEms * QFontMetricsF(font).horizontalAdvance(QLatin1Char('M'));
    const QString fitted = fitTitleText(title, font, room, compact);
    const QStringList parts = fitted.split(QLatin1Char('\n'));
    QCOMPARE(parts.size(), lines);
    QCOMPARE(fitted.contains(QChar(0x2026)), elided);
    QVERIFY2(widestText(parts, font) <= room, qPrintable(fitted));
    if (!expected.isEmpty()) QCOMPARE(fitted, expected);
}

void TestHeatmapData::captionsWrapToTheirRoom() {
    QFont font;
    font.setPointSizeF(12);
    const QString text = QStringLiteral("q: 4 queries of size d_q = 4.\nDot and scaled dot need "
                                        "d_q = d_k; bilinear and additive do not.");
    const double room = 16 * QFontMetricsF(font).horizontalAdvance(QLatin1Char('M'));
    const QString wrapped = wrapText(text, font, room);
    const QStringList lines = wrapped.split(QLatin1Char('\n'));
    QVERIFY2(lines.size() >= 4, qPrintable(wrapped)); // the given break stays, and more come
    QVERIFY2(widestText(lines, font) <= room, qPrintable(wrapped));
    QCOMPARE(QString(wrapped).replace(QLatin1Char('\n'), QLatin1Char(' ')),
             QString(text).replace(QLatin1Char('\n'), QLatin1Char(' '))); // no word lost
    QCOMPARE(wrapText(text, font, 1e6), text);                            // room enough: unchanged
    QCOMPARE(wrapText(QStringLiteral("unbreakable"), font, 5), QStringLiteral("unbreakable"));
}

void TestHeatmapData::viridisEnds() {
    QCPColorGradient viridis = viridisGradient();
    const QCPRange unit(0, 1);
    QVERIFY(nearlyEqual(QColor(viridis.color(0, unit)), QColor(68, 1, 84)));      // #440154
    QVERIFY(nearlyEqual(QColor(viridis.color(0.5, unit)), QColor(33, 145, 140))); // #21918c
    QVERIFY(nearlyEqual(QColor(viridis.color(1, unit)), QColor(253, 231, 37)));   // #fde725
    // Lightness rises monotonically: a perceptually ordered map.
    double previous = -1;
    for (int i = 0; i <= 20; ++i) {
        const double l = relativeLuminance(QColor(viridis.color(i / 20.0, unit)));
        QVERIFY2(l > previous, qPrintable(QStringLiteral("luminance falls at %1").arg(i / 20.0)));
        previous = l;
    }
}

void TestHeatmapData::preparedMatrixKeepsItsCells() {
    Eigen::MatrixXf m = indexed(130, 70);
    m(3, 4) = -2.5f;
    m(5, 6) = -std::numeric_limits<float>::infinity(); // masked
    using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    for (const HeatmapData& h : {prepareHeatmap(m), prepareRowMajorHeatmap(RowMajor(m))}) {
        QCOMPARE(h.rows, 130);
        QCOMPARE(h.columns, 70);
        QVERIFY(h.hasNegative && h.hasFinite);
        QCOMPARE(h.finite, QCPRange(-2.5, m.maxCoeff()));
        QVERIFY(std::isnan(h.data->cell(6, 5)));
        for (int i : {0, 3, 64, 129})
            for (int j : {0, 4, 63, 69})
                QCOMPARE(h.data->cell(j, i), double(m(i, j)));
    }
    const HeatmapData masked =
        prepareHeatmap(Eigen::MatrixXf::Constant(2, 2, -std::numeric_limits<float>::infinity()));
    QVERIFY(!masked.hasFinite);
}

// The picture made ahead is drawn exactly as the colour map would colour the data itself, and
// only while the colour scale's gradient and range are the ones it was made with.
void TestHeatmapData::preparedPictureIsTheColourMapsOwn() {
    const Eigen::MatrixXf m = indexed(150, 120) / 1620.0f; // 0 .. 1
    const QStringList rows = QStringList(150, QStringLiteral("q")),
                      columns = QStringList(120, QStringLiteral("k"));
    HeatmapFigure own, prepared;
    own.panel()->setMatrix(m, rows, columns);
    HeatmapData data = prepareHeatmap(m);
    colorizeHeatmap(data, prepared.colorScale()->gradient(), prepared.colorScale()->dataRange());
    QCOMPARE(data.image.size(), QSize(120, 150));
    const QImage picture = data.image;
    prepared.panel()->setMatrix(std::move(data), rows, columns);
    const QImage a = own.toPixmap(500, 400).toImage();
    QCOMPARE(prepared.toPixmap(500, 400).toImage(), a);

    // A red picture in its place shows where it is used: with the same scale only.
    HeatmapFigure marked;
    HeatmapData red = prepareHeatmap(m);
    colorizeHeatmap(red, marked.colorScale()->gradient(), marked.colorScale()->dataRange());
    red.image.fill(Qt::red);
    marked.panel()->setMatrix(std::move(red), rows, columns);
    QImage b = marked.toPixmap(500, 400).toImage();
    const QRect cells = marked.panel()->axisRect()->rect();
    QCOMPARE(b.pixelColor(cells.center()), QColor(Qt::red));
    marked.colorScale()->setDataRange(QCPRange(0, 0.5));
    b = marked.toPixmap(500, 400).toImage();
    QVERIFY(b.pixelColor(cells.center()) != QColor(Qt::red));
    QVERIFY(!picture.isNull());
}

void TestHeatmapData::gridColumnsKeepPanelsSquare_data() {
    QTest::addColumn<int>("panels");
    QTest::addColumn<QSizeF>("area");
    QTest::addColumn<int>("columns");
    QTest::newRow("8 heads on a slide") << 8 << QSizeF(1180, 680) << 4;
    QTest::newRow("8 heads, square") << 8 << QSizeF(900, 900) << 3;
    QTest::newRow("8 heads, tall") << 8 << QSizeF(500, 1400) << 2;
    QTest::newRow("4 heads, square") << 4 << QSizeF(800, 800) << 2;
    QTest::newRow("4 heads, a wide strip") << 4 << QSizeF(1600, 400) << 4;
    QTest::newRow("5 heads and the mean, wide") << 6 << QSizeF(1200, 600) << 3;
    QTest::newRow("one head") << 1 << QSizeF(600, 400) << 1;
}

void TestHeatmapData::gridColumnsKeepPanelsSquare() {
    QFETCH(int, panels);
    QFETCH(QSizeF, area);
    QFETCH(int, columns);
    PanelRoom room; // labels of 18 pt text, a title line above each panel
    room.area = area;
    room.chrome = QSizeF(8, 40);
    room.labels = QSizeF(90, 90);
    room.spacing = QSizeF(12, 6);
    QCOMPARE(bestColumns(panels, room), columns);
}

QTEST_MAIN(TestHeatmapData)
#include "tst_heatmap_data.moc"
