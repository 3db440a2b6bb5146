// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One transformer decoder stack for every decoder family whose checkpoints students bring
// (GPT-2, Llama, Mistral, Qwen2/3, Gemma 1/2/3, Phi-3, OLMo 2, SmolLM3, GPT-NeoX): each family is a
// row of a declarative table (decoder_family.h) naming its tensors, norms, positions,
// attention options and MLP; the forward pass keeps every head's attention.
#include "core/attention/multihead.h"
#include "core/models/common/model_output.h"
#include "core/models/common/rope_parameters.h"
#include "core/models/common/transformer_block.h"
#include "core/models/common/what_if.h"
#include "core/models/decoder/decoder_family.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace attn {

/// What varies from layer to layer: Gemma 2/3 alternate sliding and full attention (with
/// their own rope in Gemma 3), SmolLM3 turns rotary positions off in some layers.
struct DecoderLayerSpec {
    int window = 0;     ///< sliding window in tokens (query i sees keys i-window < j <= i); 0: none
    bool rotary = true; ///< whether queries and keys are turned by positions
    RopeSpec rope;      ///< the layer's rotary encoding, when rotary

    /// Whether a layer of this spec attends as one of o's: same window and positions.
    bool operator==(const DecoderLayerSpec& o) const {
        return window == o.window && rotary == o.rotary && (!rotary || rope == o.rope);
    }
};

struct DecoderConfig {
    const DecoderFamily* family = nullptr;
    std::string modelType;       ///< config.json's model_type
    int vocabSize = 0;           ///< V
    int positions = 0;           ///< P, max_position_embeddings
    int embedDim = 0;            ///< E, hidden_size
    int layers = 0;              ///< L
    int heads = 0;               ///< H query heads
    int kvHeads = 0;             ///< G key/value heads, divides H
    int headDim = 0;             ///< d (E/H unless head_dim says otherwise)
    int ffnDim = 0;              ///< F, intermediate_size
    BlockArithmetic block;       ///< norm kind, rms_norm_eps or layer_norm_eps, activation, ...
    bool tiedEmbeddings = false; ///< lm_head is the token embedding
    bool attentionBias = false;  ///< biases on q, k, v and o (o: not Qwen2's)
    bool mlpBias = false;        ///< biases on the MLP's gate, up and down (Llama's mlp_bias)
    float scoreScale = 0;        ///< 0: 1/sqrt(d); Gemma 2/3: query_pre_attn_scalar^-1/2
    float attentionSoftcap = 0;  ///< Gemma 2's attn_logit_softcapping; 0: none
    float finalSoftcap = 0;      ///< final_logit_softcapping; 0: none
    std::vector<DecoderLayerSpec> layerSpecs; ///< (L)
};

struct DecoderModel {
    DecoderConfig config;
    Eigen::MatrixXf embeddingT; ///< (E,V) the token embedding transposed: token v is column v
    Eigen::MatrixXf positionEmbedding;    ///< (P,E) learned positions (GPT-2); empty: rotary
    std::vector<TransformerBlock> blocks; ///< (L)
    BlockNorm finalNorm;
    Eigen::MatrixXf outputT; ///< (E,V) lm_head^T; empty when tied to embeddingT
};

/// Reads dir/config.json (model_type one of decoderFamilyTypes(), either form transformers
/// writes) and the safetensors weights (one file or an index of shards), names with or
/// without the family's prefix. Every config key that could change the numbers and that the
/// family does not apply is refused. Throws InputError naming the file and the key or tensor
/// at fault.
DecoderModel loadDecoder(const std::string& dir);

/// The attention options of layer's heads for T tokens: causal, the layer's window, rotary
/// frequencies and factor, score scale and soft-capping.
MultiHeadOptions decoderAttentionOptions(const DecoderConfig& config, int layer,
                                         Eigen::Index tokens);

/// ids:(T), 1 <= T <= P, each in [0,V) -> logits:(T,V) ((1,V) for LogitRows::Last) and every
/// layer's (T,T) per head, with whatIf's heads knocked out and, where it asks, every block's
/// residual stream (T,E). Throws InputError for a knocked-out head the model does not have.
ModelOutput decoderForward(const DecoderModel& model, const std::vector<int>& ids,
                           LogitRows rows = LogitRows::All, const ForwardWhatIf& whatIf = {});

/// What a decoder keeps of the tokens it has read, to read more without reading them again (the
/// key/value cache of transformers' generate).
struct DecoderCache {
    std::vector<int> ids;              ///< (T) the tokens read so far
    std::vector<KeyValueCache> layers; ///< (L) their keys and values
    /// (L) the rotary frequencies and factor the keys were turned with (none: empty, 1)
    std::vector<std::pair<std::vector<float>, float>> turns;
};

/// cache (empty to start) and ids:(n) more tokens, T + n <= P -> the last token's logits
/// (1,V) and every layer's attention of the n new rows over all T + n tokens, [L][H] of
/// (n,T+n): those rows of decoderForward(cache.ids + ids), with whatIf's heads knocked out to
/// zeros; the cache then holds all T + n. Only the new rows run through the blocks, unless
/// the rotary frequencies change with the length (dynamic and LongRoPE scaling past the
/// original positions): then every token is read again. Throws InputError as decoderForward
/// does, and for a mean ablation.
ModelOutput decoderExtend(const DecoderModel& model, DecoderCache& cache,
                          const std::vector<int>& ids, const ForwardWhatIf& whatIf = {});

/// x:(T,E) a residual stream -> logits (T,V): x through the final norm, the unembedding and the
/// final soft-capping, as the last block's output becomes the model's logits.
Eigen::MatrixXf decoderLogits(const DecoderModel& model, const Eigen::MatrixXf& x);

/// ids as for decoderForward, 0 <= layer < L -> (T,E): what block layer's attention reads
/// (the residual stream, normalised by the layer's input norm where the family has one).
Eigen::MatrixXf decoderAttentionInput(const DecoderModel& model, const std::vector<int>& ids,
                                      int layer);

} // namespace attn
