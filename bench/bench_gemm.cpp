// SPDX-License-Identifier: GPL-3.0-or-later
// bench_gemm: the product kernel of core/base/gemm.cpp against Eigen's product on one core, for
// the shapes of the multi-head forward pass at 1024 tokens, d = 768, 12 heads, and for a
// projection as the forward runs it at 192 and 197 tokens (a ViT picture: the last 5 columns
// on a 6x16 tile). Then how evenly the blocks of the forward's shared products fill teams of
// 2 to 16 threads (bench/team_balance.h), predicted from their times on this core.
//
//   bench_gemm [--repeats N]
//
// Each product is timed alone (Eigen single-threaded); the figure is the median of N runs,
// and "% core peak" is against the FMA loop's all-core peak divided by the number of cores.
#include "bench/peak_flops.h"
#include "bench/team_balance.h"

#include "core/base/gemm.h"

#include <Eigen/Core>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

template <class F> double medianSeconds(F&& run, int repeats) {
    std::vector<double> times;
    run(); // warm the caches and the buffers
    for (int i = 0; i < repeats; ++i) {
        const auto start = std::chrono::steady_clock::now();
        run();
        times.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

struct Shape {
    const char* what;
    int m, k, n;
    bool rowMajorA, rowMajorC; ///< the layouts of the forward pass
    bool packedOnce;           ///< B laid out beforehand, as the forward pass does once per head
};

} // namespace

int main(int argc, char** argv) {
    int repeats = 30;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeats") == 0 && i + 1 < argc)
            repeats = std::max(1, std::atoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: %s [--repeats N]\n", argv[0]);
            return 2;
        }
    }
    Eigen::setNbThreads(1);
    const bench::PeakFlops peak = bench::measurePeakFlops();
    const double corePeak = peak.gflops / peak.threads;
    std::printf("bench_gemm: C = A B in float32 on one core, median of %d runs\n", repeats);
    std::printf("kernel: %s; Eigen %d.%d.%d SIMD: %s\n", attn::multiplyKernelName(),
                EIGEN_WORLD_VERSION, EIGEN_MAJOR_VERSION, EIGEN_MINOR_VERSION,
                Eigen::SimdInstructionSetsInUse());
    std::printf("core peak: %.1f GFLOP/s (%s FMA loop: %.1f on %d threads)\n\n", corePeak,
                peak.isa.c_str(), peak.gflops, peak.threads);

    const Shape shapes[] = {
        {"Q/K/V projection, 256 tokens", 256, 768, 768, false, false, false},
        {"scores, 128 queries (K^T packed)", 128, 64, 1024, false, true, true},
        {"weights x V, 128 queries (V packed)", 128, 1024, 64, true, true, true},
        {"output projection, 128 tokens", 128, 768, 768, false, false, false},
        {"square 1024", 1024, 1024, 1024, false, false, false},
        // The forward's projections, (W^T X^T)^T: W^T's rows read in place, X^T packed.
        {"projection as run, 192 tokens", 768, 768, 192, true, true, true},
        {"projection as run, 197 tokens (ViT)", 768, 768, 197, true, true, true},
    };
    std::printf("%-36s %16s | %9s %8s %6s | %9s %8s %6s | %s\n", "product", "m x k x n", "Eigen ms",
                "GFLOP/s", "%peak", "ours ms", "GFLOP/s", "%peak", "speedup");
    for (const Shape& s : shapes) {
        const Eigen::MatrixXf a = Eigen::MatrixXf::Random(s.m, s.k),
                              b = Eigen::MatrixXf::Random(s.k, s.n);
        const RowMajor aRow = a;
        const attn::ConstMatrixView av = s.rowMajorA ? attn::constView(aRow) : attn::constView(a);
        Eigen::MatrixXf c(s.m, s.n);
        RowMajor cRow(s.m, s.n);
        const attn::MatrixView cv = s.rowMajorC ? attn::view(cRow) : attn::view(c);
        attn::PackedRight packed;
        attn::packRight(attn::constView(b), packed);
        const double eigen = medianSeconds(
            [&] {
                if (s.rowMajorA && s.rowMajorC)
                    cRow.noalias() = aRow * b;
                else if (s.rowMajorC)
                    cRow.noalias() = a * b;
                else
                    c.noalias() = a * b;
            },
            repeats);
        const double ours =
            s.packedOnce
                ? medianSeconds([&] { attn::multiplyInto(av, packed, cv); }, repeats)
                : medianSeconds([&] { attn::multiplyInto(av, attn::constView(b), cv); }, repeats);
        const double flops = 2.0 * s.m * s.k * s.n;
        const std::string dims =
            std::to_string(s.m) + "x" + std::to_string(s.k) + "x" + std::to_string(s.n);
        std::printf("%-36s %16s | %9.3f %8.1f %5.0f%% | %9.3f %8.1f %5.0f%% | %.2fx\n", s.what,
                    dims.c_str(), eigen * 1e3, flops / eigen / 1e9,
                    100 * flops / eigen / 1e9 / corePeak, ours * 1e3, flops / ours / 1e9,
                    100 * flops / ours / 1e9 / corePeak, eigen / ours);
    }
    bench::printTeamBalance(std::max(3, repeats / 3));
    return 0;
}
