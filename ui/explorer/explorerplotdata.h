#pragma once
// Pure conversions for the explorer's views: matrices to displayable values and colour ranges.
#include "ui/explorer/explorersettings.h"

#include <Eigen/Core>
#include <QString>
#include <qcustomplot.h>

#include <vector>

namespace attn::ui {

/// m:(T_q,T_k) -> the same with -inf (masked) entries replaced by NaN, which a colour map
/// draws in its NaN colour and HeatmapPanel reads as "masked".
Eigen::MatrixXf maskedAsNaN(const Eigen::Ref<const Eigen::MatrixXf>& m);

/// Smallest and largest finite entry of all matrices; (0,0) when there is none.
QCPRange finiteRange(const std::vector<Eigen::MatrixXf>& matrices);

/// The colour scale's range for values in `finite` of kind: weights always [0, 1] (heads and
/// settings stay comparable); scores [min, max], or [-m, m] with m = max |value| when
/// diverging, so 0 sits on the neutral middle colour. A zero-width range is widened to 1.
QCPRange displayRange(const QCPRange& finite, MatrixKind kind, bool diverging,
                      bool weightsToLargest = false);

/// Title of a head's matrix: "head 2 of 4: weights", or "layer 3, head 2 of 4: weights" for a
/// model layer (0-based; -1 for none).
QString headTitle(int head, int heads, MatrixKind kind, int layer = -1);

/// The formula a matrix kind shows, for colour-scale labels: "softmax(QKᵀ/√d)" etc.
QString matrixKindFormula(MatrixKind kind, ScoreFunction score);

} // namespace attn::ui
