#pragma once
// The safetensors format: u64 little-endian header length, a JSON header naming each tensor's
// dtype, shape and byte range, then the tensors' bytes.
#include "core/base/tensor.h"

#include <map>
#include <string>

namespace attn {

struct SafetensorsFile {
    std::map<std::string, Tensor> tensors;       ///< by name, converted to float32
    std::map<std::string, std::string> metadata; ///< the optional "__metadata__" object
};

/// Reads F32, F16 and BF16 tensors (converted to float32). Checks, before allocating, that
/// the header length is at most 100 MB and fits the file, that the header is a JSON object,
/// and that every tensor's byte range lies inside the data, matches its shape and dtype, and
/// that the ranges neither overlap nor leave gaps. Throws InputError naming the rule broken.
SafetensorsFile readSafetensors(const std::string& path);

/// Writes F32 tensors in name order with the header padded to 8 bytes, atomically (a
/// temporary file renamed over path). Throws std::runtime_error when writing fails.
void writeSafetensors(const std::string& path, const SafetensorsFile& file);

} // namespace attn
