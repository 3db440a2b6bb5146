// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The exact GELU of BERT's and ViT's feed-forward layers (hidden_act "gelu").
#include <Eigen/Core>

namespace attn {

/// x:(any) becomes x Phi(x) = 0.5 x (1 + erf(x / sqrt 2)) element by element, in place, by
/// the vector kernel (core/base/vector_kernels.h).
void geluErf(Eigen::Ref<Eigen::MatrixXf> x);

} // namespace attn
