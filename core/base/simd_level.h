// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The widest vector instructions this CPU runs. The hot kernels (core/base/gemm.cpp,
// core/base/vector_kernels.cpp) are compiled for AVX-512 and AVX2 in every build, whatever its
// -march, and the one for this level runs: a package built for any x86-64 CPU runs at the
// speed of a build for this one.

namespace attn {

enum class SimdLevel {
    Baseline, ///< the build's own instructions (SSE2 for generic x86-64; Eigen's products)
    Avx2,     ///< AVX2 with FMA
    Avx512,   ///< AVX-512 F, DQ, VL with FMA
};

/// The level the kernels run at, decided once: the widest this CPU has, capped by the
/// environment variable ATTN_KERNEL (avx512, avx2, or eigen for the baseline) so that the
/// tests cover every path.
SimdLevel simdLevel();

/// "AVX-512", "AVX2" or "baseline".
const char* simdLevelName(SimdLevel level);

} // namespace attn
