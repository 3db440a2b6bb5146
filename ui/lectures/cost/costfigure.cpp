// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/cost/costfigure.h"

#include "ui/lectures/cost/costdocument.h"
#include "ui/plotkit/plotfit.h"
#include "ui/plotkit/style.h"
#include "ui/plotkit/textfit.h"

#include <cmath>

namespace attn::ui {

namespace {

/// One colour per layer kind.
const QColor kColours[] = {palette::kBlue, palette::kVermillion, palette::kGreen};

int indexOf(SequenceLayerKind kind) {
    const auto& kinds = allSequenceLayerKinds();
    return int(std::find(kinds.begin(), kinds.end(), kind) - kinds.begin());
}

} // namespace

QString sequenceLayerName(SequenceLayerKind kind, int kernel) {
    switch (kind) {
    case SequenceLayerKind::SelfAttention:
        return CostFigure::tr("self-attention");
    case SequenceLayerKind::Recurrent:
        return CostFigure::tr("recurrent (Elman RNN)");
    case SequenceLayerKind::Convolution:
        return CostFigure::tr("convolution (k = %1)").arg(kernel);
    }
    return {};
}

QString sequenceLayerLaw(SequenceLayerKind kind) {
    switch (kind) {
    case SequenceLayerKind::SelfAttention:
        return QStringLiteral("n²d");
    case SequenceLayerKind::Recurrent:
        return QStringLiteral("nd²");
    case SequenceLayerKind::Convolution:
        return QStringLiteral("knd²");
    }
    return {};
}

QString durationText(double seconds) {
    if (seconds < 1e-3) return CostFigure::tr("%1 µs").arg(seconds * 1e6, 0, 'g', 3);
    if (seconds < 1) return CostFigure::tr("%1 ms").arg(seconds * 1e3, 0, 'g', 3);
    return CostFigure::tr("%1 s").arg(seconds, 0, 'g', 3);
}

CostFigure::CostFigure(const CostDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("costFigure"));
    setAutoAddPlottableToLegend(false);
    connect(document, &CostDocument::pointMeasured, this, &CostFigure::rebuild);
    connect(document, &CostDocument::settingsChanged, this, &CostFigure::rebuild);
    connect(document, &CostDocument::started, this, &CostFigure::rebuild);
    connect(this, &QCustomPlot::afterLayout, this, [this] {
        fitLayout(4, [this] {
            bool changed = fitTextToLayout();
            if (m_note && !m_noteText.isEmpty()) {
                const QString wrapped = wrapText(m_noteText, m_note->font(),
                                                 std::max(1, m_note->outerRect().width() - 4));
                if (wrapped != m_note->text()) {
                    m_note->setText(wrapped);
                    changed = true;
                }
            }
            if (m_legend && !m_legendBelow) {
                const LegendPlacement placed = placeLegend(
                    m_legend, m_rect, Qt::AlignTop | Qt::AlignLeft, fonts().tickLabel.pointSizeF());
                changed = placed.changed || changed;
                if (!placed.free && m_rect->width() > 10) {
                    moveLegendBelow();
                    changed = true;
                }
            }
            return changed;
        });
    });
    rebuild();
}

void CostFigure::moveLegendBelow() {
    // Over the data in every corner (a narrow figure): under the plot, centred, in two columns.
    m_legendBelow = true;
    m_rect->insetLayout()->take(m_legend);
    m_rect->insetLayout()->simplify();
    auto* row = new QCPLayoutGrid;
    plotLayout()->insertRow(2);
    plotLayout()->addElement(2, 0, row);
    plotLayout()->setRowStretchFactor(2, 0.001);
    row->addElement(0, 0, new QCPLayoutElement(this));
    row->addElement(0, 1, m_legend);
    row->addElement(0, 2, new QCPLayoutElement(this));
    m_legend->setWrap(2);
    m_legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    m_legend->setMaximumSize(m_legend->minimumOuterSizeHint());
    row->setColumnStretchFactors({1.0, 0.001, 1.0});
}

QCPGraph* CostFigure::measuredGraph(SequenceLayerKind kind) const {
    const int i = indexOf(kind);
    return i < int(m_measured.size()) ? m_measured[size_t(i)] : nullptr;
}

QString CostFigure::noteText() const {
    const CostSettings& s = m_document->settings();
    const std::vector<CostPoint> points = m_document->points(SequenceLayerKind::SelfAttention);
    if (points.size() < 2)
        return tr("Self-attention costs 4nd² (projections) + 2n²d (scores, weighted sum): the "
                  "n²d term leads once n > 2d = %1.")
            .arg(2 * s.d);
    const CostFit fit = m_document->fit(SequenceLayerKind::SelfAttention);
    return tr("Slopes are fitted over n = %1–%2. Self-attention costs 4nd² (projections) + 2n²d "
              "(scores, weighted sum): the n²d term leads once n > 2d = %3, so its slope nears "
              "the law's 2 only at large n (over these n, 4nd² + 2n²d itself has slope %4).")
        .arg(fit.largeFrom, 0, 'f', 0)
        .arg(points.back().n)
        .arg(2 * s.d)
        .arg(fit.largeCountSlope, 0, 'f', 2);
}

void CostFigure::setUpAxes() {
    QCPAxis* x = m_rect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_rect->axis(QCPAxis::atLeft);
    styleAxis(x, QString());
    styleAxis(y, QString());
    relabelAxis(x, tr("sequence length n")); // broken or elided to the axis after each layout
    relabelAxis(y, tr("seconds per forward pass"));
    QSharedPointer<QCPAxisTickerLog> logX(new QCPAxisTickerLog);
    logX->setLogBase(2);
    logX->setSubTickCount(0);
    QSharedPointer<QCPAxisTickerLog> logY(new QCPAxisTickerLog);
    x->setScaleType(QCPAxis::stLogarithmic);
    y->setScaleType(QCPAxis::stLogarithmic);
    x->setTicker(logX);
    y->setTicker(logY);
    x->setNumberFormat(QStringLiteral("f"));
    x->setNumberPrecision(0);
    y->setNumberFormat(QStringLiteral("eb"));
    y->setNumberPrecision(0);
    for (QCPAxis* axis : {x, y}) {
        axis->grid()->setVisible(true);
        axis->grid()->setPen(QPen(palette::kGridLine, 1));
        axis->grid()->setSubGridVisible(false);
    }
}

QCPGraph* CostFigure::addSeries(const QVector<double>& n, const QVector<double>& t, const QPen& pen,
                                const QString& name) {
    auto* graph = new QCPGraph(m_rect->axis(QCPAxis::atBottom), m_rect->axis(QCPAxis::atLeft));
    graph->setPen(pen);
    graph->setData(n, t, true);
    graph->setName(name);
    m_legend->addItem(new QCPPlottableLegendItem(m_legend, graph));
    for (double v : t) {
        m_low = std::min(m_low, v);
        m_high = std::max(m_high, v);
    }
    return graph;
}

void CostFigure::addLayer(SequenceLayerKind kind) {
    const CostSettings& s = m_document->settings();
    const std::vector<int> sizes = s.sizes();
    const QColor colour = kColours[indexOf(kind)];
    const double scale = points() / FontRange::kDefault;
    const std::vector<CostPoint> measured = m_document->points(kind);
    const CostFit fit = m_document->fit(kind);
    QVector<double> n, t;
    for (const CostPoint& p : measured) {
        n << p.n;
        t << p.seconds;
    }
    QCPGraph* graph = addSeries(n, t, QPen(colour, 2 * scale),
                                measured.size() >= 2 ? tr("%1: slope %2")
                                                           .arg(sequenceLayerName(kind, s.kernel))
                                                           .arg(fit.largeSlope, 0, 'f', 2)
                                                     : sequenceLayerName(kind, s.kernel));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, colour, colour, 7 * scale));
    m_measured.push_back(graph);
    if (measured.empty()) return;
    QVector<double> fn, ft;
    for (double size = sizes.front(); size <= sizes.back() * 1.0001; size *= std::sqrt(2.0)) {
        fn << size;
        ft << fit.countScale * layerOperationCount(kind, size, s.d, s.kernel);
    }
    const bool attention = kind == SequenceLayerKind::SelfAttention;
    addSeries(fn, ft, QPen(colour, 1.6 * scale, Qt::DashLine),
              attention ? tr("c·(4nd² + 2n²d) fit") : tr("c·%1 fit").arg(sequenceLayerLaw(kind)));
    if (!attention || measured.size() < 2) return;
    // The law alone through the largest measurement: where the curve is heading.
    QVector<double> ln, lt;
    for (double size : fn) {
        ln << size;
        lt << t.back() * std::pow(size / n.back(), 2);
    }
    addSeries(ln, lt, QPen(palette::kGrey, 1.6 * scale, Qt::DotLine), tr("n²d law (slope 2)"));
}

void CostFigure::rebuild() {
    clearFigure();
    m_measured.clear();
    m_legendBelow = false;
    m_low = INFINITY;
    m_high = 0;
    const CostSettings& s = m_document->settings();
    plotLayout()->addElement(
        0, 0,
        addTitleText(
            tr("Time of one forward pass, d = %1 (measured: solid; fitted law: dashed)").arg(s.d)));
    m_rect = new QCPAxisRect(this);
    plotLayout()->addElement(1, 0, m_rect);
    m_noteText = noteText();
    m_note = new QCPTextElement(this, m_noteText, fonts().axisLabel);
    m_note->setTextColor(palette::kInk);
    m_note->setMargins(QMargins(0, 0, 0, 0));
    m_note->setMinimumSize(1, 0); // wrapped to the figure's width, never widening it
    plotLayout()->addElement(2, 0, m_note);
    plotLayout()->setRowSpacing(int(std::lround(points() * 0.4)));
    plotLayout()->setRowStretchFactors({0.001, 1.0, 0.001});
    setUpAxes();
    m_legend = new QCPLegend;
    m_rect->insetLayout()->addElement(m_legend, Qt::AlignTop | Qt::AlignLeft);
    m_legend->setLayer(QStringLiteral("legend"));
    m_legend->setFont(fonts().tickLabel);
    m_legend->setBrush(QColor(255, 255, 255, 230));
    m_legend->setBorderPen(QPen(QColor(0xb0, 0xb0, 0xb0)));
    for (SequenceLayerKind kind : allSequenceLayerKinds())
        addLayer(kind);
    const std::vector<int> sizes = s.sizes();
    m_rect->axis(QCPAxis::atBottom)->setRange(sizes.front() / 1.3, sizes.back() * 1.3);
    if (m_high > 0)
        m_rect->axis(QCPAxis::atLeft)->setRange(m_low / 2, m_high * 2);
    else
        m_rect->axis(QCPAxis::atLeft)->setRange(1e-6, 1);
    replot(QCustomPlot::rpQueuedReplot);
}

QString CostFigure::describeAt(const QPointF& pixel) const {
    if (!m_rect || !m_rect->rect().contains(pixel.toPoint())) return {};
    const CostSettings& s = m_document->settings();
    double best = 20 * points() / FontRange::kDefault;
    QString text;
    for (SequenceLayerKind kind : allSequenceLayerKinds()) {
        const CostFit fit = m_document->fit(kind);
        for (const CostPoint& p : m_document->points(kind)) {
            const double dx = m_rect->axis(QCPAxis::atBottom)->coordToPixel(p.n) - pixel.x();
            const double dy = m_rect->axis(QCPAxis::atLeft)->coordToPixel(p.seconds) - pixel.y();
            const double distance = std::hypot(dx, dy);
            if (distance > best) continue;
            best = distance;
            text = tr("%1, n = %2, d = %3: %4 (fit: %5)")
                       .arg(sequenceLayerName(kind, s.kernel))
                       .arg(p.n)
                       .arg(s.d)
                       .arg(durationText(p.seconds),
                            durationText(fit.countScale *
                                         layerOperationCount(kind, p.n, s.d, s.kernel)));
        }
    }
    return text;
}

} // namespace attn::ui
