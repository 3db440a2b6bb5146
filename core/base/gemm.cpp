// SPDX-License-Identifier: GPL-3.0-or-later
// C = alpha A B around a register tile (core/base/gemm_tiles.h): with AVX-512, 6x64 (24 of the
// 32 vector registers accumulate, and per step of k, 4 loads of B and 6 broadcasts of A feed 24
// FMAs); with AVX2, 6x16 (12 of 16); products 24 to 47 columns wide (the values of 32-wide
// heads) take a 6x32 AVX-512 tile, and the ragged last columns a narrower one (197 tokens: 3 x
// 64 + a 6x16 tile with AVX-512, 12 x 16 + a 6x8 tile with AVX2). B is packed into slivers as
// wide as the tile; rows of a row-major A are read in place (6 at a time, which stay in L1), so
// a layer's weights need no copying; C's tile is prefetched while it is computed. On other CPUs
// the product is Eigen's. bench/bench_gemm compares them.
#include "core/base/gemm.h"

#include "core/base/gemm_tiles.h"
#include "core/base/simd_level.h"

#include <algorithm>
#include <cassert>
#include <omp.h>
#include <type_traits>
#include <utility>
#include <vector>

namespace attn {

namespace {

using Eigen::Index;

/// A product of fewer rows than the kernel's tile does not repay packing b: Eigen's product
/// (a matrix-vector product for one row, as the last token's logits) reads b in place.
constexpr Index kFewestPackedRows = 6;
/// Rows of b packed at a time, every sliver's part of them one after the other: they stay in
/// cache while the slivers take their columns.
constexpr Index kPackRows = 128;

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

#if ATTN_X86_KERNELS

using tiles::kMr;
using tiles::tile6x16V;
using tiles::tile6x8V;

// A (kKc, kNc) block of packed B stays in L2 while the tiles of A's rows pass over it (the
// blocks multiplyTogether gives a thread are at most 256 columns wide: 768 KB); each tile's
// 6 rows of A (18 KB of them) stay in L1.
constexpr Index kKc = 768; ///< depth of k per pass over C
constexpr Index kNc = 512; ///< columns of B per pass over A

/// A register tile: its width in columns (the width of B's packed slivers) and its code.
struct Kernel {
    const char* name;
    Index width;
    void (*tile)(Index depth, float alpha, const float* a, Index ars, Index acs, const float* bp,
                 float* c, Index ldc, Index rows, Index cols, bool accumulate);
};
/// The kernels each level runs, widest first, ending with nullptr (Eigen's product).
constexpr Kernel kAvx512Wide{"AVX-512 6x64", 64, tile6x16V<4>};
constexpr Kernel kAvx512Narrow{"AVX-512 6x32", 32, tile6x16V<2>};
constexpr Kernel kAvx512Narrowest{"AVX-512 6x16", 16, tile6x16V<1>};
constexpr Kernel kAvx2{"AVX2 6x16", 16, tile6x8V<2>};
constexpr Kernel kAvx2Narrow{"AVX2 6x8", 8, tile6x8V<1>};
constexpr const Kernel* kAvx512Kernels[] = {&kAvx512Wide, &kAvx512Narrow, &kAvx512Narrowest,
                                            nullptr};
constexpr const Kernel* kAvx2Kernels[] = {&kAvx2, &kAvx2Narrow, nullptr};
constexpr const Kernel* kNoKernels[] = {nullptr};

/// The kernels of this CPU's level (core/base/simd_level.h), widest first.
const Kernel* const* levelKernels() {
    switch (simdLevel()) {
    case SimdLevel::Avx512:
        return kAvx512Kernels;
    case SimdLevel::Avx2:
        return kAvx2Kernels;
    case SimdLevel::Baseline:
        break;
    }
    return kNoKernels;
}

const Kernel& kernelOfWidth(Index width);

/// c = alpha a b' with b packed for kernel and c's column stride 1, where b' is b's columns
/// from firstColumn (a multiple of the kernel's width) on.
void packedMultiply(const Kernel& kernel, float alpha, ConstMatrixView a, const PackedRight& b,
                    Index firstColumn, MatrixView c) {
    // 6 rows of a are copied into a (kc, 6) buffer when they are not rows of a row-major
    // matrix (columns a page apart would evict each other from L1) or are fewer than 6.
    thread_local std::vector<float> sliver;
    // Only b's leading (a.cols, c.cols) block is used; its slivers keep b's full depth.
    const Index m = a.rows, n = c.cols, k = a.cols, depth = b.source.rows, nr = kernel.width;
    const Index lastSliver = (b.source.cols - 1) / nr;
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
                for (Index jr = jc; jr < jc + nc; jr += nr) {
                    const Index s = (firstColumn + jr) / nr;
                    const bool tail = s == lastSliver && b.tailWidth;
                    const Kernel& tile = tail ? kernelOfWidth(b.tailWidth) : kernel;
                    const Index width = tail ? b.tailWidth : nr;
                    tile.tile(kc, alpha, ap, ars, acs,
                              b.slivers.data() + s * depth * nr + pc * width,
                              c.data + ir * c.rowStride + jr, c.rowStride, rows,
                              std::min(width, n - jr), pc > 0);
                }
            }
        }
    }
}

#else

struct Kernel {
    const char* name;
    Index width;
};
const Kernel* const* levelKernels() {
    static const Kernel* const none[] = {nullptr};
    return none;
}

#endif

/// The widest kernel for a product whose C rows are `width` wide that leaves under a quarter
/// of its tile as padding; nullptr for Eigen's product, as fast for such narrow ones.
const Kernel* kernelFor(Index width) {
    const Kernel* const* kernel = levelKernels();
    while (*kernel && 4 * width < 3 * (*kernel)->width)
        ++kernel;
    return *kernel;
}

/// The kernel whose tiles are `width` wide, which packed b for it.
const Kernel& kernelOfWidth(Index width) {
    const Kernel* const* kernel = levelKernels();
    while ((*kernel)->width != width)
        ++kernel;
    return **kernel;
}

void fillZero(MatrixView c) {
    for (Index i = 0; i < c.rows; ++i)
        for (Index j = 0; j < c.cols; ++j)
            c.data[i * c.rowStride + j * c.colStride] = 0.0f;
}

} // namespace

const char* multiplyKernelName() {
    const Kernel* kernel = levelKernels()[0];
    return kernel ? kernel->name : "Eigen";
}

namespace {

/// The narrowest kernel at least `width` wide, for the ragged last columns of a product.
const Kernel* kernelCovering(Index width) {
    const Kernel* chosen = nullptr;
    for (const Kernel* const* kernel = levelKernels(); *kernel; ++kernel)
        if ((*kernel)->width >= width) chosen = *kernel;
    return chosen;
}

/// Sets packed up for b (its memory reused) and returns its number of slivers, 0 when the
/// products run on Eigen's kernel.
Index startPacking(ConstMatrixView b, PackedRight& packed) {
    packed.source = b;
    packed.sliverWidth = packed.tailWidth = 0;
    const Kernel* kernel = kernelFor(b.cols);
    if (!kernel) return 0;
    const Index nr = kernel->width, slivers = (b.cols + nr - 1) / nr;
    packed.sliverWidth = int(nr);
    const Kernel* tail = kernelCovering(b.cols - (slivers - 1) * nr);
    if (tail && tail->width < nr) packed.tailWidth = int(tail->width);
    const Index last = packed.tailWidth ? packed.tailWidth : nr;
    // every entry is written below
    packed.slivers.resize(std::size_t(((slivers - 1) * nr + last) * b.rows));
    return slivers;
}

/// Writes rows [p0, p1) of sliver s of packed.source: its columns row after row (as many as
/// the sliver is wide), zeros past b's last column.
void packSliverRows(Index s, Index p0, Index p1, PackedRight& packed) {
    const ConstMatrixView b = packed.source;
    const Index nr = packed.sliverWidth, k = b.rows, j0 = s * nr;
    const Index wide = j0 + nr >= b.cols && packed.tailWidth ? packed.tailWidth : nr;
    const Index width = std::min(wide, b.cols - j0);
    float* out = packed.slivers.data() + s * k * nr;
    const float* origin = b.data + j0 * b.colStride;
    if (b.colStride == 1) {
        for (Index p = p0; p < p1; ++p) {
            const float* src = origin + p * b.rowStride;
            std::copy(src, src + width, out + p * wide);
            std::fill(out + p * wide + width, out + (p + 1) * wide, 0.0f);
        }
    } else { // walk each column of b down its run
        for (Index j = 0; j < wide; ++j)
            for (Index p = p0; p < p1; ++p)
                out[p * wide + j] = j < width ? origin[p * b.rowStride + j * b.colStride] : 0.0f;
    }
}

} // namespace

void packRight(ConstMatrixView b, PackedRight& packed) {
    const Index slivers = startPacking(b, packed);
    for (Index p0 = 0; p0 < b.rows; p0 += kPackRows)
        for (Index s = 0; s < slivers; ++s)
            packSliverRows(s, p0, std::min(p0 + kPackRows, b.rows), packed);
}

namespace {

/// c = alpha a b', b' the packed b's columns from firstColumn (a multiple of its slivers'
/// width) on: those of multiplyInto's b, shifted.
void multiplyPackedColumns(ConstMatrixView a, const PackedRight& b, Index firstColumn, MatrixView c,
                           float alpha) {
    if (c.rows == 0 || c.cols == 0) return;
    if (a.cols == 0) return fillZero(c);
#if ATTN_X86_KERNELS
    if (b.sliverWidth)
        return packedMultiply(kernelOfWidth(b.sliverWidth), alpha, a, b, firstColumn, c);
#endif
    const ConstMatrixView s = b.source;
    eigenMultiply(alpha, a,
                  {s.data + firstColumn * s.colStride, a.cols, c.cols, s.rowStride, s.colStride},
                  c);
}

} // namespace

void multiplyInto(ConstMatrixView a, const PackedRight& b, MatrixView c, float alpha) {
    assert(a.cols <= b.source.rows && c.rows == a.rows && c.cols <= b.source.cols);
    assert(c.colStride == 1 || c.cols <= 1);
    multiplyPackedColumns(a, b, 0, c, alpha);
}

void multiplyInto(ConstMatrixView a, ConstMatrixView b, MatrixView c, float alpha) {
    assert(a.cols == b.rows && c.rows == a.rows && c.cols == b.cols);
    if (c.rows == 0 || c.cols == 0) return;
    if (a.cols == 0) return fillZero(c);
    const Index tileRows = c.colStride == 1 ? c.rows : c.cols; // rows of the product packed
    if (tileRows >= kFewestPackedRows && kernelFor(c.colStride == 1 ? c.cols : c.rows) &&
        (c.colStride == 1 || c.rowStride == 1)) {
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
    if (c.colStride != 1 && c.rowStride == 1) { // c^T = b^T a^T, whose column stride is 1
        std::swap(a, b);
        a = a.transposed();
        b = b.transposed();
        c = {c.data, c.cols, c.rows, c.colStride, 1};
    }
    if (c.rows < kFewestPackedRows) { // a few rows (the last token's logits): blocks of columns
        const Index pieces = 4 * Index(omp_get_max_threads());
        const Index width = std::max<Index>(256, (c.cols + pieces - 1) / pieces);
#pragma omp parallel for schedule(dynamic, 1)
        for (Index j0 = 0; j0 < c.cols; j0 += width) {
            const Index size = std::min(width, c.cols - j0);
            const ConstMatrixView columnsOfB{b.data + j0 * b.colStride, b.rows, size, b.rowStride,
                                             b.colStride};
            const MatrixView columnsOfC{c.data + j0 * c.colStride, c.rows, size, c.rowStride,
                                        c.colStride};
            multiplyInto(a, columnsOfB, columnsOfC, alpha);
        }
        return;
    }
    // b is packed once, its slivers shared among the threads, then the threads take blocks of
    // c's rows; the blocks' products run single-threaded.
    if (c.colStride == 1 && kernelFor(c.cols)) {
        thread_local PackedRight callersPacking; // reused by this caller, read by every thread
        PackedRight& packed = callersPacking;
#pragma omp parallel
        {
            packRightTogether(b, packed);
            multiplyTogether(a, packed, c, nullptr, alpha);
        }
        return;
    }
    const Index pieces = 4 * Index(omp_get_max_threads());
    const Index block = std::max<Index>(48, (c.rows + pieces - 1) / pieces);
#pragma omp parallel for schedule(dynamic, 1)
    for (Index start = 0; start < c.rows; start += block) {
        const Index size = std::min(block, c.rows - start);
        multiplyInto({a.data + start * a.rowStride, size, a.cols, a.rowStride, a.colStride}, b,
                     {c.data + start * c.rowStride, size, c.cols, c.rowStride, c.colStride}, alpha);
    }
}

void packRightTogether(ConstMatrixView b, PackedRight& packed) {
#pragma omp single
    startPacking(b, packed);
    const Index width = packed.sliverWidth;
    const Index slivers = width ? (b.cols + width - 1) / width : 0;
    // In runs of rows, so that every thread has a share of the 4 slivers of a ViT picture's
    // 197 tokens.
    const Index runs = (b.rows + kPackRows - 1) / kPackRows;
#pragma omp for schedule(static)
    for (Index piece = 0; piece < slivers * runs; ++piece) {
        const Index p0 = piece / slivers * kPackRows;
        packSliverRows(piece % slivers, p0, std::min(p0 + kPackRows, b.rows), packed);
    }
}

namespace {

/// multiplyTogether, the threads waiting for each other at the end when waitForAll.
void shareProduct(ConstMatrixView a, const PackedRight& b, MatrixView c, const float* rowBias,
                  float alpha, bool waitForAll) {
    const SharedBlocks blocks(c.rows, c.cols, b.sliverWidth, Index(omp_get_num_threads()));
#pragma omp for schedule(dynamic, 1) nowait
    for (Index i = 0; i < blocks.count(); ++i) {
        const auto [i0, j0, height, width] = blocks.block(i);
        const MatrixView block{c.data + i0 * c.rowStride + j0, height, width, c.rowStride, 1};
        multiplyPackedColumns({a.data + i0 * a.rowStride, height, a.cols, a.rowStride, a.colStride},
                              b, j0, block, alpha);
        if (rowBias)
            withMap(block, [&](auto m) {
                m.colwise() += Eigen::Map<const Eigen::VectorXf>(rowBias + i0, height);
            });
    }
    if (waitForAll) {
#pragma omp barrier
    }
}

} // namespace

/// Blocks of rows a multiple of the 6-row tile and of columns a multiple of b's slivers, as
/// large as leaves at least four blocks a thread, so that each block of b is read from the
/// shared cache for many tiles of a (a block of rows alone would read the whole of b for every
/// 12 rows).
SharedBlocks::SharedBlocks(Index m, Index n, Index width, Index threads) : m_(m), n_(n) {
    constexpr Index tile = 6;
    Index rows = 16 * tile, cols = std::max<Index>(1, width ? 4 * width : n);
    const auto blocks = [&] { return ((m + rows - 1) / rows) * ((n + cols - 1) / cols); };
    while (blocks() < 4 * threads) {
        if (width && cols > width && (cols >= 2 * rows || rows <= 2 * tile))
            cols = (cols / 2 + width - 1) / width * width;
        else if (rows > 2 * tile)
            rows = (rows / 2 + tile - 1) / tile * tile;
        else
            break;
    }
    rows_ = rows;
    cols_ = cols;
    rowBlocks_ = (m + rows_ - 1) / rows_;
    colBlocks_ = (n + cols_ - 1) / cols_;
    // In row order the 197 columns of a ViT picture (blocks of 128 and 69 columns at 8
    // threads) left threads idle for most of a block at the end.
    fullCols_ = threads > 1 ? n / cols_ : colBlocks_;
}

ProductBlock SharedBlocks::block(Index i) const {
    const Index fullBlocks = rowBlocks_ * fullCols_;
    const bool full = i < fullBlocks;
    const Index row = (full ? i / fullCols_ : i - fullBlocks) * rows_;
    const Index col = (full ? i % fullCols_ : fullCols_) * cols_;
    return {row, col, std::min(rows_, m_ - row), std::min(cols_, n_ - col)};
}

void multiplyTogether(ConstMatrixView a, const PackedRight& b, MatrixView c, const float* rowBias,
                      float alpha) {
    shareProduct(a, b, c, rowBias, alpha, true);
}

void multiplyTogetherNoWait(ConstMatrixView a, const PackedRight& b, MatrixView c,
                            const float* rowBias) {
    shareProduct(a, b, c, rowBias, 1.0f, false);
}

} // namespace attn
