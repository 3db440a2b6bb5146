// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/norms.h"

#include "core/base/vector_kernels.h"

namespace attn {

Eigen::MatrixXf layerNorm(const Eigen::MatrixXf& x, const Eigen::VectorXf& weight,
                          const Eigen::VectorXf& bias, float eps) {
    Eigen::MatrixXf y(x.rows(), x.cols());
    layerNormRows(x.data(), x.rows(), x.cols(), weight.data(), bias.data(), eps, y.data());
    return y;
}

Eigen::MatrixXf rmsNorm(const Eigen::MatrixXf& x, const Eigen::VectorXf& weight, float eps) {
    const Eigen::ArrayXf meanSquare = x.array().square().rowwise().sum() / float(x.cols());
    const Eigen::ArrayXf scale = (meanSquare + eps).sqrt().inverse();
    return (x.array().colwise() * scale).rowwise() * weight.array().transpose();
}

} // namespace attn
