// SPDX-License-Identifier: GPL-3.0-or-later
// bench_long_text: a long text through a decoder with its attention on demand
// (core/models/decoder/long_text.h), against the targets of 16,000 tokens under 2 GB and the
// first view under 5 s on 2 cores.
//
//   bench_long_text MODEL_DIR [--tokens 4000,16000,32000]
//
// MODEL_DIR: a random Llama folder, e.g. `tools/make_random_llama.py /tmp/llama-long --layers 4
// --heads 4 --kv-heads 2 --embd 256 --ffn 688 --vocab 32000 --positions 32768` (not
// committed). For each length, in a process of its own (so that the peak memory is its own):
// the pass (every layer's queries and keys kept), the first view of the Long text window (the
// pass, then layer 1 head 1 whole in 320 x 320 cells and its last 32 rows in detail), the
// overview alone, the layer's heads by distance (the window's next panel), every head's profile
// (export --what head-profile), and the peak resident memory beside what keeping every head's
// T x T weights would take. Random token ids, the same for every run.
#include "bench/measure.h"
#include "core/models/language/language_model.h"

#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return bench::msSince(start) / 1000;
}

/// One length, in this (child) process: prints its line of the table.
int measure(const std::string& dir, int tokens) {
    const attn::LanguageModel model = attn::loadLanguageModel(dir);
    const attn::ModelShape shape = model.shape();
    if (tokens > shape.positions) {
        std::printf("%7d  beyond the model's %d positions\n", tokens, shape.positions);
        return 0;
    }
    std::mt19937 gen(1);
    std::uniform_int_distribution<int> id(0, shape.vocabSize - 1);
    std::vector<int> ids(static_cast<std::size_t>(tokens));
    for (int& i : ids)
        i = id(gen);
    auto start = Clock::now();
    const attn::LongTextPass pass = model.longPass(ids);
    const double passSeconds = secondsSince(start);
    start = Clock::now(); // what the window shows first: the head whole and its detail
    const Eigen::MatrixXf overview = attn::headOverview(pass, 0, 0, 320);
    const int detail = std::min(32, tokens);
    const attn::RowMatrixXf rows = attn::headRows(pass, 0, 0, tokens - detail, detail);
    const double viewSeconds = secondsSince(start);
    start = Clock::now(); // then its layer's heads by distance
    const std::vector<attn::HeadProfile> layer = attn::headProfiles(pass, 0);
    const double layerSeconds = secondsSince(start);
    start = Clock::now(); // every head's profile (export --what head-profile)
    const std::vector<attn::HeadProfile> profiles = attn::headProfiles(pass);
    const double profileSeconds = secondsSince(start);
    const double kept = double(shape.layers) * shape.heads * double(tokens) * tokens * 4 / 1e9;
    std::printf(
        "%7d  %8.2f s  %10.2f s  %9.2f s  %8.2f s  %8.2f s  %8.0f MB  %9.1f GB   (%.3g %.3g)\n",
        tokens, passSeconds, passSeconds + viewSeconds, viewSeconds, layerSeconds, profileSeconds,
        bench::peakMegabytes(), kept, double(rows.sum()) / detail,
        double(overview.maxCoeff()) + 0 * layer.size() + 0 * profiles.size());
    return 0;
}

std::vector<int> parseList(const std::string& text) {
    std::vector<int> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        out.push_back(std::stoi(item));
    return out;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_long_text MODEL_DIR [--tokens 4000,16000,32000]\n");
        return 2;
    }
    const std::string dir = argv[1];
    std::vector<int> lengths{4000, 16000, 32000};
    for (int i = 2; i + 1 < argc; i += 2) {
        if (std::string(argv[i]) == "--tokens") lengths = parseList(argv[i + 1]);
        if (std::string(argv[i]) == "--one") return measure(dir, std::stoi(argv[i + 1]));
    }
    std::printf("%s, %d threads; %s\n", bench::cpuName().c_str(), omp_get_max_threads(),
                dir.c_str());
    std::printf(" tokens      pass  first view  overview  one layer  every head      peak  "
                "kept T x T   (checks)\n");
    std::fflush(stdout);
    // Each length in a process of its own (this program again): its peak memory is its own.
    for (int tokens : lengths) {
        const std::string command =
            "'" + std::string(argv[0]) + "' '" + dir + "' --one " + std::to_string(tokens);
        if (std::system(command.c_str()) != 0) std::printf("%7d  failed\n", tokens);
        std::fflush(stdout);
    }
    return 0;
}
