#include "core/models/llama/llama.h"

#include "core/attention/rotary.h"
#include "core/base/check.h"
#include "core/base/gemm.h"
#include "core/base/huge_pages.h"
#include "core/models/common/config_reader.h"
#include "core/models/common/named_tensors.h"
#include "core/models/common/token_ids.h"

#include <cmath>

namespace attn {

namespace {

/// rope_scaling of Llama 3.x ("llama3": long wavelengths slowed by factor, a smooth blend in
/// between) and "linear" (every frequency divided by factor) applied to frequencies.
void applyRopeScaling(const ConfigReader& c, std::vector<float>& frequencies) {
    const JsonValue* scaling = c.json().find("rope_scaling");
    if (!scaling || scaling->type == JsonValue::Type::Null) return;
    require(scaling->isObject(),
            Message("attn", "%1: \"rope_scaling\" must be an object or null").arg(c.path()));
    const JsonValue* typeValue = scaling->find("rope_type");
    if (!typeValue) typeValue = scaling->find("type");
    const std::string type =
        typeValue && typeValue->type == JsonValue::Type::String ? typeValue->string : std::string();
    if (type == "default") return;
    require(type == "llama3" || type == "linear",
            Message("attn", "%1: rope_scaling \"%2\" is not supported (default, linear and "
                            "llama3 are)")
                .arg(c.path())
                .arg(type));
    const double factor = scaling->numberAt("factor", c.path());
    require(std::isfinite(factor) && factor >= 1,
            Message("attn", "%1: \"%2\" must be a positive number").arg(c.path()).arg("factor"));
    if (type == "linear") {
        for (float& f : frequencies)
            f = float(f / factor);
        return;
    }
    const double low = scaling->numberAt("low_freq_factor", c.path());
    const double high = scaling->numberAt("high_freq_factor", c.path());
    const double context = scaling->numberAt("original_max_position_embeddings", c.path());
    require(low > 0 && high > low && context >= 1,
            Message("attn", "%1: rope_scaling needs 0 < low_freq_factor < high_freq_factor")
                .arg(c.path()));
    const double pi = std::acos(-1.0);
    for (float& f : frequencies) {
        const double wavelength = 2 * pi / f;
        if (wavelength < context / high) continue;
        if (wavelength > context / low) {
            f = float(f / factor);
            continue;
        }
        const double smooth = (context / wavelength - low) / (high - low);
        f = float((1 - smooth) * f / factor + smooth * f);
    }
}

LlamaConfig readLlamaConfig(const std::string& path) {
    const ConfigReader c(path);
    LlamaConfig k;
    k.modelType = c.modelType("llama|qwen2|mistral");
    const std::string act = c.has("hidden_act") ? c.text("hidden_act") : "silu";
    require(act == "silu",
            Message("attn", "%1: hidden_act \"%2\" is not supported (silu is)").arg(path).arg(act));
    k.vocabSize = c.count("vocab_size");
    k.positions = c.count("max_position_embeddings", 1, 1 << 24);
    k.embedDim = c.count("hidden_size");
    k.layers = c.count("num_hidden_layers", 1, 1000);
    k.heads = c.count("num_attention_heads", 1, 1024);
    k.kvHeads = c.count("num_key_value_heads", k.heads, 1, k.heads);
    require(k.heads % k.kvHeads == 0,
            Message("attn", "%1: %2 attention heads do not share %3 key/value heads evenly")
                .arg(path)
                .arg(k.heads)
                .arg(k.kvHeads));
    require(c.has("head_dim") || k.embedDim % k.heads == 0,
            Message("attn", "%1: n_embd %2 is not divisible by n_head %3")
                .arg(path)
                .arg(k.embedDim)
                .arg(k.heads));
    k.headDim = c.count("head_dim", k.embedDim / k.heads, 2, 4096);
    k.ffnDim = c.count("intermediate_size");
    k.rmsNormEps = float(c.positive("rms_norm_eps", 1e-6));
    k.ropeTheta = c.positive("rope_theta", 10000);
    k.rotaryFrequencies = rotaryFrequencies(k.headDim, k.ropeTheta);
    applyRopeScaling(c, k.rotaryFrequencies);
    k.tiedEmbeddings = c.flag("tie_word_embeddings", false);
    if (k.modelType == "mistral" || (k.modelType == "qwen2" && c.flag("use_sliding_window", false)))
        k.slidingWindow = c.count("sliding_window", 0, 1, 1 << 24);
    return k;
}

LlamaBlock readLlamaBlock(const NamedTensors& src, const LlamaConfig& c, int layer, bool qkvBias,
                          bool outputBias) {
    const std::string p = "layers." + std::to_string(layer) + ".";
    const int e = c.embedDim, q = c.heads * c.headDim, kv = c.kvHeads * c.headDim;
    LlamaBlock b;
    b.inputNorm = src.vector(p + "input_layernorm.weight", e);
    MultiHeadWeights& w = b.attention;
    w.heads = c.heads;
    w.kvHeads = c.kvHeads;
    w.wq = src.linear(p + "self_attn.q_proj.weight", q, e);
    w.wk = src.linear(p + "self_attn.k_proj.weight", kv, e);
    w.wv = src.linear(p + "self_attn.v_proj.weight", kv, e);
    w.wo = src.linear(p + "self_attn.o_proj.weight", e, q);
    if (qkvBias) {
        w.bq = src.vector(p + "self_attn.q_proj.bias", q);
        w.bk = src.vector(p + "self_attn.k_proj.bias", kv);
        w.bv = src.vector(p + "self_attn.v_proj.bias", kv);
    }
    if (outputBias) w.bo = src.vector(p + "self_attn.o_proj.bias", e);
    b.postNorm = src.vector(p + "post_attention_layernorm.weight", e);
    b.gateUp.resize(e, 2 * c.ffnDim);
    b.gateUp.leftCols(c.ffnDim) = src.linear(p + "mlp.gate_proj.weight", c.ffnDim, e);
    b.gateUp.rightCols(c.ffnDim) = src.linear(p + "mlp.up_proj.weight", c.ffnDim, e);
    b.down = src.linear(p + "mlp.down_proj.weight", e, c.ffnDim);
    return b;
}

} // namespace

LlamaModel loadLlama(const std::string& dir) {
    LlamaModel m;
    const std::string configPath = dir + "/config.json";
    m.config = readLlamaConfig(configPath);
    const LlamaConfig& c = m.config;
    const ConfigReader raw(configPath);
    const bool attentionBias = raw.flag("attention_bias", false);
    const bool qkvBias = c.modelType == "qwen2" || attentionBias;
    require(!raw.flag("mlp_bias", false),
            Message("attn", "%1: \"%2\" is not supported").arg(configPath).arg("mlp_bias"));
    const NamedTensors src = NamedTensors::inFolder(dir, "model.");
    m.embeddingT = src.linear("embed_tokens.weight", c.vocabSize, c.embedDim);
    for (int l = 0; l < c.layers; ++l)
        m.blocks.push_back(readLlamaBlock(src, c, l, qkvBias, attentionBias));
    m.finalNorm = src.vector("norm.weight", c.embedDim);
    if (!c.tiedEmbeddings) m.outputT = src.linear("lm_head.weight", c.vocabSize, c.embedDim);
    return m;
}

MultiHeadOptions llamaAttentionOptions(const LlamaConfig& config, Eigen::Index tokens) {
    MultiHeadOptions o;
    o.mask.causal = true;
    o.rotaryFrequencies = config.rotaryFrequencies;
    if (config.slidingWindow > 0 && tokens > config.slidingWindow) {
        // Query i sees keys i - window < j <= i.
        o.mask.blocked = BlockMatrix::Constant(tokens, tokens, false);
        for (Eigen::Index i = config.slidingWindow; i < tokens; ++i)
            o.mask.blocked.row(i).head(i - config.slidingWindow + 1).setConstant(true);
    }
    return o;
}

namespace {

Eigen::MatrixXf embedLlamaTokens(const LlamaModel& model, const std::vector<int>& ids) {
    const LlamaConfig& c = model.config;
    requireTokenIds(ids, c.vocabSize, c.positions);
    Eigen::MatrixXf x(Eigen::Index(ids.size()), c.embedDim);
    for (std::size_t i = 0; i < ids.size(); ++i)
        x.row(Eigen::Index(i)) = model.embeddingT.col(ids[i]).transpose();
    return x;
}

/// Runs block b on the residual stream x:(T,E) in place; attended gets its heads' weights.
/// Only options' output rows are carried past the attention (the last block: the one row
/// the logits read), x becoming (outputCount, E) then.
void runLlamaBlock(const LlamaBlock& b, const LlamaConfig& c, const MultiHeadOptions& options,
                   Eigen::MatrixXf& x, MultiHeadResult& attended) {
    const Eigen::MatrixXf a = rmsNorm(x, b.inputNorm, c.rmsNormEps);
    multiHeadAttention(a, a, a, b.attention, options, attended);
    if (options.outputCount >= 0) x = x.middleRows(options.outputFirst, options.outputCount).eval();
    x += attended.output;
    const Eigen::MatrixXf normed = rmsNorm(x, b.postNorm, c.rmsNormEps);
    Eigen::MatrixXf gateUp(x.rows(), b.gateUp.cols());
    multiplyIntoInParallel(constView(normed), constView(b.gateUp), view(gateUp));
    const Eigen::Index f = c.ffnDim;
#pragma omp parallel for schedule(static) // SiLU(gate) * up, one column at a time
    for (Eigen::Index j = 0; j < f; ++j) {
        auto gate = gateUp.col(j).array();
        gate = gate / ((-gate).exp() + 1.0f) * gateUp.col(f + j).array();
    }
    Eigen::MatrixXf down(x.rows(), x.cols());
    multiplyIntoInParallel(constView(gateUp.leftCols(f)), constView(b.down), view(down));
    x += down;
}

} // namespace

ModelOutput llamaForward(const LlamaModel& model, const std::vector<int>& ids, LogitRows rows) {
    Eigen::MatrixXf x = embedLlamaTokens(model, ids);
    const MultiHeadOptions options = llamaAttentionOptions(model.config, x.rows());
    ModelOutput out;
    MultiHeadResult attended;
    MultiHeadOptions lastRow = options; // the last block, when only the last logits are wanted
    lastRow.outputFirst = x.rows() - 1;
    lastRow.outputCount = 1;
    for (const LlamaBlock& b : model.blocks) {
        const bool last = &b == &model.blocks.back() && rows == LogitRows::Last;
        runLlamaBlock(b, model.config, last ? lastRow : options, x, attended);
        out.attention.push_back(std::move(attended.headWeights));
    }
    const Eigen::MatrixXf normed = rmsNorm(x, model.finalNorm, model.config.rmsNormEps);
    const Eigen::MatrixXf& output = model.outputT.size() ? model.outputT : model.embeddingT;
    out.logits.resize(x.rows(), output.cols());
    preferHugePages(out.logits.data(), std::size_t(out.logits.size()) * sizeof(float));
    multiplyIntoInParallel(constView(normed), constView(output), view(out.logits));
    return out;
}

Eigen::MatrixXf llamaAttentionInput(const LlamaModel& model, const std::vector<int>& ids,
                                    int layer) {
    require(layer >= 0 && layer < int(model.blocks.size()),
            Message("attn", "layer %1 does not exist: the model has %2 layers")
                .arg(layer + 1)
                .arg(model.blocks.size()));
    Eigen::MatrixXf x = embedLlamaTokens(model, ids);
    const MultiHeadOptions options = llamaAttentionOptions(model.config, x.rows());
    MultiHeadResult attended;
    for (int l = 0; l < layer; ++l)
        runLlamaBlock(model.blocks[std::size_t(l)], model.config, options, x, attended);
    return rmsNorm(x, model.blocks[std::size_t(layer)].inputNorm, model.config.rmsNormEps);
}

} // namespace attn
