// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lectures/score_comparison.h"

#include "core/attention/softmax.h"
#include "core/base/check.h"
#include "core/base/random.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

void validateScoreComparison(const ScoreComparisonSettings& s) {
    auto inRange = [](int v, int hi, const std::string& name) {
        require(v >= 1 && v <= hi,
                Message("attn", "%1 must be from 1 to %2, not %3").arg(name).arg(hi).arg(v));
    };
    inRange(s.queries, ScoreComparisonSettings::kMaxTokens, "the number of queries");
    inRange(s.keys, ScoreComparisonSettings::kMaxTokens, "the number of keys");
    inRange(s.queryDim, ScoreComparisonSettings::kMaxDim, "query size d_q");
    inRange(s.keyDim, ScoreComparisonSettings::kMaxDim, "key size d_k");
    inRange(s.hidden, ScoreComparisonSettings::kMaxDim, "additive hidden size h");
}

ScoreComparison compareScores(const ScoreComparisonSettings& s) {
    validateScoreComparison(s);
    const Eigen::MatrixXf q = randomNormal(s.queries, s.queryDim, s.seed);
    const Eigen::MatrixXf k = randomNormal(s.keys, s.keyDim, s.seed + 1);
    return compareScores(
        q, k, randomScoreParams(ScoreFunction::Bilinear, s.queryDim, s.keyDim, 0, s.seed + 2),
        randomScoreParams(ScoreFunction::Additive, s.queryDim, s.keyDim, s.hidden, s.seed + 3));
}

ScoreComparison compareScores(const Eigen::Ref<const Eigen::MatrixXf>& q,
                              const Eigen::Ref<const Eigen::MatrixXf>& k,
                              const ScoreParams& bilinear, const ScoreParams& additive) {
    requireNonEmpty(q, Message("attn", "queries"));
    requireNonEmpty(k, Message("attn", "keys"));
    ScoreComparison c;
    c.q = q;
    c.k = k;
    c.bilinear = bilinear;
    c.additive = additive;
    float lo = std::numeric_limits<float>::infinity(), hi = -lo;
    for (ScoreFunction f : {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::Bilinear,
                            ScoreFunction::Additive}) {
        ScorePanel panel;
        panel.function = f;
        const bool needsEqual = f == ScoreFunction::Dot || f == ScoreFunction::ScaledDot;
        if (needsEqual && q.cols() != k.cols()) {
            panel.defined = false;
            panel.reason = Message("attn", "q·k needs d_q = d_k\n(here %1 ≠ %2)")
                               .arg(int(q.cols()))
                               .arg(int(k.cols()));
        } else {
            panel.scores = computeScores(f, q, k,
                                         f == ScoreFunction::Bilinear   ? bilinear
                                         : f == ScoreFunction::Additive ? additive
                                                                        : ScoreParams{});
            panel.weights = softmaxRows(panel.scores).weights;
            lo = std::min(lo, panel.scores.minCoeff());
            hi = std::max(hi, panel.scores.maxCoeff());
        }
        c.panels.push_back(std::move(panel));
    }
    c.scoreMin = lo;
    c.scoreMax = hi;
    return c;
}

} // namespace attn
