// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An n-dimensional float32 array, as stored in .npy and .safetensors files.
#include <cstddef>
#include <vector>

namespace attn {

struct Tensor {
    std::vector<std::size_t> shape;
    std::vector<float> data; ///< product(shape) values in C (row-major) order, last index fastest

    std::size_t size() const {
        std::size_t n = 1;
        for (std::size_t s : shape)
            n *= s;
        return n;
    }
};

} // namespace attn
