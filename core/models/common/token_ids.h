// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The check every family's forward pass makes of its input before it embeds it.
#include <vector>

namespace attn {

/// Throws InputError unless ids has 1 .. positions entries, each in [0, vocabSize).
void requireTokenIds(const std::vector<int>& ids, int vocabSize, int positions);

} // namespace attn
