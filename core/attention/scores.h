// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Score (comparison) functions a(q, k) from the lecture notes.
#include <Eigen/Core>

#include <string>

namespace attn {

enum class ScoreFunction {
    Dot,       ///< q . k
    ScaledDot, ///< q . k / sqrt(d_k)
    Bilinear,  ///< q^T W k ("general"), W:(d_q,d_k)
    Additive,  ///< w^T tanh(W_q q + W_k k) (Bahdanau), d_q and d_k may differ
    ExpDot,    ///< exp(q . k), normalised by a plain sum instead of softmax
};

/// Human-readable name ("scaled dot") and the inverse used by the command line.
std::string toString(ScoreFunction f);
ScoreFunction scoreFunctionFromString(const std::string& name);

/// Learned parameters of the parametrised score functions; unused ones stay empty.
struct ScoreParams {
    Eigen::MatrixXf bilinear;  ///< W:(d_q,d_k) for Bilinear
    Eigen::MatrixXf queryProj; ///< W_q:(h,d_q) for Additive
    Eigen::MatrixXf keyProj;   ///< W_k:(h,d_k) for Additive
    Eigen::VectorXf vector;    ///< w:(h) for Additive
};

/// Random parameters (seeded, N(0, 1/fan_in)) for the function f and these sizes;
/// hidden is h for Additive.
ScoreParams randomScoreParams(ScoreFunction f, int queryDim, int keyDim, int hidden, unsigned seed);

/// What q.k is multiplied by for keys of size d: for ScaledDot scale when it is set (> 0, a
/// family's own), else 1/sqrt(d); 1 for the other functions.
float scoreFactor(ScoreFunction f, float scale, Eigen::Index d);

/// q:(T_q,d_q) k:(T_k,d_k) -> scores:(T_q,T_k), before any mask or normalisation.
/// For ExpDot the scores are exp(q.k) and may overflow to +inf for large dot products;
/// normalisation then works from q.k directly, so weights stay exact.
/// Throws InputError naming the shapes when they do not fit f and params.
Eigen::MatrixXf computeScores(ScoreFunction f, const Eigen::Ref<const Eigen::MatrixXf>& q,
                              const Eigen::Ref<const Eigen::MatrixXf>& k,
                              const ScoreParams& params = {});

} // namespace attn
