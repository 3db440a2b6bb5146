// SPDX-License-Identifier: GPL-3.0-or-later
// bench_load: how long a model folder takes to open and how much memory it takes at its peak,
// against the targets (open in 100 ms on 16 cores and 0.5 s on 2, peak resident memory within
// 1.2 x the weights in float32).
//
//   bench_load MODEL_DIR [--repeats 3]
//
// Each open runs in a process of its own so that its peak memory is its own; the folder is
// opened once before, so the figures are for files in the page cache (as after a download).
// MODEL_DIR: e.g. tools/make_random_gpt2.py's gpt2-small sizes (not committed).
#include "core/models/language/language_model.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include <sys/resource.h>

namespace {

/// Parameters of the model: what its weights take in float32.
double weightMegabytes(const attn::LanguageModel& m) {
    const attn::ModelShape s = m.shape();
    double floats = 0;
    std::visit(
        [&](const auto& w) {
            floats = 0;
            using W = std::decay_t<decltype(w)>;
            if constexpr (std::is_same_v<W, attn::DecoderModel>)
                floats += double(w.embeddingT.size() + w.outputT.size());
            else
                floats += double(w.wordEmbedding.size() + w.positionEmbedding.size());
            for (const attn::TransformerBlock& b : w.blocks)
                floats += double(b.attention.wq.size() + b.attention.wk.size() +
                                 b.attention.wv.size() + b.attention.wo.size() + b.mlpIn.size() +
                                 b.mlpOut.size() + 2 * s.embedDim);
        },
        m.weights);
    return floats * 4 / (1024.0 * 1024.0);
}

/// Opens dir in this process (a child of the measuring one) and prints
/// "ms peak_mb before_mb weights_mb".
int openOnce(const std::string& dir) {
    rusage before{};
    getrusage(RUSAGE_SELF, &before);
    const auto start = std::chrono::steady_clock::now();
    const attn::LanguageModel model = attn::loadLanguageModel(dir);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    rusage after{};
    getrusage(RUSAGE_SELF, &after);
    std::printf("%.1f %.1f %.1f %.1f\n", ms, double(after.ru_maxrss) / 1024.0,
                double(before.ru_maxrss) / 1024.0, weightMegabytes(model));
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::string(argv[2]) == "--once") return openOnce(argv[1]);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_load MODEL_DIR [--repeats N]\n");
        return 2;
    }
    const std::string dir = argv[1];
    const int repeats = argc > 3 && std::string(argv[2]) == "--repeats" ? std::atoi(argv[3]) : 3;
    try {
        attn::loadLanguageModel(dir); // checks the folder and brings its files into the cache
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_load: %s\n", e.what());
        return 1;
    }
    std::vector<double> times, peaks;
    double baseline = 0, weights = 0;
    for (int r = 0; r < std::max(1, repeats); ++r) {
        // A process of its own for each open (a fresh peak), started anew: OpenMP's threads do
        // not survive a bare fork.
        const std::string command = "'" + std::string(argv[0]) + "' '" + dir + "' --once";
        FILE* child = popen(command.c_str(), "r");
        double ms = 0, peak = 0;
        const bool ok =
            child && std::fscanf(child, "%lf %lf %lf %lf", &ms, &peak, &baseline, &weights) == 4;
        if (child) pclose(child);
        if (!ok) return 1;
        times.push_back(ms);
        peaks.push_back(peak);
    }
    std::sort(times.begin(), times.end());
    std::printf("open %s: median %.0f ms of %zu (target 100 ms on 16 cores, 500 ms on 2)\n",
                dir.c_str(), times[times.size() / 2], times.size());
    const double peak = *std::max_element(peaks.begin(), peaks.end());
    std::printf("peak resident %.0f MB, %.0f MB before opening: %.0f MB for %.0f MB of float32 "
                "weights = %.2f x (target 1.2 x)\n",
                peak, baseline, peak - baseline, weights, (peak - baseline) / weights);
    return 0;
}
