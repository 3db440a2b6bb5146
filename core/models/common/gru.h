// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A GRU cell as torch.nn.GRU / GRUCell computes it, shared by the recurrent models (the
// Bahdanau translator's encoder and decoder, the captioner's decoder).
#include "core/models/common/named_tensors.h"

#include <Eigen/Core>

#include <string>

namespace attn {

/// Gates stacked in the rows in PyTorch's order: reset r, update z, new n. h = state size.
struct GruCell {
    Eigen::MatrixXf inputWeight;  ///< weight_ih (3h,in)
    Eigen::MatrixXf hiddenWeight; ///< weight_hh (3h,h)
    Eigen::VectorXf inputBias;    ///< bias_ih (3h)
    Eigen::VectorXf hiddenBias;   ///< bias_hh (3h)

    /// Reads prefix + "weight_ih" + suffix, "weight_hh", "bias_ih" and "bias_hh" (+ suffix),
    /// e.g. prefix "encoder." and suffix "_l0_reverse". Throws InputError like NamedTensors.
    static GruCell load(const NamedTensors& tensors, const std::string& prefix,
                        const std::string& suffix, int in, int hidden);

    /// x:(in) h:(h) -> h':(h) = (1-z)*n + z*h with r = sigma(W_ir x + b_ir + W_hr h + b_hr),
    /// z = sigma(W_iz x + b_iz + W_hz h + b_hz), n = tanh(W_in x + b_in + r*(W_hn h + b_hn)).
    Eigen::VectorXf step(const Eigen::VectorXf& x, const Eigen::VectorXf& h) const;
};

} // namespace attn
