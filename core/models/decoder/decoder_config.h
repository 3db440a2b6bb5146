// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading a decoder family's config.json (see decoder.h).
#include "core/models/decoder/decoder.h"

#include <string>

namespace attn {

/// path: a config.json whose model_type is a decoder family's -> its sizes, options and
/// per-layer specs, read from either form transformers writes. Throws InputError naming the
/// file and the key for a value out of range or a key that could change the numbers and that
/// the family does not apply.
DecoderConfig readDecoderConfig(const std::string& path);

} // namespace attn
