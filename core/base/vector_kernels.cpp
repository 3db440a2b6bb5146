// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/vector_kernels.h"

#include "core/base/simd_level.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace attn {

namespace {

namespace baseline {
#define ATTN_KERNEL_TARGET
#include "core/base/vector_kernels_body.inc"
#undef ATTN_KERNEL_TARGET
} // namespace baseline

#if defined(__x86_64__) && defined(__GNUC__)
#define ATTN_X86_KERNELS 1
namespace avx2 {
#define ATTN_KERNEL_TARGET __attribute__((target("avx2,fma")))
#include "core/base/vector_kernels_body.inc"
#undef ATTN_KERNEL_TARGET
} // namespace avx2

namespace avx512 {
#ifdef __clang__
#define ATTN_KERNEL_TARGET __attribute__((target("avx512f,avx512dq,avx512vl,fma")))
#else // 512-bit vectors even where the build's tuning would prefer 256
#define ATTN_KERNEL_TARGET                                                                         \
    __attribute__((target("avx512f,avx512dq,avx512vl,fma,prefer-vector-width=512")))
#endif
#include "core/base/vector_kernels_body.inc"
#undef ATTN_KERNEL_TARGET
} // namespace avx512
#endif

/// One instruction set's kernels.
struct Kernels {
    decltype(&baseline::softmaxRow) softmaxRow;
    decltype(&baseline::geluTanh) geluTanh;
    decltype(&baseline::geluErf) geluErf;
    decltype(&baseline::layerNormRows) layerNormRows;
    decltype(&baseline::rmsNormRows) rmsNormRows;
};

const Kernels& kernels() {
    static const Kernels chosen = [] {
#if ATTN_X86_KERNELS
        if (simdLevel() == SimdLevel::Avx512)
            return Kernels{avx512::softmaxRow, avx512::geluTanh, avx512::geluErf,
                           avx512::layerNormRows, avx512::rmsNormRows};
        if (simdLevel() == SimdLevel::Avx2)
            return Kernels{avx2::softmaxRow, avx2::geluTanh, avx2::geluErf, avx2::layerNormRows,
                           avx2::rmsNormRows};
#endif
        return Kernels{baseline::softmaxRow, baseline::geluTanh, baseline::geluErf,
                       baseline::layerNormRows, baseline::rmsNormRows};
    }();
    return chosen;
}

} // namespace

bool softmaxRow(float* row, std::ptrdiff_t n, float invT) {
    return kernels().softmaxRow(row, n, invT);
}

void geluTanh(float* x, std::ptrdiff_t n) {
    kernels().geluTanh(x, n);
}

void geluErf(float* x, std::ptrdiff_t n) {
    kernels().geluErf(x, n);
}

void layerNormRows(const float* x, std::ptrdiff_t rows, std::ptrdiff_t cols, std::ptrdiff_t ld,
                   const float* weight, const float* bias, float eps, float* y) {
    thread_local std::vector<float> mean, scale;
    mean.resize(std::size_t(rows));
    scale.resize(std::size_t(rows));
    kernels().layerNormRows(x, rows, cols, ld, weight, bias, eps, y, mean.data(), scale.data());
}

void rmsNormRows(const float* x, std::ptrdiff_t rows, std::ptrdiff_t cols, std::ptrdiff_t ld,
                 const float* weight, float eps, float* y) {
    thread_local std::vector<float> scale;
    scale.resize(std::size_t(rows));
    kernels().rmsNormRows(x, rows, cols, ld, weight, eps, y, scale.data());
}

} // namespace attn
