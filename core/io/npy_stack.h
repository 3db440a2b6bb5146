// SPDX-License-Identifier: GPL-3.0-or-later
// Matrices of one shape written as one float32 .npy, streamed: the attention of every layer
// and head (L, H, T, T), a caption's maps (T, G, G), a vision map per head. Nothing is
// gathered in memory first; a row-major matrix goes as it is stored, any other a row at a time.
#pragma once

#include "core/io/npy.h"

#include <Eigen/Core>

#include <stdexcept>
#include <string>
#include <vector>

namespace attn {

/// matrices: product(leading) of them, each (R,C), any storage order -> float32 (leading...,
/// R, C) in C order at path (as writeNpy with a sink: whole or absent). Throws
/// std::runtime_error naming path when a write fails, std::invalid_argument when the count or
/// a shape does not fit.
template <typename Matrix>
void writeNpyStack(const std::string& path, std::vector<std::size_t> leading,
                   const std::vector<const Matrix*>& matrices) {
    std::size_t count = 1;
    for (std::size_t n : leading)
        count *= n;
    if (matrices.empty() || matrices.size() != count)
        throw std::invalid_argument(path + ": no matrices, or not as many as the shape says");
    const Eigen::Index rows = matrices[0]->rows(), cols = matrices[0]->cols();
    for (const Matrix* m : matrices)
        if (m->rows() != rows || m->cols() != cols)
            throw std::invalid_argument(path + ": matrices of different shapes");
    leading.push_back(std::size_t(rows));
    leading.push_back(std::size_t(cols));
    writeNpy(path, leading, [&](const ByteSink& sink) {
        Eigen::Matrix<float, 1, Eigen::Dynamic> row(cols);
        for (const Matrix* m : matrices) {
            if constexpr (Matrix::IsRowMajor) {
                sink(m->data(), std::size_t(m->size()) * sizeof(float));
                continue;
            }
            for (Eigen::Index r = 0; r < rows; ++r) {
                row = m->row(r);
                sink(row.data(), std::size_t(cols) * sizeof(float));
            }
        }
    });
}

/// [L][H] of (R,C) -> float32 (L, H, R, C), streamed as writeNpyStack.
template <typename Matrix>
void writeLayerHeads(const std::string& path, const std::vector<std::vector<Matrix>>& layers) {
    std::vector<const Matrix*> all;
    for (const std::vector<Matrix>& layer : layers)
        for (const Matrix& head : layer)
            all.push_back(&head);
    const std::size_t heads = layers.empty() ? 0 : layers[0].size();
    writeNpyStack(path, {layers.size(), heads}, all);
}

/// N of (R,C) -> float32 (N, R, C), streamed as writeNpyStack.
template <typename Matrix>
void writeMatrices(const std::string& path, const std::vector<Matrix>& matrices) {
    std::vector<const Matrix*> all;
    for (const Matrix& m : matrices)
        all.push_back(&m);
    writeNpyStack(path, {matrices.size()}, all);
}

} // namespace attn
