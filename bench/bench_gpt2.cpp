// SPDX-License-Identifier: GPL-3.0-or-later
// bench_gpt2: the forward pass of a GPT-2 or Llama-family model folder with every head's
// attention kept, against the same architecture in torch on the same threads (bench/torch_gpt2.py,
// bench/torch_llama.py), plus model load time and peak memory.
//
//   bench_gpt2 MODEL_DIR [--tokens 512] [--repeats 5] [--no-torch] [--all-logits]
//              [--threads 1,2,4,8,16] [--name LABEL] [--build NAME=BINARY ...] [--times-only]
//
// Both sides compute the logits of the last token only, as the window does, or with
// --all-logits every token's (the (T,E) x (E,V) product that tests compare with fixtures).
//
// --build times another build's bench_gpt2 on the same model right after this one (see
// bench_mha); --times-only prints only "time forward MS". --threads times every count listed
// (default: OpenMP's), each beside the FMA peak of those threads and the peer on as many, then
// the time of each phase and the serial part by Amdahl's law. The peer is transformers (eager,
// output_attentions=True) where python3 can import it, else the same equations in torch.
//
// MODEL_DIR is made by tools/make_random_gpt2.py (gpt2-small sizes) or tools/make_random_llama.py
// (SmolLM2-135M sizes); neither is committed.
#include "bench/measure.h"
#include "bench/other_builds.h"
#include "bench/peak_flops.h"
#include "bench/roofline.h"
#include "bench/thread_sweep.h"
#include "core/base/huge_pages.h"
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

/// The torch script's time on the threads OpenMP would use now.
bench::PeerTime torchMs(const std::string& script, const std::string& dir, int tokens, int repeats,
                        bool allLogits) {
    return bench::peerTime(bench::python() + " " + script + " '" + dir + "' --tokens " +
                           std::to_string(tokens) + " --repeats " + std::to_string(repeats) +
                           (allLogits ? "" : " --last-logits"));
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
    attn::reuseFreedMemory(); // as the application does
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_gpt2 MODEL_DIR [--tokens N] [--repeats N] [--no-torch] "
                             "[--all-logits] [--name LABEL] [--build NAME=BINARY ...] "
                             "[--threads 1,2,4] [--times-only]\n");
        return 2;
    }
    const std::string dir = argv[1];
    int tokens = 512, repeats = 5;
    bool torch = true, timesOnly = false, allLogits = false;
    std::string name = "ours";
    std::vector<bench::OtherBuild> builds;
    std::vector<int> counts = bench::threadCounts("");
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
        else if (a == "--threads" && i + 1 < argc)
            counts = bench::threadCounts(argv[++i]);
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
        const auto forward = [&] { model.forward(ids, {}, rows); };
        if (timesOnly) {
            std::printf("time forward %.4f\n",
                        bench::timeOnThreads(omp_get_max_threads(), repeats, forward).oursMs);
            return 0;
        }
        std::printf("%s forward, attention of every head kept, logits of %s: %d layers, %d heads "
                    "(%d key/value), d=%d, V=%d, %d tokens\n",
                    c.modelType.c_str(), allLogits ? "every token" : "the last token", c.layers,
                    c.heads, c.kvHeads, c.embedDim, c.vocabSize, tokens);
        std::printf("CPU: %s, %d logical processors\n", cpuName().c_str(), omp_get_num_procs());
        std::printf("model load      %8.1f ms\n", loadMs);
        const std::string script = bench::benchScript(
            c.modelType == "gpt2" ? ATTN_TORCH_GPT2_SCRIPT : ATTN_TORCH_LLAMA_SCRIPT);
        std::vector<bench::ThreadRun> runs;
        std::string peer = "torch";
        for (int threads : counts) {
            runs.push_back(bench::timeOnThreads(threads, repeats, forward));
            if (torch && !c.encoder) {
                const bench::PeerTime theirs = torchMs(script, dir, tokens, repeats, allLogits);
                runs.back().peerMs = theirs.ms;
                runs.back().peerBestMs = theirs.bestMs;
                if (theirs.ms > 0) peer = theirs.peer;
            }
        }
        std::printf("peak memory     %8.1f MB (resident, whole process)\n", peakMegabytes());
        if (torch) std::printf("peer: %s, the same weights and tokens\n", peer.c_str());
        const double logitRows = c.encoder ? 0 : allLogits ? tokens : 1;
        const double gflop =
            bench::transformerGflop(c.layers, tokens, blockWeights(dir, c), c.heads, c.headDim,
                                    !c.encoder, logitRows * c.embedDim * c.vocabSize);
        bench::printThreadTable(runs, gflop, "torch");
        bench::printPhaseTable(runs);
        for (const bench::OtherBuild& b : builds) {
            const auto others = bench::timesOf(
                b, "'" + dir + "' --tokens " + std::to_string(tokens) + " --repeats " +
                       std::to_string(repeats) + (allLogits ? " --all-logits" : ""));
            std::printf("%-17.17s %s ms (against %s, %d threads)\n", (b.name + " forward").c_str(),
                        bench::compared(others, "forward", runs.back().oursMs).c_str(),
                        name.c_str(), runs.back().threads);
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_gpt2: %s\n", e.what());
        return 1;
    }
    return 0;
}
