#include "core/models/common/gelu.h"

#include <cmath>

namespace attn {

void geluErf(Eigen::Ref<Eigen::MatrixXf> x) {
    x = x.unaryExpr([](float v) { return 0.5f * v * (1.0f + std::erf(v * float(M_SQRT1_2))); });
}

} // namespace attn
