// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/gelu.h"

#include "core/base/vector_kernels.h"

namespace attn {

void geluErf(Eigen::Ref<Eigen::MatrixXf> x) {
    if (x.outerStride() == x.rows()) return geluErf(x.data(), x.size()); // contiguous
    for (Eigen::Index c = 0; c < x.cols(); ++c)
        geluErf(x.col(c).data(), x.rows());
}

} // namespace attn
