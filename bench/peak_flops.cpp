// SPDX-License-Identifier: GPL-3.0-or-later
// FMA throughput loop: each thread keeps many independent accumulators so the FMA units
// never wait for a previous result (latency x units in flight), and touches no memory.
#include "bench/peak_flops.h"

#include <omp.h>

#include <algorithm>
#include <vector>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define BENCH_X86 1
#endif

namespace bench {

namespace {

volatile float sink; ///< keeps the accumulators' result alive

/// One thread's loop; returns the flops it did (2 per lane per FMA).
using Kernel = double (*)(long iterations);

#ifdef BENCH_X86
__attribute__((target("avx512f"))) double fmaAvx512(long iterations) {
    constexpr int kAcc = 16; // of 32 zmm registers
    const __m512 a = _mm512_set1_ps(0.999999f), b = _mm512_set1_ps(1e-6f);
    __m512 acc[kAcc];
    for (int k = 0; k < kAcc; ++k)
        acc[k] = _mm512_set1_ps(float(k));
    for (long i = 0; i < iterations; ++i)
        for (int k = 0; k < kAcc; ++k)
            acc[k] = _mm512_fmadd_ps(acc[k], a, b);
    __m512 s = acc[0];
    for (int k = 1; k < kAcc; ++k)
        s = _mm512_add_ps(s, acc[k]);
    alignas(64) float lanes[16];
    _mm512_store_ps(lanes, s);
    float total = 0;
    for (float x : lanes)
        total += x;
    sink = total;
    return 2.0 * 16 * kAcc * double(iterations);
}

__attribute__((target("avx2,fma"))) double fmaAvx2(long iterations) {
    constexpr int kAcc = 12; // of 16 ymm registers
    const __m256 a = _mm256_set1_ps(0.999999f), b = _mm256_set1_ps(1e-6f);
    __m256 acc[kAcc];
    for (int k = 0; k < kAcc; ++k)
        acc[k] = _mm256_set1_ps(float(k));
    for (long i = 0; i < iterations; ++i)
        for (int k = 0; k < kAcc; ++k)
            acc[k] = _mm256_fmadd_ps(acc[k], a, b);
    __m256 s = acc[0];
    for (int k = 1; k < kAcc; ++k)
        s = _mm256_add_ps(s, acc[k]);
    alignas(32) float lanes[8];
    _mm256_store_ps(lanes, s);
    float total = 0;
    for (float x : lanes)
        total += x;
    sink = total;
    return 2.0 * 8 * kAcc * double(iterations);
}
#endif

double fmaScalar(long iterations) {
    constexpr int kAcc = 12;
    float acc[kAcc];
    for (int k = 0; k < kAcc; ++k)
        acc[k] = float(k);
    for (long i = 0; i < iterations; ++i)
        for (int k = 0; k < kAcc; ++k)
            acc[k] = acc[k] * 0.999999f + 1e-6f;
    float total = 0;
    for (float x : acc)
        total += x;
    sink = total;
    return 2.0 * kAcc * double(iterations);
}

} // namespace

PeakFlops measurePeakFlops(int repetitions) {
    PeakFlops peak;
    Kernel kernel = fmaScalar;
    long iterations = 4'000'000;
    peak.isa = "scalar";
#ifdef BENCH_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f")) {
        kernel = fmaAvx512;
        iterations = 40'000'000;
        peak.isa = "AVX-512F (16 floats)";
    } else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        kernel = fmaAvx2;
        iterations = 40'000'000;
        peak.isa = "AVX2+FMA (8 floats)";
    }
#endif
    // the threads the measured work runs on (OMP_NUM_THREADS), never more than the processors
    peak.threads = std::min(omp_get_max_threads(), omp_get_num_procs());
    peak.processors = omp_get_num_procs();
    kernel(iterations / 10); // wake the cores up to their clock
    std::vector<double> rates;
    for (int r = 0; r < std::max(1, repetitions); ++r) {
        double flops = 0, start = 0, seconds = 0;
#pragma omp parallel num_threads(peak.threads) reduction(+ : flops)
        {
#pragma omp barrier
#pragma omp master
            start = omp_get_wtime();
            flops += kernel(iterations);
#pragma omp barrier
#pragma omp master
            seconds = omp_get_wtime() - start;
        }
        rates.push_back(flops / seconds * 1e-9);
    }
    std::sort(rates.begin(), rates.end());
    peak.gflops = rates.back();
    peak.median = rates[rates.size() / 2];
    return peak;
}

} // namespace bench
