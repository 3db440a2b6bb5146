// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/positional/pe_similarity.h"

#include "core/base/check.h"
#include "core/positional/positional.h"

#include <cmath>
#include <string>

namespace attn {

Eigen::MatrixXf positionSimilarity(const Eigen::Ref<const Eigen::MatrixXf>& p) {
    requireNonEmpty(p, Message("attn", "positional encoding"));
    const Eigen::MatrixXd pd = p.cast<double>();
    return (pd * pd.transpose()).cast<float>();
}

Eigen::VectorXd similarityByOffset(int count, int d, double base) {
    require(count >= 1, Message("attn", "need at least one offset, got %1").arg(count));
    require(d >= 2 && d % 2 == 0,
            Message("attn", "similarity by offset needs sine-cosine pairs: d must be even, got %1")
                .arg(d));
    const Eigen::VectorXd omega = sinusoidalFrequencies(d, base);
    Eigen::VectorXd s(count);
    for (int k = 0; k < count; ++k)
        s(k) = (omega * double(k)).array().cos().sum();
    return s;
}

Eigen::MatrixXf binaryCodes(int n, int bits) {
    require(bits >= 1 && bits <= 30, Message("attn", "bits must be 1 to 30, got %1").arg(bits));
    require(n >= 1 && n <= (1 << bits),
            Message("attn", "%1 bits count %2 positions, not %3").arg(bits).arg(1 << bits).arg(n));
    Eigen::MatrixXf b(n, bits);
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < bits; ++k)
            b(i, k) = float((i >> k) & 1);
    return b;
}

} // namespace attn
