#pragma once
// What each step of the step-through view shows: its matrices and a caption with numbers.
#include "ui/explorer/explorercompute.h"

#include <Eigen/Core>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

namespace attn::ui {

/// One matrix of a step; rows and columns name its axes, follow is the outlined part in cell
/// coordinates (x = column, y = row).
struct StepMatrix {
    QString title;          ///< with the shape, e.g. "QKᵀ  (11×11)"
    Eigen::MatrixXf matrix; ///< (rows, columns)
    QStringList rows, columns;
    QString rowAxis, columnAxis;
    bool weights = false; ///< drawn with the chosen sequential map on [0, 1]
    QRectF follow;
};

struct StepContent {
    QString caption;                  ///< what the step does, worked for cell (i, j)
    std::vector<StepMatrix> matrices; ///< the step's inputs and result, left to right
};

/// Step `step` (0 = Q, K, V; 1 = QKᵀ; 2 = ÷√d; 3 = mask; 4 = softmax; 5 = × V) of one head's
/// steps s, following query i and key j (both in range).
StepContent stepContent(const ExplorerResults& r, const AttentionSteps& s, int step, int i, int j);

} // namespace attn::ui
