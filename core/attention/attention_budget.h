// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How much memory keeping every head's attention may take: a model forward keeps all of it
// (layers x heads x queries x keys floats), so a long text or a large picture is refused
// before it is allocated rather than exhausting the machine.
#include "core/base/message.h"

namespace attn {

/// The most memory every head's attention of one forward may take (4 GB).
constexpr double kMaxAttentionBytes = 4.0 * (1 << 30);

/// Throws InputError when layers x heads x tokens x tokens floats pass kMaxAttentionBytes; the
/// message says "every head's attention over <what> would take X GB, more than the 4 GB
/// allowed: <remedy>", what naming the tokens (e.g. "3000 tokens").
void requireAttentionFits(int layers, int heads, double tokens, Message what, Message remedy);

} // namespace attn
