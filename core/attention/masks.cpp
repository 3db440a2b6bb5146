// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/masks.h"

#include "core/base/check.h"

#include <algorithm>
#include <limits>

namespace attn {

BlockMatrix combinedMask(const Mask& mask, Eigen::Index queries, Eigen::Index keys) {
    BlockMatrix blocked = BlockMatrix::Constant(queries, keys, false);
    if (mask.causal)
        for (Eigen::Index i = 0; i < queries; ++i)
            for (Eigen::Index j = i + 1; j < keys; ++j)
                blocked(i, j) = true;
    if (mask.window > 0)
        for (Eigen::Index i = 0; i < queries; ++i)
            blocked.row(i).head(std::clamp<Eigen::Index>(i - mask.window + 1, 0, keys)) = true;
    if (!mask.paddedKeys.empty()) {
        require(Eigen::Index(mask.paddedKeys.size()) == keys,
                Message("attn", "key padding mask has %1 entries but there are %2 keys")
                    .arg(mask.paddedKeys.size())
                    .arg(keys));
        for (Eigen::Index j = 0; j < keys; ++j)
            if (mask.paddedKeys[std::size_t(j)]) blocked.col(j).setConstant(true);
    }
    if (mask.blocked.size() != 0) {
        require(mask.blocked.rows() == queries && mask.blocked.cols() == keys,
                Message("attn", "explicit mask %1 does not match scores %2")
                    .arg(shapeOf(mask.blocked.rows(), mask.blocked.cols()))
                    .arg(shapeOf(queries, keys)));
        blocked = blocked || mask.blocked;
    }
    return blocked;
}

void applyMask(Eigen::Ref<Eigen::MatrixXf> logits, const Mask& mask) {
    if (mask.empty()) return;
    const BlockMatrix blocked = combinedMask(mask, logits.rows(), logits.cols());
    const float ninf = -std::numeric_limits<float>::infinity();
    logits = blocked.select(ninf, logits.array()).matrix();
}

void maskQueryRows(Eigen::Ref<RowMatrixXf> logits, Eigen::Index r0, const Mask& mask) {
    const float ninf = -std::numeric_limits<float>::infinity();
    const Eigen::Index rows = logits.rows(), m = logits.cols();
    for (Eigen::Index i = 0; i < rows; ++i) {
        if (mask.causal) {
            const Eigen::Index firstBlocked = std::min(m, r0 + i + 1);
            logits.row(i).tail(m - firstBlocked).setConstant(ninf);
        }
        if (mask.window > 0)
            logits.row(i)
                .head(std::clamp<Eigen::Index>(r0 + i - mask.window + 1, 0, m))
                .setConstant(ninf);
    }
    for (Eigen::Index j = 0; j < std::min<Eigen::Index>(m, Eigen::Index(mask.paddedKeys.size()));
         ++j)
        if (mask.paddedKeys[std::size_t(j)]) logits.col(j).setConstant(ninf);
    if (mask.blocked.size())
        logits = mask.blocked.block(r0, 0, rows, m).select(ninf, logits.array()).matrix();
}

std::vector<bool> paddingAfter(int realLength, int totalLength) {
    require(realLength >= 0 && realLength <= totalLength,
            Message("attn", "padding: real length %1 must lie in 0..%2")
                .arg(realLength)
                .arg(totalLength));
    std::vector<bool> padded(std::size_t(totalLength), false);
    for (int j = realLength; j < totalLength; ++j)
        padded[std::size_t(j)] = true;
    return padded;
}

} // namespace attn
