// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorerheatmapfigure.h"

#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerplotdata.h"
#include "ui/plotkit/busyhint.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

constexpr double kMinVisibleCells = 2;

} // namespace

ExplorerHeatmapFigure::ExplorerHeatmapFigure(ExplorerDocument* document, QWidget* parent)
    : HeatmapFigure(parent), m_document(document), m_busyHint(new BusyHint(this)) {
    setObjectName(QStringLiteral("explorerHeatmap"));
    setNoAntialiasingOnDrag(true);
    QCPAxisRect* rect = panel()->axisRect();
    rect->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    rect->setRangeZoom(Qt::Horizontal | Qt::Vertical);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    for (QCPAxis* axis : {rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft)})
        connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
                &ExplorerHeatmapFigure::clampRanges);

    m_highlight = new QCPItemRect(this);
    m_highlight->setClipAxisRect(rect);
    m_highlight->setPen(QPen(palette::kHighlight, 2.5));
    m_highlight->setBrush(Qt::NoBrush);
    m_highlight->setSelectable(false);
    for (QCPItemPosition* p : {m_highlight->topLeft, m_highlight->bottomRight})
        p->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));

    connect(m_document, &ExplorerDocument::resultsChanged, this,
            &ExplorerHeatmapFigure::updateMatrix);
    connect(m_document, &ExplorerDocument::currentHeadChanged, this,
            &ExplorerHeatmapFigure::updateMatrix);
    connect(m_document, &ExplorerDocument::matrixKindChanged, this,
            &ExplorerHeatmapFigure::updateMatrix);
    connect(m_document, &ExplorerDocument::colorMapChanged, this,
            &ExplorerHeatmapFigure::updateMatrix);
    connect(m_document, &ExplorerDocument::highlightedRowChanged, this, [this] {
        updateHighlight();
        replot(QCustomPlot::rpQueuedReplot);
    });
    updateMatrix();
}

void ExplorerHeatmapFigure::updateMatrix() {
    if (putOffWhileHidden([this] { updateMatrix(); })) return;
    const bool ready =
        m_document->preparePanels(this, {PanelRequest{m_document->currentHead(), {}}}, isVisible(),
                                  [this](PreparedPanels p) { showMatrix(std::move(p)); });
    m_busyHint->setBusy(!ready);
}

bool ExplorerHeatmapFigure::busy() const {
    return m_document->preparing(this);
}

void ExplorerHeatmapFigure::showMatrix(PreparedPanels prepared) {
    m_busyHint->setBusy(false);
    const ExplorerResults& r = m_document->results();
    const MatrixKind kind = m_document->matrixKind();
    const QCPRange oldKeys = panel()->axisRect()->axis(QCPAxis::atBottom)->range();
    const QCPRange oldQueries = panel()->axisRect()->axis(QCPAxis::atLeft)->range();
    HeatmapData& matrix = prepared.panels.front().heatmap;
    const bool sameShape = matrix.rows == m_shownRows && matrix.columns == m_shownColumns;
    m_shownRows = matrix.rows;
    m_shownColumns = matrix.columns;
    panel()->setMatrix(std::move(matrix), r.queryTokens, r.keyTokens);
    if (sameShape) { // keep the zoom while stepping through heads or kinds
        panel()->axisRect()->axis(QCPAxis::atBottom)->setRange(oldKeys);
        panel()->axisRect()->axis(QCPAxis::atLeft)->setRange(oldQueries);
    }
    panel()->setTitle(headTitle(m_document->currentHead(), r.heads, kind, r.modelLayer));
    updateGradient(prepared);
    updateHighlight();
    replot(QCustomPlot::rpQueuedReplot);
}

void ExplorerHeatmapFigure::updateGradient(const PreparedPanels& prepared) {
    colorScale()->setGradient(prepared.gradient);
    m_highlight->setPen(QPen(highlightColor(m_document->colorMap()), 2.5));
    colorScale()->setDataRange(prepared.scale.range);
    colorScale()->axis()->setTicker(QSharedPointer<QCPAxisTicker>::create());
    setScaleLabel(prepared.scale.label);
}

void ExplorerHeatmapFigure::updateHighlight() {
    const int row = m_document->highlightedRow();
    m_highlight->setVisible(row >= 0);
    if (row < 0) return;
    const int columns = m_document->results().keyTokens.size();
    m_highlight->topLeft->setCoords(-0.5, row - 0.5);
    m_highlight->bottomRight->setCoords(columns - 0.5, row + 0.5);
}

void ExplorerHeatmapFigure::clampRanges() {
    if (m_clamping || m_shownRows < 0) return;
    m_clamping = true;
    QCPAxisRect* rect = panel()->axisRect(); // the matrix shown, which may be the previous one
    const std::pair<QCPAxis*, int> axes[] = {{rect->axis(QCPAxis::atBottom), m_shownColumns},
                                             {rect->axis(QCPAxis::atLeft), m_shownRows}};
    for (const auto& [axis, cells] : axes) {
        const QCPRange full = cellAxisRange(cells);
        QCPRange range = axis->range();
        const double size =
            std::clamp(range.size(), std::min(kMinVisibleCells, full.size()), full.size());
        double lower = std::clamp(range.center() - size / 2, full.lower, full.upper - size);
        axis->setRange(lower, lower + size);
    }
    m_clamping = false;
}

void ExplorerHeatmapFigure::resetZoom() {
    panel()->axisRect()->axis(QCPAxis::atBottom)->setRange(cellAxisRange(m_shownColumns));
    panel()->axisRect()->axis(QCPAxis::atLeft)->setRange(cellAxisRange(m_shownRows));
    replot(QCustomPlot::rpQueuedReplot);
}

void ExplorerHeatmapFigure::zoomBy(double factor) {
    for (QCPAxis* axis : panel()->axisRect()->axes())
        axis->scaleRange(1.0 / factor);
    replot(QCustomPlot::rpQueuedReplot);
}

QString ExplorerHeatmapFigure::describeAt(const QPointF& pixel) const {
    const QString cell = HeatmapFigure::describeAt(pixel);
    if (cell.isEmpty()) return {};
    return cell + QLatin1Char('\n') +
           headTitle(m_document->currentHead(), m_document->results().heads,
                     m_document->matrixKind(), m_document->results().modelLayer);
}

int ExplorerHeatmapFigure::rowAt(const QPointF& pixel) const {
    QCPAxisRect* rect = panel()->axisRect();
    if (!rect->rect().contains(pixel.toPoint())) return -1;
    const int row = qRound(rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y()));
    return row >= 0 && row < m_document->results().queryTokens.size() ? row : -1;
}

void ExplorerHeatmapFigure::mousePressEvent(QMouseEvent* event) {
    m_pressPosition = event->pos();
    QCustomPlot::mousePressEvent(event);
}

void ExplorerHeatmapFigure::mouseReleaseEvent(QMouseEvent* event) {
    QCustomPlot::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || (event->pos() - m_pressPosition).manhattanLength() > 4)
        return; // a drag pans; only a click selects
    const int row = rowAt(event->position());
    if (row < 0) return;
    m_document->setHighlightedRow(row == m_document->highlightedRow() ? -1 : row);
}

void ExplorerHeatmapFigure::mouseDoubleClickEvent(QMouseEvent* event) {
    QCustomPlot::mouseDoubleClickEvent(event);
    resetZoom();
}

} // namespace attn::ui
