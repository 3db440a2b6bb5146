// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The element-wise and row-wise float kernels of the forward passes (softmax, GELU, layer
// normalisation), compiled for AVX-512, AVX2 and the build's baseline and chosen at run time
// (core/base/simd_level.h), so that every build runs the same code at full width. Their
// e^x is Cephes' polynomial times 2^n, within 2 ulp of expf.
#include <cstddef>

namespace attn {

/// row:(n), finite values or -inf, becomes softmax(row * invT) in place: e^((x - max) invT)
/// / sum, exactly 0 where the row was -inf and wherever the weight is below FLT_MIN. A row
/// that is -inf throughout becomes zeros and false is returned.
bool softmaxRow(float* row, std::ptrdiff_t n, float invT);

/// x:(n) becomes GPT-2's tanh GELU of itself, 0.5 x (1 + tanh(y)) with
/// y = sqrt(2/pi) (x + 0.044715 x^3), computed as x / (1 + e^(-2y)), which is the same.
void geluTanh(float* x, std::ptrdiff_t n);

/// x:(n) becomes the exact (erf) GELU of itself, 0.5 x (1 + erf(x / sqrt(2))), as BERT and
/// ViT use it; erf by a rational approximation within 5e-7, so each value is within
/// 1.5e-6 + 4e-7 |result| of the formula in double.
void geluErf(float* x, std::ptrdiff_t n);

/// x:(rows, cols) column-major with column stride ld -> y, strided alike (y may be x): each row
/// minus its mean, over sqrt(its biased variance + eps), times weight:(cols), plus bias:(cols).
/// Every step runs down columns, contiguous for all rows at once; a row's numbers do not
/// depend on the other rows, so blocks of rows may run on different threads.
void layerNormRows(const float* x, std::ptrdiff_t rows, std::ptrdiff_t cols, std::ptrdiff_t ld,
                   const float* weight, const float* bias, float eps, float* y);

/// As layerNormRows, RMS norm: each row over sqrt(the mean of its squares + eps), times
/// weight:(cols), in float as LlamaRMSNorm computes it.
void rmsNormRows(const float* x, std::ptrdiff_t rows, std::ptrdiff_t cols, std::ptrdiff_t ld,
                 const float* weight, float eps, float* y);

} // namespace attn
