// C = alpha A B around a 6x64 AVX-512 register tile: 24 of the 32 vector registers
// accumulate, and per step of k, 4 loads of B and 6 broadcasts of A feed 24 FMAs. B is packed
// into 64-column slivers; rows of a row-major A are read in place (6 at a time, which stay in
// L1), so a layer's weights need no copying; C's tile is prefetched while it is computed.
// On a CPU without AVX-512 the product is Eigen's. bench/bench_gemm compares the two.
#include "gemm.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <omp.h>
#include <type_traits>
#include <vector>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
// The kernel is compiled for AVX-512 whatever the build's -march, and used when the CPU has it.
#define ATTN_GEMM_AVX512 1
#define ATTN_TARGET_AVX512 __attribute__((target("avx512f,fma")))
#endif

namespace attn {

namespace {

using Eigen::Index;

/// Calls f with an Eigen map of v: row-major when its column stride is 1, else column-major
/// (one of v's strides must be 1).
template <class View, class F> void withMap(View v, F&& f) {
    using Scalar = std::remove_pointer_t<decltype(v.data)>;
    using Stride = Eigen::OuterStride<>;
    using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    using ColMajor = Eigen::MatrixXf;
    if (v.colStride == 1)
        f(Eigen::Map<std::conditional_t<std::is_const_v<Scalar>, const RowMajor, RowMajor>, 0,
                     Stride>(v.data, v.rows, v.cols, Stride(v.rowStride)));
    else
        f(Eigen::Map<std::conditional_t<std::is_const_v<Scalar>, const ColMajor, ColMajor>, 0,
                     Stride>(v.data, v.rows, v.cols, Stride(v.colStride)));
}

/// Eigen's product over the same strided memory.
void eigenMultiply(float alpha, ConstMatrixView a, ConstMatrixView b, MatrixView c) {
    withMap(a, [&](const auto& am) {
        withMap(b, [&](const auto& bm) {
            withMap(c, [&](auto cm) { cm.noalias() = alpha * am * bm; });
        });
    });
}

#if ATTN_GEMM_AVX512

/// Whether the CPU has AVX-512 and FMA, and ATTN_NO_AVX512 is not set in the environment (so
/// that the tests cover Eigen's path on such a CPU too).
bool cpuHasAvx512() {
    static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("fma") &&
                            !std::getenv("ATTN_NO_AVX512");
    return has;
}

constexpr Index kMr = 6;    ///< rows of C per register tile (broadcasts of A)
constexpr Index kNr = 64;   ///< columns of C per register tile (4 vectors of 16 floats)
constexpr Index kKc = 1024; ///< depth of k per pass over C
constexpr Index kNc = 512;  ///< columns of B per pass over A

/// acc(6x64) = alpha * sum over p < depth of a(i, p) b(p, :), with a(i, p) at
/// a[i*ars + p*acs] and b's row p at bp[64 p]; then c (row stride ldc, unit column stride)
/// = acc, or += acc when accumulate. Only the top-left rows x cols of the tile are written;
/// a must have all 6 rows.
ATTN_TARGET_AVX512 void kernel6x64(Index depth, float alpha, const float* a, Index ars, Index acs,
                                   const float* bp, float* c, Index ldc, Index rows, Index cols,
                                   bool accumulate) {
    __m512 acc[kMr][4];
    for (auto& row : acc)
        for (auto& v : row)
            v = _mm512_setzero_ps();
    const float* const a0 = a;
    const float* const a1 = a + ars;
    const float* const a2 = a + 2 * ars;
    const float* const a3 = a + 3 * ars;
    const float* const a4 = a + 4 * ars;
    const float* const a5 = a + 5 * ars;
    for (Index i = 0; i < rows; ++i) // C's tile is needed last: start fetching it now
        for (int line = 0; line < 4; ++line)
            _mm_prefetch(reinterpret_cast<const char*>(c + i * ldc + 16 * line), _MM_HINT_T0);
    for (Index p = 0, off = 0; p < depth; ++p, off += acs, bp += kNr) {
        const __m512 b0 = _mm512_loadu_ps(bp), b1 = _mm512_loadu_ps(bp + 16),
                     b2 = _mm512_loadu_ps(bp + 32), b3 = _mm512_loadu_ps(bp + 48);
        const float ai[kMr] = {a0[off], a1[off], a2[off], a3[off], a4[off], a5[off]};
#pragma GCC unroll 6
        for (int i = 0; i < int(kMr); ++i) {
            const __m512 x = _mm512_set1_ps(ai[i]);
            acc[i][0] = _mm512_fmadd_ps(x, b0, acc[i][0]);
            acc[i][1] = _mm512_fmadd_ps(x, b1, acc[i][1]);
            acc[i][2] = _mm512_fmadd_ps(x, b2, acc[i][2]);
            acc[i][3] = _mm512_fmadd_ps(x, b3, acc[i][3]);
        }
    }
    if (alpha != 1.0f) {
        const __m512 scale = _mm512_set1_ps(alpha);
        for (auto& row : acc)
            for (auto& v : row)
                v = _mm512_mul_ps(v, scale);
    }
    for (Index i = 0; i < rows; ++i)
        for (int v = 0; v < 4; ++v) {
            const Index left = cols - 16 * v;
            if (left <= 0) break;
            const __mmask16 keep = left >= 16 ? __mmask16(0xFFFF) : __mmask16((1u << left) - 1);
            float* dst = c + i * ldc + 16 * v;
            const __m512 sum =
                accumulate ? _mm512_add_ps(_mm512_maskz_loadu_ps(keep, dst), acc[i][v]) : acc[i][v];
            _mm512_mask_storeu_ps(dst, keep, sum);
        }
}

/// c = alpha a b with b packed and c's column stride 1.
ATTN_TARGET_AVX512 void packedMultiply(float alpha, ConstMatrixView a, const PackedRight& b,
                                       MatrixView c) {
    // 6 rows of a are copied into a (kc, 6) buffer when they are not rows of a row-major
    // matrix (columns a page apart would evict each other from L1) or are fewer than 6.
    thread_local std::vector<float> sliver;
    const Index m = a.rows, n = b.source.cols, k = b.source.rows;
    for (Index jc = 0; jc < n; jc += kNc) {
        const Index nc = std::min(kNc, n - jc);
        for (Index pc = 0; pc < k; pc += kKc) {
            const Index kc = std::min(kKc, k - pc);
            for (Index ir = 0; ir < m; ir += kMr) {
                const Index rows = std::min(kMr, m - ir);
                const float* ap = a.data + ir * a.rowStride + pc * a.colStride;
                Index ars = a.rowStride, acs = a.colStride;
                if (rows < kMr || acs != 1) {
                    sliver.assign(std::size_t(kMr * kc), 0.0f);
                    for (Index p = 0; p < kc; ++p)
                        for (Index i = 0; i < rows; ++i)
                            sliver[std::size_t(p * kMr + i)] = ap[i * ars + p * acs];
                    ap = sliver.data();
                    ars = 1;
                    acs = kMr;
                }
                for (Index jr = jc; jr < jc + nc; jr += kNr)
                    kernel6x64(kc, alpha, ap, ars, acs,
                               b.slivers.data() + (jr / kNr * k + pc) * kNr,
                               c.data + ir * c.rowStride + jr, c.rowStride, rows,
                               std::min(kNr, n - jr), pc > 0);
            }
        }
    }
}

#else

bool cpuHasAvx512() {
    return false;
}

#endif

/// Whether a product whose C rows are `width` wide runs the kernel: narrower than 48, most of
/// each 64-wide tile would be padding, and Eigen's product is as fast.
bool usesKernel(Index width) {
    return cpuHasAvx512() && width >= 48;
}

void fillZero(MatrixView c) {
    for (Index i = 0; i < c.rows; ++i)
        for (Index j = 0; j < c.cols; ++j)
            c.data[i * c.rowStride + j * c.colStride] = 0.0f;
}

} // namespace

bool multiplyUsesAvx512() {
    return cpuHasAvx512();
}

void packRight(ConstMatrixView b, PackedRight& packed) {
    packed.source = b;
#if ATTN_GEMM_AVX512
    packed.slivers.clear();
    if (!usesKernel(b.cols)) return;
    const Index k = b.rows, slivers = (b.cols + kNr - 1) / kNr;
    packed.slivers.resize(std::size_t(slivers * k * kNr));
    for (Index s = 0; s < slivers; ++s) {
        const Index j0 = s * kNr, width = std::min(kNr, b.cols - j0);
        float* out = packed.slivers.data() + s * k * kNr;
        const float* origin = b.data + j0 * b.colStride;
        if (b.colStride == 1) {
            for (Index p = 0; p < k; ++p) {
                const float* src = origin + p * b.rowStride;
                std::copy(src, src + width, out + p * kNr);
                std::fill(out + p * kNr + width, out + (p + 1) * kNr, 0.0f);
            }
        } else { // walk each column of b down its run
            for (Index j = 0; j < kNr; ++j)
                for (Index p = 0; p < k; ++p)
                    out[p * kNr + j] = j < width ? origin[p * b.rowStride + j * b.colStride] : 0.0f;
        }
    }
#endif
}

void multiplyInto(ConstMatrixView a, const PackedRight& b, MatrixView c, float alpha) {
    assert(a.cols == b.source.rows && c.rows == a.rows && c.cols == b.source.cols);
    assert(c.colStride == 1 || c.cols <= 1);
    if (c.rows == 0 || c.cols == 0) return;
    if (a.cols == 0) return fillZero(c);
#if ATTN_GEMM_AVX512
    if (!b.slivers.empty()) return packedMultiply(alpha, a, b, c);
#endif
    eigenMultiply(alpha, a, b.source, c);
}

void multiplyInto(ConstMatrixView a, ConstMatrixView b, MatrixView c, float alpha) {
    assert(a.cols == b.rows && c.rows == a.rows && c.cols == b.cols);
    if (c.rows == 0 || c.cols == 0) return;
    if (a.cols == 0) return fillZero(c);
    if (usesKernel(c.colStride == 1 ? c.cols : c.rows) && (c.colStride == 1 || c.rowStride == 1)) {
        thread_local PackedRight packed;
        if (c.colStride == 1) {
            packRight(b, packed);
            return multiplyInto(a, packed, c, alpha);
        }
        // c^T = b^T a^T, whose column stride is 1
        packRight(a.transposed(), packed);
        return multiplyInto(b.transposed(), packed, {c.data, c.cols, c.rows, c.colStride, 1},
                            alpha);
    }
    eigenMultiply(alpha, a, b, c);
}

void multiplyIntoInParallel(ConstMatrixView a, ConstMatrixView b, MatrixView c, float alpha) {
    // Blocks of c's rows (a's rows) when c is row-major; else of c's columns (b's columns).
    // A block of columns of a column-major c packs only a, once per block, and reads b in
    // place: the layout of GPT-2's activations (a, small) times its weights (b, large).
    const bool byRows = c.colStride == 1;
    const Index length = byRows ? c.rows : c.cols;
    const Index pieces = 4 * Index(omp_get_max_threads());
    const Index block = std::max<Index>(48, (length + pieces - 1) / pieces);
#pragma omp parallel for schedule(dynamic, 1)
    for (Index start = 0; start < length; start += block) {
        const Index size = std::min(block, length - start);
        if (byRows)
            multiplyInto(ConstMatrixView{a.data + start * a.rowStride, size, a.cols, a.rowStride,
                                         a.colStride},
                         b, {c.data + start * c.rowStride, size, c.cols, c.rowStride, c.colStride},
                         alpha);
        else
            multiplyInto(a,
                         ConstMatrixView{b.data + start * b.colStride, b.rows, size, b.rowStride,
                                         b.colStride},
                         {c.data + start * c.colStride, c.rows, size, c.rowStride, c.colStride},
                         alpha);
    }
}

} // namespace attn
