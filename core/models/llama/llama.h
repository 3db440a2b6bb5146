#pragma once
// Llama-family decoders (model_type llama, qwen2, mistral) from a Hugging Face model folder:
// RMSNorm before attention and MLP, rotary positions, grouped-query attention, a SwiGLU MLP,
// tied or separate output embeddings. The forward pass keeps every head's attention.
#include "core/attention/multihead.h"
#include "core/models/common/model_output.h"
#include "core/models/common/norms.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace attn {

struct LlamaConfig {
    std::string modelType;                ///< "llama", "qwen2" or "mistral"
    int vocabSize = 0;                    ///< V
    int positions = 0;                    ///< P, max_position_embeddings
    int embedDim = 0;                     ///< E, hidden_size
    int layers = 0;                       ///< L
    int heads = 0;                        ///< H query heads
    int kvHeads = 0;                      ///< G key/value heads, divides H
    int headDim = 0;                      ///< d (E/H unless head_dim says otherwise)
    int ffnDim = 0;                       ///< F, intermediate_size
    float rmsNormEps = 1e-6f;             ///< rms_norm_eps
    double ropeTheta = 10000;             ///< rope_theta
    std::vector<float> rotaryFrequencies; ///< (d/2), rope_scaling applied
    bool tiedEmbeddings = false;          ///< tie_word_embeddings: lm_head is embed_tokens
    int slidingWindow = 0;                ///< Mistral's window in tokens, 0 for none
};

struct LlamaBlock {
    Eigen::VectorXf inputNorm;  ///< (E) input_layernorm
    MultiHeadWeights attention; ///< W^Q (E,H*d), W^K and W^V (E,G*d), W^O (H*d,E)
    Eigen::VectorXf postNorm;   ///< (E) post_attention_layernorm
    Eigen::MatrixXf gateUp;     ///< (E,2F): gate_proj^T then up_proj^T, side by side
    Eigen::MatrixXf down;       ///< (F,E) down_proj^T
};

struct LlamaModel {
    LlamaConfig config;
    Eigen::MatrixXf embeddingT; ///< (E,V) embed_tokens^T: token v is column v
    std::vector<LlamaBlock> blocks;
    Eigen::VectorXf finalNorm; ///< (E)
    Eigen::MatrixXf outputT;   ///< (E,V) lm_head^T; empty when tied to embeddingT
};

/// Reads dir/config.json (model_type llama, qwen2 or mistral; hidden_act silu; rope_scaling
/// none or "llama3") and the safetensors weights (one file or an index of shards), whose
/// names may carry the "model." prefix. Throws InputError naming the file and the key or
/// tensor at fault.
LlamaModel loadLlama(const std::string& dir);

/// The attention options of block layer's heads: causal, rotary frequencies, the window.
MultiHeadOptions llamaAttentionOptions(const LlamaConfig& config, Eigen::Index tokens);

/// ids:(T), 1 <= T <= P, each in [0,V) -> logits:(T,V) ((1,V) for LogitRows::Last) and every
/// layer's (T,T) per head.
ModelOutput llamaForward(const LlamaModel& model, const std::vector<int>& ids,
                         LogitRows rows = LogitRows::All);

/// ids as for llamaForward, 0 <= layer < L -> (T,E): the residual stream before block layer,
/// normalised by its input_layernorm: what its attention reads.
Eigen::MatrixXf llamaAttentionInput(const LlamaModel& model, const std::vector<int>& ids,
                                    int layer);

} // namespace attn
