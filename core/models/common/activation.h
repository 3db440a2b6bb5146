// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The activations of transformer MLPs, by the names Hugging Face configs give them.
#include "core/models/common/config_reader.h"

#include <Eigen/Core>

#include <string>

namespace attn {

enum class Activation {
    Silu,     ///< x sigmoid(x): "silu", "swish"
    GeluTanh, ///< the tanh approximation: "gelu_new", "gelu_pytorch_tanh"
    GeluErf,  ///< x Phi(x): "gelu"
    Relu,     ///< "relu"
};

/// The activation config's key names (fallback where the key is absent). Throws InputError
/// naming the file, the key and the names supported for any other.
Activation activationIn(const ConfigReader& config, const std::string& key,
                        const std::string& fallback);

/// x:(any), contiguous columns -> act(x) element by element, in place.
void activate(Eigen::Ref<Eigen::MatrixXf> x, Activation act);

} // namespace attn
