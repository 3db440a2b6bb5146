// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The safetensors format: u64 little-endian header length, a JSON header naming each tensor's
// dtype, shape and byte range, then the tensors' bytes.
#include "core/base/tensor.h"
#include "core/io/mapped_file.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace attn {

struct SafetensorsFile {
    std::map<std::string, Tensor> tensors;       ///< by name, converted to float32
    std::map<std::string, std::string> metadata; ///< the optional "__metadata__" object
};

/// A safetensors file opened tensor by tensor: the constructor maps the file, reads the header
/// and checks every tensor's dtype, shape and byte range (the rules of readSafetensors); a
/// tensor's bytes are touched only when read() or readInto() converts it, and handed back
/// after, so that a model loader holds only what it has built (a model in float32 needs about
/// its own size, not twice that).
class SafetensorsReader {
  public:
    /// Throws InputError naming path and the rule broken.
    explicit SafetensorsReader(const std::string& path);

    const std::string& path() const { return path_; }
    const std::map<std::string, std::string>& metadata() const { return metadata_; }
    /// The tensors' names, sorted.
    std::vector<std::string> names() const;
    bool contains(const std::string& name) const { return entries_.count(name) != 0; }
    /// The shape of tensor name; throws InputError when there is none.
    const std::vector<std::size_t>& shape(const std::string& name) const;
    /// Tensor name converted to float32 (F16 and BF16 widened); throws InputError when there
    /// is none or the file can no longer be read (changed or truncated since it was opened).
    Tensor read(const std::string& name) const;
    /// The same, written straight into out (as many floats as the tensor has): as stored
    /// (row-major), or for a 2-D (rows,cols) tensor with transposed, column-major (out[c*rows +
    /// r] = t(r,c)). The tensor's pages of the mapped file are then handed back. Returns
    /// whether every value is finite (checked as it is written, while in cache).
    bool readInto(const std::string& name, float* out, bool transposed = false) const;
    /// A part of the tensor, the same way: rows [first, first + count) of its first dimension
    /// as stored, or with transposed columns [first, first + count) of the matrix, column-major
    /// (out[c*rows + r] = t(r, first + c)). A fused weight's parts (W^Q, W^K, W^V) are so read
    /// straight into their own matrices. Throws InputError when the part is outside.
    bool readPartInto(const std::string& name, float* out, bool transposed, std::size_t first,
                      std::size_t count) const;

  private:
    struct Entry {
        std::string dtype;
        std::vector<std::size_t> shape;
        std::uint64_t begin = 0, end = 0; ///< byte range in the data, after the header
    };
    const Entry& entry(const std::string& name) const;

    std::string path_;
    std::shared_ptr<const MappedFile> file_;
    std::uint64_t dataStart_ = 0; ///< 8 + header length
    std::map<std::string, Entry> entries_;
    std::map<std::string, std::string> metadata_;
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
