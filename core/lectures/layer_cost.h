// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Measuring the cost of the sequence layers of sequence_layers.h and fitting the textbook
// laws to the measurements: t ≈ c·n²d (self-attention), c·nd² (recurrent), c·knd²
// (convolution), with c from least squares in log space.
#include <vector>

namespace attn {

enum class SequenceLayerKind { SelfAttention, Recurrent, Convolution };

/// All three kinds, in the order of the table.
const std::vector<SequenceLayerKind>& allSequenceLayerKinds();

/// The operation count the table gives, without its constant: n²d, nd² or knd².
double layerCostModel(SequenceLayerKind kind, double n, double d, double k);

/// Multiply-adds of one forward pass of the layer as sequence_layers.h builds it: 4nd² + 2n²d
/// for self-attention (the projections XW_Q, XW_K, XW_V, ·W_O and the products QKᵀ, ·V),
/// 2nd² for the recurrent layer (xW and hU), knd² for the convolution. Only self-attention
/// differs from the table's law: its n²d term outweighs the projections once n > 2d.
double layerOperationCount(SequenceLayerKind kind, double n, double d, double k);

/// Seconds one forward pass of the layer takes on random x:(n,d) (kernel k for the
/// convolution): the best of `trials`, each averaged over enough repetitions to last at least
/// minSeconds. Runs on one thread (the calling one) and counts that thread's CPU time where
/// the system has such a clock, so other threads and programs sharing the processor (the
/// window's own drawing, a build) do not lengthen it. With glibc, the first call has freed
/// blocks of up to 32 MB kept in the heap from then on (mallopt), so that passes over long
/// sequences do not fault their memory in anew. Throws InputError for n, d, k < 1.
double timeSequenceLayer(SequenceLayerKind kind, int n, int d, int k, int trials = 3,
                         double minSeconds = 0.002);

/// How many of the largest sizes the large-n slope is fitted over.
constexpr int kLargeSlopeSizes = 3;

/// Fit of t = c·model(n) through measured points.
struct CostFit {
    double scale = 0;       ///< c = exp(mean(log t - log model)): least squares in log space
    double slope = 0;       ///< least-squares slope of log t against log n (the measured exponent)
    double intercept = 0;   ///< of that line: log t ≈ intercept + slope·log n
    double rmsLogError = 0; ///< root mean square of log t - log(c·model)
    /// c of t ≈ c·layerOperationCount(n), least squares in log space as scale.
    double countScale = 0;
    /// The slope over the kLargeSlopeSizes largest n only (all n when fewer), where the leading
    /// term weighs most: what the law's exponent is compared with.
    double largeSlope = 0;
    /// The slope layerOperationCount() has over the same n: what largeSlope should be.
    double largeCountSlope = 0;
    double largeFrom = 0; ///< the smallest n of the large-n slope
};

/// n:(m) sizes, seconds:(m) times, m >= 1 (the slopes need two distinct n, else 0).
/// Throws InputError for mismatched lengths or non-positive values.
CostFit fitLayerCost(SequenceLayerKind kind, const std::vector<double>& n,
                     const std::vector<double>& seconds, double d, double k);

} // namespace attn
