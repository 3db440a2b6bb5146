#include "softmax.h"

#include "check.h"

#include <cmath>
#include <limits>

namespace attn {

namespace {

void requireTemperature(float temperature) {
    require(std::isfinite(temperature) && temperature > 0.0f,
            "temperature must be a positive number, got " + std::to_string(temperature));
}

} // namespace

int softmaxRowsInPlace(Eigen::Ref<Eigen::MatrixXf> x, float temperature) {
    // Column-major storage: sweep whole columns so every step is a contiguous vector op,
    // keeping one running max and one running sum per row.
    const Eigen::Index rows = x.rows(), cols = x.cols();
    const float ninf = -std::numeric_limits<float>::infinity();
    Eigen::ArrayXf rowMax = Eigen::ArrayXf::Constant(rows, ninf);
    for (Eigen::Index c = 0; c < cols; ++c) rowMax = rowMax.max(x.col(c).array());

    // A fully masked row has max -inf; shifting by 0 keeps exp(-inf) = 0 instead of NaN.
    const Eigen::ArrayXf shift = (rowMax == ninf).select(0.0f, rowMax);
    const float invT = 1.0f / temperature;
    Eigen::ArrayXf rowSum = Eigen::ArrayXf::Zero(rows);
    for (Eigen::Index c = 0; c < cols; ++c) {
        auto col = x.col(c).array();
        // Vectorised exp clamps its argument, so -inf must be turned into an exact 0 here.
        col = (col > ninf).select(((col - shift) * invT).exp(), Eigen::ArrayXf::Zero(rows));
        rowSum += col;
    }
    int fullyMasked = 0;
    Eigen::ArrayXf invSum(rows);
    for (Eigen::Index r = 0; r < rows; ++r) {
        if (rowSum(r) > 0.0f) {
            invSum(r) = 1.0f / rowSum(r);
        } else {
            invSum(r) = 0.0f;
            ++fullyMasked;
        }
    }
    for (Eigen::Index c = 0; c < cols; ++c) x.col(c).array() *= invSum;
    return fullyMasked;
}

SoftmaxResult softmaxRows(const Eigen::Ref<const Eigen::MatrixXf>& logits, float temperature) {
    requireTemperature(temperature);
    for (Eigen::Index c = 0; c < logits.cols(); ++c)
        for (Eigen::Index r = 0; r < logits.rows(); ++r) {
            const float v = logits(r, c);
            require(!std::isnan(v) && v != std::numeric_limits<float>::infinity(),
                    "softmax input " + shapeOf(logits) + " has " + std::to_string(v) +
                        " at row " + std::to_string(r) + ", column " + std::to_string(c) +
                        " (only finite values or -inf for masked entries are allowed)");
        }
    SoftmaxResult result;
    result.weights = logits;
    if (softmaxRowsInPlace(result.weights, temperature) > 0) {
        for (Eigen::Index r = 0; r < logits.rows(); ++r)
            if ((logits.row(r).array() == -std::numeric_limits<float>::infinity()).all())
                result.fullyMaskedRows.push_back(int(r));
    }
    return result;
}

} // namespace attn
