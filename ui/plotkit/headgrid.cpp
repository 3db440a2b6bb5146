#include "ui/plotkit/headgrid.h"

#include "ui/plotkit/heatmappanel.h"

#include <algorithm>
#include <cmath>
#include <functional>
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

} // namespace

HeadGrid::HeadGrid(QCustomPlot* plot, QCPLayoutGrid* grid, int heads)
    : m_grid(grid), m_heads(heads),
      m_columns(std::max(1, int(std::ceil(std::sqrt(double(heads)))))),
      m_rows(std::max(1, (heads + m_columns - 1) / m_columns)), m_panels(std::size_t(heads)) {
    for (int r = 0; r < m_rows; ++r)
        m_rowBottom.push_back(new QCPMarginGroup(plot));
    for (int c = 0; c < m_columns; ++c)
        m_columnLeft.push_back(new QCPMarginGroup(plot));
}

HeadGrid::~HeadGrid() {
    for (QCPMarginGroup* group : m_rowBottom)
        delete group;
    for (QCPMarginGroup* group : m_columnLeft)
        delete group;
}

void HeadGrid::place(int h, HeatmapPanel* panel, QCPMarginGroup* topGroup,
                     QCPMarginGroup* bottomGroup) {
    const int row = h / m_columns, column = h % m_columns;
    m_panels[std::size_t(h)] = panel;
    m_grid->addElement(row, column, panel->layout());
    panel->setLabelsShown(column == 0, h + m_columns >= m_heads);
    QCPAxisRect* rect = panel->axisRect();
    rect->setMarginGroup(QCP::msLeft, m_columnLeft[std::size_t(column)]);
    rect->setMarginGroup(QCP::msBottom,
                         row == m_rows - 1 ? bottomGroup : m_rowBottom[std::size_t(row)]);
    if (row == 0) rect->setMarginGroup(QCP::msTop, topGroup);
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
