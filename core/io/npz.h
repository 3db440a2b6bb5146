// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// NumPy .npz files: zip archives of .npy members, stored or deflated.
#include "core/base/tensor.h"

#include <map>
#include <string>

namespace attn {

/// name (without ".npy") -> array. Reads stored and deflated members, zip64 sizes included;
/// checks every offset and size against the file before reading. Throws InputError naming
/// the member and the rule broken.
std::map<std::string, Tensor> readNpz(const std::string& path);

/// Writes the arrays as stored '<f4' .npy members, atomically.
void writeNpz(const std::string& path, const std::map<std::string, Tensor>& arrays);

} // namespace attn
