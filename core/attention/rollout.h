// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention rollout (Abnar & Zuidema 2020): how much each output position draws on each
// input token through all layers, counting the residual connection.
#include "core/attention/layer_heads.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

enum class HeadFusion { Mean, Max, Min };

/// attention: [layer][head] of (T,T), rows sum to 1 -> rollout:(T,T), rows sum to 1.
/// Per layer the heads are fused (mean, or element-wise max/min), the residual path is
/// added as 0.5 A + 0.5 I and rows are renormalised; the layers are multiplied from the
/// first: R = A_L ... A_2 A_1. With discardRatio > 0, before the residual is added, the lowest
/// floor(discardRatio T^2) fused weights of each layer are set to 0 except entry (0, 0), as
/// vit-explain does for a ViT's [CLS]. Throws InputError for no layers, a layer without heads,
/// matrices that are not all (T,T) or a ratio outside [0, 1).
Eigen::MatrixXf attentionRollout(const LayerHeadAttention& attention,
                                 HeadFusion fusion = HeadFusion::Mean, float discardRatio = 0);

/// Row `row` of attentionRollout(attention, fusion, discardRatio), (T): what the rollout shows
/// for one token ([CLS] is row 0), in O(L H T^2) instead of the product's O(L T^3). Throws as
/// attentionRollout, and for a row outside [0, T).
Eigen::RowVectorXf attentionRolloutRow(const LayerHeadAttention& attention, Eigen::Index row,
                                       HeadFusion fusion = HeadFusion::Mean,
                                       float discardRatio = 0);

} // namespace attn
