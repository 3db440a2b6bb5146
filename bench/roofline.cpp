// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/roofline.h"

#include <cstdio>

namespace bench {

double transformerGflop(int layers, int tokens, double blockWeights, int heads, int headDim,
                        bool causal, double extraMacs) {
    const double t = tokens;
    const double pairs = causal ? t * (t + 1) / 2 : t * t;
    const double perLayer = t * blockWeights + 2.0 * pairs * heads * headDim; // QK^T and AV
    return 2.0 * (layers * perLayer + extraMacs) / 1e9;
}

std::string rooflineLine(double gflop, double peakGflops, int threads, const std::string& oursName,
                         double oursMs, double torchMs) {
    const double floorMs = gflop / peakGflops * 1e3;
    char line[256];
    int n = std::snprintf(line, sizeof line,
                          "work            %8.1f GFLOP in products; at the FMA peak of the %d "
                          "threads used (%.1f GFLOP/s) at least %.0f ms: %s %.0f %%",
                          gflop, threads, peakGflops, floorMs, oursName.c_str(),
                          100 * floorMs / oursMs);
    if (torchMs > 0 && n > 0 && n < int(sizeof line))
        std::snprintf(line + n, sizeof line - std::size_t(n), ", torch %.0f %% of peak",
                      100 * floorMs / torchMs);
    else if (n > 0 && n < int(sizeof line))
        std::snprintf(line + n, sizeof line - std::size_t(n), " of peak");
    return line;
}

} // namespace bench
