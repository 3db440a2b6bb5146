#include "core/positional/pe_similarity.h"

#include "core/base/check.h"
#include "core/positional/positional.h"

#include <cmath>
#include <string>

namespace attn {

Eigen::MatrixXf positionSimilarity(const Eigen::Ref<const Eigen::MatrixXf>& p) {
    requireNonEmpty(p, "positional encoding");
    const Eigen::MatrixXd pd = p.cast<double>();
    return (pd * pd.transpose()).cast<float>();
}

Eigen::VectorXd similarityByOffset(int count, int d, double base) {
    require(count >= 1, "need at least one offset, got " + std::to_string(count));
    require(d >= 2 && d % 2 == 0,
            "similarity by offset needs sine-cosine pairs: d must be even, got " +
                std::to_string(d));
    const Eigen::VectorXd omega = sinusoidalFrequencies(d, base);
    Eigen::VectorXd s(count);
    for (int k = 0; k < count; ++k)
        s(k) = (omega * double(k)).array().cos().sum();
    return s;
}

Eigen::MatrixXf binaryCodes(int n, int bits) {
    require(bits >= 1 && bits <= 30, "bits must be 1 to 30, got " + std::to_string(bits));
    require(n >= 1 && n <= (1 << bits), std::to_string(bits) + " bits count " +
                                            std::to_string(1 << bits) + " positions, not " +
                                            std::to_string(n));
    Eigen::MatrixXf b(n, bits);
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < bits; ++k)
            b(i, k) = float((i >> k) & 1);
    return b;
}

} // namespace attn
