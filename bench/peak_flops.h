// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The machine's fp32 peak, measured: every core runs a loop of independent FMAs.

#include <string>

namespace bench {

struct PeakFlops {
    std::string isa;    ///< "AVX-512F (16 floats)", "AVX2+FMA (8 floats)" or "scalar"
    int threads = 0;    ///< OpenMP threads used: the work's (OMP_NUM_THREADS), one per CPU
    int processors = 0; ///< logical CPUs of the machine
    double gflops = 0;  ///< best repetition, all threads together: the peak
    double median = 0;  ///< median repetition; far below gflops when other processes ran
};

/// Runs the FMA loop on as many threads as the benchmarked work uses, with the widest vector ISA
/// this CPU supports (chosen at run time, so the figure does not depend on -march), repetitions
/// times. Other processes can only slow a repetition down, so the best one is taken as the peak and
/// the median is kept to show how steady the machine was.
PeakFlops measurePeakFlops(int repetitions = 7);

} // namespace bench
