// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The tensors of a model's weights looked up by their PyTorch names, with their shapes
// checked: what every model family's loader reads its weights through.
#include "core/io/safetensors.h"

#include <Eigen/Core>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace attn {

class NamedTensors {
  public:
    /// Reads the tensors of the safetensors file at path one at a time, as they are asked for.
    /// A name that is missing is also looked up as fallbackPrefix + name (e.g. "transformer."
    /// in GPT-2 checkpoints) when that is given. Throws InputError like SafetensorsReader.
    explicit NamedTensors(const std::string& path, std::string fallbackPrefix = {});
    /// The weights of a Hugging Face model folder: dir/model.safetensors, or the shards that
    /// dir/model.safetensors.index.json maps each tensor to. Throws InputError naming the file
    /// when neither is there, the index is not such a map or a shard cannot be opened.
    static NamedTensors inFolder(const std::string& dir, std::string fallbackPrefix = {});

    /// Whether name (or fallbackPrefix + name) is stored.
    bool contains(const std::string& name) const;
    /// The tensor name as a (rows,cols) matrix (stored row-major, as PyTorch writes it).
    /// Throws InputError naming the file and tensor when it is missing, has another shape or
    /// holds a non-finite value.
    Eigen::MatrixXf matrix(const std::string& name, int rows, int cols) const;
    /// The weight of an nn.Linear(in, out), stored (out,in), as its transpose (in,out): what
    /// multiplies a (T,in) input from the right. Throws like matrix().
    Eigen::MatrixXf linear(const std::string& name, int out, int in) const;
    /// Outputs [first, first + count) of the weight of a layer with in inputs and out outputs,
    /// as (in,count) column-major into dest (in * count floats): stored (out,in) by an
    /// nn.Linear, (in,out) by GPT-2's Conv1D when conv1d. A fused weight's parts (W^Q, W^K and
    /// W^V; gate and up) are so read straight where they go. Throws like matrix().
    void weightPartInto(const std::string& name, int out, int in, bool conv1d, int first, int count,
                        float* dest) const;
    /// The tensor name as a (size) vector; throws like matrix().
    Eigen::VectorXf vector(const std::string& name, int size) const;
    /// A tensor of any shape (e.g. a convolution's (out, in, kh, kw)), its values in stored,
    /// row-major order; throws like matrix().
    Eigen::VectorXf values(const std::string& name, const std::vector<std::size_t>& shape) const;

  private:
    NamedTensors() = default;
    /// Tensor name (or fallbackPrefix + name), checked to have shape, converted into out
    /// (transposed: see SafetensorsReader::readInto) and checked to be finite; with count, its
    /// part from first (SafetensorsReader::readPartInto).
    void read(const std::string& name, const std::vector<std::size_t>& shape, float* out,
              bool transposed, std::size_t first = 0, std::size_t count = kWhole) const;
    static constexpr std::size_t kWhole = ~std::size_t(0);
    /// The stored name and the reader that holds it, or {"", nullptr}.
    std::pair<std::string, const SafetensorsReader*> find(const std::string& name) const;

    std::vector<std::shared_ptr<const SafetensorsReader>> files_;
    std::map<std::string, std::size_t> shardOf_; ///< tensor -> files_ index; empty: one file
    std::string fallbackPrefix_;
    std::string where_; ///< the file or index named in errors
};

} // namespace attn
