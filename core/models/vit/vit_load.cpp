// Reading a ViT folder: config.json, preprocessor_config.json and the weights.
#include "core/base/check.h"
#include "core/io/json.h"
#include "core/models/common/config_keys.h"
#include "core/models/common/config_reader.h"
#include "core/models/common/named_tensors.h"
#include "core/models/vit/vit.h"

#include <cmath>
#include <fstream>
#include <sstream>

namespace attn {

namespace {

VitConfig readVitConfig(const std::string& path) {
    const ConfigReader r(path);
    r.modelType("vit");
    VitConfig c;
    c.embedDim = r.count("hidden_size", 1, 65536);
    c.layers = r.count("num_hidden_layers", 1, 1000);
    c.heads = r.count("num_attention_heads", 1, 1024);
    c.feedForwardDim = r.count("intermediate_size", 1, 1 << 20);
    c.imageSize = r.count("image_size", 224, 1, kMaxImageSide);
    c.patchSize = r.count("patch_size", 16, 1, 1024);
    c.channels = r.count("num_channels", 3, 3, 3);
    c.layerNormEps = float(r.positive("layer_norm_eps", 1e-12));
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
    const std::string act = r.text("hidden_act");
    require(act.empty() || act == "gelu",
            Message("attn", "%1: hidden_act \"%2\" is not supported (gelu is)").arg(path).arg(act));
    require(r.flag("qkv_bias", true),
            Message("attn", "%1: qkv_bias false is not supported").arg(path));
    requireUnderstoodKeys(r, {"hidden_size", "num_hidden_layers", "num_attention_heads",
                              "intermediate_size", "image_size", "patch_size", "num_channels",
                              "layer_norm_eps", "hidden_act", "qkv_bias"});
    if (const JsonValue* labels = r.json().find("id2label"); labels && labels->isObject()) {
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
    if (!std::ifstream(path)) return p;
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

void readLayerNorm(const NamedTensors& src, const std::string& name, int e, Eigen::VectorXf& w,
                   Eigen::VectorXf& b) {
    w = src.vector(name + ".weight", e);
    b = src.vector(name + ".bias", e);
}

} // namespace

VitModel loadVit(const std::string& dir) {
    VitModel m;
    m.config = readVitConfig(dir + "/config.json");
    m.preprocessing = readPreprocessing(dir, m.config);
    const VitConfig& c = m.config;
    const int e = c.embedDim, f = c.feedForwardDim, p = c.patchSize, ch = c.channels;
    const int grid = c.imageSize / p, tokens = 1 + grid * grid;
    // Bare ViTModel and DINO checkpoints name the tensors without "vit.".
    const NamedTensors src = NamedTensors::inFolder(dir, "vit.");
    m.clsToken = src.values("embeddings.cls_token", {1, 1, std::size_t(e)});
    const Eigen::VectorXf positions =
        src.values("embeddings.position_embeddings", {1, std::size_t(tokens), std::size_t(e)});
    m.positionEmbedding = Eigen::Map<const RowMatrixXf>(positions.data(), tokens, e);
    const Eigen::VectorXf conv =
        src.values("embeddings.patch_embeddings.projection.weight",
                   {std::size_t(e), std::size_t(ch), std::size_t(p), std::size_t(p)});
    m.patchProjection = Eigen::Map<const RowMatrixXf>(conv.data(), e, ch * p * p).transpose();
    m.patchBias = src.vector("embeddings.patch_embeddings.projection.bias", e);
    for (int l = 0; l < c.layers; ++l) {
        const std::string n = "encoder.layer." + std::to_string(l) + ".";
        VitBlock b;
        readLayerNorm(src, n + "layernorm_before", e, b.norm1Weight, b.norm1Bias);
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
        readLayerNorm(src, n + "layernorm_after", e, b.norm2Weight, b.norm2Bias);
        b.intermediate = src.linear(n + "intermediate.dense.weight", f, e);
        b.intermediateBias = src.vector(n + "intermediate.dense.bias", f);
        b.output = src.linear(n + "output.dense.weight", e, f);
        b.outputBias = src.vector(n + "output.dense.bias", e);
        m.blocks.push_back(std::move(b));
    }
    readLayerNorm(src, "layernorm", e, m.finalNormWeight, m.finalNormBias);
    if (!c.labels.empty()) {
        const int k = int(c.labels.size());
        m.classifier = src.linear("classifier.weight", k, e);
        m.classifierBias = src.vector("classifier.bias", k);
    }
    return m;
}

} // namespace attn
