// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Never silently wrong: every key of a config.json is either one the loader understands, or
// one that cannot change a forward pass (ids of special tokens, dropouts, dtypes, output
// flags), or it is refused with a message naming it and the file.
#include "core/models/common/config_reader.h"

#include <string>
#include <vector>

namespace attn {

/// Throws InputError naming c's file and the first key that is not in understood, not a key
/// known to leave the numbers alone, and not null, false or 1 where that is the setting's
/// neutral value (pretraining_tp 1, attention_bias false, ...) — when its name says it could
/// change the arithmetic (positions, norms, scaling, windows, activations, biases, sizes,
/// layers, tying, soft-capping, pre/post processing). Other unknown keys are metadata.
void requireUnderstoodKeys(const ConfigReader& c, const std::vector<std::string>& understood);

/// Whether key, unknown to a loader, could change the numbers: its name mentions positions,
/// norms, scales, windows, activations, biases, sizes, layers, heads, tying, capping, etc.
bool couldChangeTheMaths(const std::string& key);

} // namespace attn
