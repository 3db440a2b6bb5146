// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Single-threaded float32 matrix products C = alpha A B over strided views, for the hot
// products of the multi-head forward pass. With AVX-512 they run a 6x64 register-tiled kernel
// over a packed B (1.3 to 1.6 times Eigen 3.4's product on one core), with AVX2 a 6x16 one;
// otherwise Eigen's.
#include <Eigen/Core>

#include <vector>

namespace attn {

/// A read-only (rows, cols) float matrix: element (i, j) is data[i*rowStride + j*colStride].
struct ConstMatrixView {
    const float* data = nullptr;
    Eigen::Index rows = 0, cols = 0, rowStride = 0, colStride = 0;

    ConstMatrixView transposed() const { return {data, cols, rows, colStride, rowStride}; }
};

/// A writable (rows, cols) float matrix, strided as ConstMatrixView.
struct MatrixView {
    float* data = nullptr;
    Eigen::Index rows = 0, cols = 0, rowStride = 0, colStride = 0;
};

/// Views of any Eigen expression with direct access (matrices, blocks, Refs, Maps).
template <class Derived> ConstMatrixView constView(const Eigen::DenseBase<Derived>& x) {
    const Derived& d = x.derived();
    const Eigen::Index inner = d.innerStride(), outer = d.outerStride();
    return Derived::IsRowMajor ? ConstMatrixView{d.data(), d.rows(), d.cols(), outer, inner}
                               : ConstMatrixView{d.data(), d.rows(), d.cols(), inner, outer};
}
template <class Derived> MatrixView view(Eigen::DenseBase<Derived>& x) {
    Derived& d = x.derived();
    const Eigen::Index inner = d.innerStride(), outer = d.outerStride();
    return Derived::IsRowMajor ? MatrixView{d.data(), d.rows(), d.cols(), outer, inner}
                               : MatrixView{d.data(), d.rows(), d.cols(), inner, outer};
}
template <class Derived> MatrixView view(Eigen::DenseBase<Derived>&& x) {
    return view(x);
}

/// The right-hand factor b:(k,n) of products, laid out once for the kernel so that several
/// products with the same b (blocks of rows of a) share the work. The matrix viewed must stay
/// alive and unchanged while it is used.
struct PackedRight {
    ConstMatrixView source;
    int sliverWidth = 0; ///< columns per sliver, the kernel's tile width; 0: Eigen's product
    /// The last sliver's width where a narrower kernel covers b's last columns with less
    /// padding (197 columns: three slivers of 64 and one of 16, not four of 64); 0: as the others.
    int tailWidth = 0;
    std::vector<float, Eigen::aligned_allocator<float>> slivers; ///< b, sliver after sliver
};

/// The kernel the products run on this CPU: "AVX-512 6x64", "AVX2 6x16" or "Eigen". The
/// environment variable ATTN_KERNEL (avx512, avx2 or eigen) caps the choice.
const char* multiplyKernelName();

/// Lays b out into packed, reusing packed's memory.
void packRight(ConstMatrixView b, PackedRight& packed);

/// c = alpha a b, a:(m,k) b:(k,n) c:(m,n). c must not overlap a or b; each of a, b and c
/// needs one stride of 1 (every Eigen matrix, block and Ref has). Shapes are the caller's to
/// check (asserted in debug builds).
void multiplyInto(ConstMatrixView a, ConstMatrixView b, MatrixView c, float alpha = 1.0f);

/// The same with b packed, using only b's leading (a.cols, c.cols) block: a:(m,k') c:(m,n')
/// with k' and n' at most b's rows and columns (the keys a causal block of queries can see).
/// Here c's column stride must be 1 (c row-major).
void multiplyInto(ConstMatrixView a, const PackedRight& b, MatrixView c, float alpha = 1.0f);

/// multiplyInto(a, b, c, alpha) shared among the OpenMP threads: each takes blocks of c's rows
/// (of its columns when c is column-major, or has too few rows to share: one token's logits).
/// Serial when called inside a parallel region.
void multiplyIntoInParallel(ConstMatrixView a, ConstMatrixView b, MatrixView c, float alpha = 1.0f);

/// One block of c that a thread of multiplyTogether computes alone: rows [row, row + rows),
/// columns [col, col + cols).
struct ProductBlock {
    Eigen::Index row = 0, col = 0, rows = 0, cols = 0;
};

/// How multiplyTogether shares c:(m, n) among `threads` threads, b packed in slivers of
/// `sliverWidth` columns: blocks handed out one at a time, in the order of block(i).
class SharedBlocks {
  public:
    SharedBlocks(Eigen::Index m, Eigen::Index n, Eigen::Index sliverWidth, Eigen::Index threads);
    Eigen::Index count() const { return rowBlocks_ * colBlocks_; }
    /// The i-th block handed out, 0 <= i < count(). With several threads the blocks of full
    /// width come row after row (a thread's next block reads the same rows of a from its L2),
    /// then those of the narrower last columns, which fill the threads' ends.
    ProductBlock block(Eigen::Index i) const;

  private:
    Eigen::Index m_, n_, rows_, cols_, rowBlocks_, colBlocks_, fullCols_;
};

/// Products made together by the threads of an OpenMP parallel region: every thread of the team
/// calls these with the same arguments and returns once the work is whole (outside a region,
/// the one thread does it all).
///
/// b laid out into packed, one object for all the threads, its slivers shared among them.
void packRightTogether(ConstMatrixView b, PackedRight& packed);

/// c = alpha a b, plus rowBias[i] on each row i of c where rowBias is not null; b packed by
/// packRightTogether, c's column stride 1; blocks of c's rows and columns shared among the
/// threads.
void multiplyTogether(ConstMatrixView a, const PackedRight& b, MatrixView c,
                      const float* rowBias = nullptr, float alpha = 1.0f);
/// The same, except that a thread finding no block left goes on at once instead of waiting
/// for the others': for a product nothing reads before the region's next barrier (Q's and
/// K's projections, followed by V's), so that the threads wait once for the three.
void multiplyTogetherNoWait(ConstMatrixView a, const PackedRight& b, MatrixView c,
                            const float* rowBias = nullptr);

} // namespace attn
