// SPDX-License-Identifier: GPL-3.0-or-later
// bench_generation: writing a continuation token by token with the key/value cache
// (core/models/language/generation.h: each step reads the newest token only) against running
// the whole text through the model at every step, as generation did before the cache.
//
//   bench_generation MODEL_DIR [--prompt 200] [--new-tokens 100]
//
// MODEL_DIR: any decoder folder (sample_models/word-gpt-kjv, a random Llama of
// tools/make_random_llama.py). The prompt is random token ids, the same for every run; both
// ways write greedy tokens, and the bench says whether they wrote the same ones.
#include "bench/measure.h"
#include "core/models/language/generation.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_generation MODEL_DIR [--prompt N] [--new-tokens N]\n");
        return 2;
    }
    int promptTokens = 200, newTokens = 100;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--prompt")
            promptTokens = std::atoi(argv[i + 1]);
        else if (a == "--new-tokens")
            newTokens = std::atoi(argv[i + 1]);
    }
    const attn::LanguageModel model = attn::loadLanguageModel(argv[1]);
    const attn::ModelShape shape = model.shape();
    promptTokens = std::clamp(promptTokens, 1, shape.positions - newTokens);
    std::mt19937 gen(1);
    std::uniform_int_distribution<int> id(0, shape.vocabSize - 1);
    std::vector<int> prompt(static_cast<std::size_t>(promptTokens));
    for (int& i : prompt)
        i = id(gen);

    auto start = std::chrono::steady_clock::now();
    const attn::Generation cached =
        attn::generate(model, prompt, attn::GenerationOptions{newTokens, {0, 50, 1}, 0, {}});
    const double cachedMs = bench::msSince(start);

    start = std::chrono::steady_clock::now();
    std::vector<int> ids = prompt;
    for (int step = 0; step < newTokens; ++step) { // every step reads the whole text
        const attn::ModelOutput out = model.forward(ids, {}, attn::LogitRows::Last);
        Eigen::Index best = 0;
        out.logits.row(0).maxCoeff(&best);
        ids.push_back(int(best));
    }
    const double wholeMs = bench::msSince(start);

    std::printf("%s, %d threads\n", bench::cpuName().c_str(), omp_get_max_threads());
    std::printf("%s: %d layers x %d heads, prompt %d tokens, %d new tokens (greedy)\n", argv[1],
                shape.layers, shape.heads, promptTokens, newTokens);
    std::printf("with the key/value cache  %9.1f ms  (%.2f ms a token)\n", cachedMs,
                cachedMs / newTokens);
    std::printf("whole text every step     %9.1f ms  (%.2f ms a token)\n", wholeMs,
                wholeMs / newTokens);
    std::printf("faster by %.1fx; the same tokens: %s\n", wholeMs / cachedMs,
                cached.ids == ids ? "yes" : "NO");
    return cached.ids == ids ? 0 : 1;
}
