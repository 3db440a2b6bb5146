// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lectures/layer_cost.h"

#include "core/base/check.h"
#include "core/base/random.h"
#include "core/lectures/sequence_layers.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <limits>
#include <string>
#include <tuple>
#include <utility>

#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace attn {

const std::vector<SequenceLayerKind>& allSequenceLayerKinds() {
    static const std::vector<SequenceLayerKind> kinds{SequenceLayerKind::SelfAttention,
                                                      SequenceLayerKind::Recurrent,
                                                      SequenceLayerKind::Convolution};
    return kinds;
}

double layerCostModel(SequenceLayerKind kind, double n, double d, double k) {
    switch (kind) {
    case SequenceLayerKind::SelfAttention:
        return n * n * d;
    case SequenceLayerKind::Recurrent:
        return n * d * d;
    case SequenceLayerKind::Convolution:
        return k * n * d * d;
    }
    return 0;
}

double layerOperationCount(SequenceLayerKind kind, double n, double d, double k) {
    switch (kind) {
    case SequenceLayerKind::SelfAttention:
        return 4 * n * d * d + 2 * n * n * d;
    case SequenceLayerKind::Recurrent:
        return 2 * n * d * d;
    case SequenceLayerKind::Convolution:
        return k * n * d * d;
    }
    return 0;
}

namespace {

/// Seconds of CPU time the calling thread has used (wall-clock time where there is no such
/// clock).
double threadSeconds() {
#ifdef CLOCK_THREAD_CPUTIME_ID
    timespec now{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0)
        return double(now.tv_sec) + 1e-9 * double(now.tv_nsec);
#endif
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

/// Keeps freed blocks of up to 32 MB in the heap for the next pass instead of handing them
/// back to the system, which would make every pass of a long sequence fault its pages in
/// again (that kernel time, counted as the thread's, jumped the time of n = 1024 fivefold).
/// Once per process; glibc only.
void keepFreedMemory() {
#ifdef __GLIBC__
    static const bool done = [] {
        mallopt(M_MMAP_THRESHOLD, 32 << 20);
        mallopt(M_TRIM_THRESHOLD, 128 << 20);
        return true;
    }();
    (void)done;
#endif
}

/// Least-squares slope of y against x over [first, last); 0 without two distinct x.
double slopeOf(const std::vector<double>& x, const std::vector<double>& y, size_t first,
               size_t last) {
    const double m = double(last - first);
    double meanX = 0, meanY = 0;
    for (size_t i = first; i < last; ++i) {
        meanX += x[i];
        meanY += y[i];
    }
    meanX /= m;
    meanY /= m;
    double sxy = 0, sxx = 0;
    for (size_t i = first; i < last; ++i) {
        sxy += (x[i] - meanX) * (y[i] - meanY);
        sxx += (x[i] - meanX) * (x[i] - meanX);
    }
    return sxx > 0 ? sxy / sxx : 0;
}

/// exp(mean(logT - logModel)) and the root mean square of what is left.
std::pair<double, double> logScale(const std::vector<double>& logT,
                                   const std::vector<double>& logModel) {
    double mean = 0;
    for (size_t i = 0; i < logT.size(); ++i)
        mean += logT[i] - logModel[i];
    mean /= double(logT.size());
    double squares = 0;
    for (size_t i = 0; i < logT.size(); ++i)
        squares += std::pow(logT[i] - logModel[i] - mean, 2);
    return {std::exp(mean), std::sqrt(squares / double(logT.size()))};
}

} // namespace

double timeSequenceLayer(SequenceLayerKind kind, int n, int d, int k, int trials,
                         double minSeconds) {
    require(n >= 1 && d >= 1 && k >= 1,
            Message("attn", "timing needs n, d, k >= 1, got n = %1, d = %2, k = %3")
                .arg(n)
                .arg(d)
                .arg(k));
    keepFreedMemory();
    const Eigen::MatrixXf x = randomNormal(n, d, 7u);
    const SelfAttentionLayer attention = kind == SequenceLayerKind::SelfAttention
                                             ? randomSelfAttentionLayer(d, 11u)
                                             : SelfAttentionLayer{};
    const ElmanLayer rnn =
        kind == SequenceLayerKind::Recurrent ? randomElmanLayer(d, 13u) : ElmanLayer{};
    const ConvLayer conv =
        kind == SequenceLayerKind::Convolution ? randomConvLayer(d, k, 17u) : ConvLayer{};
    volatile float sink = 0; // keeps the result alive
    const auto once = [&] {
        Eigen::MatrixXf y;
        switch (kind) {
        case SequenceLayerKind::SelfAttention:
            y = selfAttentionLayer(x, attention);
            break;
        case SequenceLayerKind::Recurrent:
            y = elmanLayer(x, rnn);
            break;
        case SequenceLayerKind::Convolution:
            y = conv1dLayer(x, conv);
            break;
        }
        sink = sink + y(0, 0);
    };
#ifdef _OPENMP
    // One thread (for this calling thread only): the times then follow the operation
    // counts instead of how a busy machine schedules a thread team.
    struct SingleThread {
        int previous = omp_get_max_threads();
        SingleThread() { omp_set_num_threads(1); }
        ~SingleThread() { omp_set_num_threads(previous); }
    } singleThread;
#endif
    double best = std::numeric_limits<double>::infinity();
    int repeats = 1;
    for (int trial = 0; trial < std::max(1, trials); ++trial) {
        for (;;) {
            const double start = threadSeconds();
            for (int r = 0; r < repeats; ++r)
                once();
            const double seconds = threadSeconds() - start;
            if (seconds >= minSeconds || repeats >= (1 << 20)) {
                best = std::min(best, seconds / repeats);
                break;
            }
            repeats *= 2;
        }
    }
    return best;
}

CostFit fitLayerCost(SequenceLayerKind kind, const std::vector<double>& n,
                     const std::vector<double>& seconds, double d, double k) {
    require(!n.empty() && n.size() == seconds.size(),
            Message("attn", "a cost fit needs as many times (%1) as sizes (%2), at least one")
                .arg(seconds.size())
                .arg(n.size()));
    require(d > 0 && k > 0, Message("attn", "a cost fit needs d > 0 and k > 0"));
    const size_t m = n.size();
    // Sorted by n, so that the large-n slope takes the last points.
    std::vector<size_t> order(m);
    for (size_t i = 0; i < m; ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&n](size_t a, size_t b) { return n[a] < n[b]; });
    std::vector<double> logN(m), logT(m), logModel(m), logCount(m);
    for (size_t j = 0; j < m; ++j) {
        const size_t i = order[j];
        require(
            n[i] > 0 && seconds[i] > 0 && std::isfinite(n[i]) && std::isfinite(seconds[i]),
            Message("attn", "a cost fit needs positive finite sizes and times, got n = %1, t = %2")
                .arg(n[i])
                .arg(seconds[i]));
        logN[j] = std::log(n[i]);
        logT[j] = std::log(seconds[i]);
        logModel[j] = std::log(layerCostModel(kind, n[i], d, k));
        logCount[j] = std::log(layerOperationCount(kind, n[i], d, k));
    }
    CostFit fit;
    std::tie(fit.scale, fit.rmsLogError) = logScale(logT, logModel);
    fit.countScale = logScale(logT, logCount).first;
    fit.slope = slopeOf(logN, logT, 0, m);
    double sumX = 0, sumY = 0;
    for (size_t i = 0; i < m; ++i) {
        sumX += logN[i];
        sumY += logT[i];
    }
    fit.intercept = (sumY - fit.slope * sumX) / double(m);
    const size_t first = m > size_t(kLargeSlopeSizes) ? m - size_t(kLargeSlopeSizes) : 0;
    fit.largeSlope = slopeOf(logN, logT, first, m);
    fit.largeCountSlope = slopeOf(logN, logCount, first, m);
    fit.largeFrom = std::exp(logN[first]);
    return fit;
}

} // namespace attn
