#pragma once
// The pieces the translator forward passes share (not needed by users of translator.h).
#include "core/models/translator/translator.h"

#include "core/io/safetensors.h"

#include <Eigen/Core>

#include <memory>
#include <string>

namespace attn {

/// Looks tensors up by name in a safetensors file and checks their shapes.
class TranslatorWeights {
  public:
    TranslatorWeights(SafetensorsFile file, std::string path);
    /// The tensor name as a (rows,cols) matrix; throws InputError naming the file and tensor
    /// when it is missing or has another shape.
    Eigen::MatrixXf matrix(const std::string& name, int rows, int cols) const;
    /// The tensor name as a (size) vector.
    Eigen::VectorXf vector(const std::string& name, int size) const;

  private:
    const Tensor& find(const std::string& name, const std::vector<std::size_t>& shape) const;
    SafetensorsFile file_;
    std::string path_;
};

/// Row-wise LayerNorm: x:(T,E) -> (T,E), each row to zero mean and unit (biased) variance,
/// then times weight:(E) plus bias:(E), as torch.nn.LayerNorm.
Eigen::MatrixXf translatorLayerNorm(const Eigen::MatrixXf& x, const Eigen::VectorXf& weight,
                                    const Eigen::VectorXf& bias, float eps);

/// Index of the largest entry of logits:(V) and its softmax probability.
int argmaxWithProbability(const Eigen::VectorXf& logits, float& probability);

std::shared_ptr<const TranslatorModel> loadBahdanauModel(const TranslatorConfig& config,
                                                         const TranslatorWeights& weights);
std::shared_ptr<const TranslatorModel> loadTransformerModel(const TranslatorConfig& config,
                                                            const TranslatorWeights& weights);

} // namespace attn
