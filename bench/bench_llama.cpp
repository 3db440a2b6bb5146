// bench_llama: the forward pass of a Llama-family model folder (core/models/llama: RMSNorm,
// rotary positions, grouped-query attention, SwiGLU) with every head's attention kept, against
// the same architecture in torch on the same threads (bench/torch_llama.py), plus model load
// time and peak memory. As bench_gpt2, but through loadLlama and llamaForward directly.
//
//   bench_llama MODEL_DIR [--tokens 512] [--repeats 5] [--no-torch]
//               [--name LABEL] [--build NAME=BINARY ...] [--times-only]
//
// --build times another build's bench_llama on the same model right after this one (see
// bench_mha); --times-only prints only "time forward MS". Torch's BLAS: see
// bench/torch_gpt2.py (ATTN_TORCH_BLAS_DIRS).
//
// MODEL_DIR is made by tools/make_random_llama.py (SmolLM2-135M sizes); it is not committed.
#include "bench/other_builds.h"
#include "core/models/llama/llama.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <sys/resource.h>

namespace {

double msSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

double peakMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

/// Runs bench/torch_llama.py and returns its median ms, or a negative number when it failed.
double torchMs(const std::string& dir, int tokens, int repeats) {
    const std::string command = std::string(ATTN_PYTHON) + " " + ATTN_TORCH_LLAMA_SCRIPT + " '" +
                                dir + "' --tokens " + std::to_string(tokens) + " --threads " +
                                std::to_string(omp_get_max_threads()) + " --repeats " +
                                std::to_string(repeats) + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return -1;
    char line[512];
    double ms = -1;
    while (std::fgets(line, sizeof line, pipe))
        if (std::sscanf(line, "torch_ms %lf", &ms) != 1) std::fputs(line, stderr);
    pclose(pipe);
    return ms;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_llama MODEL_DIR [--tokens N] [--repeats N] [--no-torch] "
                             "[--name LABEL] [--build NAME=BINARY ...] [--times-only]\n");
        return 2;
    }
    const std::string dir = argv[1];
    int tokens = 512, repeats = 5;
    bool torch = true, timesOnly = false;
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
        else if (a == "--times-only")
            timesOnly = true;
        else {
            std::fprintf(stderr, "bench_llama: unknown option %s\n", a.c_str());
            return 2;
        }
    }
    try {
        auto start = std::chrono::steady_clock::now();
        const attn::LlamaModel model = attn::loadLlama(dir);
        const double loadMs = msSince(start);
        const attn::LlamaConfig& c = model.config;
        std::vector<int> ids(static_cast<std::size_t>(tokens));
        for (int i = 0; i < tokens; ++i)
            ids[std::size_t(i)] = (i * 7919) % c.vocabSize;
        attn::llamaForward(model, ids); // warm-up
        std::vector<double> times;
        for (int r = 0; r < repeats; ++r) {
            start = std::chrono::steady_clock::now();
            const attn::ModelOutput out = attn::llamaForward(model, ids);
            times.push_back(msSince(start));
        }
        std::sort(times.begin(), times.end());
        const double ours = times[times.size() / 2];
        if (timesOnly) {
            std::printf("time forward %.4f\n", ours);
            return 0;
        }
        std::printf("%s forward, attention of every head kept: %d layers, %d heads (%d key/value), "
                    "d=%d, F=%d, V=%d, %s embeddings, %d tokens, %d threads\n",
                    c.modelType.c_str(), c.layers, c.heads, c.kvHeads, c.embedDim, c.ffnDim,
                    c.vocabSize, c.tiedEmbeddings ? "tied" : "separate", tokens,
                    omp_get_max_threads());
        std::printf("model load      %8.1f ms\n", loadMs);
        std::printf("peak memory     %8.1f MB (resident, whole process)\n", peakMegabytes());
        std::printf("%-17.17s %8.2f ms (median of %d)\n", (name + " forward").c_str(), ours,
                    repeats);
        for (const bench::OtherBuild& b : builds) {
            const auto others =
                bench::timesOf(b, "'" + dir + "' --tokens " + std::to_string(tokens) +
                                      " --repeats " + std::to_string(repeats));
            std::printf("%-17.17s %s ms (against %s)\n", (b.name + " forward").c_str(),
                        bench::compared(others, "forward", ours).c_str(), name.c_str());
        }
        if (torch) {
            const double theirs = torchMs(dir, tokens, repeats);
            if (theirs > 0)
                std::printf("torch forward   %8.2f ms (same architecture, %d threads)\nspeedup     "
                            "    %8.2fx\n",
                            theirs, omp_get_max_threads(), theirs / ours);
            else
                std::printf("torch forward   unavailable (python3-torch missing?)\n");
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_llama: %s\n", e.what());
        return 1;
    }
    return 0;
}
