#include "core/attention/masks.h"

#include "core/base/check.h"

#include <limits>

namespace attn {

BlockMatrix combinedMask(const Mask& mask, Eigen::Index queries, Eigen::Index keys) {
    BlockMatrix blocked = BlockMatrix::Constant(queries, keys, false);
    if (mask.causal)
        for (Eigen::Index i = 0; i < queries; ++i)
            for (Eigen::Index j = i + 1; j < keys; ++j)
                blocked(i, j) = true;
    if (!mask.paddedKeys.empty()) {
        require(Eigen::Index(mask.paddedKeys.size()) == keys,
                "key padding mask has " + std::to_string(mask.paddedKeys.size()) +
                    " entries but there are " + std::to_string(keys) + " keys");
        for (Eigen::Index j = 0; j < keys; ++j)
            if (mask.paddedKeys[std::size_t(j)]) blocked.col(j).setConstant(true);
    }
    if (mask.blocked.size() != 0) {
        require(mask.blocked.rows() == queries && mask.blocked.cols() == keys,
                "explicit mask " + shapeOf(mask.blocked.rows(), mask.blocked.cols()) +
                    " does not match scores " + shapeOf(queries, keys));
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

std::vector<bool> paddingAfter(int realLength, int totalLength) {
    require(realLength >= 0 && realLength <= totalLength,
            "padding: real length " + std::to_string(realLength) + " must lie in 0.." +
                std::to_string(totalLength));
    std::vector<bool> padded(std::size_t(totalLength), false);
    for (int j = realLength; j < totalLength; ++j)
        padded[std::size_t(j)] = true;
    return padded;
}

} // namespace attn
