// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pieces the translator forward passes share (not needed by users of translator.h).
#include "core/models/translator/translator.h"

#include "core/models/common/named_tensors.h"

#include <Eigen/Core>

#include <memory>
#include <string>

namespace attn {

/// The translators read their weights by PyTorch name.
using TranslatorWeights = NamedTensors;

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

/// A Marian folder's config.json (and its tokenizer_config.json's languages).
TranslatorConfig readMarianConfig(const std::string& path);
/// A Marian folder: config.json, vocab.json, source.spm, target.spm, the weights.
Translator loadMarianTranslator(const std::string& dir);

} // namespace attn
