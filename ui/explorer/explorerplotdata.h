// SPDX-License-Identifier: GPL-3.0-or-later
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

/// How the colours of attention weights span: 0 to 1 (heads and settings compare directly),
/// 0 to the largest weight shown, or automatically: to the largest when it is below
/// kAutoLargestBelow (long inputs, where every weight is small and 0 to 1 is uniformly dark).
enum class WeightScale { Automatic, ToOne, ToLargest };
inline constexpr double kAutoLargestBelow = 0.1;

/// Whether weights whose largest is `largest` are coloured up to it under scale.
bool colourToLargest(WeightScale scale, double largest);

/// "auto", "one", "largest": the names of the command line and saved settings.
QString weightScaleName(WeightScale scale);
bool fromName(const QString& name, WeightScale& out);
QStringList weightScaleNames();

/// A view's colour scale: its range (displayRange) and the colour bar's title.
struct ColourScale {
    QCPRange range;
    QString label; ///< matrixKindFormula, or for weights coloured to the largest
                   ///< "attention weight (0 to largest, 0.0123)"
};
/// The colour scale for values in `finite` of kind, scored by score.
ColourScale colourScale(const QCPRange& finite, MatrixKind kind, ScoreFunction score,
                        bool diverging, WeightScale weights);

/// Title of a head's matrix: "head 2 of 4: weights", or "layer 3, head 2 of 4: weights" for a
/// model layer (0-based; -1 for none).
QString headTitle(int head, int heads, MatrixKind kind, int layer = -1);

/// The formula a matrix kind shows, for colour-scale labels: "softmax(QKᵀ/√d)" etc.
QString matrixKindFormula(MatrixKind kind, ScoreFunction score);

} // namespace attn::ui
