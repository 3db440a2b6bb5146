#pragma once
// GPT-2-family decoder-only language models: loading a Hugging Face model directory
// (config.json + model.safetensors) and the forward pass with every head's attention kept.
#include "core/attention/multihead.h"
#include "core/models/common/activation.h"
#include "core/models/common/model_output.h"
#include "core/models/common/norms.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace attn {

struct Gpt2Config {
    int vocabSize = 0; ///< V
    int positions = 0; ///< P, the longest input
    int embedDim = 0;  ///< E
    int layers = 0;    ///< L
    int heads = 0;     ///< H, divides E
    float layerNormEps = 1e-5f;
    int innerDim = 0;                             ///< F, n_inner (4E when null)
    Activation activation = Activation::GeluTanh; ///< activation_function, gelu_new by default
};

struct Gpt2Block {
    Eigen::VectorXf ln1Weight, ln1Bias; ///< (E)
    MultiHeadWeights attention;         ///< c_attn split into W^Q, W^K, W^V:(E,E); c_proj as W^O
    Eigen::VectorXf ln2Weight, ln2Bias; ///< (E)
    Eigen::MatrixXf fcWeight;           ///< (E,F) Conv1D layout: y = x W + b
    Eigen::VectorXf fcBias;             ///< (F)
    Eigen::MatrixXf fcProjWeight;       ///< (F,E)
    Eigen::VectorXf fcProjBias;         ///< (E)
};

struct Gpt2Model {
    Gpt2Config config;
    Eigen::MatrixXf tokenEmbedding;     ///< wte:(V,E), also the output projection
    Eigen::MatrixXf positionEmbedding;  ///< wpe:(P,E)
    std::vector<Gpt2Block> blocks;      ///< (L)
    Eigen::VectorXf lnfWeight, lnfBias; ///< (E)
};

/// Reads dir/config.json (model_type "gpt2") and dir/model.safetensors (or its shards), whose
/// tensors may carry a "transformer." prefix. Throws InputError naming the file and the tensor or
/// field that is missing or has the wrong shape.
Gpt2Model loadGpt2(const std::string& dir);

/// ids:(T), 1 <= T <= P, each in [0,V) -> logits:(T,V) ((1,V) for LogitRows::Last) and every
/// layer's per-head weights.
ModelOutput gpt2Forward(const Gpt2Model& model, const std::vector<int>& ids,
                        LogitRows rows = LogitRows::All);

/// ids:(T) as for gpt2Forward, 0 <= layer < L -> (T,E): what block layer's attention reads,
/// the residual stream after the blocks before it, normalised by the block's ln_1. Projected by
/// blocks[layer].attention with a causal mask it gives gpt2Forward's attention[layer].
Eigen::MatrixXf gpt2AttentionInput(const Gpt2Model& model, const std::vector<int>& ids, int layer);

} // namespace attn
