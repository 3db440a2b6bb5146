// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/softmax.h"

#include "core/base/check.h"
#include "core/base/vector_kernels.h"

#include <cmath>
#include <limits>

namespace attn {

namespace {

void requireTemperature(float temperature) {
    require(std::isfinite(temperature) && temperature > 0.0f,
            Message("attn", "temperature must be a positive number, got %1").arg(temperature));
}

} // namespace

int softmaxRowsInPlace(Eigen::Ref<RowMatrixXf> x, float temperature) {
    int fullyMasked = 0;
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        if (!softmaxRow(x.row(r).data(), x.cols(), 1.0f / temperature)) ++fullyMasked;
    return fullyMasked;
}

SoftmaxResult softmaxRows(const Eigen::Ref<const Eigen::MatrixXf>& logits, float temperature) {
    requireTemperature(temperature);
    for (Eigen::Index c = 0; c < logits.cols(); ++c)
        for (Eigen::Index r = 0; r < logits.rows(); ++r) {
            const float v = logits(r, c);
            if (std::isnan(v) || v == std::numeric_limits<float>::infinity()) // message only then
                throw InputError(
                    Message("attn", "softmax input %1 has %2 at row %3, column %4 (only finite "
                                    "values or -inf for masked entries are allowed)")
                        .arg(shapeOf(logits))
                        .arg(v)
                        .arg(r)
                        .arg(c));
        }
    RowMatrixXf weights = logits;
    SoftmaxResult result;
    const bool anyFullyMasked = softmaxRowsInPlace(weights, temperature) > 0;
    result.weights = weights;
    if (anyFullyMasked) {
        for (Eigen::Index r = 0; r < logits.rows(); ++r)
            if ((logits.row(r).array() == -std::numeric_limits<float>::infinity()).all())
                result.fullyMaskedRows.push_back(int(r));
    }
    return result;
}

Eigen::VectorXf softmaxVector(const Eigen::Ref<const Eigen::VectorXf>& x) {
    return softmaxRows(x.transpose()).weights.row(0).transpose();
}

Eigen::VectorXf scaledDotWeights(const Eigen::Ref<const Eigen::VectorXf>& dots, int d) {
    require(d >= 1, Message("attn", "the key size d must be at least 1, got %1").arg(d));
    const Eigen::MatrixXf logits = dots.transpose() / std::sqrt(float(d));
    return softmaxRows(logits).weights.row(0).transpose();
}

TopClass topClass(const Eigen::Ref<const Eigen::VectorXf>& logits) {
    TopClass top;
    const float best = logits.maxCoeff(&top.index);
    top.probability = 1.0 / (logits.array() - best).exp().cast<double>().sum();
    return top;
}

} // namespace attn
