// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/roofline.h"

#include <cstdio>

namespace bench {

double transformerGflop(int layers, int tokens, double blockWeights, int heads, int headDim,
                        bool causal, double extraMacs) {
    const double t = tokens;
    const double pairs = causal ? t * (t + 1) / 2 : t * t;
    const double perLayer = t * blockWeights + 2.0 * pairs * heads * headDim; // QK^T and AV
    return 2.0 * (layers * perLayer + extraMacs) / 1e9;
}

} // namespace bench
