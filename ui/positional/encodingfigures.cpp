// SPDX-License-Identifier: GPL-3.0-or-later
// The encoding itself: the matrix P, its columns as curves, and the binary-counter analogy.
#include "ui/plotkit/heatmapdata.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalfigures.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

QString number(double v, int digits = 3) {
    return withTrueMinus(QString::number(v, 'g', digits));
}

QString subscript(int value) {
    static const QChar kDigits[] = {u'₀', u'₁', u'₂', u'₃', u'₄', u'₅', u'₆', u'₇', u'₈', u'₉'};
    QString out;
    for (const QChar c : QString::number(value))
        out += c.isDigit() ? kDigits[c.digitValue()] : c;
    return out;
}

/// A legend in its own column, at the top, as tall as its entries.
QCPLegend* sideLegend(QCustomPlot* plot, int column, const QFont& font) {
    auto* legend = new QCPLegend;
    auto* grid = new QCPLayoutGrid;
    plot->plotLayout()->addElement(0, column, grid);
    grid->addElement(0, 0, legend);
    grid->addElement(1, 0, new QCPLayoutElement(plot));
    grid->setRowStretchFactors({0.001, 1.0});
    legend->setLayer(QStringLiteral("legend"));
    legend->setBorderPen(Qt::NoPen);
    legend->setFont(font);
    legend->setTextColor(palette::kInk);
    legend->setIconSize(QSize(int(font.pointSizeF() * 2.5), int(font.pointSizeF())));
    legend->setRowSpacing(int(font.pointSizeF() * 0.4));
    plot->plotLayout()->setColumnStretchFactor(column, 0.001);
    return legend;
}

QVector<double> range(int n) {
    QVector<double> x(n);
    for (int i = 0; i < n; ++i)
        x[i] = i;
    return x;
}

} // namespace

EncodingMatrixFigure::EncodingMatrixFigure(const PositionalDocument* document, QWidget* parent)
    : PositionalFigure(document, parent) {
    connect(document, &PositionalDocument::encodingChanged, this, &PositionalFigure::rebuild);
    rebuild();
}

void EncodingMatrixFigure::build() {
    const PositionalSettings& s = doc()->settings();
    QCPAxisRect* rect =
        addAlignedPanel(0,
                        tr("Sinusoidal encoding P:\n%1 positions × %2 dimensions, base %3")
                            .arg(s.n)
                            .arg(s.d)
                            .arg(number(s.base, 6)),
                        tr("column (2j: sin(i·ωⱼ), 2j+1: cos(i·ωⱼ))"), tr("position i"));
    QCPColorScale* scale = addSymmetricScale(1, 1.0, tr("P[i, column]"));
    addPositionHeatmap(rect, doc()->results().encoding, scale, tr("position"), tr("column"),
                       QStringLiteral("P"));
}

EncodingCurvesFigure::EncodingCurvesFigure(const PositionalDocument* document, QWidget* parent)
    : PositionalFigure(document, parent) {
    connect(document, &PositionalDocument::encodingChanged, this, &PositionalFigure::rebuild);
    rebuild();
}

void EncodingCurvesFigure::build() {
    const PositionalSettings& s = doc()->settings();
    const PositionalResults& r = doc()->results();
    QCPAxisRect* rect =
        addAlignedPanel(0,
                        tr("Columns of P against position:\npair j turns at ωⱼ = %1^(−2j/d)")
                            .arg(number(s.base, 6)),
                        tr("position i"), tr("P[i, column]"));
    QCPLegend* legend = sideLegend(this, 1, fonts().tickLabel);
    const QVector<double> x = range(s.n);
    QSet<int> markedPairs;
    int marker = 0;
    for (int k = 0; k < s.curveColumns.size(); ++k) {
        const int c = s.curveColumns[k], j = c / 2;
        QVector<double> y(s.n);
        for (int i = 0; i < s.n; ++i)
            y[i] = r.encoding(i, c);
        const QColor colour = palette::series(k);
        const double wavelength = 2 * M_PI / r.omega(j);
        const QString name = tr("column %1: %2(i·ω%3), λ%3 = %4")
                                 .arg(c)
                                 .arg(c % 2 == 0 ? QStringLiteral("sin") : QStringLiteral("cos"))
                                 .arg(subscript(j))
                                 .arg(number(wavelength));
        QCPGraph* g = addLine(rect, x, y, QPen(colour, std::max(2.0, points() / 5)), name);
        if (s.n <= 120)
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, points() * 0.5));
        g->addToLegend(legend);
        legend->setMaximumSize(QWIDGETSIZE_MAX, legend->minimumOuterSizeHint().height());
        if (markedPairs.contains(j) || wavelength > s.n - 1) continue;
        markedPairs.insert(j);
        // One wavelength as a double arrow from 0 to 2 pi / omega_j under the curves.
        const double level = -1.18 - 0.2 * marker++;
        auto* arrow = new QCPItemLine(this);
        arrow->setClipAxisRect(rect);
        arrow->start->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        arrow->end->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        arrow->start->setCoords(0, level);
        arrow->end->setCoords(wavelength, level);
        arrow->setPen(QPen(colour, 1.5));
        arrow->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, points() * 0.8, points()));
        arrow->setTail(QCPLineEnding(QCPLineEnding::esSpikeArrow, points() * 0.8, points()));
        addText(rect, wavelength, level,
                tr("  λ%1 = 2π/ω%1 = %2").arg(subscript(j)).arg(number(wavelength)), colour,
                Qt::AlignLeft | Qt::AlignVCenter, fonts().tickLabel);
        auto* tick = new QCPItemStraightLine(this);
        tick->setClipAxisRect(rect);
        tick->point1->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        tick->point2->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        tick->point1->setCoords(wavelength, 0);
        tick->point2->setCoords(wavelength, 1);
        tick->setPen(QPen(colour, 1, Qt::DashLine));
    }
    rect->axis(QCPAxis::atBottom)->setRange(-0.5, s.n - 0.5);
    rect->axis(QCPAxis::atLeft)
        ->setRange(-1.3 - 0.2 * std::max(0, marker - 1) - (marker ? 0.1 : 0), 1.15);
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(0.5);
    rect->axis(QCPAxis::atLeft)->setTicker(ticker);
    showGrid(rect, false);
}

BinaryCodeFigure::BinaryCodeFigure(const PositionalDocument* document, QWidget* parent)
    : PositionalFigure(document, parent) {
    connect(document, &PositionalDocument::encodingChanged, this, &PositionalFigure::rebuild);
    rebuild();
}

void BinaryCodeFigure::build() {
    const PositionalSettings& s = doc()->settings();
    const PositionalResults& r = doc()->results();
    const Eigen::MatrixXf& bits = r.binary;
    QStringList positions;
    for (int i = 0; i < bits.rows(); ++i)
        positions << QString::number(i);

    QCPAxisRect* left = addAlignedPanel(0, tr("Binary code of i:\nbit b flips every 2ᵇ"),
                                        tr("bit (place value)"), tr("position i"));
    QCPColorMap* map =
        addPositionHeatmap(left, bits, nullptr, tr("position"), tr("bit"), tr("value"));
    QCPColorGradient ink;
    ink.clearColorStops();
    ink.setColorStopAt(0, QColor(0xf7, 0xf7, 0xf7));
    ink.setColorStopAt(1, QColor(0x2b, 0x4c, 0x7e));
    map->setGradient(ink);
    map->setDataRange(QCPRange(0, 1));
    left->axis(QCPAxis::atBottom)->setTicker(makeTokenTicker({"1", "2", "4", "8"}));
    left->axis(QCPAxis::atLeft)->setTicker(makeTokenTicker(positions));
    for (int i = 0; i < bits.rows(); ++i)
        for (int b = 0; b < bits.cols(); ++b)
            addText(left, b, i, QString::number(int(bits(i, b))),
                    bits(i, b) > 0.5 ? Qt::white : palette::kInk, Qt::AlignCenter, fonts().cell)
                ->setClipToAxisRect(true);

    const int rows = std::min<int>(int(bits.rows()), s.n), cols = std::min(8, s.d);
    QCPAxisRect* right =
        addAlignedPanel(1, tr("Sinusoidal P, same positions:\ncolumn 0 turns fastest"),
                        tr("column of P"), tr("position i"));
    QCPColorScale* scale = addSymmetricScale(2, 1.0, tr("value"));
    addPositionHeatmap(right, r.encoding.topLeftCorner(rows, cols), scale, tr("position"),
                       tr("column"), QStringLiteral("P"));
    right->axis(QCPAxis::atLeft)->setTicker(makeTokenTicker(positions.mid(0, rows)));
    right->axis(QCPAxis::atLeft)->setRange(cellAxisRange(int(bits.rows())));
    QStringList columns;
    for (int c = 0; c < cols; ++c)
        columns << QString::number(c);
    right->axis(QCPAxis::atBottom)->setTicker(makeTokenTicker(columns));
    plotLayout()->setColumnStretchFactor(0, 4.0);
    plotLayout()->setColumnStretchFactor(1, double(cols));
}

} // namespace attn::ui
