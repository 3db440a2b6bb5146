// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the positional-encoding figures must show, for the tab's tests and the command line's:
// the encoding matrix, the binary-counter analogy, the curves of four columns and the
// similarity heat maps, checked by their colours. Qt Gui only.
#include "tests/support/image_checks.h"

#include <QImage>
#include <QRect>
#include <QVector>
#include <QtTest>

#include <algorithm>

namespace testing {

/// The solid blocks of a figure (heat maps, colour bars), left to right.
inline QVector<QRect> positionalBlocks(const QImage& image) {
    return solidBlocks(image, [](QRgb p) { return isInk(p); });
}

/// P for n = 60, d = 32: its fast columns (left half) swing through both ends of the diverging
/// map, its slow columns (right quarter) stay near sin 0 = 0 and cos 0 = 1: +1 and no blue
/// there.
inline void verifyEncodingMatrix(const QImage& image) {
    const QRect map = widestBlock(image, [](QRgb p) { return isInk(p); });
    QVERIFY2(map.width() > image.width() / 2, "no heat map as wide as half the figure");
    const QRect left(map.left(), map.top(), map.width() / 2, map.height());
    const QRect rightQuarter(map.right() - map.width() / 4, map.top(), map.width() / 4,
                             map.height());
    QVERIFY2(countNear(image, left, kDivergingLow, 24) > 100, "no -1 on the left");
    QVERIFY2(countNear(image, left, kDivergingHigh, 24) > 100, "no +1 on the left");
    QVERIFY2(countNear(image, rightQuarter, kDivergingHigh, 24) > 1000, "no +1 on the right");
    QVERIFY2(shareOf(image, rightQuarter, [](QRgb p) { return qBlue(p) > qRed(p) + 40; }) == 0,
             "negative values on the right");
}

/// The binary code of 0-15, lowest bit first (leftmost block): dark where a bit is set.
inline void verifyBinaryCode(const QImage& image) {
    const QVector<QRect> blocks = positionalBlocks(image);
    QVERIFY2(blocks.size() >= 2, "the binary code and the encoding side by side");
    const QVector<int> cells = cellBrightness(image, blocks.first(), 16, 4);
    for (int i = 0; i < 16; ++i)
        for (int b = 0; b < 4; ++b)
            QVERIFY2((i >> b) & 1 ? cells[i * 4 + b] < 120 : cells[i * 4 + b] > 200,
                     qPrintable(QStringLiteral("bit %1 of %2: brightness %3")
                                    .arg(b)
                                    .arg(i)
                                    .arg(cells[i * 4 + b])));
}

/// Four columns of P in plot, each a curve in its own colour that runs over more than half the
/// image's width (every position) and a third of its height (most of [-1, 1]).
inline void verifyCurveSpans(const QImage& image, const QRect& plot) {
    for (const QRgb colour : {kBlue, kVermillion, kGreen, kOrange}) {
        const QRect curve =
            boundsOf(image, plot, [colour](QRgb p) { return colourDistance(p, colour) < 24; });
        QVERIFY2(curve.width() > image.width() / 2 && curve.height() > image.height() / 3,
                 qPrintable(QStringLiteral("curve %1 spans %2x%3")
                                .arg(QColor(colour).name())
                                .arg(curve.width())
                                .arg(curve.height())));
    }
}

/// p_i · p_j and the RoPE scores depend on j − i only and peak at j = i: the first heat map is
/// darkest red along its diagonal, the positive end, and lighter in its far corners.
inline void verifyDiagonalPeak(const QImage& image) {
    const QVector<QRect> blocks = positionalBlocks(image);
    QVERIFY2(!blocks.isEmpty(), "no heat map");
    const int n = 10;
    const QVector<int> cells = cellBrightness(image, blocks.first(), n, n);
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

} // namespace testing
