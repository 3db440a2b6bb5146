// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/thread_sweep.h"

#include "bench/measure.h"
#include "bench/peak_flops.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>

namespace bench {

PeerTime peerTime(const std::string& command) {
    // OpenBLAS on threads of its own (Debian's libopenblas0-pthread) sizes its pool from the
    // environment, not from torch.set_num_threads: without it a "1 thread" peer used every core.
    const std::string threads = std::to_string(omp_get_max_threads());
    const std::string full =
        "OPENBLAS_NUM_THREADS=" + threads + " " + command + " --threads " + threads + " 2>&1";
    FILE* pipe = popen(full.c_str(), "r");
    if (!pipe) return {};
    char line[512];
    PeerTime time;
    while (std::fgets(line, sizeof line, pipe)) {
        char peer[256] = "";
        const bool best = std::sscanf(line, "torch_ms %lf best %lf threads %*d peer %255[^\n]",
                                      &time.ms, &time.bestMs, peer) >= 2;
        if (!best &&
            std::sscanf(line, "torch_ms %lf threads %*d peer %255[^\n]", &time.ms, peer) < 1)
            std::fputs(line, stderr);
        else if (peer[0])
            time.peer = peer;
    }
    pclose(pipe);
    return time;
}

std::vector<int> threadCounts(const std::string& list) {
    std::vector<int> counts;
    std::stringstream in(list);
    for (std::string item; std::getline(in, item, ',');)
        if (const int n = std::atoi(item.c_str()); n > 0) counts.push_back(n);
    if (counts.empty()) counts.push_back(omp_get_max_threads());
    return counts;
}

ThreadRun timeOnThreads(int threads, int repeats, const std::function<void()>& forward) {
    omp_set_num_threads(threads);
    ThreadRun run;
    run.threads = threads;
    forward(); // warm-up: buffers sized, pages touched
    std::vector<double> times;
    for (int r = 0; r < repeats; ++r) {
        const auto start = std::chrono::steady_clock::now();
        forward();
        times.push_back(msSince(start));
    }
    std::sort(times.begin(), times.end());
    run.oursMs = times[times.size() / 2];
    run.oursBestMs = times.front();
    attn::startPhaseClock();
    forward();
    run.phases = attn::stopPhaseClock();
    run.peakGflops = measurePeakFlops().gflops;
    return run;
}

namespace {

/// Ours against the peer's time: "1.24x faster", or "1.41x slower" (not "0.71x faster").
std::string comparison(double oursMs, double peerMs) {
    char text[32];
    if (peerMs >= oursMs)
        std::snprintf(text, sizeof text, "%.2fx faster", peerMs / oursMs);
    else
        std::snprintf(text, sizeof text, "%.2fx slower", oursMs / peerMs);
    return text;
}

} // namespace

void printThreadTable(const std::vector<ThreadRun>& runs, double gflop, const std::string& peer) {
    std::printf("\nthreads   ours ms   peak GFLOP/s  ours %%peak   %s ms  %s %%peak  ours/%s\n",
                peer.c_str(), peer.c_str(), peer.c_str());
    for (const ThreadRun& r : runs) {
        const double floorMs = gflop / r.peakGflops * 1e3;
        std::printf("%7d  %8.1f  %13.1f  %10.0f", r.threads, r.oursMs, r.peakGflops,
                    100 * floorMs / r.oursMs);
        if (r.peerMs > 0)
            std::printf("  %*.1f  %*.0f  %s\n", int(peer.size()) + 3, r.peerMs,
                        int(peer.size()) + 6, 100 * floorMs / r.peerMs,
                        comparison(r.oursMs, r.peerMs).c_str());
        else
            std::printf("  %*s\n", int(peer.size()) + 3, "-");
    }
    std::printf("(%%peak: the products' %.1f GFLOP at the FMA peak of the threads used, measured "
                "on this CPU, against the time taken)\n",
                gflop);
    std::printf("\nthe fastest of the repeats\nthreads   ours ms  %s ms  ours/%s\n", peer.c_str(),
                peer.c_str());
    for (const ThreadRun& r : runs) {
        std::printf("%7d  %8.1f", r.threads, r.oursBestMs);
        if (r.peerBestMs > 0)
            std::printf("  %*.1f  %s\n", int(peer.size()) + 3, r.peerBestMs,
                        comparison(r.oursBestMs, r.peerBestMs).c_str());
        else
            std::printf("  %*s\n", int(peer.size()) + 3, "-");
    }
}

void printPhaseTable(const std::vector<ThreadRun>& runs) {
    if (runs.empty()) return;
    std::printf("\nphase            ");
    for (const ThreadRun& r : runs)
        std::printf("  %3d thr ms", r.threads);
    std::printf("   (speedup over %d thread%s)\n", runs[0].threads, runs[0].threads > 1 ? "s" : "");
    const auto row = [&](const char* name, auto ms) {
        std::printf("%-17s", name);
        for (const ThreadRun& r : runs)
            std::printf("  %10.1f", ms(r));
        for (std::size_t i = 1; i < runs.size(); ++i)
            std::printf("  %5.2fx", ms(runs[i]) > 0 ? ms(runs[0]) / ms(runs[i]) : 0.0);
        std::printf("\n");
    };
    for (int p = 0; p < attn::kPhaseCount; ++p)
        row(attn::phaseName(attn::Phase(p)), [p](const ThreadRun& r) { return r.phases.ms[p]; });
    row("whole forward", [](const ThreadRun& r) { return r.phases.total(); });
    if (runs[0].threads != 1) return;
    for (std::size_t i = 1; i < runs.size(); ++i) {
        const double n = runs[i].threads, speedup = runs[0].oursMs / runs[i].oursMs;
        if (n < 2) continue;
        std::printf("1 -> %d threads: %.2fx; serial part by Amdahl's law %.1f %% of the 1-thread "
                    "forward\n",
                    runs[i].threads, speedup, 100 * (n / speedup - 1) / (n - 1));
    }
}

} // namespace bench
