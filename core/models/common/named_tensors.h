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
    /// file was read from path (named in messages). A name that is missing is also looked up
    /// as fallbackPrefix + name (e.g. "transformer." in GPT-2 checkpoints) when that is given.
    NamedTensors(SafetensorsFile file, std::string path, std::string fallbackPrefix = {});
    /// The tensor name as a (rows,cols) matrix (stored row-major, as PyTorch writes it).
    /// Throws InputError naming the file and tensor when it is missing, has another shape or
    /// holds a non-finite value.
    Eigen::MatrixXf matrix(const std::string& name, int rows, int cols) const;
    /// The tensor name as a (size) vector; throws like matrix().
    Eigen::VectorXf vector(const std::string& name, int size) const;

  private:
    const Tensor& find(const std::string& name, const std::vector<std::size_t>& shape) const;
    SafetensorsFile file_;
    std::string path_;
    std::string fallbackPrefix_;
};

} // namespace attn
