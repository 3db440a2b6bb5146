// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/activation.h"

#include "core/base/check.h"
#include "core/base/vector_kernels.h"

namespace attn {

Activation activationIn(const ConfigReader& config, const std::string& key,
                        const std::string& fallback) {
    const std::string name = config.has(key) ? config.text(key) : fallback;
    if (name == "silu" || name == "swish") return Activation::Silu;
    if (name == "gelu_pytorch_tanh" || name == "gelu_new") return Activation::GeluTanh;
    if (name == "gelu") return Activation::GeluErf;
    if (name == "relu") return Activation::Relu;
    throw InputError(Message("attn", "%1: %2 \"%3\" is not supported (silu, gelu, "
                                     "gelu_pytorch_tanh, gelu_new and relu are)")
                         .arg(config.path())
                         .arg(key)
                         .arg(name));
}

void activate(Eigen::Ref<Eigen::MatrixXf> x, Activation act) {
    switch (act) {
    case Activation::Silu:
        x = (x.array() / ((-x.array()).exp() + 1.0f)).matrix();
        break;
    case Activation::GeluTanh:
        for (Eigen::Index j = 0; j < x.cols(); ++j)
            geluTanh(x.col(j).data(), x.rows());
        break;
    case Activation::GeluErf:
        for (Eigen::Index j = 0; j < x.cols(); ++j)
            geluErf(x.col(j).data(), x.rows());
        break;
    case Activation::Relu:
        x = x.cwiseMax(0.0f);
        break;
    }
}

} // namespace attn
