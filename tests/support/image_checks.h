// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Checks of what an exported figure shows, for tests that must fail on a wrong figure and not
// only on a blank one: where a picture has ink, where a colour map's colours lie, which cells of
// a heat map are bright, and which words an SVG export holds as text (Qt's SVG writer keeps
// every title, label and token as a <text> element). Qt Gui only.
//
// PDF exports are not read: their text is compressed and set glyph by glyph in a subset font,
// so a test checks the same figure's words in its SVG export instead.
#include <QColor>
#include <QFile>
#include <QImage>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace testing {

/// The ends of the colour maps (ui/plotkit/colormaps.cpp) and the series colours of the palette
/// (ui/plotkit/style.h), for the tests that run the program and do not link the ui library.
constexpr QRgb kViridisLow = 0xff440154, kViridisHigh = 0xfffde725;
constexpr QRgb kDivergingLow = 0xff053061, kDivergingHigh = 0xff67001f;
constexpr QRgb kBlue = 0xff0072b2, kOrange = 0xffe69f00, kVermillion = 0xffd55e00,
               kGreen = 0xff009e73, kSky = 0xff56b4e9;

/// Largest difference of the red, green or blue channels of a and b (0-255).
inline int colourDistance(QRgb a, QRgb b) {
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                     std::abs(qBlue(a) - qBlue(b))});
}

/// Whether p lies (within 16 per channel) on the line from colour a to colour b: one of them
/// or a blend of the two at an anti-aliased edge.
inline bool between(QRgb p, QRgb a, QRgb b) {
    const double d[3] = {double(qRed(b) - qRed(a)), double(qGreen(b) - qGreen(a)),
                         double(qBlue(b) - qBlue(a))};
    const double v[3] = {double(qRed(p) - qRed(a)), double(qGreen(p) - qGreen(a)),
                         double(qBlue(p) - qBlue(a))};
    const double t = std::clamp((v[0] * d[0] + v[1] * d[1] + v[2] * d[2]) /
                                    (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]),
                                0.0, 1.0);
    for (int k = 0; k < 3; ++k)
        if (std::abs(v[k] - t * d[k]) > 16) return false;
    return true;
}

/// Largest minus smallest channel: 0 for the greys of text, frames and page, large for the
/// colours of a colour map or a curve.
inline int chroma(QRgb pixel) {
    return std::max({qRed(pixel), qGreen(pixel), qBlue(pixel)}) -
           std::min({qRed(pixel), qGreen(pixel), qBlue(pixel)});
}

/// Whether pixel differs from the page colour by more than tolerance in some channel. The
/// default tolerance counts the near-white middle of a diverging map (#f7f7f7) as ink.
inline bool isInk(QRgb pixel, QRgb page = qRgb(255, 255, 255), int tolerance = 5) {
    return colourDistance(pixel, page) > tolerance;
}

/// Share (0-1) of region's pixels for which test(QRgb) holds; 0 for an empty region.
template <class Test> double shareOf(const QImage& image, const QRect& region, Test test) {
    const QRect r = region & image.rect();
    if (r.isEmpty()) return 0;
    long hits = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            hits += test(image.pixel(x, y)) ? 1 : 0;
    return double(hits) / (double(r.width()) * r.height());
}

/// Share (0-1) of region's pixels that are not the white page.
inline double inkShare(const QImage& image, const QRect& region) {
    return shareOf(image, region, [](QRgb p) { return isInk(p); });
}

/// Smallest rectangle holding every pixel of region for which test(QRgb) holds; a null
/// rectangle when there is none.
template <class Test> QRect boundsOf(const QImage& image, const QRect& region, Test test) {
    const QRect r = region & image.rect();
    int left = r.right() + 1, right = r.left() - 1, top = r.bottom() + 1, bottom = r.top() - 1;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (test(image.pixel(x, y))) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
    return left > right ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

/// Smallest rectangle holding all of region's ink (pixels not the white page).
inline QRect inkBounds(const QImage& image, const QRect& region) {
    return boundsOf(image, region, [](QRgb p) { return isInk(p); });
}

/// Pixels of region within tolerance (per channel) of colour: how much of one colour-map end
/// or one curve colour the region shows.
inline int countNear(const QImage& image, const QRect& region, QRgb colour, int tolerance = 16) {
    const QRect r = region & image.rect();
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += colourDistance(image.pixel(x, y), colour) <= tolerance ? 1 : 0;
    return n;
}

/// The solid blocks of a figure, left to right: heat maps, pictures, colour bars. A block is a
/// run of at least minWidth columns in each of which test(QRgb) holds for more than minShare
/// of the image's height, cut to its longest run of rows in which test holds for more than
/// minShare of the block's width. Text, axes, grid lines and curves make no block.
template <class Test>
QVector<QRect> solidBlocks(const QImage& image, Test test, double minShare = 0.5,
                           int minWidth = 8) {
    QVector<bool> solidColumn(image.width());
    for (int x = 0; x < image.width(); ++x)
        solidColumn[x] = shareOf(image, QRect(x, 0, 1, image.height()), test) > minShare;
    QVector<QRect> blocks;
    for (int x = 0; x < image.width();) {
        if (!solidColumn[x]) {
            ++x;
            continue;
        }
        const int left = x;
        while (x < image.width() && solidColumn[x])
            ++x;
        if (x - left < minWidth) continue;
        int bestTop = 0, bestLength = 0;
        for (int y = 0, top = 0; y <= image.height(); ++y) {
            const bool solid =
                y < image.height() && shareOf(image, QRect(left, y, x - left, 1), test) > minShare;
            if (!solid) {
                if (y - top > bestLength) {
                    bestTop = top;
                    bestLength = y - top;
                }
                top = y + 1;
            }
        }
        if (bestLength > 0) blocks << QRect(left, bestTop, x - left, bestLength);
    }
    return blocks;
}

/// The widest of solidBlocks(image, test, minShare): the main heat map or picture of a figure;
/// a null rectangle when there is no block.
/// Coloured rather than grey (a heat map's cells, a curve), not ink or paper.
inline bool coloured(QRgb p) {
    return chroma(p) > 40;
}

/// The solid blocks of image for which test holds in more than minShare of a column, wider
/// than a tenth of the image: heat maps, not colour bars.
template <class Test>
QVector<QRect> wideBlocks(const QImage& image, Test test, double minShare = 0.5) {
    QVector<QRect> blocks;
    for (const QRect& block : solidBlocks(image, test, minShare))
        if (block.width() > image.width() / 10) blocks << block;
    return blocks;
}

template <class Test> QRect widestBlock(const QImage& image, Test test, double minShare = 0.5) {
    QRect widest;
    for (const QRect& block : solidBlocks(image, test, minShare))
        if (block.width() > widest.width()) widest = block;
    return widest;
}

/// The rectangle of cell (row, column) when rect is divided into rows x columns equal cells.
inline QRect cellOf(const QRect& rect, int rows, int columns, int row, int column) {
    const auto edge = [](int start, int length, int parts, int k) {
        return start + int(double(length) * k / parts);
    };
    const int x0 = edge(rect.left(), rect.width(), columns, column);
    const int x1 = edge(rect.left(), rect.width(), columns, column + 1);
    const int y0 = edge(rect.top(), rect.height(), rows, row);
    const int y1 = edge(rect.top(), rect.height(), rows, row + 1);
    return QRect(x0, y0, std::max(1, x1 - x0), std::max(1, y1 - y0));
}

/// The colour at the centre of cell (row, column) of rect divided into rows x columns: the
/// colour a heat map gives a cell that has no number printed in it.
inline QRgb cellColour(const QImage& image, const QRect& rect, int rows, int columns, int row,
                       int column) {
    return image.pixel(cellOf(rect, rows, columns, row, column).center());
}

/// The centre of the densest patch (a square of side 2 * half + 1) of pixels within 24 of
/// colour in region: where a disc or a filled box of that colour is, rather than a line or a
/// label; (-1, -1) when region has none.
inline QPoint densest(const QImage& image, const QRect& region, QRgb colour, int half = 4) {
    const QRect r = region & image.rect();
    const int w = r.width() + 1;
    std::vector<int> sum(std::size_t(w) * (r.height() + 1), 0); // integral image of the matches
    for (int y = 0; y < r.height(); ++y)
        for (int x = 0; x < r.width(); ++x)
            sum[(y + 1) * w + x + 1] =
                (colourDistance(image.pixel(r.left() + x, r.top() + y), colour) <= 24) +
                sum[y * w + x + 1] + sum[(y + 1) * w + x] - sum[y * w + x];
    QPoint best(-1, -1);
    int most = 0;
    for (int y = half; y + half < r.height(); ++y)
        for (int x = half; x + half < r.width(); ++x) {
            const int x0 = x - half, y0 = y - half, x1 = x + half + 1, y1 = y + half + 1;
            const int n = sum[y1 * w + x1] - sum[y0 * w + x1] - sum[y1 * w + x0] + sum[y0 * w + x0];
            if (n > most) {
                most = n;
                best = QPoint(r.left() + x, r.top() + y);
            }
        }
    return best;
}

/// Median brightness (qGray, 0-255) of the pixels of region: the colour a heat map gives a
/// cell, not moved by the number printed in its middle.
inline int medianGray(const QImage& image, const QRect& region) {
    const QRect r = region & image.rect();
    QVector<int> grays;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            grays << qGray(image.pixel(x, y));
    if (grays.isEmpty()) return 0;
    std::nth_element(grays.begin(), grays.begin() + grays.size() / 2, grays.end());
    return grays[grays.size() / 2];
}

/// Median brightness of each cell of rect divided into rows x columns, row-major, leaving out
/// a tenth of each side so that cell borders and grid lines do not count.
inline QVector<int> cellBrightness(const QImage& image, const QRect& rect, int rows, int columns) {
    QVector<int> cells;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const QRect cell = cellOf(rect, rows, columns, r, c);
            const int dx = cell.width() / 10, dy = cell.height() / 10;
            cells << medianGray(image, cell.adjusted(dx, dy, -dx, -dy));
        }
    return cells;
}

/// (column, row) of the cell of rect (divided into rows x columns) whose pixels are brightest
/// on average: where a heat map drawn with a dark-to-bright colour map is hottest.
inline QPoint brightestCell(const QImage& image, const QRect& rect, int rows, int columns) {
    QPoint best;
    double bestMean = -1;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const QRect cell = cellOf(rect, rows, columns, r, c) & image.rect();
            double sum = 0;
            for (int y = cell.top(); y <= cell.bottom(); ++y)
                for (int x = cell.left(); x <= cell.right(); ++x)
                    sum += qGray(image.pixel(x, y));
            const double mean = sum / std::max(1, cell.width() * cell.height());
            if (mean > bestMean) {
                bestMean = mean;
                best = QPoint(c, r);
            }
        }
    return best;
}

/// Whether the file at path is a whole PDF: it starts with the PDF header and ends with the
/// end-of-file marker (so it was not cut short).
inline bool isCompletePdf(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return false;
    const QByteArray bytes = file.readAll();
    return bytes.startsWith("%PDF-") && bytes.trimmed().endsWith("%%EOF");
}

/// The text of every <text> element of the SVG file at path, in drawing order; empty when the
/// file cannot be read. A label set in two fonts (e.g. Greek letters) comes as several texts.
inline QStringList svgTexts(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QXmlStreamReader xml(&file);
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    return texts;
}

/// The phrases of expected that the texts do not show. The texts are searched as one string
/// joined in drawing order, so a phrase drawn in pieces ("M(" "δ) turns") is found whole.
inline QStringList missingPhrases(const QStringList& texts, const QStringList& expected) {
    const QString all = texts.join(QString());
    QStringList missing;
    for (const QString& phrase : expected)
        if (!all.contains(phrase)) missing << phrase;
    return missing;
}

/// A failure message: the phrases missing and the texts the figure has.
inline QString missingPhrasesReport(const QStringList& texts, const QStringList& expected) {
    return QStringLiteral("missing [%1] among [%2]")
        .arg(missingPhrases(texts, expected).join(QStringLiteral("; ")),
             texts.join(QStringLiteral(" | ")).left(2000));
}

/// Kernel (Nadaraya-Watson) weights in the lower half of image: two heat maps, each at least
/// minWidth of its width (query down, sorted key across), in which the brightest of 20 keys of
/// each of 5 bands of queries moves from the left end (top) to the right end (bottom), as a
/// query weighs the keys near it most. Empty when so, else what is wrong.
inline QString kernelWeightsProblem(const QImage& image, double minWidth) {
    const QImage bottom = image.copy(0, image.height() / 2, image.width(), image.height() / 2);
    const QVector<QRect> maps = wideBlocks(bottom, coloured, minWidth);
    if (maps.size() != 2) return QStringLiteral("%1 heat maps").arg(maps.size());
    const int bands = 5, keys = 20;
    for (const QRect& map : maps) {
        const QVector<int> cells = cellBrightness(bottom, map, bands, keys);
        QVector<int> peaks;
        QString report = QStringLiteral("brightest key of each band of queries:");
        for (int b = 0; b < bands; ++b) {
            const auto row = cells.begin() + b * keys;
            peaks << int(std::max_element(row, row + keys) - row);
            report += QLatin1Char(' ') + QString::number(peaks.last());
        }
        bool moves = peaks.first() < keys / 4 && peaks.last() >= keys * 3 / 4;
        for (int b = 1; b < bands; ++b)
            moves = moves && peaks[b] >= peaks[b - 1] - 1;
        if (!moves) return report;
    }
    return {};
}

} // namespace testing

/// Fails the current test unless the SVG file at path shows every phrase of the QStringList
/// that follows it as text.
#define ATTN_VERIFY_SVG_TEXT(path, ...)                                                            \
    do {                                                                                           \
        const QStringList texts_ = testing::svgTexts(path);                                        \
        const QStringList expected_ = QStringList(__VA_ARGS__);                                    \
        QVERIFY2(testing::missingPhrases(texts_, expected_).isEmpty(),                             \
                 qPrintable(testing::missingPhrasesReport(texts_, expected_)));                    \
    } while (false)
