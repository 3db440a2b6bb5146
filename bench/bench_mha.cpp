// SPDX-License-Identifier: GPL-3.0-or-later
// bench_mha: multi-head self-attention forward (per-head weights kept, batch 1, float32)
// against the machine's measured fp32 peak and torch.nn.MultiheadAttention in the same run.
//
//   bench_mha [--sizes 128x768x12,512x768x12] [--no-torch] [--repeats N]
//             [--name LABEL] [--build NAME=BINARY ...] [--times-only]
//
// --build runs another build's bench_mha on the same sizes right after this one's (the
// default, native and packaged builds: scripts/bench.sh) and adds its column to the table;
// --times-only prints only "time SIZE MS" lines, which is how such a child answers.
//
// FLOPs per forward: 8 n d^2 (Q, K, V and output projections) + 4 n^2 d (scores and
// weights x V over all heads), n = tokens, d = d_model.
#include "bench/other_builds.h"
#include "bench/peak_flops.h"

#include "core/attention/multihead.h"
#include "core/base/check.h"
#include "core/base/gemm.h"
#include "core/base/random.h"

#include <Eigen/Core>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef ATTN_TORCH_SCRIPT
#define ATTN_TORCH_SCRIPT "bench/torch_mha.py"
#endif
#ifndef ATTN_PYTHON
#define ATTN_PYTHON "/usr/bin/python3"
#endif
#ifndef ATTN_BENCH_NATIVE
#define ATTN_BENCH_NATIVE 0
#endif

namespace {

struct Size {
    int tokens = 0, dModel = 0, heads = 0;
    std::string name() const {
        return std::to_string(tokens) + "x" + std::to_string(dModel) + "x" + std::to_string(heads);
    }
    double flops() const {
        const double n = tokens, d = dModel;
        return 8 * n * d * d + 4 * n * n * d;
    }
};

struct Options {
    std::vector<Size> sizes;
    bool torch = true;
    int repeats = 0;                 ///< 0: adapt so each size takes about 2 s
    std::string name = "this build"; ///< the heading of this build's column
    std::vector<bench::OtherBuild> builds;
    bool timesOnly = false;
};

/// Our figures for one size.
struct Ours {
    double ms = 0;
    int runs = 0;
    double otherCpu = 0; ///< % of the CPUs other processes used during the timed runs
};

/// torch's fastest configuration for one size, from torch_mha.py's BEST lines.
struct Torch {
    double ms = 0;
    double otherCpu = 0; ///< as in Ours
    std::string config;
};

const char* kDefaultSizes = "128x768x12,512x768x12,1024x768x12,2048x768x12,4096x256x8";

std::vector<Size> parseSizes(const std::string& text) {
    std::vector<Size> sizes;
    std::stringstream list(text);
    std::string item;
    while (std::getline(list, item, ',')) {
        Size s;
        char x1 = 0, x2 = 0;
        std::stringstream in(item);
        if (!(in >> s.tokens >> x1 >> s.dModel >> x2 >> s.heads) || x1 != 'x' || x2 != 'x' ||
            s.tokens < 1 || s.dModel < 1 || s.heads < 1)
            throw attn::InputError("size '" + item + "' is not TOKENSxDMODELxHEADS");
        attn::MultiHeadShape::standard(s.dModel, s.heads); // throws unless d splits into heads
        sizes.push_back(s);
    }
    return sizes;
}

/// The sizes as the --sizes option lists them.
std::string sizeList(const std::vector<Size>& sizes) {
    std::string list;
    for (const Size& s : sizes)
        list += (list.empty() ? "" : ",") + s.name();
    return list;
}

Options parseOptions(int argc, char** argv) {
    Options o;
    o.sizes = parseSizes(kDefaultSizes);
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--sizes" && i + 1 < argc) {
            o.sizes = parseSizes(argv[++i]);
        } else if (arg == "--no-torch") {
            o.torch = false;
        } else if (arg == "--repeats" && i + 1 < argc) {
            o.repeats = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--name" && i + 1 < argc) {
            o.name = argv[++i];
        } else if (arg == "--build" && i + 1 < argc) {
            o.builds.push_back(bench::parseOtherBuild(argv[++i]));
        } else if (arg == "--times-only") {
            o.timesOnly = true;
        } else {
            std::printf("usage: %s [--sizes 128x768x12,...] [--no-torch] [--repeats N] "
                        "[--name LABEL] [--build NAME=BINARY ...] [--times-only]\n"
                        "default sizes: %s\n",
                        argv[0], kDefaultSizes);
            std::exit(arg == "--help" || arg == "-h" ? 0 : 1);
        }
    }
    return o;
}

double nowMs() {
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

std::string loadAverage() {
    std::ifstream in("/proc/loadavg");
    std::string one, five, fifteen;
    in >> one >> five >> fifteen;
    return in ? one + " " + five + " " + fifteen : "unknown";
}

/// Share of all CPUs' time (percent) that other processes used from construction to
/// percent(): what they took from a measurement made in between. -1 if /proc is unreadable.
class OtherCpu {
  public:
    OtherCpu() { ok_ = sample(busy_, total_, self_); }
    double percent() const {
        double busy, total, self;
        if (!ok_ || !sample(busy, total, self) || total <= total_) return -1;
        return std::max(0.0, 100 * ((busy - busy_) - (self - self_)) / (total - total_));
    }

  private:
    /// busy and total: all CPUs' jiffies from /proc/stat; self: this process's, all threads.
    static bool sample(double& busy, double& total, double& self) {
        std::ifstream in("/proc/stat");
        std::string cpu;
        double user, nice, system, idle, iowait, irq, softirq, steal;
        in >> cpu >> user >> nice >> system >> idle >> iowait >> irq >> softirq >> steal;
        total = user + nice + system + idle + iowait + irq + softirq + steal;
        busy = total - idle - iowait;
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        const auto seconds = [](const timeval& t) { return t.tv_sec + t.tv_usec * 1e-6; };
        self = (seconds(usage.ru_utime) + seconds(usage.ru_stime)) * sysconf(_SC_CLK_TCK);
        return bool(in);
    }
    bool ok_ = false;
    double busy_ = 0, total_ = 0, self_ = 0;
};

/// One line on what else runs on the machine (both figures are for all CPUs).
void printLoad(const char* when) {
    const OtherCpu other;
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    const double busy = other.percent();
    std::printf("%s: load average %s; CPU busy with other processes %.0f%%%s\n", when,
                loadAverage().c_str(), busy, busy > 10 ? " (figures will be low and noisy)" : "");
}

void printBuild() {
    std::printf("build: -march=native %s; compiled for", ATTN_BENCH_NATIVE ? "on" : "off");
#ifdef __AVX512F__
    std::printf(" AVX-512F");
#endif
#ifdef __AVX2__
    std::printf(" AVX2");
#endif
#ifdef __FMA__
    std::printf(" FMA");
#endif
    std::printf("; Eigen %d.%d.%d SIMD: %s; OpenMP threads %d (Eigen %d)\n", EIGEN_WORLD_VERSION,
                EIGEN_MAJOR_VERSION, EIGEN_MINOR_VERSION, Eigen::SimdInstructionSetsInUse(),
                omp_get_max_threads(), Eigen::nbThreads());
    std::printf("matrix products: %s (core/base/gemm.cpp)\n", attn::multiplyKernelName());
}

/// Times the fast path for one size; when reporting, for sizes up to 1024 tokens also
/// compares it once with the plain reference and prints the largest differences.
Ours runOurs(const Size& s, int repeats, unsigned seed, bool report) {
    const Eigen::MatrixXf x = attn::randomNormal(s.tokens, s.dModel, seed);
    const attn::MultiHeadWeights w =
        attn::randomMultiHeadWeights(attn::MultiHeadShape::standard(s.dModel, s.heads), seed + 1);
    const attn::MultiHeadOptions options;
    attn::MultiHeadResult result; // kept across runs: the call reuses its buffers

    double start = nowMs();
    attn::multiHeadAttention(x, x, x, w, options, result); // warm-up, allocates the buffers
    const double first = nowMs() - start;
    Ours ours;
    ours.runs = repeats ? repeats : std::clamp(int(2000 / std::max(first, 1e-3)), 3, 500);
    std::vector<double> times;
    const OtherCpu other;
    for (int r = 0; r < ours.runs; ++r) {
        start = nowMs();
        attn::multiHeadAttention(x, x, x, w, options, result);
        times.push_back(nowMs() - start);
    }
    std::sort(times.begin(), times.end());
    ours.ms = times[times.size() / 2];
    ours.otherCpu = other.percent();

    if (!report) return ours;
    if (s.tokens <= 1024) {
        start = nowMs();
        const attn::MultiHeadResult ref = attn::multiHeadAttentionReference(x, x, x, w, options);
        const double refMs = nowMs() - start;
        float weightDiff = 0;
        for (int h = 0; h < s.heads; ++h)
            weightDiff = std::max(
                weightDiff, (result.headWeights[h] - ref.headWeights[h]).cwiseAbs().maxCoeff());
        const float outDiff = (result.output - ref.output).cwiseAbs().maxCoeff();
        std::printf("  %-12s fast vs reference: max |diff| output %.3g (max |output| %.3g), "
                    "head weights %.3g; reference path %.1f ms (1 run)\n",
                    s.name().c_str(), outDiff, ref.output.cwiseAbs().maxCoeff(), weightDiff, refMs);
    }
    std::printf("  %-12s %.3f ms median of %d runs; other processes used %.0f%% of the CPUs\n",
                s.name().c_str(), ours.ms, ours.runs, ours.otherCpu);
    std::fflush(stdout);
    return ours;
}

/// Runs torch_mha.py for these sizes; echoes its '#' lines and returns its BEST lines by size.
/// An empty map means torch could not be run (a note says why).
std::map<std::string, Torch> runTorch(const std::vector<Size>& sizes) {
    const std::string command =
        std::string(ATTN_PYTHON) + " '" + ATTN_TORCH_SCRIPT + "' --sizes " + sizeList(sizes);
    std::printf("torch: %s\n", command.c_str());
    std::fflush(stdout);
    std::map<std::string, Torch> best;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) {
        std::printf("NOTE: could not start %s; only our figures are shown\n", ATTN_PYTHON);
        return best;
    }
    char buffer[1024];
    int configs = 0;
    while (std::fgets(buffer, sizeof buffer, pipe)) {
        const std::string line = buffer;
        std::stringstream in(line);
        std::string tag, size;
        in >> tag >> size;
        if (tag == "#") {
            std::printf("%s", line.c_str());
        } else if (tag == "CONFIG") {
            std::fprintf(stderr, "%s", ++configs % 10 ? "." : "|"); // progress only
        } else if (tag == "BEST") {
            Torch t;
            in >> t.ms >> t.otherCpu >> t.config;
            best[size] = t;
        } else if (tag == "NOTE") {
            std::printf("NOTE: %s", line.c_str() + 5);
        }
        std::fflush(stdout);
    }
    const int status = pclose(pipe);
    if (configs) std::fprintf(stderr, "\n");
    if (best.empty())
        std::printf("NOTE: torch figures unavailable (%s exited with status %d); only our "
                    "figures are shown. Install python3-torch (scripts/bench.sh does).\n",
                    ATTN_PYTHON, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    return best;
}

/// The "time SIZE MS" lines a parent bench_mha reads (--times-only).
int printTimesOnly(const Options& options) {
    for (std::size_t i = 0; i < options.sizes.size(); ++i) {
        const Ours o = runOurs(options.sizes[i], options.repeats, 1234u + unsigned(i), false);
        std::printf("time %s %.4f\n", options.sizes[i].name().c_str(), o.ms);
        std::fflush(stdout);
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    try {
        const Options options = parseOptions(argc, argv);
        if (options.timesOnly) return printTimesOnly(options);
        std::printf("bench_mha: multi-head self-attention forward, per-head weights kept, batch 1, "
                    "float32, scaled dot, concat + W^O, no bias\n");
        printBuild();
        printLoad("before");

        const bench::PeakFlops peak = bench::measurePeakFlops();
        std::printf("fp32 peak: %.1f GFLOP/s (FMA loop, %s, %d threads; best of 7, median "
                    "%.1f)\n\n",
                    peak.gflops, peak.isa.c_str(), peak.threads, peak.median);

        std::printf("ours:\n");
        std::vector<Ours> ours;
        for (std::size_t i = 0; i < options.sizes.size(); ++i)
            ours.push_back(runOurs(options.sizes[i], options.repeats, 1234u + unsigned(i), true));
        std::vector<std::map<std::string, double>> others;
        for (const bench::OtherBuild& b : options.builds)
            others.push_back(bench::timesOf(
                b, "--sizes " + sizeList(options.sizes) +
                       (options.repeats ? " --repeats " + std::to_string(options.repeats) : "")));

        std::map<std::string, Torch> torch;
        if (options.torch) {
            printLoad("\nbefore torch");
            torch = runTorch(options.sizes);
        }

        std::printf("\n%6s %5s %5s | %12.12s %8s %6s %5s |", "tokens", "d", "heads",
                    (options.name + " ms").c_str(), "GFLOP/s", "%peak", "other");
        for (const bench::OtherBuild& b : options.builds)
            std::printf(" %-18.18s |", (b.name + " ms").c_str());
        std::printf(" %9s %8s %6s %5s %-30s | %7s\n", "torch ms", "GFLOP/s", "%peak", "other",
                    "torch config", "speedup");
        for (std::size_t i = 0; i < options.sizes.size(); ++i) {
            const Size& s = options.sizes[i];
            const double gf = s.flops() / (ours[i].ms * 1e6);
            std::printf("%6d %5d %5d | %12.3f %8.1f %5.1f%% %4.0f%% |", s.tokens, s.dModel, s.heads,
                        ours[i].ms, gf, 100 * gf / peak.gflops, ours[i].otherCpu);
            for (const auto& times : others)
                std::printf(" %-18s |", bench::compared(times, s.name(), ours[i].ms).c_str());
            const auto t = torch.find(s.name());
            if (t == torch.end()) {
                std::printf(" %9s %8s %6s %5s %-30s | %7s\n", "-", "-", "-", "-", "-", "-");
                continue;
            }
            const double tgf = s.flops() / (t->second.ms * 1e6);
            std::printf(" %9.3f %8.1f %5.1f%% %4.0f%% %-30s | %6.2fx\n", t->second.ms, tgf,
                        100 * tgf / peak.gflops, t->second.otherCpu, t->second.config.c_str(),
                        t->second.ms / ours[i].ms);
        }
        if (!options.builds.empty())
            std::printf("other builds' columns: their median ms (and how much slower than %s)\n",
                        options.name.c_str());
        std::printf("speedup = torch ms / %s ms; %%peak of %.1f GFLOP/s; FLOPs = 8nd^2 + "
                    "4n^2d;\nother = share of the CPUs other processes used during the timed runs "
                    "(above a few %% the row is disturbed)\n",
                    options.name.c_str(), peak.gflops);
        printLoad("after");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_mha: %s\n", e.what());
        return 1;
    }
    return 0;
}
