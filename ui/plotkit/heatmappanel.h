// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One heatmap of an AttentionFigure: a title above an axis rect holding a colour map, token
// labels on both axes and, for small matrices, the value written in each cell.
#include "ui/plotkit/heatmapdata.h"

#include <Eigen/Core>
#include <QFont>
#include <QString>
#include <QStringList>
#include <QVector>
#include <qcustomplot.h>

#include <memory>
#include <utility>
#include <vector>

namespace attn::ui {

/// Fonts of a figure, all derived from one base point size.
struct FigureFonts {
    QFont tickLabel; ///< token labels, colour-scale numbers
    QFont axisLabel; ///< "query", "key", "attention weight"
    QFont title;     ///< one per heatmap
    QFont cell;      ///< numbers inside the cells

    static FigureFonts fromBasePointSize(double points);
};

/// Sets scale's tick and label fonts, and a bar width in proportion to basePoints.
void styleColorScale(QCPColorScale* scale, const FigureFonts& fonts, double basePoints);

class HeatmapPanel;
/// The cell under pixel in the first of panels that has one ("#i ‘query’ → #j ‘key’: weight")
/// and that panel's short name on a second line; else empty.
QString describeCellIn(const std::vector<std::unique_ptr<HeatmapPanel>>& panels,
                       const QPointF& pixel);

/// How a panel's token labels fit its size: drawn vertically or not, and every how many
/// tokens a label is written.
struct LabelFit {
    bool rotated = false; ///< key labels drawn vertically
    int keyStep = 1;      ///< label every keyStep-th key
    int queryStep = 1;    ///< label every queryStep-th query

    /// The stricter of both: rotated if either is, the larger steps.
    LabelFit atLeast(const LabelFit& other) const;
};

/// The plot owns every element; the panel only keeps pointers to them and the labels it shows.
class HeatmapPanel {
  public:
    static constexpr int kMaxCellsForNumbers = 12; ///< numbers in cells up to 12 x 12

    /// Creates title, axis rect and colour map; the caller places layout() in the plot.
    HeatmapPanel(QCustomPlot* plot, QCPColorScale* scale, const QString& title,
                 const QString& shortName);

    /// A shorter title used when the full one does not fit (e.g. "h2" for "head 2").
    void setCompactTitle(const QString& title) { m_compactTitle = title; }
    /// Replaces the full title; the next fitToSize() fits it.
    void setTitle(const QString& title) { m_fullTitle = title; }
    QString title() const { return m_fullTitle; }

    QCPLayoutGrid* layout() const { return m_layout; }
    QCPAxisRect* axisRect() const { return m_rect; }
    QCPColorMap* colorMap() const { return m_map; }
    QCPTextElement* titleElement() const { return m_title; }
    QString shortName() const { return m_shortName; }

    /// weights:(T_q,T_k), rows = queries; queryLabels:(T_q), keyLabels:(T_k). The values are
    /// kept only in the colour map's data, which tooltips and cell texts read back.
    void setMatrix(const Eigen::MatrixXf& weights, const QStringList& queryLabels,
                   const QStringList& keyLabels);
    /// The same for a matrix prepared already (possibly on a worker thread); takes its data.
    void setMatrix(HeatmapData matrix, const QStringList& queryLabels,
                   const QStringList& keyLabels);
    /// Columns are the dimensions of one vector per row (Q, K, V), not keys: the tooltip reads
    /// "#1 ‘the’, dimension 3: 0.1296" (describeVectorEntry). Off by default.
    void setDimensionColumns(bool dimensions) { m_dimensionColumns = dimensions; }
    /// Words (T_q*T_k, row-major) written in the cells instead of numbers, each where it fits its
    /// cell (up to kMaxCellsForWords cells); empty for numbers. Set before setMatrix.
    void setCellWords(const QStringList& words) { m_cellWords = words; }
    static constexpr int kMaxCellsForWords = 4096;
    void setFonts(const FigureFonts& fonts);
    /// Shows or hides the query (left) and key (bottom) tick labels and axis titles; hidden
    /// ones free their room for cells in a grid of small multiples.
    void setLabelsShown(bool queries, bool keys);

    /// The label fit the current pixel size of axisRect() needs on its own.
    LabelFit neededLabelFit() const;

    /// Applies fit (label rotation and steps; a figure passes the strictest fit of panels that
    /// should look alike), picks how many decimals fit in a cell and fits the title over the
    /// cells. True when anything changed: lay out again.
    /// titleRoom caps the width the title may use (a figure passes the smallest of panels
    /// that should look alike); -1 means the panel's own width.
    bool fitToSize(const LabelFit& fit, int titleRoom = -1);

    /// Width the title has on its own, in pixels.
    int titleRoom() const { return m_layout->outerRect().width(); }

    /// Height of the title's text as currently broken into lines, in pixels.
    int titleTextHeight() const;
    /// Fixes the title's height so titles in a row line up; true when it changed.
    bool setTitleHeight(int pixels);

    /// "#i ‘query’ → #j ‘key’: weight" (describeCell: positions from 1) for the cell under pixel
    /// (plot coordinates), else empty; with setDimensionColumns "#i ‘token’, dimension d: x".
    /// A NaN entry stands for a masked score (-inf) and reads "−∞ (masked)".
    QString describeAt(const QPointF& pixel) const;
    /// The cell (row, column) under pixel (plot coordinates), 0-based, or (-1, -1).
    std::pair<int, int> cellAt(const QPointF& pixel) const;

    /// Decimals of the numbers written in cells; 0 when no numbers are shown.
    int cellDecimals() const { return m_decimals; }
    /// The label fit in use.
    const LabelFit& labelFit() const { return m_fit; }

  private:
    void createCellTexts();
    void updateCellTexts();
    /// Entry (row, column) of the matrix shown, read back from the colour map.
    double valueAt(int row, int column) const;
    /// How many of `cells` cells the axis of type shows (fewer when zoomed in), at least 1.
    double visibleCells(QCPAxis::AxisType type, int cells) const;
    bool fitTitle(int room);

    QCustomPlot* m_plot;
    QCPLayoutGrid* m_layout;
    QCPTextElement* m_title;
    QCPAxisRect* m_rect;
    QCPColorMap* m_map;
    QString m_fullTitle;
    QString m_compactTitle;
    QString m_shortName;
    QFont m_cellFont;
    QFont m_tickFont;
    mutable double m_widestKey = -1; ///< widest key label in m_tickFont, pixels; -1 until measured

    int m_rows = 0;                    ///< T_q
    int m_columns = 0;                 ///< T_k
    QStringList m_queryLabels;         ///< (T_q)
    QStringList m_keyLabels;           ///< (T_k)
    QVector<QCPItemText*> m_cellTexts; ///< row-major (T_q,T_k) when shown
    QStringList m_cellWords;           ///< setCellWords(), or empty for numbers
    double m_wordRoom = 0; ///< a cell's width for a word, 0 where a line does not fit its height

    LabelFit m_fit;
    int m_decimals = 0;
    bool m_hasNegative = false;      ///< any entry < 0 (numbers then carry a minus sign)
    bool m_dimensionColumns = false; ///< see setDimensionColumns
};

} // namespace attn::ui
