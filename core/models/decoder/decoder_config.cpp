// SPDX-License-Identifier: GPL-3.0-or-later
// config.json -> DecoderConfig, for every family of the table, in 4.x and 5.x form.
#include "core/models/decoder/decoder_config.h"
#include "core/base/check.h"
#include "core/models/common/config_keys.h"
#include "core/models/decoder/decoder.h"

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

/// Whether layer l slides, from layer_types when the config has them, else the family's rule
/// (rotary: whether each layer turns queries and keys by position).
std::vector<bool> slidingLayers(const ConfigReader& c, const DecoderFamily& f, int layers,
                                const std::vector<bool>& rotary) {
    std::vector<bool> sliding(std::size_t(layers), false);
    const JsonValue* types = c.json().find("layer_types");
    if (types && types->type != JsonValue::Type::Null) {
        require(types->type == JsonValue::Type::Array && int(types->array.size()) == layers,
                Message("attn", "%1: \"layer_types\" must list one type for each of the %2 layers")
                    .arg(c.path())
                    .arg(layers));
        for (int l = 0; l < layers; ++l) {
            const JsonValue& t = types->array[std::size_t(l)];
            const bool known = t.type == JsonValue::Type::String &&
                               (t.string == "sliding_attention" || t.string == "full_attention");
            require(known, Message("attn", "%1: layer type %2 is not sliding_attention or "
                                           "full_attention")
                               .arg(c.path())
                               .arg(l + 1));
            sliding[std::size_t(l)] = t.string == "sliding_attention";
        }
        return sliding;
    }
    for (int l = 0; l < layers; ++l) {
        bool s = false;
        switch (f.sliding) {
        case SlidingLayers::None:
            break;
        case SlidingLayers::All:
            s = true;
            break;
        case SlidingLayers::FromMaxWindow:
            s = c.flag("use_sliding_window", false) &&
                l >= c.count("max_window_layers", 0, 0, 1 << 20);
            break;
        case SlidingLayers::EveryOther:
            s = (l + 1) % 2 != 0;
            break;
        case SlidingLayers::Pattern: {
            // transformers 5 writes the pattern as _sliding_window_pattern beside layer_types
            const char* key = c.json().find("sliding_window_pattern") ? "sliding_window_pattern"
                                                                      : "_sliding_window_pattern";
            s = (l + 1) % c.count(key, 6, 1, 1 << 20) != 0;
            break;
        }
        case SlidingLayers::NoRopeLayers:
            s = c.flag("use_sliding_window", false) &&
                c.count("sliding_window", 0, 0, 1 << 24) > 0 && !rotary[std::size_t(l)];
            break;
        }
        sliding[std::size_t(l)] = s;
    }
    return sliding;
}

/// SmolLM3's no_rope_layers (1: the layer uses rotary positions), else every
/// no_rope_layer_interval-th layer without; every layer rotary in the other families.
std::vector<bool> rotaryLayers(const ConfigReader& c, const DecoderFamily& f, int layers) {
    std::vector<bool> rotary(std::size_t(layers), true);
    if (!f.noRopeLayers) return rotary;
    const JsonValue* list = c.json().find("no_rope_layers");
    if (list && list->type != JsonValue::Type::Null) {
        require(list->type == JsonValue::Type::Array && int(list->array.size()) == layers,
                Message("attn", "%1: \"no_rope_layers\" must have one entry for each of the %2 "
                                "layers")
                    .arg(c.path())
                    .arg(layers));
        for (int l = 0; l < layers; ++l) {
            const JsonValue& v = list->array[std::size_t(l)];
            require(v.type == JsonValue::Type::Number && (v.number == 0 || v.number == 1),
                    Message("attn", "%1: \"no_rope_layers\" entries must be 0 or 1").arg(c.path()));
            rotary[std::size_t(l)] = v.number == 1;
        }
    } else {
        const int interval = c.count("no_rope_layer_interval", 4, 1, 1 << 20);
        for (int l = 0; l < layers; ++l)
            rotary[std::size_t(l)] = (l + 1) % interval != 0;
    }
    return rotary;
}

/// The rope of a layer: Gemma 3's sliding layers have their own base (rope_local_base_freq
/// in 4.x, rope_parameters.sliding_attention in 5.x) and no scaling.
RopeSpec layerRope(const ConfigReader& c, const DecoderConfig& k, bool sliding) {
    const DecoderFamily& f = *k.family;
    if (f.modelType == "gpt_neox") // 4.x names: rotary_emb_base, rotary_pct (0.25 by default)
        return readRope(c, "", c.positive("rotary_emb_base", f.defaultTheta), k.positions, 0.25);
    const double theta = f.defaultTheta;
    if (!f.localRope) return readRope(c, "", theta, k.positions);
    const JsonValue* params = c.json().find("rope_parameters");
    const bool perLayerType = params && params->find("full_attention");
    if (perLayerType || !sliding)
        return readRope(c, sliding ? "sliding_attention" : "full_attention", theta, k.positions);
    RopeSpec local; // 4.x: the global rope_scaling is for full layers only
    local.theta = c.positive("rope_local_base_freq", 10000);
    return local;
}

} // namespace

DecoderConfig readDecoderConfig(const std::string& path) {
    const ConfigReader c(path);
    DecoderConfig k;
    k.modelType = c.modelType(decoderFamilyTypes());
    k.family = decoderFamily(k.modelType);
    const DecoderFamily& f = *k.family;
    requireUnderstoodKeys(c, understoodKeys(f));

    const DecoderSizeKeys& keys = f.sizes;
    k.vocabSize = c.count("vocab_size");
    k.positions = c.count(keys.positions, 1, 1 << 24);
    k.embedDim = c.count(keys.hidden);
    k.layers = c.count(keys.layers, 1, 1000);
    k.heads = c.count(keys.heads, 1, 1024);
    k.kvHeads = c.count("num_key_value_heads", k.heads, 1, k.heads);
    require(k.heads % k.kvHeads == 0,
            Message("attn", "%1: %2 attention heads do not share %3 key/value heads evenly")
                .arg(path)
                .arg(k.heads)
                .arg(k.kvHeads));
    require(c.has("head_dim") || k.embedDim % k.heads == 0,
            Message("attn", "%1: %2 %3 is not divisible by %4 heads")
                .arg(path)
                .arg(keys.hidden)
                .arg(k.embedDim)
                .arg(k.heads));
    k.headDim = c.count("head_dim", k.embedDim / k.heads, 2, 4096);
    k.ffnDim = f.ffnTimesHidden ? c.count(keys.ffn, f.ffnTimesHidden * k.embedDim, 1, 1 << 20)
                                : c.count(keys.ffn);
    k.block.norm = f.norm;
    k.block.eps = float(c.positive(f.epsKey, f.norm == NormKind::Layer ? 1e-5 : 1e-6));
    k.block.activation = activationIn(c, f.activationKey, f.defaultActivation);
    k.block.gated = f.mlp != MlpKind::Plain;
    k.block.parallelResidual = f.modelType == "gpt_neox" && c.flag("use_parallel_residual", true);
    k.tiedEmbeddings = c.flag("tie_word_embeddings", f.tiedByDefault);
    k.attentionBias = c.flag("attention_bias", f.biasesByDefault);
    k.mlpBias = c.flag("mlp_bias", false);
    if (!c.flag("scale_attn_weights", true)) k.scoreScale = 1; // GPT-2: q.k not over sqrt(d)
    if (f.scoreScalar)
        k.scoreScale = float(1 / std::sqrt(c.positive("query_pre_attn_scalar", k.headDim)));
    k.attentionSoftcap = f.attentionSoftcap ? float(c.positive("attn_logit_softcapping", 0)) : 0;
    k.finalSoftcap = float(c.positive("final_logit_softcapping", 0));

    const std::vector<bool> rotary = rotaryLayers(c, f, k.layers);
    const std::vector<bool> sliding = slidingLayers(c, f, k.layers, rotary);
    const bool anySliding = std::find(sliding.begin(), sliding.end(), true) != sliding.end();
    const int window = anySliding ? c.count("sliding_window", 0, 1, 1 << 24) : 0;
    for (int l = 0; l < k.layers; ++l) {
        DecoderLayerSpec s;
        s.window = sliding[std::size_t(l)] ? window : 0;
        s.rotary = rotary[std::size_t(l)] && f.names.positions.empty(); // else learned
        if (!s.rotary) {
            k.layerSpecs.push_back(s);
            continue;
        }
        s.rope = layerRope(c, k, sliding[std::size_t(l)]);
        if (!f.partialRotary)
            require(s.rope.partialFactor == 1,
                    Message("attn", "%1: \"partial_rotary_factor\" is not applied to a \"%2\" "
                                    "model, so the model is not opened")
                        .arg(path)
                        .arg(k.modelType));
        rotaryPositions(s.rope, k.headDim, k.positions, 1); // checks the sizes now
        k.layerSpecs.push_back(s);
    }
    return k;
}

} // namespace attn
