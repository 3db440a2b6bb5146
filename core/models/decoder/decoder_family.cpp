// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/decoder/decoder_family.h"

namespace attn {

namespace {

DecoderFamily llama() {
    DecoderFamily f;
    f.modelType = "llama";
    f.keys = {"attention_bias", "mlp_bias"};
    return f;
}

DecoderFamily mistral() {
    DecoderFamily f = llama();
    f.modelType = "mistral";
    f.sliding = SlidingLayers::All;
    f.keys = {"sliding_window"};
    return f;
}

DecoderFamily qwen2() {
    DecoderFamily f = llama();
    f.modelType = "qwen2";
    f.qkvBias = true;
    f.sliding = SlidingLayers::FromMaxWindow;
    f.keys = {"sliding_window", "use_sliding_window", "max_window_layers", "layer_types"};
    return f;
}

DecoderFamily qwen3() {
    DecoderFamily f = qwen2();
    f.modelType = "qwen3";
    f.qkvBias = false;
    f.queryKeyNorm = QueryKeyNorm::PerHead;
    f.keys.push_back("attention_bias");
    return f;
}

DecoderFamily gemma() {
    DecoderFamily f = llama();
    f.modelType = "gemma";
    f.norm = NormKind::RmsOnePlus;
    f.embeddingScale = true;
    // transformers 5 reads hidden_act (4.x read hidden_activation): Gemma 1 configs that say
    // "gelu" there get the exact GELU, as in transformers 5.
    f.defaultActivation = "gelu_pytorch_tanh";
    f.tiedByDefault = true;
    f.keys = {"attention_bias", "hidden_activation"};
    return f;
}

DecoderFamily gemma2() {
    DecoderFamily f = gemma();
    f.modelType = "gemma2";
    f.activationKey = "hidden_activation"; // Gemma 2 and 3 read this one; hidden_act is unused
    f.names.attentionOutputNorm = "post_attention_layernorm";
    f.names.mlpInputNorm = "pre_feedforward_layernorm";
    f.names.mlpOutputNorm = "post_feedforward_layernorm";
    f.scoreScalar = true;
    f.attentionSoftcap = true;
    f.sliding = SlidingLayers::EveryOther;
    f.keys = {"attention_bias",
              "hidden_act",
              "query_pre_attn_scalar",
              "attn_logit_softcapping",
              "final_logit_softcapping",
              "sliding_window",
              "layer_types"};
    return f;
}

DecoderFamily gemma3() {
    DecoderFamily f = gemma2();
    f.modelType = "gemma3_text";
    f.attentionSoftcap = false; // read, not applied, as by transformers
    f.queryKeyNorm = QueryKeyNorm::PerHead;
    f.localRope = true;
    f.defaultTheta = 1e6;
    f.sliding = SlidingLayers::Pattern;
    f.keys.insert(f.keys.end(),
                  {"rope_local_base_freq", "sliding_window_pattern", "_sliding_window_pattern"});
    return f;
}

DecoderFamily phi3() {
    DecoderFamily f = llama();
    f.modelType = "phi3";
    f.qkv = QkvLayout::Fused;
    f.mlp = MlpKind::GatedFused;
    f.partialRotary = true;
    f.sliding = SlidingLayers::All;
    f.names.fusedQkv = "self_attn.qkv_proj";
    f.names.fusedGateUp = "mlp.gate_up_proj";
    f.keys = {"sliding_window", "partial_rotary_factor", "original_max_position_embeddings"};
    return f;
}

DecoderFamily olmo2() {
    DecoderFamily f = llama();
    f.modelType = "olmo2";
    f.queryKeyNorm = QueryKeyNorm::AcrossHeads;
    f.names.attentionInputNorm.clear();
    f.names.mlpInputNorm.clear();
    f.names.attentionOutputNorm = "post_attention_layernorm";
    f.names.mlpOutputNorm = "post_feedforward_layernorm";
    return f;
}

DecoderFamily smollm3() {
    DecoderFamily f = qwen2();
    f.modelType = "smollm3";
    f.qkvBias = false;
    f.defaultTheta = 2e6;
    f.noRopeLayers = true;
    f.sliding = SlidingLayers::NoRopeLayers;
    f.keys.insert(f.keys.end(),
                  {"attention_bias", "mlp_bias", "no_rope_layers", "no_rope_layer_interval"});
    return f;
}

DecoderFamily gptNeox() {
    DecoderFamily f;
    f.modelType = "gpt_neox";
    f.norm = NormKind::Layer;
    f.qkv = QkvLayout::FusedPerHead;
    f.mlp = MlpKind::Plain;
    f.partialRotary = true;
    f.biasesByDefault = true;
    f.epsKey = "layer_norm_eps";
    f.defaultActivation = "gelu";
    DecoderTensorNames& n = f.names;
    n.prefix = "gpt_neox.";
    n.embedding = "embed_in.weight";
    n.finalNorm = "final_layer_norm";
    n.output = "embed_out.weight";
    n.fusedQkv = "attention.query_key_value";
    n.attentionOutput = "attention.dense";
    n.mlpIn = "mlp.dense_h_to_4h";
    n.mlpOut = "mlp.dense_4h_to_h";
    f.keys = {"rotary_pct", "rotary_emb_base", "partial_rotary_factor", "use_parallel_residual",
              "attention_bias"};
    return f;
}

DecoderFamily gpt2() {
    DecoderFamily f;
    f.modelType = "gpt2";
    f.norm = NormKind::Layer;
    f.qkv = QkvLayout::Fused;
    f.mlp = MlpKind::Plain;
    f.conv1d = true;
    f.biasesByDefault = true;
    f.ffnTimesHidden = 4;
    f.epsKey = "layer_norm_epsilon";
    f.activationKey = "activation_function";
    f.defaultActivation = "gelu_new";
    f.tiedByDefault = true;
    f.sizes = {"n_embd", "n_layer", "n_head", "n_positions", "n_inner"};
    DecoderTensorNames& n = f.names;
    n.prefix = "transformer.";
    n.embedding = "wte.weight";
    n.positions = "wpe.weight";
    n.finalNorm = "ln_f";
    n.layers = "h.";
    n.attentionInputNorm = "ln_1";
    n.mlpInputNorm = "ln_2";
    n.fusedQkv = "attn.c_attn";
    n.attentionOutput = "attn.c_proj";
    n.mlpIn = "mlp.c_fc";
    n.mlpOut = "mlp.c_proj";
    f.keys = {"scale_attn_weights"};
    return f;
}

const std::vector<DecoderFamily>& families() {
    static const std::vector<DecoderFamily> table = {gpt2(),  llama(), mistral(), qwen2(),
                                                     qwen3(), gemma(), gemma2(),  gemma3(),
                                                     phi3(),  olmo2(), smollm3(), gptNeox()};
    return table;
}

} // namespace

const DecoderFamily* decoderFamily(const std::string& modelType) {
    for (const DecoderFamily& f : families())
        if (f.modelType == modelType) return &f;
    return nullptr;
}

std::vector<std::string> understoodKeys(const DecoderFamily& f) {
    std::vector<std::string> keys = {
        "vocab_size", f.sizes.positions,     f.sizes.hidden, f.sizes.layers,        f.sizes.heads,
        f.sizes.ffn,  "num_key_value_heads", "head_dim",     "tie_word_embeddings",
        "is_decoder", // a decoder is causal whatever it says
        f.epsKey,     f.activationKey};
    if (f.names.positions.empty()) // rotary positions
        keys.insert(keys.end(), {"rope_theta", "rope_scaling", "rope_parameters"});
    keys.insert(keys.end(), f.keys.begin(), f.keys.end());
    return keys;
}

std::string decoderFamilyTypes() {
    std::string types;
    for (const DecoderFamily& f : families())
        types += (types.empty() ? "" : "|") + f.modelType;
    return types;
}

} // namespace attn
