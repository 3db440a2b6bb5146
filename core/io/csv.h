// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Matrices as comma-separated text: one row per line, no header.
#include <Eigen/Core>

#include <string>

namespace attn {

/// m:(rows,cols) -> text of `rows` lines of `cols` comma-separated numbers, each with enough
/// digits to read back the same float; -inf and nan are written as "-inf" and "nan".
std::string toCsv(const Eigen::Ref<const Eigen::MatrixXf>& m);

/// Writes toCsv(m) atomically (a temporary file renamed over path).
/// Throws std::runtime_error when the file cannot be written.
void writeCsv(const std::string& path, const Eigen::Ref<const Eigen::MatrixXf>& m);

/// text -> (rows,cols). Separators ',' ';' tab or spaces; blank lines and lines starting with
/// '#' are skipped. Throws InputError naming the line when a row has a different number of
/// values than the first or a value is not a number, or when there are no values at all.
Eigen::MatrixXf parseCsv(const std::string& text);

/// Reads a file (at most 256 MB) and parses it with parseCsv. Throws InputError.
Eigen::MatrixXf readCsv(const std::string& path);

} // namespace attn
