// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/config_keys.h"

#include "core/base/check.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace attn {

namespace {

/// Keys transformers writes that no forward pass with output_attentions reads.
const std::set<std::string> kHarmless = {"_name_or_path",
                                         "architectures",
                                         "model_type",
                                         "transformers_version",
                                         "dtype",
                                         "torch_dtype",
                                         "use_cache",
                                         "return_dict",
                                         "output_attentions",
                                         "output_hidden_states",
                                         "torchscript",
                                         "bos_token_id",
                                         "eos_token_id",
                                         "pad_token_id",
                                         "sep_token_id",
                                         "decoder_start_token_id",
                                         "cls_token_id",
                                         "mask_token_id",
                                         "unk_token_id",
                                         "initializer_range",
                                         "initializer_factor",
                                         "init_std",
                                         "attention_dropout",
                                         "attention_probs_dropout_prob",
                                         "hidden_dropout",
                                         "hidden_dropout_prob",
                                         "hidden_dropout_rate",
                                         "attn_pdrop",
                                         "resid_pdrop",
                                         "embd_pdrop",
                                         "embedding_dropout",
                                         "resid_dropout",
                                         "summary_first_dropout",
                                         "classifier_dropout",
                                         "dropout",
                                         "qa_dropout",
                                         "seq_classif_dropout",
                                         "mlp_dropout",
                                         "id2label",
                                         "label2id",
                                         "num_labels",
                                         "problem_type",
                                         "finetuning_task",
                                         "task_specific_params",
                                         "prefix",
                                         "tokenizer_class",
                                         "auto_map",
                                         "chunk_size_feed_forward",
                                         "is_encoder_decoder",
                                         "cross_attention_hidden_size",
                                         "tf_legacy_loss",
                                         "use_bfloat16",
                                         "pruned_heads",
                                         "summary_type",
                                         "summary_use_proj",
                                         "summary_activation",
                                         "summary_proj_to_labels",
                                         "gradient_checkpointing",
                                         "max_length",
                                         "min_length",
                                         "do_sample",
                                         "early_stopping",
                                         "num_beams",
                                         "temperature",
                                         "top_k",
                                         "top_p",
                                         "typical_p",
                                         "repetition_penalty",
                                         "length_penalty",
                                         "no_repeat_ngram_size",
                                         "bad_words_ids",
                                         "num_return_sequences",
                                         "use_flash_attn",
                                         "_attn_implementation",
                                         "attn_implementation",
                                         "_attn_implementation_autoset",
                                         "router_aux_loss_coef",
                                         "output_router_logits",
                                         "keys_to_ignore_at_inference",
                                         "base_model_tp_plan",
                                         "base_model_pp_plan",
                                         "pretraining_tp",
                                         "tp_plan",
                                         "pp_plan",
                                         "quantization_config_version",
                                         "encoder_stride",
                                         "classifier_activation",
                                         "classifier_bias",
                                         "pooler_act",
                                         "pooler_hidden_size",
                                         "pooler_output_size",
                                         "num_channels_out",
                                         "n_ctx",
                                         "reorder_and_upcast_attn",
                                         "use_return_dict",
                                         "image_token_index",
                                         "cache_implementation",

                                         "tie_encoder_decoder",
                                         "gradient_checkpointing_kwargs",
                                         "num_beam_groups",
                                         "diversity_penalty",
                                         "encoder_no_repeat_ngram_size",
                                         "output_scores",
                                         "return_dict_in_generate",
                                         "forced_bos_token_id",
                                         "forced_eos_token_id",
                                         "remove_invalid_values",
                                         "exponential_decay_length_penalty",
                                         "suppress_tokens",
                                         "begin_suppress_tokens"};

/// Keys whose usual value changes nothing: accepted at that value, refused at any other.
bool neutral(const std::string& key, const JsonValue& v) {
    static const std::set<std::string> falseIsNeutral = {"attention_bias",
                                                         "mlp_bias",
                                                         "use_sliding_window",
                                                         "scale_attn_by_inverse_layer_idx",
                                                         "use_bidirectional_attention",
                                                         "is_decoder",
                                                         "add_cross_attention",
                                                         "use_qk_norm",
                                                         "qk_layernorm",
                                                         "tie_encoder_decoder",
                                                         "use_swiglu_ffn",
                                                         "use_mask_token"};
    if (v.type == JsonValue::Type::Bool && !v.boolean) return falseIsNeutral.count(key) > 0;
    if (v.type == JsonValue::Type::Number && v.number == 1)
        return key == "pretraining_tp" || key == "attn_implementation_factor";
    return false;
}

} // namespace

bool couldChangeTheMaths(const std::string& key) {
    static const char* const words[] = {
        "rope",          "rotary",     "theta",     "norm",   "eps",        "softcap",  "capping",
        "scal",          "window",     "act",       "bias",   "partial",    "layer",    "tie",
        "tied",          "residual",   "parallel",  "logit",  "multiplier", "clip",     "position",
        "alibi",         "attn",       "attention", "mlp",    "ffn",        "hidden",   "head",
        "embed",         "dim",        "size",      "factor", "freq",       "gate",     "expert",
        "moe",           "sparse",     "interleav", "qk",     "mup",        "sandwich", "sink",
        "rescale",       "normaliz",   "mean",      "std",    "resample",   "crop",     "register",
        "patch",         "token_type", "vocab",     "n_",     "num_",       "type",     "stride",
        "swiglu",        "quant",      "shift",     "offset", "pool",       "decoder",  "causal",
        "bidirectional", "cross"};
    std::string k = key;
    std::transform(k.begin(), k.end(), k.begin(), [](unsigned char c) { return std::tolower(c); });
    for (const char* w : words)
        if (k.find(w) != std::string::npos) return true;
    return false;
}

void requireUnderstoodKeys(const ConfigReader& c, const std::vector<std::string>& understood) {
    for (const auto& [key, value] : c.json().object) {
        if (value.type == JsonValue::Type::Null || kHarmless.count(key) ||
            std::find(understood.begin(), understood.end(), key) != understood.end() ||
            neutral(key, value) || !couldChangeTheMaths(key))
            continue;
        throw InputError(Message("attn", "%1: \"%2\" is a setting this program does not apply "
                                         "to a \"%3\" model; it could change the numbers, so "
                                         "the model is not opened")
                             .arg(c.path())
                             .arg(key)
                             .arg(c.text("model_type")));
    }
}

} // namespace attn
