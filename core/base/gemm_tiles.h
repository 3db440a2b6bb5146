// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The register tiles of core/base/gemm.cpp's products, included by it alone: C's 6 rows by 16V
// (AVX-512) or 8V (AVX2) columns summed in registers over the depth of a packed sliver of B.
// They are compiled for their instruction sets whatever the build's -march, and the widest
// the CPU has is used.
#include <Eigen/Core>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define ATTN_X86_KERNELS 1
#define ATTN_TARGET_AVX512 __attribute__((target("avx512f,fma")))
#define ATTN_TARGET_AVX2 __attribute__((target("avx2,fma")))

namespace attn::tiles {

using Eigen::Index;

constexpr Index kMr = 6; ///< rows of C per register tile (broadcasts of A)

/// The six row pointers of a tile's A: a(i, p) is a[i*ars + p*acs].
struct TileRows {
    const float* row[kMr];
    TileRows(const float* a, Index ars) {
        for (Index i = 0; i < kMr; ++i)
            row[i] = a + i * ars;
    }
};

/// acc(6 x 16V) += a(:, p) b(p, :), with a(i, p) at ar.row[i][off] and b(p, :) at bp.
template <int V>
ATTN_TARGET_AVX512 inline void stepOfK(__m512 (&acc)[kMr][V], const TileRows& ar, Index off,
                                       const float* bp) {
    __m512 b[V];
    for (int v = 0; v < V; ++v)
        b[v] = _mm512_loadu_ps(bp + 16 * v);
#pragma GCC unroll 6
    for (int i = 0; i < int(kMr); ++i) {
        const __m512 x = _mm512_set1_ps(ar.row[i][off]);
        for (int v = 0; v < V; ++v)
            acc[i][v] = _mm512_fmadd_ps(x, b[v], acc[i][v]);
    }
}

/// acc(6 x 16V) = alpha * sum over p < depth of a(i, p) b(p, :), with a(i, p) at
/// a[i*ars + p*acs] and b's row p at bp[16V p]; then c (row stride ldc, unit column stride)
/// = acc, or += acc when accumulate. Only the top-left rows x cols of the tile are written;
/// a must have all 6 rows. V = 4 (6x64, 24 of the 32 registers accumulate) for wide products,
/// V = 2 (6x32) for the narrow ones of 32-wide heads, V = 1 (6x16) for narrower ones and the
/// ragged last columns of wide ones. Six accumulators alone would wait on the FMA's latency
/// (two FMAs a cycle, four cycles each, want eight in flight), so at V = 1 the even and the
/// odd steps of k sum apart, in 12 registers, and are added at the end.
template <int V>
ATTN_TARGET_AVX512 void tile6x16V(Index depth, float alpha, const float* a, Index ars, Index acs,
                                  const float* bp, float* c, Index ldc, Index rows, Index cols,
                                  bool accumulate) {
    constexpr int kSplit = V == 1 ? 2 : 1; // steps of k that sum apart
    __m512 acc[kSplit][kMr][V];
    for (auto& part : acc)
        for (auto& row : part)
            for (auto& v : row)
                v = _mm512_setzero_ps();
    const TileRows ar(a, ars);
    for (Index i = 0; i < rows; ++i) // C's tile is needed last: start fetching it now
        for (int line = 0; line < V; ++line)
            _mm_prefetch(reinterpret_cast<const char*>(c + i * ldc + 16 * line), _MM_HINT_T0);
    Index p = 0, off = 0;
    for (; p + kSplit <= depth; p += kSplit, off += kSplit * acs, bp += kSplit * 16 * V)
        for (int part = 0; part < kSplit; ++part)
            stepOfK<V>(acc[part], ar, off + part * acs, bp + part * 16 * V);
    if (p < depth) stepOfK<V>(acc[0], ar, off, bp);
    const __m512 scale = _mm512_set1_ps(alpha);
    for (Index i = 0; i < rows; ++i)
        for (int v = 0; v < V; ++v) {
            const Index left = cols - 16 * v;
            if (left <= 0) break;
            const __mmask16 keep = left >= 16 ? __mmask16(0xFFFF) : __mmask16((1u << left) - 1);
            float* dst = c + i * ldc + 16 * v;
            __m512 sum = acc[0][i][v];
            for (int part = 1; part < kSplit; ++part)
                sum = _mm512_add_ps(sum, acc[part][i][v]);
            sum = _mm512_mul_ps(sum, scale);
            if (accumulate) sum = _mm512_add_ps(_mm512_maskz_loadu_ps(keep, dst), sum);
            _mm512_mask_storeu_ps(dst, keep, sum);
        }
}

/// acc(6 x 8V) += a(:, p) b(p, :) with AVX2, as stepOfK.
template <int V>
ATTN_TARGET_AVX2 inline void stepOfKAvx2(__m256 (&acc)[kMr][V], const TileRows& ar, Index off,
                                         const float* bp) {
    __m256 b[V];
    for (int v = 0; v < V; ++v)
        b[v] = _mm256_loadu_ps(bp + 8 * v);
#pragma GCC unroll 6
    for (int i = 0; i < int(kMr); ++i) {
        const __m256 x = _mm256_set1_ps(ar.row[i][off]);
        for (int v = 0; v < V; ++v)
            acc[i][v] = _mm256_fmadd_ps(x, b[v], acc[i][v]);
    }
}

/// The same as tile6x16V with AVX2: V = 2 (6x16, 12 of the 16 vector registers accumulate),
/// V = 1 (6x8: the ragged last columns, 197 tokens being 12 x 16 + 5, its even and odd steps
/// of k summed apart); b's row p at bp[8V p].
template <int V>
ATTN_TARGET_AVX2 void tile6x8V(Index depth, float alpha, const float* a, Index ars, Index acs,
                               const float* bp, float* c, Index ldc, Index rows, Index cols,
                               bool accumulate) {
    constexpr int kSplit = V == 1 ? 2 : 1; // steps of k that sum apart
    __m256 acc[kSplit][kMr][V];
    for (auto& part : acc)
        for (auto& row : part)
            for (auto& v : row)
                v = _mm256_setzero_ps();
    const TileRows ar(a, ars);
    for (Index i = 0; i < rows; ++i)
        _mm_prefetch(reinterpret_cast<const char*>(c + i * ldc), _MM_HINT_T0);
    Index p = 0, off = 0;
    for (; p + kSplit <= depth; p += kSplit, off += kSplit * acs, bp += kSplit * 8 * V)
        for (int part = 0; part < kSplit; ++part)
            stepOfKAvx2<V>(acc[part], ar, off + part * acs, bp + part * 8 * V);
    if (p < depth) stepOfKAvx2<V>(acc[0], ar, off, bp);
    const __m256 scale = _mm256_set1_ps(alpha);
    alignas(32) float tile[kMr][8 * V];
    for (Index i = 0; i < kMr; ++i)
        for (int v = 0; v < V; ++v) {
            __m256 sum = acc[0][i][v];
            for (int part = 1; part < kSplit; ++part)
                sum = _mm256_add_ps(sum, acc[part][i][v]);
            _mm256_store_ps(tile[i] + 8 * v, _mm256_mul_ps(sum, scale));
        }
    for (Index i = 0; i < rows; ++i)
        for (Index j = 0; j < cols; ++j)
            c[i * ldc + j] = accumulate ? c[i * ldc + j] + tile[i][j] : tile[i][j];
}

} // namespace attn::tiles

#endif
