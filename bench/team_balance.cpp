// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/team_balance.h"

#include "core/base/gemm.h"

#include <Eigen/Core>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace bench {

namespace {

using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using Eigen::Index;

struct SharedShape {
    const char* what;
    int m, k, n; ///< c^T:(m, n) = W^T:(m, k) x^T:(k, n): output features, inputs, tokens
};

/// Median seconds of c = a b over the block's rows and columns, b's columns packed apart.
double blockSeconds(const RowMajor& a, const Eigen::MatrixXf& b, const attn::ProductBlock& block,
                    int repeats) {
    attn::PackedRight packed;
    attn::packRight(attn::constView(b.middleCols(block.col, block.cols)), packed);
    RowMajor c(block.rows, block.cols);
    const attn::ConstMatrixView rows = attn::constView(a.middleRows(block.row, block.rows));
    std::vector<double> times;
    for (int r = 0; r <= repeats; ++r) { // the first warms the caches
        const auto start = std::chrono::steady_clock::now();
        attn::multiplyInto(rows, packed, attn::view(c));
        times.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin() + 1, times.end());
    return times[std::size_t(1 + repeats / 2)];
}

/// The share of `threads` threads' time idle when each block goes to the first one free.
double idleShare(const std::vector<double>& blockSeconds, int threads) {
    std::vector<double> busyUntil(std::size_t(threads), 0.0);
    double work = 0;
    for (double s : blockSeconds) {
        *std::min_element(busyUntil.begin(), busyUntil.end()) += s;
        work += s;
    }
    const double end = *std::max_element(busyUntil.begin(), busyUntil.end());
    return end > 0 ? 1 - work / (threads * end) : 0;
}

} // namespace

void printTeamBalance(int repeats) {
    const SharedShape shapes[] = {
        {"ViT-B/16 projection, 197 tokens", 768, 768, 197},
        {"ViT-B/16 MLP in, 197 tokens", 3072, 768, 197},
        {"ViT-B/16 MLP out, 197 tokens", 768, 3072, 197},
        {"GPT-2 projection, 512 tokens", 768, 768, 512},
        {"GPT-2 MLP out, 512 tokens", 768, 3072, 512},
        {"GPT-2 projection, 1024 tokens", 768, 768, 1024},
    };
    const int teams[] = {2, 4, 8, 16};
    std::printf("\na product shared by a team of threads: its blocks timed alone on this core, "
                "each given in turn\nto the first thread free; the share of the team's time idle "
                "while the last blocks finish\n");
    std::printf("%-36s %16s |", "product", "m x k x n");
    for (int t : teams)
        std::printf(" %4d thr", t);
    std::printf("\n");
    for (const SharedShape& s : shapes) {
        const RowMajor a = RowMajor::Random(s.m, s.k);
        const Eigen::MatrixXf b = Eigen::MatrixXf::Random(s.k, s.n);
        attn::PackedRight whole;
        attn::packRight(attn::constView(b), whole);
        std::map<std::tuple<Index, Index, Index>, double> timed; // by (rows, col, cols)
        const std::string dims =
            std::to_string(s.m) + "x" + std::to_string(s.k) + "x" + std::to_string(s.n);
        std::printf("%-36s %16s |", s.what, dims.c_str());
        for (int t : teams) {
            const attn::SharedBlocks blocks(s.m, s.n, whole.sliverWidth, t);
            std::vector<double> seconds;
            for (Index i = 0; i < blocks.count(); ++i) {
                const attn::ProductBlock block = blocks.block(i);
                const auto key = std::make_tuple(block.rows, block.col, block.cols);
                if (!timed.count(key)) timed[key] = blockSeconds(a, b, block, repeats);
                seconds.push_back(timed[key]);
            }
            std::printf(" %6.1f %%", std::max(0.0, 100 * idleShare(seconds, t)));
        }
        std::printf("\n");
    }
}

} // namespace bench
