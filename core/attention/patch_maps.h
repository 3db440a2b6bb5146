// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention over a grid of image patches as pictures: one query's weights laid out on the
// grid, and DINO's mask of the patches that hold a chosen share of the attention.
#include "core/attention/softmax.h"

#include <Eigen/Core>

namespace attn {

/// weights:(T,T) over S prefix tokens ([CLS], and DeiT's distillation token or DINOv2's
/// registers) and gridWidth x gridHeight patches (token S + y*gridWidth + x), 0 <= query < T ->
/// (gridHeight, gridWidth): what query pays each patch (the prefix left out). Throws
/// InputError when T is not S + gridWidth*gridHeight or query is out of range.
Eigen::MatrixXf patchGrid(const Eigen::Ref<const RowMatrixXf>& weights, int query, int gridWidth,
                          int gridHeight, int prefix = 1);

/// map:(h,w) of non-negative weights, 0 < share <= 1 -> (h,w) of 1 for the patches kept and
/// 0 elsewhere: the fewest largest patches whose sum reaches share of the map's total, as
/// DINO's threshold figure keeps them (sorted by weight, cumulative sum > (1 - share) of the
/// total from the smallest). Throws InputError for a share outside (0, 1] or negative or
/// non-finite entries.
Eigen::MatrixXf massMask(const Eigen::MatrixXf& map, double share);

} // namespace attn
