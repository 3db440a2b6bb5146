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

/// One line: the work, the time it takes at the measured peak, and the share of that peak each
/// (name, ms) pair reached; e.g. "work 92.1 GFLOP; at the 2 threads' peak (196.9 GFLOP/s):
/// 468 ms; ours 72 % of peak, torch 48 %".
std::string rooflineLine(double gflop, double peakGflops, int threads, const std::string& oursName,
                         double oursMs, double torchMs);

} // namespace bench
