// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/gru.h"

namespace attn {

GruCell GruCell::load(const NamedTensors& tensors, const std::string& prefix,
                      const std::string& suffix, int in, int hidden) {
    return {tensors.matrix(prefix + "weight_ih" + suffix, 3 * hidden, in),
            tensors.matrix(prefix + "weight_hh" + suffix, 3 * hidden, hidden),
            tensors.vector(prefix + "bias_ih" + suffix, 3 * hidden),
            tensors.vector(prefix + "bias_hh" + suffix, 3 * hidden)};
}

Eigen::VectorXf GruCell::step(const Eigen::VectorXf& x, const Eigen::VectorXf& h) const {
    const Eigen::Index n = h.size();
    const Eigen::VectorXf gi = inputWeight * x + inputBias, gh = hiddenWeight * h + hiddenBias;
    const auto sigmoid = [](const Eigen::ArrayXf& a) -> Eigen::ArrayXf {
        return 1.0f / (1.0f + (-a).exp());
    };
    const Eigen::ArrayXf r = sigmoid(gi.segment(0, n).array() + gh.segment(0, n).array());
    const Eigen::ArrayXf z = sigmoid(gi.segment(n, n).array() + gh.segment(n, n).array());
    const Eigen::ArrayXf c =
        (gi.segment(2 * n, n).array() + r * gh.segment(2 * n, n).array()).tanh();
    return ((1.0f - z) * c + z * h.array()).matrix();
}

} // namespace attn
