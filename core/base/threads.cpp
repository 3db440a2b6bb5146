// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/threads.h"

namespace attn {

bool allFiniteTogether(const Eigen::Ref<const Eigen::MatrixXf>& x) {
    bool finite = true;
#pragma omp parallel for schedule(static) reduction(&& : finite) if (worthThreads(x.size()))
    for (Eigen::Index j = 0; j < x.cols(); ++j)
        finite = x.col(j).allFinite() && finite;
    return finite;
}

} // namespace attn
