// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/gat/gatfigure.h"

#include "ui/lectures/gat/gatdocument.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/plotfit.h"
#include "ui/plotkit/style.h"
#include "ui/plotkit/textfit.h"

#include <cmath>

namespace attn::ui {

using namespace palette;

namespace {

constexpr double kGraphExtent = 1.2; ///< at least [-extent, extent] shown on both axes
const QColor kNoEdge(0xe4, 0xe4, 0xe4);

QString vectorText(const Eigen::RowVectorXf& v) {
    QStringList parts;
    for (Eigen::Index i = 0; i < v.size(); ++i)
        parts << formatNumber(v(i), 3);
    return QStringLiteral("(") + parts.join(QStringLiteral(", ")) + QStringLiteral(")");
}

} // namespace

Eigen::MatrixXf maskedAttentionCells(const Eigen::MatrixXf& weights,
                                     const Eigen::MatrixXf& adjacency) {
    Eigen::MatrixXf cells = weights;
    for (Eigen::Index i = 0; i < cells.rows(); ++i)
        for (Eigen::Index j = 0; j < cells.cols(); ++j)
            if (i != j && adjacency(i, j) == 0) cells(i, j) = NAN;
    return cells;
}

GatFigure::GatFigure(GatDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("gatFigure"));
    createLayout();
    setFocusPolicy(Qt::ClickFocus);
    connect(this, &QCustomPlot::afterLayout, this, &GatFigure::fitToLayout);
    connect(document, &GatDocument::resultsChanged, this, &GatFigure::rebuild);
    connect(document, &GatDocument::selectionChanged, this, &GatFigure::rebuild);
    rebuild();
}

void GatFigure::setShownHead(int head) {
    m_head = std::clamp(head, 0, std::max(0, m_document->settings().heads - 1));
    rebuild();
    emit viewChanged();
}

void GatFigure::setAllEdges(bool all) {
    m_allEdges = all;
    rebuild();
    emit viewChanged();
}

void GatFigure::createLayout() {
    // Built once: the panels keep their geometry across rebuilds, so clicks that follow an
    // edit before the next repaint still find the nodes. The graph, the matrix and its colour
    // scale share one grid; h′ stands beside them or, stacked, under them across the width.
    plotLayout()->clear();
    auto* panels = new QCPLayoutGrid;
    plotLayout()->addElement(0, 0, panels);
    panels->setRowSpacing(0);
    for (int column : {0, 1, 3}) {
        auto* title = new QCPTextElement(this, QString(), fonts().title);
        title->setTextColor(kInk);
        title->setMinimumSize(1, 0); // fitted to its column, never widening it
        panels->addElement(0, column, title);
        m_titles.emplace_back(title, QString());
    }
    m_graphRect = new QCPAxisRect(this);
    m_matrixRect = new QCPAxisRect(this);
    m_outputRect = new QCPAxisRect(this);
    panels->addElement(1, 0, m_graphRect);
    panels->addElement(1, 1, m_matrixRect);
    panels->addElement(1, 3, m_outputRect);
    m_scale = new QCPColorScale(this);
    panels->addElement(1, 2, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setDataRange(QCPRange(0, 1));
    m_scale->setRangeDrag(false);
    m_scale->setRangeZoom(false);
    m_scale->axis()->setLabel(tr("attention weight α"));
    QCPColorGradient gradient = viridisGradient();
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(kNoEdge);
    m_scale->setGradient(gradient);
    auto* group = new QCPMarginGroup(this);
    m_matrixRect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    panels->setColumnStretchFactors({1.3, 1.0, 0.01, 0.9});
    panels->setRowStretchFactors({0.001, 1.0});
}

void GatFigure::arrange(bool stacked) {
    m_stacked = stacked;
    auto* panels = qobject_cast<QCPLayoutGrid*>(m_graphRect->layout());
    QCPTextElement* title = m_titles[2].first;
    title->layout()->take(title);
    m_outputRect->layout()->take(m_outputRect);
    panels->simplify(); // drops the emptied column
    plotLayout()->simplify();
    if (stacked) {
        plotLayout()->addElement(1, 0, title);
        plotLayout()->addElement(2, 0, m_outputRect);
        panels->setColumnStretchFactors({1.3, 1.0, 0.01});
        plotLayout()->setRowSpacing(0);
        plotLayout()->setRowStretchFactors({1.0, 0.001, 0.5}); // the graph gets most
    } else {
        panels->addElement(0, 3, title);
        panels->addElement(1, 3, m_outputRect);
        panels->setColumnStretchFactors({1.3, 1.0, 0.01, 0.9});
        plotLayout()->setRowStretchFactors({1.0});
    }
}

void GatFigure::fitToLayout() {
    // Panels moved, a title of two lines is taller, ticks changed: each pass lays out again.
    fitLayout(
        4,
        [this] {
            // The viewport, not the widget: an exported figure is laid out at its size unshown.
            bool changed = false;
            if (const bool stacked = viewport().width() < points() * 55; stacked != m_stacked) {
                arrange(stacked);
                changed = true;
            }
            changed = fitTitles(m_titles) || changed;
            changed = fitAxisLabels(m_axisLabels) || changed;
            changed = fitTickCounts(this) || changed;
            return fitNodeTicks() || changed;
        },
        [this] {
            keepGraphSquare();
            fitNodeNames();
        });
}

bool GatFigure::fitNodeTicks() {
    // Every step-th node named along the matrix' axes, so that the names keep apart.
    const int n = m_document->nodeCount();
    if (n == 0 || m_matrixRect->width() <= 0 || m_matrixRect->height() <= 0) return false;
    QStringList names;
    for (int i = 0; i < n; ++i)
        names << m_document->nodeName(i);
    const QFontMetricsF metrics(fonts().tickLabel);
    const double across = widestText(names, fonts().tickLabel) + metrics.averageCharWidth();
    const double stepX = std::ceil(across / (m_matrixRect->width() / double(n)));
    const double stepY = std::ceil(1.2 * metrics.height() / (m_matrixRect->height() / double(n)));
    const int step = std::max({1, int(stepX), int(stepY)});
    if (step == m_nodeStep) return false;
    m_nodeStep = step;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < n; i += step)
        ticker->addTick(i, names[i]);
    m_matrixRect->axis(QCPAxis::atBottom)->setTicker(ticker);
    m_matrixRect->axis(QCPAxis::atLeft)->setTicker(ticker);
    return true;
}

void GatFigure::fitNodeNames() {
    // A name wider than its circle (a large text size in a small figure) is set smaller.
    if (m_nodeNames.empty()) return;
    const QCPAxis* x = m_graphRect->axis(QCPAxis::atBottom);
    const double room = 1.7 * std::abs(x->coordToPixel(kNodeRadius) - x->coordToPixel(0));
    QFont full = fonts().tickLabel;
    full.setBold(true);
    for (QCPItemText* name : m_nodeNames) {
        const double width = QFontMetricsF(full).horizontalAdvance(name->text());
        QFont font = full;
        if (width > room && room > 0)
            font.setPointSizeF(std::max(4.0, full.pointSizeF() * room / width));
        name->setFont(font);
    }
}

void GatFigure::rebuild() {
    m_head = std::clamp(m_head, 0, std::max(0, m_document->settings().heads - 1));
    if (m_pending >= m_document->nodeCount()) m_pending = -1;
    clearItems();
    m_nodeNames.clear();
    clearPlottables();
    m_map = nullptr;
    m_bars = nullptr;
    qobject_cast<QCPLayoutGrid*>(m_graphRect->layout())->setColumnSpacing(int(points()));
    for (const auto& title : m_titles)
        title.first->setFont(fonts().title);
    for (QCPAxisRect* rect : {m_graphRect, m_matrixRect, m_outputRect})
        styleAxes(rect);
    styleColorScale(m_scale, fonts(), points());
    buildGraph();
    buildMatrix();
    buildOutput();
    replot(QCustomPlot::rpQueuedReplot);
}

void GatFigure::setTitle(int panel, const QString& text) {
    auto& [element, full] = m_titles[size_t(panel)];
    full = text;
    element->setText(text); // fitted to its column after layout
}

void GatFigure::setAxisLabel(QCPAxis* axis, const QString& text) {
    axis->setLabel(text); // broken or elided to its axis after layout
    for (auto& [labelled, full] : m_axisLabels)
        if (labelled == axis) {
            full = text;
            return;
        }
    m_axisLabels.emplace_back(axis, text);
}

void GatFigure::styleAxes(QCPAxisRect* rect) {
    for (QCPAxis* axis : rect->axes()) {
        axis->setTickLabelFont(fonts().tickLabel);
        axis->setLabelFont(fonts().axisLabel);
        axis->setTickLabelColor(kInk);
        axis->setLabelColor(kInk);
    }
}

void GatFigure::buildMatrix() {
    const GatDocument& doc = *m_document;
    const int n = doc.nodeCount();
    setTitle(1, tr("α, head %1 (grey: no edge)").arg(m_head + 1));
    QCPAxisRect* rect = m_matrixRect;
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    QCPAxis* y = rect->axis(QCPAxis::atLeft);
    setAxisLabel(x, tr("neighbour j"));
    setAxisLabel(y, tr("node i (attends)"));
    y->setRangeReversed(true);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < n; ++i)
        ticker->addTick(i, doc.nodeName(i));
    x->setTicker(ticker); // thinned out to the room after layout (fitNodeTicks)
    y->setTicker(ticker);
    m_nodeStep = 1;
    for (QCPAxis* axis : {x, y}) {
        axis->grid()->setVisible(false);
        axis->setRange(-0.5, std::max(0, n) - 0.5);
    }
    if (n == 0 || m_head >= int(doc.result().heads.size())) return;

    const Eigen::MatrixXf cells =
        maskedAttentionCells(doc.result().heads[size_t(m_head)].weights, doc.adjacency());
    m_map = new QCPColorMap(x, y);
    m_map->data()->setSize(n, n);
    m_map->data()->setRange(QCPRange(0, n - 1), QCPRange(0, n - 1));
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            m_map->data()->setCell(j, i, cells(i, j));
    m_map->setInterpolate(false);
    m_map->setColorScale(m_scale); // takes the scale's gradient (grey for NaN)
    m_map->setDataRange(QCPRange(0, 1));
    const int selected = doc.selectedNode();
    if (selected >= 0) {
        auto* frame = new QCPItemRect(this);
        frame->setClipAxisRect(rect);
        frame->topLeft->setAxes(x, y);
        frame->bottomRight->setAxes(x, y);
        frame->topLeft->setCoords(-0.5, selected - 0.5);
        frame->bottomRight->setCoords(n - 0.5, selected + 0.5);
        frame->setPen(
            QPen(kOrange, 2.5 * points() / FontRange::kDefault)); // the selected node's colour
        frame->setSelectable(false);
    }
}

void GatFigure::buildOutput() {
    const GatDocument& doc = *m_document;
    const GatSettings& s = doc.settings();
    const int selected = doc.selectedNode();
    const bool concat = s.aggregation == GatAggregation::Concat;
    setTitle(2,
             selected >= 0 ? tr("h′ of %1").arg(doc.nodeName(selected)) : tr("h′ (select a node)"));
    QCPAxis* x = m_outputRect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_outputRect->axis(QCPAxis::atLeft);
    setAxisLabel(x, concat ? tr("concat: K·F′ = %1").arg(s.heads * s.outFeatures)
                           : tr("average: F′ = %1").arg(s.outFeatures));
    setAxisLabel(y, tr("h′ (after ELU)"));
    const Eigen::Index width = doc.result().output.cols();
    x->setRange(0.3, std::max<double>(1, double(width)) + 0.7);
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(width > 16 ? 4 : 1);
    // Up to 8 components each is named; more may be thinned to multiples of the step.
    ticker->setScaleStrategy(width > 8 ? QCPAxisTickerFixed::ssMultiples
                                       : QCPAxisTickerFixed::ssNone);
    x->setTicker(ticker);
    x->grid()->setVisible(false);
    if (selected < 0 || doc.result().output.rows() <= selected) {
        y->setRange(-1, 1);
        return;
    }
    m_bars = new QCPBars(x, y);
    m_bars->setWidth(0.7);
    m_bars->setPen(Qt::NoPen);
    m_bars->setBrush(kBlue);
    QVector<double> keys, values;
    double extent = 0.5;
    for (Eigen::Index c = 0; c < width; ++c) {
        keys << double(c + 1);
        values << doc.result().output(selected, c);
        extent = std::max(extent, std::abs(values.back()));
    }
    m_bars->setData(keys, values, true);
    y->setRange(std::min(-0.2, *std::min_element(values.begin(), values.end()) * 1.15),
                extent * 1.15);
    if (concat)
        for (int k = 1; k < s.heads; ++k) {
            auto* divider = new QCPItemStraightLine(this);
            divider->setClipAxisRect(m_outputRect);
            divider->point1->setAxes(x, y);
            divider->point2->setAxes(x, y);
            divider->point1->setCoords(k * s.outFeatures + 0.5, 0);
            divider->point2->setCoords(k * s.outFeatures + 0.5, 1);
            divider->setPen(QPen(kGrey, 1, Qt::DashLine));
            divider->setSelectable(false);
        }
}

void GatFigure::keepGraphSquare() {
    if (!m_graphRect) return;
    const QRect r = m_graphRect->rect();
    if (r.width() <= 0 || r.height() <= 0) return;
    const double aspect = double(r.width()) / r.height();
    const double ex = aspect >= 1 ? kGraphExtent * aspect : kGraphExtent;
    const double ey = aspect >= 1 ? kGraphExtent : kGraphExtent / aspect;
    m_graphRect->axis(QCPAxis::atBottom)->setRange(-ex, ex);
    m_graphRect->axis(QCPAxis::atLeft)->setRange(-ey, ey);
}

QString GatFigure::describeAt(const QPointF& pixel) const {
    const GatDocument& doc = *m_document;
    const int n = doc.nodeCount();
    if (m_graphRect && m_graphRect->rect().contains(pixel.toPoint())) {
        const int node = nodeAt(pixel);
        if (node < 0) return {};
        QString text =
            tr("%1: h = %2").arg(doc.nodeName(node), vectorText(doc.features().row(node)));
        if (doc.result().output.rows() == n)
            text += tr("\nh′ = %1").arg(vectorText(doc.result().output.row(node)));
        return text;
    }
    if (m_map && m_matrixRect->rect().contains(pixel.toPoint())) {
        const int j =
            int(std::lround(m_matrixRect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())));
        const int i =
            int(std::lround(m_matrixRect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y())));
        if (i < 0 || j < 0 || i >= n || j >= n) return {};
        if (i != j && !doc.hasEdge(i, j))
            return tr("%1, %2: no edge, α = 0 (masked)").arg(doc.nodeName(i), doc.nodeName(j));
        const GatHeadResult& head = doc.result().heads[size_t(m_head)];
        return tr("α(%1 → %2) = %3\ne = LeakyReLU(aᵀ[Wh_i ‖ Wh_j]) = %4")
            .arg(doc.nodeName(i), doc.nodeName(j), formatNumber(head.weights(i, j), 4),
                 formatNumber(head.scores(i, j), 4));
    }
    if (m_bars && m_outputRect->rect().contains(pixel.toPoint())) {
        const int c =
            int(std::lround(m_outputRect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())));
        const int selected = doc.selectedNode();
        if (c < 1 || c > doc.result().output.cols() || selected < 0) return {};
        const int per = doc.settings().outFeatures;
        const QString where =
            doc.settings().aggregation == GatAggregation::Concat
                ? tr(" (head %1, component %2)").arg((c - 1) / per + 1).arg((c - 1) % per + 1)
                : QString();
        return tr("h′[%1]%2 of %3 = %4")
            .arg(c)
            .arg(where, doc.nodeName(selected),
                 formatNumber(doc.result().output(selected, c - 1), 4));
    }
    return {};
}

} // namespace attn::ui
