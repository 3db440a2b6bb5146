// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/language/next_token.h"

#include "core/base/check.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace attn {

namespace {

void checkOptions(const Eigen::Ref<const Eigen::VectorXf>& logits, const NextTokenOptions& o) {
    require(
        std::isfinite(o.temperature) && o.temperature >= 0,
        Message("attn", "the temperature must be 0 (greedy) or more, not %1").arg(o.temperature));
    require(o.topK >= 1, Message("attn", "top-k must be 1 or more, not %1").arg(o.topK));
    require(o.topP > 0 && o.topP <= 1,
            Message("attn", "top-p must be more than 0 and at most 1, not %1").arg(o.topP));
    require(logits.size() > 0, Message("attn", "there are no logits to choose a token from"));
    require(!logits.hasNaN(), Message("attn", "the logits hold NaN: the model's output is broken"));
}

/// softmax(logits / t) in double; for t = 0 all of it on the first largest logit.
Eigen::VectorXd probabilities(const Eigen::Ref<const Eigen::VectorXf>& logits, double t) {
    Eigen::Index best = 0;
    const double largest = logits.maxCoeff(&best);
    Eigen::VectorXd p = Eigen::VectorXd::Zero(logits.size());
    if (t == 0 || !std::isfinite(largest)) { // greedy, or every logit -inf but some +inf
        p(best) = 1;
        return p;
    }
    p = ((logits.cast<double>().array() - largest) / t).exp().matrix();
    return p / p.sum();
}

} // namespace

std::vector<TokenChoice> nextTokens(const Eigen::Ref<const Eigen::VectorXf>& logits,
                                    const NextTokenOptions& options) {
    checkOptions(logits, options);
    const Eigen::VectorXd p = probabilities(logits, options.temperature);
    std::vector<int> order(std::size_t(p.size()));
    std::iota(order.begin(), order.end(), 0);
    const std::size_t k = std::min(order.size(), std::size_t(options.topK));
    std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(k), order.end(),
                      [&](int a, int b) { return p(a) > p(b) || (p(a) == p(b) && a < b); });
    std::vector<TokenChoice> chosen;
    double mass = 0;
    const bool nucleus = options.topP < 1; // top-p of 1 keeps every one of the top-k
    for (std::size_t i = 0; i < k && (chosen.empty() || !nucleus || mass < options.topP); ++i) {
        if (!chosen.empty() && p(order[i]) == 0) break; // no chance at all: not a choice
        chosen.push_back({order[i], p(order[i])});
        mass += p(order[i]);
    }
    return chosen;
}

Eigen::VectorXd tokenProbabilities(const Eigen::Ref<const Eigen::VectorXf>& logits,
                                   double temperature) {
    checkOptions(logits, {temperature, 1, 1});
    return probabilities(logits, temperature);
}

std::size_t sampleToken(const std::vector<TokenChoice>& chosen, unsigned seed) {
    require(!chosen.empty(), Message("attn", "there is no token to sample from"));
    double total = 0;
    for (const TokenChoice& c : chosen)
        total += c.probability;
    std::mt19937 random(seed);
    double left = std::uniform_real_distribution<double>(0, total)(random);
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        left -= chosen[i].probability;
        if (left < 0) return i;
    }
    return chosen.size() - 1; // rounding at the very end of the range
}

} // namespace attn
