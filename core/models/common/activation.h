#pragma once
// The activations of transformer MLPs, by the names Hugging Face configs give them.
#include <Eigen/Core>

#include <string>

namespace attn {

enum class Activation {
    Silu,     ///< x sigmoid(x): "silu", "swish"
    GeluTanh, ///< the tanh approximation: "gelu_new", "gelu_pytorch_tanh"
    GeluErf,  ///< x Phi(x): "gelu"
    Relu,     ///< "relu"
};

/// The activation named name (the value of key in the config file path). Throws InputError
/// naming the file, the key and the names supported for any other.
Activation activationNamed(const std::string& name, const std::string& path,
                           const std::string& key);

/// x:(any), contiguous columns -> act(x) element by element, in place.
void activate(Eigen::Ref<Eigen::MatrixXf> x, Activation act);

} // namespace attn
