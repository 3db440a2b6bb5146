// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How far a forward pass is from the machine's limit: the floating-point work of its matrix
// products against the measured FMA peak of all threads (bench/peak_flops.h).
#include <string>

namespace bench {

/// The products of one transformer forward over `tokens` tokens, in GFLOP (2 per
/// multiply-add): every layer's projections and feed-forward (blockWeights multiply-adds per
/// token, the weights of one layer's matrices), the scores and weighted values of `heads`
/// heads of width headDim over every query-key pair (causal: the lower triangle only), and
/// `extraMacs` more (e.g. the last token's logits).
double transformerGflop(int layers, int tokens, double blockWeights, int heads, int headDim,
                        bool causal, double extraMacs = 0);

} // namespace bench
