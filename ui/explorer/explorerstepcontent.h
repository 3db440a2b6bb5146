// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What each step of the step-through view shows: its matrices and a caption with numbers.
#include "ui/explorer/explorercompute.h"

#include <Eigen/Core>
#include <QCoreApplication>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

namespace attn::ui {

/// The words of the step-through's matrices and captions, in one translation context.
class StepText {
    Q_DECLARE_TR_FUNCTIONS(attn::ui::StepText)
};

/// One matrix of a step; rows and columns name its axes, follow is the outlined part in cell
/// coordinates (x = column, y = row), none when empty.
struct StepMatrix {
    QString title;          ///< with the shape, e.g. "QKᵀ  (11×11)"
    QString compactTitle;   ///< shown when title does not fit, still with the shape; or empty
    Eigen::MatrixXf matrix; ///< (rows, columns)
    QStringList rows, columns;
    QString rowAxis, columnAxis;
    QString compactColumnAxis; ///< shown when columnAxis does not fit under the matrix; or empty
    bool weights = false;      ///< drawn with the chosen sequential map on [0, 1]
    QRectF follow;
    /// Matrices of a step with the same scale share one colour range and one colour bar,
    /// labelled scaleLabel, drawn right of the last of them.
    int scale = 0;
    QString scaleLabel;
    /// Rows and columns are dimensions (a weight matrix such as W^Q): the tooltip names the
    /// entry by its row and column instead of by tokens.
    bool parameters = false;
    std::vector<double> columnDividers; ///< x of lines between column blocks (heads)
    std::vector<double> rowDividers;    ///< y of lines between row blocks (heads)
};

/// A StepMatrix with the fields every matrix has; the others keep their defaults.
inline StepMatrix makeStepMatrix(const QString& title, const Eigen::MatrixXf& matrix,
                                 const QStringList& rows, const QStringList& columns,
                                 const QString& rowAxis, const QString& columnAxis,
                                 const QRectF& follow) {
    StepMatrix m;
    m.title = title;
    m.matrix = matrix;
    m.rows = rows;
    m.columns = columns;
    m.rowAxis = rowAxis;
    m.columnAxis = columnAxis;
    m.follow = follow;
    return m;
}

/// "1", "2", … "n": the labels of n dimensions.
QStringList dimensionLabels(Eigen::Index n);
/// "rows×columns" of m.
QString shapeText(const Eigen::MatrixXf& m);
/// x with three significant digits as a caption writes it; "−∞" for a masked score.
QString stepNumber(float x);

struct StepContent {
    QString caption;                  ///< what the step does, worked for cell (i, j)
    std::vector<StepMatrix> matrices; ///< the step's inputs and result, left to right
    int perRow = 0;                   ///< matrices per row of the figure; 0 = all in one row
};

/// Step `step` (0 = Q, K, V; 1 = QKᵀ; 2 = ÷√d; 3 = mask; 4 = softmax; 5 = × V) of one head's
/// steps s, following query i and key j (both in range).
StepContent stepContent(const ExplorerResults& r, const AttentionSteps& s, int step, int i, int j);

/// The multi-head steps after one head's (m from explorerMultiHeadSteps): step 0 = head h's
/// projections X·W_h^Q = Q with W_h^Q:(E,E_i), W_h^K:(E_k,E_i), W_h^V:(E_v,E_h); 1 = every head's
/// output h_i:(T_q,E_h); 2 = Concat:(T_q,E_h·H) × W^O:(E_h·H,E_a) = A:(T_q,E_a), or the average
/// A:(T_q,E_h). Follows query i; custom matrices show their one head.
StepContent layerStepContent(const ExplorerResults& r, const MultiHeadSteps& m, int step, int h,
                             int i);

} // namespace attn::ui
