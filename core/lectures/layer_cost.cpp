#include "core/lectures/layer_cost.h"

#include "core/base/check.h"
#include "core/base/random.h"
#include "core/lectures/sequence_layers.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <string>

#ifdef _OPENMP
#include <omp.h>
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

double timeSequenceLayer(SequenceLayerKind kind, int n, int d, int k, int trials,
                         double minSeconds) {
    require(n >= 1 && d >= 1 && k >= 1, "timing needs n, d, k >= 1, got n = " + std::to_string(n) +
                                            ", d = " + std::to_string(d) +
                                            ", k = " + std::to_string(k));
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
    using Clock = std::chrono::steady_clock;
    double best = std::numeric_limits<double>::infinity();
    int repeats = 1;
    for (int trial = 0; trial < std::max(1, trials); ++trial) {
        for (;;) {
            const auto start = Clock::now();
            for (int r = 0; r < repeats; ++r)
                once();
            const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
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
            "a cost fit needs as many times (" + std::to_string(seconds.size()) + ") as sizes (" +
                std::to_string(n.size()) + "), at least one");
    require(d > 0 && k > 0, "a cost fit needs d > 0 and k > 0");
    const size_t m = n.size();
    std::vector<double> logN(m), logT(m), logModel(m);
    for (size_t i = 0; i < m; ++i) {
        require(n[i] > 0 && seconds[i] > 0 && std::isfinite(n[i]) && std::isfinite(seconds[i]),
                "a cost fit needs positive finite sizes and times, got n = " +
                    std::to_string(n[i]) + ", t = " + std::to_string(seconds[i]));
        logN[i] = std::log(n[i]);
        logT[i] = std::log(seconds[i]);
        logModel[i] = std::log(layerCostModel(kind, n[i], d, k));
    }
    CostFit fit;
    double logScale = 0;
    for (size_t i = 0; i < m; ++i)
        logScale += logT[i] - logModel[i];
    logScale /= double(m);
    fit.scale = std::exp(logScale);
    double squares = 0;
    for (size_t i = 0; i < m; ++i)
        squares += std::pow(logT[i] - logModel[i] - logScale, 2);
    fit.rmsLogError = std::sqrt(squares / double(m));

    double meanX = 0, meanY = 0;
    for (size_t i = 0; i < m; ++i) {
        meanX += logN[i];
        meanY += logT[i];
    }
    meanX /= double(m);
    meanY /= double(m);
    double sxy = 0, sxx = 0;
    for (size_t i = 0; i < m; ++i) {
        sxy += (logN[i] - meanX) * (logT[i] - meanY);
        sxx += (logN[i] - meanX) * (logN[i] - meanX);
    }
    fit.slope = sxx > 0 ? sxy / sxx : 0;
    fit.intercept = meanY - fit.slope * meanX;
    return fit;
}

} // namespace attn
