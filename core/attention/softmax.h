// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Row-wise softmax with temperature and -inf masking.
#include <Eigen/Core>

#include <vector>

namespace attn {

/// Result of a row-wise normalisation.
struct SoftmaxResult {
    Eigen::MatrixXf weights;          ///< (rows,cols); each row sums to 1, or is all 0 when masked
    std::vector<int> fullyMaskedRows; ///< rows whose every entry was -inf (their weights are 0)
};

/// logits:(T_q,T_k), entries -inf where masked -> weights:(T_q,T_k), rows sum to 1.
/// weights = exp((x - max)/t) / sum; t > 0 is the temperature (t -> 0 approaches argmax,
/// large t approaches uniform). A row that is entirely -inf gives zeros and is listed.
/// Throws InputError for t <= 0, non-finite t, NaN or +inf in logits.
SoftmaxResult softmaxRows(const Eigen::Ref<const Eigen::MatrixXf>& logits,
                          float temperature = 1.0f);

/// x:(n) -> (n) = softmaxRows of x as one row: every model's softmax over a vector of logits.
/// Throws InputError like softmaxRows.
Eigen::VectorXf softmaxVector(const Eigen::Ref<const Eigen::VectorXf>& x);

/// dots:(n), the dot products of one query with n keys, both of size d >= 1 -> (n) weights
/// softmax(dots / sqrt(d)): scaled dot-product attention from dot products already taken.
Eigen::VectorXf scaledDotWeights(const Eigen::Ref<const Eigen::VectorXf>& dots, int d);

/// The most likely class of logits:(n), n >= 1, and its probability softmax(logits)[index].
struct TopClass {
    Eigen::Index index = 0;
    double probability = 0;
};
TopClass topClass(const Eigen::Ref<const Eigen::VectorXf>& logits);

/// Row-major storage keeps each query's scores contiguous, which the fast paths rely on.
using RowMatrixXf = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// In-place variant used by fast paths: logits:(T_q,T_k) become weights; no input checks.
/// logits must hold finite values or -inf. Returns the number of fully masked rows (set to 0).
int softmaxRowsInPlace(Eigen::Ref<RowMatrixXf> logits, float temperature = 1.0f);

} // namespace attn
