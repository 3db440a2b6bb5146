// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/scores.h"

#include "core/base/check.h"
#include "core/base/random.h"

#include <cmath>

namespace attn {

std::string toString(ScoreFunction f) {
    switch (f) {
    case ScoreFunction::Dot:
        return "dot";
    case ScoreFunction::ScaledDot:
        return "scaled dot";
    case ScoreFunction::Bilinear:
        return "bilinear";
    case ScoreFunction::Additive:
        return "additive";
    case ScoreFunction::ExpDot:
        return "exp dot";
    }
    return "unknown";
}

ScoreFunction scoreFunctionFromString(const std::string& name) {
    for (ScoreFunction f : {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::Bilinear,
                            ScoreFunction::Additive, ScoreFunction::ExpDot}) {
        std::string dashed = toString(f);
        for (char& c : dashed)
            if (c == ' ') c = '-';
        if (name == toString(f) || name == dashed) return f;
    }
    throw InputError(
        Message(
            "attn",
            "unknown score function '%1'; expected dot, scaled-dot, bilinear, additive or exp-dot")
            .arg(name));
}

ScoreParams randomScoreParams(ScoreFunction f, int queryDim, int keyDim, int hidden,
                              unsigned seed) {
    require(queryDim > 0 && keyDim > 0,
            Message("attn", "score parameters need positive sizes, got query dim %1 and key dim %2")
                .arg(queryDim)
                .arg(keyDim));
    ScoreParams p;
    if (f == ScoreFunction::Bilinear) {
        p.bilinear = randomNormal(queryDim, keyDim, seed, 1.0f / std::sqrt(float(queryDim)));
    } else if (f == ScoreFunction::Additive) {
        require(hidden > 0,
                Message("attn", "additive score needs a hidden size > 0, got %1").arg(hidden));
        p.queryProj = randomNormal(hidden, queryDim, seed, 1.0f / std::sqrt(float(queryDim)));
        p.keyProj = randomNormal(hidden, keyDim, seed + 1, 1.0f / std::sqrt(float(keyDim)));
        p.vector = randomNormal(hidden, 1, seed + 2, 1.0f / std::sqrt(float(hidden)));
    }
    return p;
}

float scoreFactor(ScoreFunction f, float scale, Eigen::Index d) {
    if (f != ScoreFunction::ScaledDot) return 1.0f;
    return scale > 0 ? scale : 1.0f / std::sqrt(float(d));
}

namespace {

void requireSameDim(Eigen::Index dq, Eigen::Index dk, ScoreFunction f) {
    require(dq == dk, Message("attn", "key dim %1 does not match query dim %2 (%3 score needs "
                                      "equal sizes; additive allows different ones)")
                          .arg(dk)
                          .arg(dq)
                          .arg(toString(f)));
}

/// q:(T_q,d_q) k:(T_k,d_k) -> (T_q,T_k) with w^T tanh(W_q q_i + W_k k_j).
Eigen::MatrixXf additiveScores(const Eigen::Ref<const Eigen::MatrixXf>& q,
                               const Eigen::Ref<const Eigen::MatrixXf>& k, const ScoreParams& p) {
    const Eigen::Index h = p.vector.size();
    require(h > 0,
            Message("attn",
                    "additive score needs parameters W_q:(h,d_q), W_k:(h,d_k), w:(h); none given"));
    require(p.queryProj.rows() == h && p.queryProj.cols() == q.cols(),
            Message("attn", "additive W_q %1 must be %2 for queries %3 and w of size %4")
                .arg(shapeOf(p.queryProj))
                .arg(shapeOf(h, q.cols()))
                .arg(shapeOf(q))
                .arg(h));
    require(p.keyProj.rows() == h && p.keyProj.cols() == k.cols(),
            Message("attn", "additive W_k %1 must be %2 for keys %3 and w of size %4")
                .arg(shapeOf(p.keyProj))
                .arg(shapeOf(h, k.cols()))
                .arg(shapeOf(k))
                .arg(h));
    const Eigen::MatrixXf qp = p.queryProj * q.transpose(); // (h,T_q)
    const Eigen::MatrixXf kp = p.keyProj * k.transpose();   // (h,T_k)
    Eigen::MatrixXf scores(q.rows(), k.rows());
    Eigen::VectorXf hidden(h);
    for (Eigen::Index j = 0; j < k.rows(); ++j)
        for (Eigen::Index i = 0; i < q.rows(); ++i) {
            hidden = (qp.col(i) + kp.col(j)).array().tanh();
            scores(i, j) = p.vector.dot(hidden);
        }
    return scores;
}

} // namespace

Eigen::MatrixXf computeScores(ScoreFunction f, const Eigen::Ref<const Eigen::MatrixXf>& q,
                              const Eigen::Ref<const Eigen::MatrixXf>& k, const ScoreParams& p) {
    switch (f) {
    case ScoreFunction::Dot:
        requireSameDim(q.cols(), k.cols(), f);
        return q * k.transpose();
    case ScoreFunction::ScaledDot:
        requireSameDim(q.cols(), k.cols(), f);
        return (q * k.transpose()) / std::sqrt(float(q.cols()));
    case ScoreFunction::ExpDot:
        requireSameDim(q.cols(), k.cols(), f);
        return (q * k.transpose()).array().exp().matrix();
    case ScoreFunction::Bilinear:
        require(p.bilinear.rows() == q.cols() && p.bilinear.cols() == k.cols(),
                Message("attn", "bilinear W %1 must be %2 for queries %3 and keys %4")
                    .arg(shapeOf(p.bilinear))
                    .arg(shapeOf(q.cols(), k.cols()))
                    .arg(shapeOf(q))
                    .arg(shapeOf(k)));
        return q * p.bilinear * k.transpose();
    case ScoreFunction::Additive:
        return additiveScores(q, k, p);
    }
    throw InputError(Message("attn", "unknown score function"));
}

} // namespace attn
