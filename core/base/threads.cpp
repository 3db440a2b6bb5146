// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/threads.h"

#include "core/base/check.h"

namespace attn {

bool allFiniteTogether(const Eigen::Ref<const Eigen::MatrixXf>& x) {
    bool finite = true;
#pragma omp parallel for schedule(static) reduction(&& : finite) if (worthThreads(x.size()))
    for (Eigen::Index j = 0; j < x.cols(); ++j)
        finite = allValuesFinite(x.col(j)) && finite;
    return finite;
}

} // namespace attn
