// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Arrays read from .npy files compared as a whole: the export tests check a written file
// against a fixture with one number.
#include "core/io/npy.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace testing {

/// The largest |a - b| over every element, or infinity when the shapes differ.
inline double largestDifference(const attn::NpyArray& a, const attn::NpyArray& b) {
    if (a.shape != b.shape) return std::numeric_limits<double>::infinity();
    double largest = 0;
    for (std::size_t i = 0; i < a.data.size(); ++i)
        largest = std::max(largest, std::abs(double(a.data[i]) - double(b.data[i])));
    return largest;
}

} // namespace testing
