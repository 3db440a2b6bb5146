// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/attention_budget.h"

#include "core/base/check.h"

#include <cmath>
#include <utility>

namespace attn {

void requireAttentionFits(int layers, int heads, double tokens, Message what, Message remedy) {
    const double bytes = double(layers) * heads * tokens * tokens * sizeof(float);
    require(bytes <= kMaxAttentionBytes,
            Message("attn", "every head's attention over %1 would take %2 GB, more than the %3 "
                            "GB allowed: %4")
                .arg(std::move(what))
                .arg(std::round(bytes / (1 << 30) * 10) / 10)
                .arg(kMaxAttentionBytes / (1 << 30))
                .arg(std::move(remedy)));
}

} // namespace attn
