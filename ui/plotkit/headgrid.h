#pragma once
// Places the heads of an AttentionFigure in a grid of small multiples with shared axes.
#include <qcustomplot.h>

#include <vector>

namespace attn::ui {

class HeatmapPanel;

/// H heads in ceil(sqrt(H)) columns, filled row by row. Query labels appear only in the first
/// column and key labels only under the lowest head of each column, so the grid spends its
/// room on cells. balance() then sets stretch factors so every head's plot area has the same
/// size although the labelled heads carry wider margins.
class HeadGrid {
  public:
    /// grid is the (empty) layout the heads go into; the plot owns it and the margin groups.
    HeadGrid(QCustomPlot* plot, QCPLayoutGrid* grid, int heads);
    ~HeadGrid();
    HeadGrid(const HeadGrid&) = delete;
    HeadGrid& operator=(const HeadGrid&) = delete;

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }

    /// Puts head h's panel in its cell, shows or hides its labels and joins its margin groups.
    /// The lowest row's bottom margins join bottomGroup, the top row's top margins topGroup.
    void place(int h, HeatmapPanel* panel, QCPMarginGroup* topGroup, QCPMarginGroup* bottomGroup);

    /// Re-tunes column and row stretch factors from the margins of the last layout pass;
    /// true when they changed enough that the layout must run again.
    bool balance();

  private:
    QCPLayoutGrid* m_grid;
    int m_heads;
    int m_columns;
    int m_rows;
    std::vector<HeatmapPanel*> m_panels;       ///< (H) in head order
    std::vector<QCPMarginGroup*> m_rowBottom;  ///< (rows) equal bottom margins within a row
    std::vector<QCPMarginGroup*> m_columnLeft; ///< (columns) equal left margins in a column
};

} // namespace attn::ui
