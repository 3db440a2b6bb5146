// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/token_ids.h"

#include "core/base/check.h"

namespace attn {

void requireTokenIds(const std::vector<int>& ids, int vocabSize, int positions) {
    require(!ids.empty(), Message("attn", "the model needs at least one token"));
    require(int(ids.size()) <= positions,
            Message("attn", "%1 tokens exceed the model's %2 positions")
                .arg(ids.size())
                .arg(positions));
    for (std::size_t i = 0; i < ids.size(); ++i)
        require(ids[i] >= 0 && ids[i] < vocabSize,
                Message("attn", "token id %1 at position %2 is outside the vocabulary of %3")
                    .arg(ids[i])
                    .arg(i)
                    .arg(vocabSize));
}

} // namespace attn
