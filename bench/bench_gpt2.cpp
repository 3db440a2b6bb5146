// SPDX-License-Identifier: GPL-3.0-or-later
// bench_gpt2: the forward pass of a GPT-2 or Llama-family model folder with every head's
// attention kept, against the same architecture in torch on the same threads (bench/torch_gpt2.py,
// bench/torch_llama.py), plus model load time and peak memory.
//
//   bench_gpt2 MODEL_DIR [--tokens 512] [--repeats 5] [--no-torch] [--all-logits]
//              [--name LABEL] [--build NAME=BINARY ...] [--times-only]
//
// Both sides compute the logits of the last token only, as the window does, or with
// --all-logits every token's (the (T,E) x (E,V) product that tests compare with fixtures).
//
// --build times another build's bench_gpt2 on the same model right after this one (see
// bench_mha); --times-only prints only "time forward MS".
//
// MODEL_DIR is made by tools/make_random_gpt2.py (gpt2-small sizes) or tools/make_random_llama.py
// (SmolLM2-135M sizes); neither is committed.
#include "bench/measure.h"
#include "bench/other_builds.h"
#include "bench/peak_flops.h"
#include "bench/roofline.h"
#include "core/io/json.h"
#include "core/models/language/language_model.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using bench::cpuName;
using bench::msSince;
using bench::peakMegabytes;

/// Runs the torch script and returns its median ms, or a negative number when it failed.
double torchMs(const std::string& script, const std::string& dir, int tokens, int repeats,
               bool allLogits) {
    const std::string command =
        std::string(ATTN_PYTHON) + " " + script + " '" + dir + "' --tokens " +
        std::to_string(tokens) + " --threads " + std::to_string(omp_get_max_threads()) +
        " --repeats " + std::to_string(repeats) + (allLogits ? "" : " --last-logits") + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return -1;
    char line[512];
    double ms = -1;
    while (std::fgets(line, sizeof line, pipe))
        if (std::sscanf(line, "torch_ms %lf", &ms) != 1) std::fputs(line, stderr);
    pclose(pipe);
    return ms;
}

/// The multiply-adds of one layer's matrices per token, from dir/config.json: GPT-2's 4E^2 +
/// 2EF (F = n_inner or 4E), a Llama's q, k, v, o and three SwiGLU matrices, BERT's 4E^2 + 2EF.
double blockWeights(const std::string& dir, const attn::ModelShape& c) {
    const attn::JsonValue config = attn::readJsonFile(dir + "/config.json");
    const double e = c.embedDim, kv = double(c.kvHeads) * c.headDim;
    const auto number = [&](const char* key, double fallback) {
        const attn::JsonValue* v = config.find(key);
        return v && v->type == attn::JsonValue::Type::Number ? v->number : fallback;
    };
    if (c.modelType == "gpt2") return 4 * e * e + 2 * e * number("n_inner", 4 * e);
    if (c.encoder) return 4 * e * e + 2 * e * number("intermediate_size", 4 * e);
    return 2 * e * e + 2 * e * kv + 3 * e * number("intermediate_size", 4 * e);
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_gpt2 MODEL_DIR [--tokens N] [--repeats N] [--no-torch] "
                             "[--all-logits] [--name LABEL] [--build NAME=BINARY ...] "
                             "[--times-only]\n");
        return 2;
    }
    const std::string dir = argv[1];
    int tokens = 512, repeats = 5;
    bool torch = true, timesOnly = false, allLogits = false;
    std::string name = "ours";
    std::vector<bench::OtherBuild> builds;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--tokens" && i + 1 < argc)
            tokens = std::atoi(argv[++i]);
        else if (a == "--repeats" && i + 1 < argc)
            repeats = std::max(1, std::atoi(argv[++i]));
        else if (a == "--no-torch")
            torch = false;
        else if (a == "--name" && i + 1 < argc)
            name = argv[++i];
        else if (a == "--build" && i + 1 < argc)
            builds.push_back(bench::parseOtherBuild(argv[++i]));
        else if (a == "--all-logits")
            allLogits = true;
        else if (a == "--times-only")
            timesOnly = true;
        else {
            std::fprintf(stderr, "bench_gpt2: unknown option %s\n", a.c_str());
            return 2;
        }
    }
    try {
        auto start = std::chrono::steady_clock::now();
        const attn::LanguageModel model = attn::loadLanguageModel(dir);
        const double loadMs = msSince(start);
        const attn::ModelShape c = model.shape();
        std::vector<int> ids(static_cast<std::size_t>(tokens));
        for (int i = 0; i < tokens; ++i)
            ids[std::size_t(i)] = (i * 7919) % c.vocabSize;
        const attn::LogitRows rows = allLogits ? attn::LogitRows::All : attn::LogitRows::Last;
        model.forward(ids, {}, rows); // warm-up
        std::vector<double> times;
        for (int r = 0; r < repeats; ++r) {
            start = std::chrono::steady_clock::now();
            const attn::ModelOutput out = model.forward(ids, {}, rows);
            times.push_back(msSince(start));
        }
        std::sort(times.begin(), times.end());
        const double ours = times[times.size() / 2];
        if (timesOnly) {
            std::printf("time forward %.4f\n", ours);
            return 0;
        }
        std::printf("%s forward, attention of every head kept, logits of %s: %d layers, %d heads "
                    "(%d key/value), d=%d, V=%d, %d tokens, %d threads\n",
                    c.modelType.c_str(), allLogits ? "every token" : "the last token", c.layers,
                    c.heads, c.kvHeads, c.embedDim, c.vocabSize, tokens, omp_get_max_threads());
        std::printf("CPU: %s\n", cpuName().c_str());
        std::printf("model load      %8.1f ms\n", loadMs);
        std::printf("peak memory     %8.1f MB (resident, whole process)\n", peakMegabytes());
        std::printf("%-17.17s %8.2f ms (median of %d)\n", (name + " forward").c_str(), ours,
                    repeats);
        for (const bench::OtherBuild& b : builds) {
            const auto others = bench::timesOf(
                b, "'" + dir + "' --tokens " + std::to_string(tokens) + " --repeats " +
                       std::to_string(repeats) + (allLogits ? " --all-logits" : ""));
            std::printf("%-17.17s %s ms (against %s)\n", (b.name + " forward").c_str(),
                        bench::compared(others, "forward", ours).c_str(), name.c_str());
        }
        double theirs = -1;
        if (torch) {
            const std::string script =
                c.modelType == "gpt2" ? ATTN_TORCH_GPT2_SCRIPT : ATTN_TORCH_LLAMA_SCRIPT;
            theirs = c.encoder ? -1 : torchMs(script, dir, tokens, repeats, allLogits);
            if (theirs > 0)
                std::printf("torch forward   %8.2f ms (same architecture, %d threads)\nspeedup     "
                            "    %8.2fx\n",
                            theirs, omp_get_max_threads(), theirs / ours);
            else
                std::printf("torch forward   unavailable (python3-torch missing?)\n");
        }
        const double logitRows = c.encoder ? 0 : allLogits ? tokens : 1;
        const double gflop =
            bench::transformerGflop(c.layers, tokens, blockWeights(dir, c), c.heads, c.headDim,
                                    !c.encoder, logitRows * c.embedDim * c.vocabSize);
        const bench::PeakFlops peak = bench::measurePeakFlops();
        std::printf(
            "%s\n",
            bench::rooflineLine(gflop, peak.gflops, peak.threads, name, ours, theirs).c_str());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_gpt2: %s\n", e.what());
        return 1;
    }
    return 0;
}
