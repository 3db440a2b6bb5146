// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The four score functions of the lecture notes applied to the same queries and keys, so their
// numbers can be compared on one colour scale.
#include "core/attention/scores.h"
#include "core/base/message.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace attn {

/// Sizes and seed of a comparison; the queries and keys are N(0,1), seeded.
struct ScoreComparisonSettings {
    int queries = 4;  ///< T_q
    int keys = 6;     ///< T_k
    int queryDim = 4; ///< d_q
    int keyDim = 4;   ///< d_k
    int hidden = 8;   ///< h of the additive score
    unsigned seed = 1;

    static constexpr int kMaxTokens = 32;
    static constexpr int kMaxDim = 256;
};

/// One score function's result; defined == false when it cannot compare these sizes.
struct ScorePanel {
    ScoreFunction function = ScoreFunction::Dot;
    bool defined = true;
    Message reason;          ///< why not defined, e.g. "q·k needs d_q = d_k (here 3 ≠ 5)"
    Eigen::MatrixXf scores;  ///< (T_q,T_k), empty when not defined
    Eigen::MatrixXf weights; ///< (T_q,T_k) softmax of each row of scores
};

struct ScoreComparison {
    Eigen::MatrixXf q;                ///< (T_q,d_q)
    Eigen::MatrixXf k;                ///< (T_k,d_k)
    ScoreParams bilinear;             ///< W:(d_q,d_k)
    ScoreParams additive;             ///< W_q:(h,d_q), W_k:(h,d_k), w:(h)
    std::vector<ScorePanel> panels;   ///< dot, scaled dot, bilinear, additive
    float scoreMin = 0, scoreMax = 0; ///< over the defined panels: one colour scale for all
};

/// Throws InputError naming the setting for sizes outside 1 .. kMax*.
void validateScoreComparison(const ScoreComparisonSettings& settings);

/// Draws q, k and the parameters from the seed and scores them with dot, scaled dot, bilinear
/// q^T W k and additive w^T tanh(W_q q + W_k k). The dot panels are not defined (and say why)
/// when d_q != d_k.
ScoreComparison compareScores(const ScoreComparisonSettings& settings);

/// The same for given q:(T_q,d_q), k:(T_k,d_k) and parameters.
ScoreComparison compareScores(const Eigen::Ref<const Eigen::MatrixXf>& q,
                              const Eigen::Ref<const Eigen::MatrixXf>& k,
                              const ScoreParams& bilinear, const ScoreParams& additive);

} // namespace attn
