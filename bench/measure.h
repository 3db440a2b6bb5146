// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every benchmark reports beside its times: the elapsed milliseconds, the process's peak
// resident memory and the CPU the figures come from.
#include <chrono>
#include <string>

namespace bench {

/// Milliseconds since start.
double msSince(std::chrono::steady_clock::time_point start);
/// The process's peak resident memory so far, in MB.
double peakMegabytes();
/// /proc/cpuinfo's first "model name", or "unknown CPU".
std::string cpuName();
/// The Python that runs the peer's scripts: $ATTN_PYTHON, else the build's (Debian's python3).
std::string python();
/// A script of bench/ given by its path in the source tree the build was made from; under
/// $ATTN_SOURCE_DIR instead where that is set (benchmarks packed for another machine).
std::string benchScript(const std::string& builtPath);

} // namespace bench
