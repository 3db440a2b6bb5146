// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pure conversions from attention matrices to QCustomPlot data; no drawing, no state.
#include <Eigen/Core>
#include <QColor>
#include <QSharedPointer>
#include <QString>
#include <QStringList>
#include <qcustomplot.h>

#include <memory>

namespace attn::ui {

/// m:(T_q,T_k), rows = queries, columns = keys -> colour-map data with T_k keys and T_q values.
/// Entry m(i,j) lands in the cell centred on key x = j, value y = i: key range [0, T_k-1],
/// value range [0, T_q-1], so cell(j, i) == m(i, j). Shown on a value axis with
/// setRangeReversed(true), query 0 is at the top as in a printed matrix. A dimension of size 1
/// becomes two equal cells centred on -0.25 and 0.25 (QCustomPlot cannot give a single cell a
/// width); the cell still covers [-0.5, 0.5]. An empty m gives empty (0 x 0) data.
std::unique_ptr<QCPColorMapData> toColorMapData(const Eigen::Ref<const Eigen::MatrixXf>& m);

/// A matrix made ready for HeatmapPanel::setMatrix, on any thread (a worker prepares large
/// ones while the view keeps its picture): its colour-map data (see toColorMapData) and what
/// the panel and the view's colour scale read from it.
struct HeatmapData {
    std::unique_ptr<QCPColorMapData> data; ///< never null once prepared
    int rows = 0;                          ///< T_q
    int columns = 0;                       ///< T_k
    bool hasNegative = false;              ///< any entry < 0
    bool hasFinite = false;                ///< any finite entry (not all masked)
    QCPRange finite{0, 0};                 ///< smallest and largest finite entry; (0,0) if none
    /// The colour map's picture made ahead by colorizeHeatmap, or null: the panel draws it
    /// while its gradient and range are imageGradient and imageRange, and colours the data
    /// itself otherwise.
    QImage image;
    QCPColorGradient imageGradient;
    QCPRange imageRange;
};

/// m:(T_q,T_k) -> HeatmapData; a -inf entry (a masked score) becomes NaN, which the colour map
/// draws in its NaN colour and the panel reads as masked. Reads m in tiles, so a column-major
/// matrix of 2048 x 2048 converts as fast as a row-major one.
HeatmapData prepareHeatmap(const Eigen::Ref<const Eigen::MatrixXf>& m);
/// Colours heatmap's data with gradient over range into heatmap.image, as QCPColorMap does
/// when it draws (the same colours), with row 0 on top as a panel shows it (its query axis
/// reversed), so that a worker spares the GUI thread that work for large matrices. Nothing for a
/// matrix with 100 or fewer cells along either axis (QCPColorMap enlarges those itself) or without
/// data.
void colorizeHeatmap(HeatmapData& heatmap, const QCPColorGradient& gradient, const QCPRange& range);

/// The same for a row-major m (the layout of attention weights).
HeatmapData prepareRowMajorHeatmap(
    const Eigen::Ref<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>&
        m);

/// The axis range that shows n cells centred on 0 .. n-1 completely: [-0.5, n - 0.5].
QCPRange cellAxisRange(int n);

/// text between two marks of the direction of its first strong character (U+200E left to
/// right, U+200F right to left): a token label reads in its own direction whatever the
/// window's ("·beginning" keeps its dot on the left in Persian).
QString withDirectionMarks(const QString& text);

/// labels:(n) -> ticker with a tick at position i labelled withDirectionMarks(labels[i]) for
/// i = 0, step, 2 step, ... and no sub-ticks. step < 1 counts as 1.
QSharedPointer<QCPAxisTickerText> makeTokenTicker(const QStringList& labels, int step = 1);

/// The smallest step such that labels of extent `labelExtent` pixels, one every step cells of
/// `cellExtent` pixels, do not overlap (at least 1).
int labelStep(double labelExtent, double cellExtent);

/// Near-black or white, whichever has the higher WCAG contrast ratio against background.
QColor textColorOn(const QColor& background);

/// WCAG 2 relative luminance of c, 0 (black) .. 1 (white).
double relativeLuminance(const QColor& c);

/// query, key: 0-based row and column; queryLabel, keyLabel: their tokens -> the tooltip of the
/// cell, e.g. (1, "сдавать", 3, "до", 0.129598) -> "#2 ‘сдавать’ → #4 ‘до’: 0.1296".
/// Positions count from 1, as the step-through captions ("query 2 “сдавать”") and --row do;
/// they tell apart the cells of a repeated token and name cells whose tick labels were
/// thinned out. The weight has `decimals` digits after the point; a non-finite weight (a masked
/// score) reads "−∞ (masked)". A label holding right-to-left letters is isolated (U+2068 …
/// U+2069), else a Persian token would reorder the whole line around it.
QString describeCell(int query, const QString& queryLabel, int key, const QString& keyLabel,
                     double weight, int decimals = 4);

/// row: 0-based row of a matrix of one vector per token (Q, K, V), rowLabel its token,
/// dimension: 0-based column -> "#2 ‘сдавать’, dimension 3: −0.4860" (both counted from 1).
QString describeVectorEntry(int row, const QString& rowLabel, int dimension, double value,
                            int decimals = 4);

} // namespace attn::ui
