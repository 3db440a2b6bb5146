// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/longtextfigure.h"

#include "core/models/decoder/long_text.h"
#include "ui/model/longtextdocument.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"

#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace attn::ui {

using namespace palette;

namespace {

/// Cell b of C along a text of T tokens starts at token ceil(b T / C) (from 0).
int cellStart(int b, int cells, int tokens) {
    return int((qint64(b) * tokens + cells - 1) / cells);
}

} // namespace

LongTextFigure::LongTextFigure(const LongTextDocument* document, QWidget* parent)
    : PanelFigure(parent), m_document(document) {
    connect(this, &QCustomPlot::mousePress, this, &LongTextFigure::pressed);
}

void LongTextFigure::textChanged() {
    const int t = m_document->tokens();
    showDetailAt(t - 1, t - 1);
}

void LongTextFigure::showDetailAt(int row, int key) {
    const int t = m_document->tokens(), n = std::min(kDetail, t);
    m_detailRow = std::clamp(row - n / 2, 0, std::max(0, t - n));
    m_detailKey = std::clamp(key - n / 2, 0, std::max(0, t - n));
    rebuild();
}

void LongTextFigure::pressed(QMouseEvent* event) {
    if (!m_overview || !m_overview->keyAxis()->axisRect()->rect().contains(event->pos())) return;
    double x = 0, y = 0;
    m_overview->pixelsToCoords(event->position(), x, y);
    const int cells = int(m_document->overview().rows()), t = m_document->tokens();
    const auto token = [&](double cell) {
        return std::clamp(int((cell + 0.5) * t / cells), 0, std::max(0, t - 1));
    };
    showDetailAt(token(y), token(x));
}

bool LongTextFigure::fitToRoom() {
    // A legend too tall for a short row (large text) goes under the row, not beside the curves.
    return m_curvesLegend && moveUnderRow(m_curvesLegend);
}

void LongTextFigure::build() {
    m_overview = nullptr;
    m_curvesLegend = nullptr;
    m_detail.resize(0, 0);
    if (m_document->tokens() == 0) {
        addEmptyPanel(tr("A long text, one head at a time"),
                      tr("Open a text file or read the tab's text: its attention is computed "
                         "when a view asks, so a text of thousands of tokens fits in memory."));
        return;
    }
    QString problem;
    const int n = std::min(kDetail, m_document->tokens());
    const RowMatrixXf rows =
        m_document->headRows(m_document->layer(), m_document->head(), m_detailRow, n, &problem);
    if (rows.size()) m_detail = rows.middleCols(m_detailKey, n);
    // Over T tokens a weight is often near 1/T: colours on a log scale from a power of ten
    // under 1/(2T), so that uniform attention is not black.
    m_lowest = std::pow(10.0, std::floor(std::log10(0.5 / m_document->tokens())));
    QCPLayoutGrid* top = addGrid(0, 0);
    QCPColorScale* scale = addColorScale(0, 2, QCPRange(m_lowest, 1), tr("weight (log scale)"),
                                         viridisGradient(), top);
    scale->setDataScaleType(QCPAxis::stLogarithmic);
    scale->axis()->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    addOverview(top, scale);
    addDetail(top, scale);
    QCPLayoutGrid* bottom = addGrid(1, 0);
    addDistanceCurves(bottom);
    addTopKeys(bottom, rows);
    plotLayout()->setRowStretchFactors({1.5, 1.0});
}

void LongTextFigure::addOverview(QCPLayoutGrid* grid, QCPColorScale* scale) {
    const Eigen::MatrixXf& overview = m_document->overview();
    const int t = m_document->tokens(), cells = int(overview.rows());
    const int layer = m_document->layer() + 1, head = m_document->head() + 1;
    QCPAxisRect* rect =
        addPanel(0, 0,
                 tr("Layer %1, head %2: all %L3 tokens, each cell the largest weight of its block")
                     .arg(layer)
                     .arg(head)
                     .arg(t),
                 tr("key position"), tr("query position"), grid,
                 tr("Layer %1, head %2: all %L3 tokens").arg(layer).arg(head).arg(t));
    if (cells == 0) return;
    HeatmapLabels labels;
    labels.rowName = tr("queries");
    labels.columnName = tr("keys");
    labels.valueName = tr("largest weight");
    for (int b = 0; b < cells; ++b) {
        const int first = cellStart(b, cells, t), last = cellStart(b + 1, cells, t) - 1;
        labels.rows << QStringLiteral("%L1").arg(first + 1);
        labels.rowDetails << (first == last
                                  ? QStringLiteral("%L1").arg(first + 1)
                                  : QStringLiteral("%L1–%L2").arg(first + 1).arg(last + 1));
    }
    labels.columns = labels.rows;
    labels.columnDetails = labels.rowDetails;
    m_overview = addHeatmap(rect, overview, scale, labels, false);
    colourOnLogScale(m_overview, overview);
    const double perToken = double(cells) / t;
    if (const int window = m_document->window(); window > 0) { // the oldest key a query sees
        auto* edge = new QCPItemStraightLine(this);
        edge->setClipAxisRect(rect);
        edge->point1->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        edge->point2->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        edge->point1->setCoords(-window * perToken, 0);
        edge->point2->setCoords(cells - window * perToken, cells);
        edge->setPen(QPen(Qt::white, std::max(1.5, points() / 8), Qt::DashLine));
    }
    auto* frame = new QCPItemRect(this); // where the detail is
    frame->setClipAxisRect(rect);
    frame->topLeft->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    frame->bottomRight->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    const int n = int(m_detail.rows());
    frame->topLeft->setCoords(m_detailKey * perToken - 0.5, m_detailRow * perToken - 0.5);
    frame->bottomRight->setCoords(
        std::max((m_detailKey + n) * perToken - 0.5, m_detailKey * perToken + 0.5),
        std::max((m_detailRow + n) * perToken - 0.5, m_detailRow * perToken + 0.5));
    frame->setPen(QPen(kVermillion, std::max(2.0, points() / 6)));
}

void LongTextFigure::addDetail(QCPLayoutGrid* grid, QCPColorScale* scale) {
    const int n = int(m_detail.rows());
    QCPAxisRect* rect = addPanel(0, 1,
                                 tr("Queries %L1–%L2, keys %L3–%L4 (click the overview)")
                                     .arg(m_detailRow + 1)
                                     .arg(m_detailRow + n)
                                     .arg(m_detailKey + 1)
                                     .arg(m_detailKey + n),
                                 tr("key"), tr("query"), grid,
                                 // left to right in a right-to-left interface too
                                 QStringLiteral("\u200E%L1–%L2 × %L3–%L4")
                                     .arg(m_detailRow + 1)
                                     .arg(m_detailRow + n)
                                     .arg(m_detailKey + 1)
                                     .arg(m_detailKey + n));
    if (n == 0) return;
    const QStringList tokens = m_document->tokenLabels();
    HeatmapLabels labels;
    for (int i = 0; i < n; ++i) {
        labels.rows << tokens.value(m_detailRow + i);
        labels.columns << tokens.value(m_detailKey + i);
        labels.rowDetails << QStringLiteral("%L1 “%2”")
                                 .arg(m_detailRow + i + 1)
                                 .arg(tokens.value(m_detailRow + i));
        labels.columnDetails << QStringLiteral("%L1 “%2”")
                                    .arg(m_detailKey + i + 1)
                                    .arg(tokens.value(m_detailKey + i));
    }
    const Eigen::MatrixXf detail = m_detail;
    colourOnLogScale(addHeatmap(rect, detail, scale, labels, false), detail);
}

void LongTextFigure::colourOnLogScale(QCPColorMap* map, const Eigen::MatrixXf& m) const {
    // The tooltips keep m's exact numbers; zeros (masked keys) take the lowest colour.
    map->setData(toColorMapData(m.cwiseMax(float(m_lowest))).release(), false);
}

void LongTextFigure::addTopKeys(QCPLayoutGrid* grid, const RowMatrixXf& rows) {
    const int t = m_document->tokens();
    QCPAxisRect* rect = addPanel(0, 1,
                                 tr("The detail's queries (above) and their %1 strongest keys "
                                    "anywhere in the text (below)")
                                     .arg(kTopKeys),
                                 tr("position"), QString(), grid,
                                 tr("%1 strongest keys of each query").arg(kTopKeys));
    grid->setColumnStretchFactors({1.0, 1.0});
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    QCPAxis* y = rect->axis(QCPAxis::atLeft);
    x->setRange(-0.01 * t, 1.01 * t);
    y->setRange(-0.15, 1.15);
    y->setTicks(false);
    y->setBasePen(Qt::NoPen);
    const double width = std::max(1.5, points() / 6);
    for (Eigen::Index i = 0; i < rows.rows(); ++i) {
        std::vector<std::pair<float, Eigen::Index>> keys;
        for (Eigen::Index j = 0; j < rows.cols(); ++j)
            if (rows(i, j) > 0) keys.emplace_back(rows(i, j), j);
        const std::size_t k = std::min<std::size_t>(kTopKeys, keys.size());
        std::partial_sort(keys.begin(), keys.begin() + std::ptrdiff_t(k), keys.end(),
                          [](const auto& a, const auto& b) { return a.first > b.first; });
        for (std::size_t n = 0; n < k; ++n) {
            auto* line = new QCPItemLine(this);
            line->setClipAxisRect(rect);
            line->start->setAxes(x, y);
            line->end->setAxes(x, y);
            line->start->setCoords(double(m_detailRow + i), 1);
            line->end->setCoords(double(keys[n].second), 0);
            QColor colour = kBlue;
            colour.setAlphaF(std::clamp(0.15 + 0.85 * double(keys[n].first), 0.15, 1.0));
            line->setPen(QPen(colour, width));
        }
    }
}

void LongTextFigure::addDistanceCurves(QCPLayoutGrid* bottom) {
    const std::vector<HeadProfile>& profiles = m_document->layerProfiles();
    const int layer = m_document->layer() + 1;
    QCPAxisRect* rect = addPanel(
        0, 0,
        tr("Layer %1, every head: attention by distance i − j, mean over the text").arg(layer),
        tr("distance i − j (tokens)"), tr("share"), bottom,
        tr("Layer %1: attention by distance").arg(layer));
    const DistanceBuckets d =
        labelDistanceBuckets(rect->axis(QCPAxis::atBottom), m_document->tokens());
    const int buckets = int(d.x.size());
    static const QColor colours[] = {kBlue,   kVermillion, kGreen, kPurple,
                                     kOrange, kSky,        kInk,   kGrey};
    const double line = std::max(1.5, points() / 8);
    double top = 0;
    for (const HeadProfile& p : profiles) {
        QVector<double> y;
        for (int b = 0; b < buckets; ++b)
            y << p.byDistance[std::size_t(b)];
        top = std::max(top, *std::max_element(y.begin(), y.end()));
        const bool shown = p.head == m_document->head();
        addLine(rect, d.x, y, QPen(colours[p.head % 8], shown ? line * 2.5 : line),
                tr("head %1 (sink %2)").arg(p.head + 1).arg(lectureNumber(p.firstToken)),
                d.pointLabels);
    }
    rect->axis(QCPAxis::atBottom)->setRange(-0.3, buckets - 0.7);
    rect->axis(QCPAxis::atLeft)->setRange(0, std::max(top, 0.01) * 1.08);
    showGrid(rect);
    m_curvesLegend = !profiles.empty() && profiles.size() <= 8
                         ? addLegend(rect, Qt::AlignTop | Qt::AlignLeft)
                         : nullptr;
}

} // namespace attn::ui
