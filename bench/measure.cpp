// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/measure.h"

#include <cstdlib>
#include <fstream>

#include <sys/resource.h>

namespace bench {

double msSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

double peakMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

std::string cpuName() {
    std::ifstream cpu("/proc/cpuinfo");
    for (std::string line; std::getline(cpu, line);)
        if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
    return "unknown CPU";
}

std::string benchScript(const std::string& builtPath) {
    const char* source = std::getenv("ATTN_SOURCE_DIR");
    const std::size_t bench = builtPath.rfind("/bench/");
    if (!source || !*source || bench == std::string::npos) return builtPath;
    return std::string(source) + builtPath.substr(bench);
}

std::string python() {
    const char* chosen = std::getenv("ATTN_PYTHON");
    return chosen && *chosen ? chosen : ATTN_PYTHON;
}

} // namespace bench
