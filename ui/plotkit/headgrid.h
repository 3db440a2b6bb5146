// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Places the heads of an AttentionFigure in a grid of small multiples with shared axes.
#include <qcustomplot.h>

#include <vector>

namespace attn::ui {

class HeatmapPanel;

/// The room a grid of small multiples gives each panel's plot area, in pixels.
struct PanelRoom {
    QSizeF area;    ///< the whole grid
    QSizeF chrome;  ///< what every panel spends besides its cells: side margins; title and
                    ///< top and bottom margins
    QSizeF labels;  ///< what the labelled panels spend more: query labels (first column) and
                    ///< key labels (lowest row)
    QSizeF spacing; ///< between columns, between rows
};

/// The columns for `panels` small multiples in room: those whose panels' plot areas hold the
/// largest square (so that no panel is squashed into a strip), with fewer empty cells on a tie.
/// At least 1.
int bestColumns(int panels, const PanelRoom& room);

/// H heads in ceil(sqrt(H)) columns, filled row by row; arrange() may choose other columns
/// for the grid's shape. Query labels appear only in the first column and key labels only
/// under the lowest head of each column, so the grid spends its room on cells. balance() then
/// sets stretch factors so every head's plot area has the same size although the labelled
/// heads carry wider margins.
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

    /// Chooses the columns (bestColumns) for the grid's size and the labels and titles of the
    /// last layout pass, and moves the heads there; true when they moved (lay out again). Keeps
    /// the present columns unless others give a square at least 10 % larger, so that labels
    /// which change with the layout cannot make it swing.
    bool arrange();

    /// Re-tunes column and row stretch factors from the margins of the last layout pass;
    /// true when they changed enough that the layout must run again.
    bool balance();

  private:
    /// Places head h's panel in its cell for the present columns.
    void put(int h);
    /// One margin group per row and per column, for the present columns.
    void makeGroups();
    /// The room of the last layout pass.
    PanelRoom room() const;

    QCustomPlot* m_plot;
    QCPLayoutGrid* m_grid;
    int m_heads;
    int m_columns;
    int m_rows;
    std::vector<HeatmapPanel*> m_panels;       ///< (H) in head order
    std::vector<QCPMarginGroup*> m_rowBottom;  ///< (rows) equal bottom margins within a row
    std::vector<QCPMarginGroup*> m_columnLeft; ///< (columns) equal left margins in a column
    QCPMarginGroup* m_topGroup = nullptr;      ///< the owner's, for the top row
    QCPMarginGroup* m_bottomGroup = nullptr;   ///< the owner's, for the lowest row
};

} // namespace attn::ui
