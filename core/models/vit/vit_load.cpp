// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a ViT folder: config.json, preprocessor_config.json and the weights.
#include "core/base/check.h"
#include "core/io/file_read.h"
#include "core/io/json.h"
#include "core/models/common/config_keys.h"
#include "core/models/common/config_reader.h"
#include "core/models/common/named_tensors.h"
#include "core/models/vit/vit.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace attn {

namespace {

VitConfig readVitConfig(const std::string& path) {
    const ConfigReader r(path);
    VitConfig c;
    c.modelType = r.modelType(kVitModelTypes);
    const bool dinov2 = c.modelType.rfind("dinov2", 0) == 0;
    c.embedDim = r.count("hidden_size", 1, 65536);
    c.layers = r.count("num_hidden_layers", 1, 1000);
    c.heads = r.count("num_attention_heads", 1, 1024);
    if (dinov2) { // the MLP's width is int(E * mlp_ratio); no intermediate_size
        const double ratio = r.positive("mlp_ratio", 4);
        require(ratio * c.embedDim <= (1 << 20),
                Message("attn", "%1: \"mlp_ratio\" is too large").arg(path));
        c.feedForwardDim = std::max(1, int(c.embedDim * ratio));
        require(!r.flag("use_swiglu_ffn", false),
                Message("attn", "%1: \"use_swiglu_ffn\" true (DINOv2 giant's SwiGLU MLP) is "
                                "not supported")
                    .arg(path));
    } else {
        c.feedForwardDim = r.count("intermediate_size", 1, 1 << 20);
    }
    c.distillation = c.modelType == "deit";
    c.layerScale = dinov2;
    if (c.modelType == "dinov2_with_registers") {
        c.registers = r.count("num_register_tokens", 4, 0, 1024);
        c.antialiasPositions = true;
    }
    c.imageSize = r.count("image_size", 224, 1, kMaxImageSide);
    c.patchSize = r.count("patch_size", 16, 1, 1024);
    c.channels = r.count("num_channels", 3, 3, 3);
    c.block.eps = float(r.positive("layer_norm_eps", 1e-12));
    require(c.embedDim % c.heads == 0,
            Message("attn", "%1: hidden_size %2 does not split into %3 heads")
                .arg(path)
                .arg(c.embedDim)
                .arg(c.heads));
    require(c.imageSize % c.patchSize == 0,
            Message("attn", "%1: image_size %2 is not a whole number of %3-pixel patches")
                .arg(path)
                .arg(c.imageSize)
                .arg(c.patchSize));
    c.block.activation = activationIn(r, "hidden_act", "gelu");
    require(r.flag("qkv_bias", true),
            Message("attn", "%1: qkv_bias false is not supported").arg(path));
    std::vector<std::string> understood = {
        "hidden_size", "num_hidden_layers", "num_attention_heads", "image_size",
        "patch_size",  "num_channels",      "layer_norm_eps",      "hidden_act",
        "qkv_bias",    "intermediate_size", "tie_word_embeddings"};
    // layerscale_value only initialises the weights' lambdas; apply_layernorm, out_features,
    // out_indices, stage_names and reshape_hidden_states shape Dinov2Backbone's feature maps,
    // not Dinov2Model's attention and [CLS]; use_mask_token adds a token for masked patches.
    if (dinov2)
        understood.insert(understood.end(),
                          {"mlp_ratio", "use_swiglu_ffn", "layerscale_value", "num_register_tokens",
                           "apply_layernorm", "out_features", "out_indices", "stage_names",
                           "reshape_hidden_states", "use_mask_token"});
    requireUnderstoodKeys(r, understood);
    const JsonValue* labels = dinov2 ? nullptr : r.json().find("id2label");
    if (labels && labels->isObject()) { // DINOv2's classifier reads more than [CLS]: not used
        c.labels.resize(labels->object.size());
        for (const auto& [key, value] : labels->object) {
            std::size_t id = 0;
            std::istringstream in(key);
            require(bool(in >> id) && in.eof() && id < c.labels.size() &&
                        value.type == JsonValue::Type::String,
                    Message("attn", "%1: id2label must map 0 .. %2 to names")
                        .arg(path)
                        .arg(c.labels.size() - 1));
            c.labels[id] = value.string;
        }
    }
    return c;
}

/// preprocessor_config.json's key ("size" or "crop_size"): {"height": h, "width": w}, one
/// number for both, or (when shortest is given) {"shortest_edge": s}; absent keeps the values.
void readSize(const ConfigReader& r, const char* key, const std::string& path, int& width,
              int& height, int* shortest) {
    const JsonValue* size = r.json().find(key);
    if (!size || size->type == JsonValue::Type::Null) return;
    const auto side = [&](const char* name) -> const JsonValue* {
        return size->isObject() ? size->find(name) : nullptr;
    };
    const auto pixels = [&](const JsonValue* v) {
        require(v && v->type == JsonValue::Type::Number && v->number >= 1 &&
                    v->number <= kMaxImageSide,
                Message("attn", "%1: \"%2\" must give a height and a width (or a shortest "
                                "edge) of 1 to %3 pixels")
                    .arg(path)
                    .arg(key)
                    .arg(kMaxImageSide));
        return int(v->number);
    };
    if (size->type == JsonValue::Type::Number) {
        width = height = pixels(size);
    } else if (shortest && side("shortest_edge") && !side("height") && !side("width")) {
        *shortest = pixels(side("shortest_edge"));
    } else {
        height = pixels(side("height"));
        width = pixels(side("width"));
    }
}

/// dir/preprocessor_config.json when there is one, else ViTImageProcessor's defaults for
/// config's image size.
VitPreprocessing readPreprocessing(const std::string& dir, const VitConfig& config) {
    VitPreprocessing p;
    p.width = p.height = config.imageSize;
    const std::string path = dir + "/preprocessor_config.json";
    if (!isRegularFile(path)) return p;
    const ConfigReader r(path);
    p.resize = r.flag("do_resize", true);
    readSize(r, "size", path, p.width, p.height, &p.shortestEdge);
    p.centerCrop = r.flag("do_center_crop", false);
    p.cropWidth = p.cropHeight = config.imageSize;
    readSize(r, "crop_size", path, p.cropWidth, p.cropHeight, nullptr);
    if (const JsonValue* f = r.json().find("resample"); f && f->type != JsonValue::Type::Null) {
        require(
            f->type == JsonValue::Type::Number && f->number >= 0 && f->number <= 5 &&
                f->number == std::floor(f->number),
            Message("attn", "%1: \"resample\" must be one of Pillow's filters, 0 to 5").arg(path));
        p.resample = PilFilter(int(f->number));
    }
    p.rescale = r.flag("do_rescale", true) ? r.positive("rescale_factor", 1.0 / 255.0) : 1.0;
    p.normalize = r.flag("do_normalize", true);
    for (const auto& [key, target] :
         {std::pair<const char*, std::array<float, 3>*>{"image_mean", &p.mean},
          std::pair<const char*, std::array<float, 3>*>{"image_std", &p.std}}) {
        const JsonValue* v = r.json().find(key);
        if (!v || v->type == JsonValue::Type::Null) continue;
        require(v->type == JsonValue::Type::Array && v->array.size() == 3,
                Message("attn", "%1: \"%2\" must be three numbers").arg(path).arg(key));
        for (int c = 0; c < 3; ++c) {
            const JsonValue& x = v->array[std::size_t(c)];
            require(x.type == JsonValue::Type::Number && std::isfinite(x.number),
                    Message("attn", "%1: \"%2\" must be three numbers").arg(path).arg(key));
            (*target)[std::size_t(c)] = float(x.number);
        }
    }
    for (float s : p.std)
        require(s > 0, Message("attn", "%1: image_std must be above 0").arg(path));
    requireUnderstoodKeys(r, {"do_resize", "size", "resample", "do_center_crop", "crop_size",
                              "do_rescale", "rescale_factor", "do_normalize", "image_mean",
                              "image_std", "image_processor_type", "feature_extractor_type",
                              "processor_class", "do_convert_rgb"});
    return p;
}

BlockNorm readLayerNorm(const NamedTensors& src, const std::string& name, int e) {
    return {src.vector(name + ".weight", e), src.vector(name + ".bias", e)};
}

/// Block l's weights: ViT's and DeiT's names, or DINOv2's (norm1, mlp.fc1, layer scales).
TransformerBlock readVitBlock(const NamedTensors& src, const VitConfig& c, int l) {
    const int e = c.embedDim, f = c.feedForwardDim;
    const bool dinov2 = c.layerScale;
    const std::string n = "encoder.layer." + std::to_string(l) + ".";
    TransformerBlock b;
    b.attentionInputNorm = readLayerNorm(src, n + (dinov2 ? "norm1" : "layernorm_before"), e);
    MultiHeadWeights& w = b.attention;
    w.heads = c.heads;
    w.wq = src.linear(n + "attention.attention.query.weight", e, e);
    w.bq = src.vector(n + "attention.attention.query.bias", e);
    w.wk = src.linear(n + "attention.attention.key.weight", e, e);
    w.bk = src.vector(n + "attention.attention.key.bias", e);
    w.wv = src.linear(n + "attention.attention.value.weight", e, e);
    w.bv = src.vector(n + "attention.attention.value.bias", e);
    w.wo = src.linear(n + "attention.output.dense.weight", e, e);
    w.bo = src.vector(n + "attention.output.dense.bias", e);
    b.mlpInputNorm = readLayerNorm(src, n + (dinov2 ? "norm2" : "layernorm_after"), e);
    const std::string in = n + (dinov2 ? "mlp.fc1" : "intermediate.dense");
    const std::string out = n + (dinov2 ? "mlp.fc2" : "output.dense");
    b.mlpIn = src.linear(in + ".weight", f, e);
    b.mlpInBias = src.vector(in + ".bias", f);
    b.mlpOut = src.linear(out + ".weight", e, f);
    b.mlpOutBias = src.vector(out + ".bias", e);
    if (dinov2) {
        b.attentionScale = src.vector(n + "layer_scale1.lambda1", e);
        b.mlpScale = src.vector(n + "layer_scale2.lambda1", e);
    }
    return b;
}

} // namespace

VitModel loadVit(const std::string& dir) {
    VitModel m;
    m.config = readVitConfig(dir + "/config.json");
    m.preprocessing = readPreprocessing(dir, m.config);
    const VitConfig& c = m.config;
    const int e = c.embedDim, p = c.patchSize, ch = c.channels;
    const int grid = c.imageSize / p, tokens = c.positionedPrefix() + grid * grid;
    // Bare ViTModel, DINO and DINOv2 checkpoints name the tensors without the prefix.
    const NamedTensors src = NamedTensors::inFolder(
        dir, (c.modelType == "dinov2_with_registers" ? std::string("dinov2") : c.modelType) + ".");
    m.clsToken = src.values("embeddings.cls_token", {1, 1, std::size_t(e)});
    if (c.distillation)
        m.distillationToken = src.values("embeddings.distillation_token", {1, 1, std::size_t(e)});
    if (c.registers > 0)
        m.registerTokens = Eigen::Map<const RowMatrixXf>(
            src.values("embeddings.register_tokens", {1, std::size_t(c.registers), std::size_t(e)})
                .data(),
            c.registers, e);
    const Eigen::VectorXf positions =
        src.values("embeddings.position_embeddings", {1, std::size_t(tokens), std::size_t(e)});
    m.positionEmbedding = Eigen::Map<const RowMatrixXf>(positions.data(), tokens, e);
    const Eigen::VectorXf conv =
        src.values("embeddings.patch_embeddings.projection.weight",
                   {std::size_t(e), std::size_t(ch), std::size_t(p), std::size_t(p)});
    m.patchProjection = Eigen::Map<const RowMatrixXf>(conv.data(), e, ch * p * p).transpose();
    m.patchBias = src.vector("embeddings.patch_embeddings.projection.bias", e);
    for (int l = 0; l < c.layers; ++l)
        m.blocks.push_back(readVitBlock(src, c, l));
    m.finalNorm = readLayerNorm(src, "layernorm", e);
    if (!c.labels.empty()) {
        const int k = int(c.labels.size());
        const std::string head = c.distillation ? "cls_classifier" : "classifier";
        m.classifier = src.linear(head + ".weight", k, e);
        m.classifierBias = src.vector(head + ".bias", k);
        if (c.distillation && src.contains("distillation_classifier.weight")) {
            m.distillationClassifier = src.linear("distillation_classifier.weight", k, e);
            m.distillationClassifierBias = src.vector("distillation_classifier.bias", k);
        }
    }
    return m;
}

} // namespace attn
