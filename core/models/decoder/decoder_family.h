// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The decoder families as data: what distinguishes GPT-2 from Llama, Gemma 2 or GPT-NeoX is a
// row of this table, read by one config reader, one loader and one forward pass (decoder.h).
#include "core/models/common/transformer_block.h"

#include <string>
#include <vector>

namespace attn {

enum class QueryKeyNorm {
    None,
    PerHead,     ///< over each head's d values (Qwen3, Gemma 3)
    AcrossHeads, ///< over all heads' values at once (OLMo 2)
};

enum class QkvLayout {
    Separate,     ///< q_proj, k_proj, v_proj
    Fused,        ///< qkv_proj: H*d query rows, then G*d key rows, then G*d value rows (Phi-3)
    FusedPerHead, ///< query_key_value: per head d query, d key, d value rows (GPT-NeoX)
};

enum class MlpKind {
    Gated,      ///< down(act(gate(x)) * up(x)) from gate_proj and up_proj
    GatedFused, ///< the same from gate_up_proj: F gate rows, then F up rows (Phi-3)
    Plain,      ///< fc_out(act(fc_in(x) + b) ) + b (GPT-NeoX)
};

/// Which layers use the sliding window when config.json has no layer_types.
enum class SlidingLayers {
    None,
    All,           ///< every layer when sliding_window is set (Mistral, Phi-3)
    FromMaxWindow, ///< use_sliding_window: layers from max_window_layers on (Qwen2, Qwen3)
    EveryOther,    ///< layers 0, 2, 4, ... (Gemma 2)
    Pattern,       ///< all but every sliding_window_pattern-th layer (Gemma 3)
    NoRopeLayers,  ///< use_sliding_window and a sliding_window: the layers without rotary
                   ///< positions (SmolLM3)
};

/// The config keys of a family's sizes (GPT-2 has its own names).
struct DecoderSizeKeys {
    std::string hidden = "hidden_size", layers = "num_hidden_layers";
    std::string heads = "num_attention_heads", positions = "max_position_embeddings";
    std::string ffn = "intermediate_size"; ///< GPT-2's n_inner may be null: 4 E then
};

/// The tensor names of a family, relative to its prefix ("model.") and "layers.N.". An empty
/// name: the family has no such tensor.
struct DecoderTensorNames {
    std::string prefix = "model.";
    std::string embedding = "embed_tokens.weight";
    std::string positions; ///< learned position embeddings (GPT-2's wpe), (P,E); none: rotary
    std::string finalNorm = "norm";
    std::string output = "lm_head.weight"; ///< outside the prefix
    std::string layers = "layers.";
    std::string attentionInputNorm = "input_layernorm";
    std::string attentionOutputNorm;
    std::string mlpInputNorm = "post_attention_layernorm";
    std::string mlpOutputNorm;
    std::string query = "self_attn.q_proj", key = "self_attn.k_proj", value = "self_attn.v_proj";
    std::string fusedQkv;
    std::string attentionOutput = "self_attn.o_proj";
    std::string queryNorm = "self_attn.q_norm", keyNorm = "self_attn.k_norm";
    std::string gate = "mlp.gate_proj", up = "mlp.up_proj", fusedGateUp;
    std::string mlpIn, mlpOut = "mlp.down_proj";
};

struct DecoderFamily {
    std::string modelType;
    NormKind norm = NormKind::Rms;
    QueryKeyNorm queryKeyNorm = QueryKeyNorm::None;
    QkvLayout qkv = QkvLayout::Separate;
    MlpKind mlp = MlpKind::Gated;
    bool conv1d = false;          ///< weights stored (in,out), as GPT-2's Conv1D layers
    bool qkvBias = false;         ///< biases on q, k and v always (Qwen2)
    bool biasesByDefault = false; ///< attention_bias where the config leaves it out (GPT-2, NeoX)
    int ffnTimesHidden = 0;       ///< F = this × E where the FFN size is null or absent (GPT-2)
    bool embeddingScale = false;  ///< embeddings times sqrt(E) (Gemma)
    bool partialRotary = false;   ///< reads partial_rotary_factor / rotary_pct
    bool localRope = false;       ///< sliding layers have their own rope (Gemma 3)
    bool scoreScalar = false;     ///< query_pre_attn_scalar (Gemma 2/3)
    /// attn_logit_softcapping applied (Gemma 2). Gemma 3's attention reads the key but does
    /// not apply it (transformers' Gemma3Attention passes no softcap): nor do we.
    bool attentionSoftcap = false;
    bool noRopeLayers = false; ///< no_rope_layers, else every no_rope_layer_interval-th
                               ///< layer (4 by default) without rotary positions (SmolLM3)
    SlidingLayers sliding = SlidingLayers::None;
    double defaultTheta = 10000; ///< rope_theta where the config names none
    std::string epsKey = "rms_norm_eps";
    std::string activationKey = "hidden_act";
    std::string defaultActivation = "silu";
    bool tiedByDefault = false; ///< tie_word_embeddings where the config leaves it out
    DecoderSizeKeys sizes;
    DecoderTensorNames names;
    /// The config keys the loader applies (beyond those every family reads: sizes, eps,
    /// activation, rope, tying).
    std::vector<std::string> keys;
};

/// The family of model_type, or nullptr.
const DecoderFamily* decoderFamily(const std::string& modelType);

/// The config keys f's loader applies: those every family reads (sizes, eps, activation,
/// rope, tying) and f.keys.
std::vector<std::string> understoodKeys(const DecoderFamily& f);

/// Every decoder model_type, '|'-separated, for messages and ConfigReader::modelType.
std::string decoderFamilyTypes();

} // namespace attn
