#pragma once
// Attention rollout (Abnar & Zuidema 2020): how much each output position draws on each
// input token through all layers, counting the residual connection.
#include "core/attention/softmax.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

enum class HeadFusion { Mean, Max, Min };

/// attention: [layer][head] of (T,T), rows sum to 1 -> rollout:(T,T), rows sum to 1.
/// Per layer the heads are fused (mean, or element-wise max/min), the residual path is
/// added as 0.5 A + 0.5 I and rows are renormalised; the layers are multiplied from the
/// first: R = A_L ... A_2 A_1. Throws InputError for no layers, a layer without heads or
/// matrices that are not all (T,T).
Eigen::MatrixXf attentionRollout(const std::vector<std::vector<RowMatrixXf>>& attention,
                                 HeadFusion fusion = HeadFusion::Mean);

} // namespace attn
