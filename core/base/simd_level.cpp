// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/simd_level.h"

#include <cstdlib>
#include <string>

namespace attn {

namespace {

SimdLevel widestSupported() {
#if defined(__x86_64__) && defined(__GNUC__)
    if (!__builtin_cpu_supports("fma") || !__builtin_cpu_supports("avx2"))
        return SimdLevel::Baseline;
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
        __builtin_cpu_supports("avx512vl"))
        return SimdLevel::Avx512;
    return SimdLevel::Avx2;
#else
    return SimdLevel::Baseline;
#endif
}

} // namespace

SimdLevel simdLevel() {
    static const SimdLevel level = [] {
        const SimdLevel widest = widestSupported();
        const char* cap = std::getenv("ATTN_KERNEL");
        const std::string limit = cap ? cap : "";
        if (limit == "eigen" || limit == "baseline") return SimdLevel::Baseline;
        if (limit == "avx2" && widest == SimdLevel::Avx512) return SimdLevel::Avx2;
        return widest;
    }();
    return level;
}

const char* simdLevelName(SimdLevel level) {
    switch (level) {
    case SimdLevel::Avx512:
        return "AVX-512";
    case SimdLevel::Avx2:
        return "AVX2";
    case SimdLevel::Baseline:
        break;
    }
    return "baseline";
}

} // namespace attn
