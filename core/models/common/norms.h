// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The normalisations of transformer blocks, row by row as PyTorch computes them in float.
#include <Eigen/Core>

namespace attn {

/// x:(T,E), weight and bias:(E) -> (T,E): each row normalised to zero mean and unit
/// variance (eps added to the variance), then scaled by weight and shifted by bias.
Eigen::MatrixXf layerNorm(const Eigen::MatrixXf& x, const Eigen::VectorXf& weight,
                          const Eigen::VectorXf& bias, float eps);

/// x:(T,E), weight:(E) -> (T,E): each row divided by sqrt(mean of its squares + eps), then
/// scaled by weight, in float as LlamaRMSNorm computes it.
Eigen::MatrixXf rmsNorm(const Eigen::MatrixXf& x, const Eigen::VectorXf& weight, float eps);

} // namespace attn
