// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// NumPy .npy files (format versions 1.0-3.0), float32 in memory.
#include "core/base/tensor.h"
#include "core/io/atomic_file.h"

#include <Eigen/Core>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace attn {

/// .npy arrays are plain tensors.
using NpyArray = Tensor;

/// Reads float16/32/64, int8-64, uint8-64 and bool arrays of either byte order, converted to
/// float32 (see npy_dtype.h), in C or Fortran order.
/// Checks the magic, version, header length and that the data fits the file before
/// allocating; throws InputError saying what was expected and what was found.
NpyArray readNpy(const std::string& path);

/// The same for the bytes of a .npy file already in memory (e.g. an .npz member); path
/// names it in messages.
NpyArray parseNpy(const std::string& bytes, const std::string& path);

/// The bytes of a version 1.0 '<f4' C-order .npy file holding a.
std::string npyBytes(const NpyArray& a);

/// Writes '<f4' in C order, atomically (a temporary file renamed over the target).
/// Throws std::runtime_error when the file cannot be written.
void writeNpy(const std::string& path, const NpyArray& array);

/// A float32 .npy of shape written straight to path (as streamFileAtomically): the header,
/// then what data sends to the sink, which must be product(shape) floats in C order. Throws
/// std::runtime_error naming path when a write fails or data sends another number of bytes.
void writeNpy(const std::string& path, const std::vector<std::size_t>& shape,
              const std::function<void(const ByteSink&)>& data);

/// A 2-D array -> matrix (rows,cols); a 1-D array -> column (n,1). Throws for other ranks.
Eigen::MatrixXf toMatrix(const NpyArray& array);

/// m:(rows,cols) -> 2-D array of shape {rows, cols}.
NpyArray fromMatrix(const Eigen::Ref<const Eigen::MatrixXf>& m);

} // namespace attn
