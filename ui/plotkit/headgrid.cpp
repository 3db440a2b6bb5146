// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/headgrid.h"

#include "ui/plotkit/heatmappanel.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>

namespace attn::ui {

namespace {

// Sets factors when they differ from the current ones by more than half a pixel's share.
bool setIfChanged(QList<double> current, const QList<double>& wanted, double total,
                  const std::function<void(const QList<double>&)>& apply) {
    const double currentSum = std::accumulate(current.begin(), current.end(), 0.0);
    const double wantedSum = std::accumulate(wanted.begin(), wanted.end(), 0.0);
    bool differs = false;
    for (int i = 0; i < wanted.size(); ++i)
        differs =
            differs || std::abs(current[i] / currentSum - wanted[i] / wantedSum) * total > 0.5;
    if (differs) apply(wanted);
    return differs;
}

int rowsFor(int panels, int columns) {
    return std::max(1, (panels + columns - 1) / columns);
}

/// The side of the largest square every panel's plot area holds in columns.
double squareSide(int panels, int columns, const PanelRoom& room) {
    const int rows = rowsFor(panels, columns);
    const double width =
        (room.area.width() - room.labels.width() - room.spacing.width() * (columns - 1)) / columns -
        room.chrome.width();
    const double height =
        (room.area.height() - room.labels.height() - room.spacing.height() * (rows - 1)) / rows -
        room.chrome.height();
    return std::min(width, height);
}

} // namespace

int bestColumns(int panels, const PanelRoom& room) {
    int best = 1;
    double bestSide = -std::numeric_limits<double>::infinity();
    int bestEmpty = 0;
    for (int columns = 1; columns <= std::max(panels, 1); ++columns) {
        const double side = squareSide(panels, columns, room);
        const int empty = columns * rowsFor(panels, columns) - panels;
        if (side > bestSide + 0.5 || (side > bestSide - 0.5 && empty < bestEmpty)) {
            best = columns;
            bestSide = std::max(side, bestSide);
            bestEmpty = empty;
        }
    }
    return best;
}

HeadGrid::HeadGrid(QCustomPlot* plot, QCPLayoutGrid* grid, int heads)
    : m_plot(plot), m_grid(grid), m_heads(heads),
      m_columns(std::max(1, int(std::ceil(std::sqrt(double(heads)))))),
      m_rows(rowsFor(heads, m_columns)), m_panels(std::size_t(heads)) {
    makeGroups();
}

HeadGrid::~HeadGrid() {
    for (QCPMarginGroup* group : m_rowBottom)
        delete group;
    for (QCPMarginGroup* group : m_columnLeft)
        delete group;
}

void HeadGrid::makeGroups() {
    for (QCPMarginGroup* group : m_rowBottom)
        delete group; // a deleted group leaves its rects without one
    for (QCPMarginGroup* group : m_columnLeft)
        delete group;
    m_rowBottom.clear();
    m_columnLeft.clear();
    for (int r = 0; r < m_rows; ++r)
        m_rowBottom.push_back(new QCPMarginGroup(m_plot));
    for (int c = 0; c < m_columns; ++c)
        m_columnLeft.push_back(new QCPMarginGroup(m_plot));
}

void HeadGrid::place(int h, HeatmapPanel* panel, QCPMarginGroup* topGroup,
                     QCPMarginGroup* bottomGroup) {
    m_topGroup = topGroup;
    m_bottomGroup = bottomGroup;
    m_panels[std::size_t(h)] = panel;
    put(h);
}

void HeadGrid::put(int h) {
    HeatmapPanel* panel = m_panels[std::size_t(h)];
    const int row = h / m_columns, column = h % m_columns;
    m_grid->addElement(row, column, panel->layout());
    panel->setLabelsShown(column == 0, h + m_columns >= m_heads);
    QCPAxisRect* rect = panel->axisRect();
    rect->setMarginGroup(QCP::msLeft, m_columnLeft[std::size_t(column)]);
    rect->setMarginGroup(QCP::msBottom,
                         row == m_rows - 1 ? m_bottomGroup : m_rowBottom[std::size_t(row)]);
    rect->setMarginGroup(QCP::msTop, row == 0 ? m_topGroup : nullptr);
}

PanelRoom HeadGrid::room() const {
    PanelRoom room;
    room.area = m_grid->rect().size();
    room.spacing = QSizeF(m_grid->columnSpacing(), m_grid->rowSpacing());
    double side = 0, vertical = 0, title = 0, labelWidth = 0, labelHeight = 0;
    for (const HeatmapPanel* panel : m_panels) {
        const QMargins m = panel->axisRect()->margins(); // right and top never carry labels
        side = std::max(side, 2.0 * m.right());
        vertical = std::max(vertical, 2.0 * m.top());
        title = std::max(title, double(panel->titleElement()->outerRect().height()));
        labelWidth = std::max(labelWidth, double(m.left() - m.right()));
        labelHeight = std::max(labelHeight, double(m.bottom() - m.top()));
    }
    room.chrome = QSizeF(side, title + vertical);
    room.labels = QSizeF(labelWidth, labelHeight);
    return room;
}

bool HeadGrid::arrange() {
    if (std::find(m_panels.begin(), m_panels.end(), nullptr) != m_panels.end()) return false;
    const PanelRoom now = room();
    if (now.area.width() < 16 || now.area.height() < 16) return false; // not laid out yet
    const int best = bestColumns(m_heads, now);
    if (best == m_columns ||
        squareSide(m_heads, best, now) < 1.1 * squareSide(m_heads, m_columns, now))
        return false;
    for (HeatmapPanel* panel : m_panels)
        m_grid->take(panel->layout());
    m_grid->simplify();
    m_columns = best;
    m_rows = rowsFor(m_heads, best);
    makeGroups();
    for (int h = 0; h < m_heads; ++h)
        put(h);
    return true;
}

bool HeadGrid::balance() {
    QList<double> extraWidth(m_columns, 0.0), extraHeight(m_rows, 0.0);
    for (int h = 0; h < m_heads; ++h) {
        const HeatmapPanel* panel = m_panels[std::size_t(h)];
        if (!panel) return false;
        const QMargins m = panel->axisRect()->margins();
        double& width = extraWidth[h % m_columns];
        double& height = extraHeight[h / m_columns];
        width = std::max(width, double(m.left() + m.right()));
        height = std::max(
            height, double(m.top() + m.bottom() + panel->titleElement()->outerRect().height()));
    }
    const QRect area = m_grid->rect();
    const double sumWidth = std::accumulate(extraWidth.begin(), extraWidth.end(), 0.0);
    const double sumHeight = std::accumulate(extraHeight.begin(), extraHeight.end(), 0.0);
    const double innerWidth =
        (area.width() - sumWidth - m_grid->columnSpacing() * (m_columns - 1)) / m_columns;
    const double innerHeight =
        (area.height() - sumHeight - m_grid->rowSpacing() * (m_rows - 1)) / m_rows;
    if (innerWidth < 8 || innerHeight < 8) return false; // too small to matter; keep defaults
    QList<double> columnFactors, rowFactors;
    for (double w : extraWidth)
        columnFactors << innerWidth + w;
    for (double h : extraHeight)
        rowFactors << innerHeight + h;
    bool changed =
        setIfChanged(m_grid->columnStretchFactors(), columnFactors, area.width(),
                     [this](const QList<double>& f) { m_grid->setColumnStretchFactors(f); });
    changed |= setIfChanged(m_grid->rowStretchFactors(), rowFactors, area.height(),
                            [this](const QList<double>& f) { m_grid->setRowStretchFactors(f); });
    return changed;
}

} // namespace attn::ui
