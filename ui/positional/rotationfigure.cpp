// SPDX-License-Identifier: GPL-3.0-or-later
// The relative-offset rotation: for pair j and offset delta, M(delta) p_i = p_(i+delta), all i.
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalfigures.h"
#include "ui/positional/rotationdraw.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

using namespace palette;
using rotationdraw::hideAxes;

constexpr double kMaxDrawnTurns = 3;
/// The rings' drawing reaches this far from the centre (the outermost ring is 1, its dots
/// stand out a little); the ring labels end here.
constexpr double kRingExtent = 1.1;

/// The angle drawn for a turn: all of it up to kMaxDrawnTurns full turns, else only what is
/// left after the whole turns (the labels give the full angle).
double drawnTurn(double turn) {
    return std::abs(turn) <= kMaxDrawnTurns * 2 * M_PI ? turn : std::fmod(turn, 2 * M_PI);
}

/// " (159 whole turns)" for angles beyond kMaxDrawnTurns turns, else empty.
QString turnsNote(double turn) {
    if (std::abs(turn) <= kMaxDrawnTurns * 2 * M_PI) return {};
    return RotationFigure::tr(" (%n whole turns)", nullptr,
                              int(std::min(std::floor(std::abs(turn) / (2 * M_PI)), 1e9)));
}

/// Points (r sin t, r cos t) for t from a to a + turn, the radius shrinking by `inward` per
/// full turn so that several turns stay visible as a spiral.
QCPCurve* arc(QCPAxisRect* rect, double r, double a, double turn, double inward, const QPen& pen) {
    turn = drawnTurn(turn);
    auto* curve = new QCPCurve(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    const int steps = std::max(8, int(std::abs(turn) * 40));
    QVector<double> t(steps + 1), x(steps + 1), y(steps + 1);
    for (int k = 0; k <= steps; ++k) {
        const double angle = a + turn * k / steps;
        const double radius = r - inward * std::abs(turn) * k / steps / (2 * M_PI);
        t[k] = k;
        x[k] = radius * std::sin(angle);
        y[k] = radius * std::cos(angle);
    }
    curve->setData(t, x, y, true);
    curve->setPen(pen);
    return curve;
}

QCPGraph* dot(PositionalFigure* plot, QCPAxisRect* rect, const Eigen::Vector2d& p, double r,
              const QCPScatterStyle& style, const QString& name) {
    QCPGraph* g = plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    g->setData({r * p.x()}, {r * p.y()});
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(style);
    g->setName(name);
    return g;
}

/// The alignment that puts a label beside point p on the side away from the centre, at its
/// height (above or below it, a label would leave a small circle's panel).
Qt::Alignment outward(const Eigen::Vector2d& p) {
    return (p.x() >= 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter;
}

} // namespace

RotationFigure::RotationFigure(const PositionalDocument* document, QWidget* parent)
    : PositionalFigure(document, parent) {
    connect(document, &PositionalDocument::rotationChanged, this, &PositionalFigure::rebuild);
    rebuild();
}

void RotationFigure::fitToLayout() {
    // The turn's label inside the circle needs a radius of some 8 lines; in a smaller circle
    // it would cover the points, and the readout beside has the same number.
    // Nor may it cross the labels of the points ("i = 10").
    if (m_turnLabel) {
        const QCPAxis* x = m_turnLabel->position->keyAxis();
        const double radius = std::abs(x->coordToPixel(1) - x->coordToPixel(0));
        bool visible = radius >= 8 * QFontMetricsF(m_turnLabel->font()).height();
        const auto box = [](const QCPItemText* text) {
            return QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition());
        };
        for (int i = 0; visible && i < itemCount(); ++i)
            if (const auto* other = qobject_cast<QCPItemText*>(item(i));
                other && other != m_turnLabel && other->clipAxisRect() == x->axisRect())
                visible = !box(other).intersects(box(m_turnLabel));
        m_turnLabel->setVisible(visible);
    }
    fitRings();
}

void RotationFigure::fitRings() {
    if (!m_rings) return;
    // The rings (radius up to 1, dots up to kRingExtent) as large as the panel allows with the
    // labels' column on their left: s pixels per unit.
    double labels = 0;
    for (const QCPItemText* label : m_ringLabels)
        labels = std::max(labels, QFontMetricsF(label->font()).horizontalAdvance(label->text()));
    labels += points();
    const double w = std::max(1, m_rings->width()), h = std::max(1, m_rings->height());
    const double s = std::max(1.0, std::min(h, w - labels) / (2 * kRingExtent));
    const double middle = -labels / (2 * s); // centres labels and rings together
    m_rings->axis(QCPAxis::atBottom)->setRange(middle - w / (2 * s), middle + w / (2 * s));
    m_rings->axis(QCPAxis::atLeft)->setRange(-h / (2 * s), h / (2 * s));
    // Labels sit one ring apart; when rings are closer than a line, label every m-th.
    if (m_ringLabels.size() < 2) return;
    const double gap =
        std::abs(m_ringLabels[0]->position->value() - m_ringLabels[1]->position->value()) * s;
    const double line = QFontMetricsF(fonts().cell).height() * 1.05;
    const int every = gap >= line ? 1 : int(std::ceil(line / std::max(gap, 1.0)));
    for (int k = 0; k < m_ringLabels.size(); ++k) {
        m_ringLabels[k]->setVisible(k % every == 0);
        m_ringLeaders[k]->setVisible(k % every == 0);
    }
}

void RotationFigure::build() {
    m_rings = nullptr;
    m_ringLabels.clear();
    m_ringLeaders.clear();
    m_turnLabel = nullptr;
    // Side by side when there is room; else the rings go under the circle.
    m_stacked = wantsStacked();
    m_readout = wantsReadout();
    buildCircle();
    buildRings();
    // The two panels in one element of plotLayout(), the readout and legend beside it or,
    // without the readout, the legend in a row under it.
    QCPLayoutElement* circle = plotLayout()->element(0, 0);
    QCPLayoutElement* rings = m_stacked ? plotLayout()->element(1, 0) : plotLayout()->element(0, 1);
    plotLayout()->take(circle);
    plotLayout()->take(rings);
    plotLayout()->simplify();
    auto* panels = new QCPLayoutGrid;
    panels->addElement(0, 0, circle);
    panels->addElement(m_stacked ? 1 : 0, m_stacked ? 0 : 1, rings);
    panels->setRowSpacing(int(points()));
    panels->setColumnSpacing(plotLayout()->columnSpacing());
    if (!m_stacked) panels->setColumnStretchFactors({1.0, 0.85});
    plotLayout()->addElement(0, 0, panels);
    if (m_readout) {
        buildReadout(1);
        plotLayout()->setColumnStretchFactors({1.0, 0.001});
    } else {
        QCPLegend* legend = addLegend(plotLayout(), 1);
        legend->setWrap(2); // two entries a row fit beside each other at 18 pt
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        plotLayout()->setRowStretchFactors({1.0, 0.001});
    }
}

void RotationFigure::resizeEvent(QResizeEvent* event) {
    PositionalFigure::resizeEvent(event);
    if (wantsStacked() != m_stacked) rebuild();
}

void RotationFigure::layoutSizeChanged() {
    if (wantsStacked() != m_stacked || wantsReadout() != m_readout) rebuild();
}

void RotationFigure::setReadoutInWindow(bool shown) {
    m_readoutInWindow = shown;
    if (wantsReadout() != m_readout) rebuild();
}

void RotationFigure::buildCircle() {
    const PositionalSettings& s = doc()->settings();
    const PositionalResults& r = doc()->results();
    const PairRotation& p = r.selected;
    const int j = s.pair;
    QCPAxisRect* rect = addAlignedPanel(
        0, tr("Pair j = %1, ω = %2:\nM(δ) turns p_i onto p_i+δ").arg(j).arg(p.omega, 0, 'g', 4),
        tr("p[i, %1] = sin(i·ω)").arg(2 * j), tr("p[i, %1] = cos(i·ω)").arg(2 * j + 1));
    keepSquare(rect, 1.3);
    for (QCPAxis* axis : {rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft)}) {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (double v : {-1.0, 0.0, 1.0}) // five labels collide in a small circle at 18 pt
            ticker->addTick(v, formatNumber(v, 0));
        axis->setTicker(ticker);
    }
    arc(rect, 1.0, 0, 2 * M_PI, 0, QPen(QColor(0xd0, 0xd0, 0xd0), 1.5));
    QVector<double> xs(s.n), ys(s.n);
    for (int i = 0; i < s.n; ++i) {
        xs[i] = r.encoding(i, 2 * j);
        ys[i] = r.encoding(i, 2 * j + 1);
    }
    addDots(rect, xs, ys, QCPScatterStyle(QCPScatterStyle::ssDisc, kGrey, points() * 0.45),
            tr("p_0 … p_%1").arg(s.n - 1));

    for (int k = 0; k < 2; ++k) {
        const Eigen::Vector2d& end = k == 0 ? p.start : p.target;
        auto* radius = new QCPItemLine(this);
        radius->setClipAxisRect(rect);
        for (QCPItemPosition* pos : {radius->start, radius->end})
            pos->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        radius->start->setCoords(0, 0);
        radius->end->setCoords(end.x(), end.y());
        radius->setPen(QPen(k == 0 ? kBlue : kVermillion, 1.2, Qt::DashLine));
    }
    QCPCurve* turn = arc(rect, 0.32, p.startAngle, p.turn, 0.05, QPen(kOrange, 3));
    turn->setName(tr("the turn δ·ω"));
    const double mid = p.startAngle + drawnTurn(p.turn) / 2;
    const Eigen::Vector2d middle(std::sin(mid), std::cos(mid));
    m_turnLabel = addText(rect, 0.4 * middle.x(), 0.4 * middle.y(),
                          tr("δ·ω = %1 rad%2").arg(formatNumber(p.turn, 3), turnsNote(p.turn)),
                          kInk, outward(middle), fonts().tickLabel);
    m_turnLabel->setBrush(QBrush(QColor(255, 255, 255, 220)));

    const double big = std::min(points() * 1.6, 24.0);
    dot(this, rect, p.start, 1, QCPScatterStyle(QCPScatterStyle::ssDisc, kBlue, big),
        tr("p_%1").arg(s.position));
    m_target = dot(this, rect, p.target, 1,
                   QCPScatterStyle(QCPScatterStyle::ssDisc, kVermillion, big * 0.6),
                   tr("p_%1, the true point").arg(s.position + s.delta));
    m_rotated =
        dot(this, rect, p.rotated, 1,
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kOrange, 3), Qt::NoBrush, big * 1.3),
            tr("M(δ)·p_%1, rotated").arg(s.position));
    // Each label stands clear of its point's ring by as many pixels as the ring is wide.
    const int clear = int(std::lround(big * 0.7)) + 2;
    addText(rect, p.start.x(), p.start.y(), tr("i = %1").arg(s.position), kBlue, outward(p.start),
            fonts().tickLabel)
        ->setPadding(QMargins(clear, clear, clear, clear));
    if (s.delta != 0)
        addText(rect, p.target.x(), p.target.y(), tr("i+δ = %1").arg(s.position + s.delta),
                kVermillion, outward(p.target), fonts().tickLabel)
            ->setPadding(QMargins(clear, clear, clear, clear));
}

void RotationFigure::buildRings() {
    const PositionalSettings& s = doc()->settings();
    const PositionalResults& r = doc()->results();
    QCPAxisRect* rect =
        addAlignedPanel(m_stacked ? 0 : 1, tr("Each pair turns by δ·ωⱼ:\nfast far, slow barely"),
                        QString(), QString(), m_stacked ? 1 : 0);
    hideAxes(rect);
    rect->setMinimumMargins(QMargins());
    m_rings = rect; // its ranges are set by fitRings()
    const int rings = int(r.ringPairs.size());
    for (int k = 0; k < rings; ++k) {
        const PairRotation& p = r.ringPairs[k];
        const double radius = 1.0 - 0.8 * k / std::max(1, rings);
        const QColor colour = p.pair == s.pair ? kOrange : kSky;
        arc(rect, radius, 0, 2 * M_PI, 0, QPen(QColor(0xdd, 0xdd, 0xdd), 1.2));
        arc(rect, radius, p.startAngle, p.turn, 0.04, QPen(colour, 3));
        dot(this, rect, p.start, radius,
            QCPScatterStyle(QCPScatterStyle::ssDisc, kBlue, points() * 0.9), QString());
        dot(this, rect, p.target, radius,
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kVermillion, 2.5), Qt::NoBrush,
                            points() * 1.3),
            QString());
        const QString label =
            tr("j=%1: %2 rad").arg(p.pair).arg(formatNumber(p.turn, std::abs(p.turn) < 10 ? 2 : 0));
        m_ringLabels.append(addText(rect, -kRingExtent, radius, label, kInk,
                                    Qt::AlignRight | Qt::AlignVCenter, fonts().cell));
        auto* leader = new QCPItemLine(this);
        leader->setClipAxisRect(rect);
        for (QCPItemPosition* end : {leader->start, leader->end})
            end->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        leader->start->setCoords(-kRingExtent + 0.02, radius);
        leader->end->setCoords(0, radius);
        leader->setPen(QPen(kGrey, 1, Qt::DotLine));
        m_ringLeaders.append(leader);
    }
}

} // namespace attn::ui
