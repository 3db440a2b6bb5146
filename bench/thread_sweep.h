// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One forward timed at several thread counts: each count's time, the FMA peak of those threads
// and the share of it, the peer's time beside; and where the time goes, phase by phase, with
// the serial part that Amdahl's law gives against one thread.
#include "core/base/phase_clock.h"

#include <functional>
#include <string>
#include <vector>

namespace bench {

/// The peer's median ms (negative when it failed) and what it was ("transformers 5.17 eager,
/// …" or "torch, the same equations").
struct PeerTime {
    double ms = -1;
    double bestMs = -1; ///< the fastest of its repeats; negative when not printed
    std::string peer = "torch, the same equations";
};

/// Runs command (a bench/torch_*.py script and its arguments) on the threads OpenMP would use
/// now (--threads is added, and OPENBLAS_NUM_THREADS set alike) and reads its line "torch_ms MS
/// [best MS] threads N [peer WHAT]"; the script's other output goes to stderr.
PeerTime peerTime(const std::string& command);

/// "1,2,4,8,16" -> {1, 2, 4, 8, 16}; an empty list: the threads OpenMP would use.
std::vector<int> threadCounts(const std::string& list);

struct ThreadRun {
    int threads = 0;
    double oursMs = 0;       ///< median of the repeats
    double oursBestMs = 0;   ///< the fastest of them
    double peerMs = -1;      ///< the peer's median; negative: not measured
    double peerBestMs = -1;  ///< the fastest of its repeats; negative: not measured
    double peakGflops = 0;   ///< the FMA peak of these threads, measured
    attn::PhaseTimes phases; ///< one more forward with the phase clock on
};

/// Runs forward once to warm up, `repeats` times timed, once more with the phase clock, on
/// `threads` OpenMP threads, and measures those threads' peak; peerMs is left to the caller.
ThreadRun timeOnThreads(int threads, int repeats, const std::function<void()>& forward);

/// The table of runs: threads, ours, the peak of those threads and our share of it, the peer and
/// its share, ours / peer; then the fastest runs of both side by side (on a shared machine the
/// medians move more). gflop: the products' work of one forward.
void printThreadTable(const std::vector<ThreadRun>& runs, double gflop, const std::string& peer);

/// Each phase's ms at each thread count and its speedup over the first run, then the serial part
/// of the whole forward by Amdahl's law, s = (N t_N / t_1 - 1) / (N - 1), when the first run
/// has one thread.
void printPhaseTable(const std::vector<ThreadRun>& runs);

} // namespace bench
