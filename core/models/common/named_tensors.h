#pragma once
// The tensors of a model file looked up by their PyTorch names, with their shapes checked:
// what every model family's loader reads its weights through.
#include "core/io/safetensors.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace attn {

class NamedTensors {
  public:
    /// Reads the tensors of the safetensors file at path one at a time, as they are asked for.
    /// A name that is missing is also looked up as fallbackPrefix + name (e.g. "transformer."
    /// in GPT-2 checkpoints) when that is given. Throws InputError like SafetensorsReader.
    explicit NamedTensors(const std::string& path, std::string fallbackPrefix = {});
    /// The tensor name as a (rows,cols) matrix (stored row-major, as PyTorch writes it).
    /// Throws InputError naming the file and tensor when it is missing, has another shape or
    /// holds a non-finite value.
    Eigen::MatrixXf matrix(const std::string& name, int rows, int cols) const;
    /// The tensor name as a (size) vector; throws like matrix().
    Eigen::VectorXf vector(const std::string& name, int size) const;

  private:
    /// Tensor name (or fallbackPrefix + name), read from the file and checked.
    Tensor read(const std::string& name, const std::vector<std::size_t>& shape) const;
    SafetensorsReader reader_;
    std::string fallbackPrefix_;
};

} // namespace attn
