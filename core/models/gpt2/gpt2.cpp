#include "core/models/gpt2/gpt2.h"

#include "core/base/check.h"
#include "core/base/gemm.h"
#include "core/base/huge_pages.h"
#include "core/base/vector_kernels.h"
#include "core/io/safetensors.h"
#include "core/models/common/activation.h"
#include "core/models/common/config_keys.h"
#include "core/models/common/config_reader.h"
#include "core/models/common/named_tensors.h"
#include "core/models/common/token_ids.h"

#include <cmath>

namespace attn {

namespace {

Gpt2Config readGpt2Config(const std::string& path) {
    const ConfigReader json(path);
    json.modelType("gpt2");
    Gpt2Config c;
    c.vocabSize = json.count("vocab_size");
    c.positions = json.count("n_positions");
    c.embedDim = json.count("n_embd");
    c.layers = json.count("n_layer");
    c.heads = json.count("n_head");
    c.layerNormEps = float(json.positive("layer_norm_epsilon", c.layerNormEps));
    c.innerDim = json.count("n_inner", 4 * c.embedDim, 1, 1 << 20);
    c.activation = activationNamed(
        json.has("activation_function") ? json.text("activation_function") : "gelu_new", path,
        "activation_function");
    for (const char* key : {"scale_attn_weights", "tie_word_embeddings"})
        require(json.flag(key, true),
                Message("attn", "%1: \"%2\" false is not supported").arg(path).arg(key));
    requireUnderstoodKeys(json, {"vocab_size", "n_positions", "n_embd", "n_layer", "n_head",
                                 "n_inner", "layer_norm_epsilon", "activation_function",
                                 "scale_attn_weights", "tie_word_embeddings"});
    require(c.embedDim % c.heads == 0,
            Message("attn", "%1: n_embd %2 is not divisible by n_head %3")
                .arg(path)
                .arg(c.embedDim)
                .arg(c.heads));
    return c;
}

} // namespace

Gpt2Model loadGpt2(const std::string& dir) {
    Gpt2Model m;
    m.config = readGpt2Config(dir + "/config.json");
    const Gpt2Config& c = m.config;
    const int e = c.embedDim;
    const NamedTensors src = NamedTensors::inFolder(dir, "transformer.");
    m.tokenEmbedding = src.matrix("wte.weight", c.vocabSize, e);
    m.positionEmbedding = src.matrix("wpe.weight", c.positions, e);
    for (int l = 0; l < c.layers; ++l) {
        const std::string p = "h." + std::to_string(l) + ".";
        Gpt2Block b;
        b.ln1Weight = src.vector(p + "ln_1.weight", e);
        b.ln1Bias = src.vector(p + "ln_1.bias", e);
        const Eigen::MatrixXf qkv = src.matrix(p + "attn.c_attn.weight", e, 3 * e);
        const Eigen::VectorXf qkvBias = src.vector(p + "attn.c_attn.bias", 3 * e);
        b.attention.heads = c.heads;
        b.attention.wq = qkv.leftCols(e);
        b.attention.wk = qkv.middleCols(e, e);
        b.attention.wv = qkv.rightCols(e);
        b.attention.bq = qkvBias.head(e);
        b.attention.bk = qkvBias.segment(e, e);
        b.attention.bv = qkvBias.tail(e);
        b.attention.wo = src.matrix(p + "attn.c_proj.weight", e, e);
        b.attention.bo = src.vector(p + "attn.c_proj.bias", e);
        b.ln2Weight = src.vector(p + "ln_2.weight", e);
        b.ln2Bias = src.vector(p + "ln_2.bias", e);
        b.fcWeight = src.matrix(p + "mlp.c_fc.weight", e, c.innerDim);
        b.fcBias = src.vector(p + "mlp.c_fc.bias", c.innerDim);
        b.fcProjWeight = src.matrix(p + "mlp.c_proj.weight", c.innerDim, e);
        b.fcProjBias = src.vector(p + "mlp.c_proj.bias", e);
        m.blocks.push_back(std::move(b));
    }
    m.lnfWeight = src.vector("ln_f.weight", e);
    m.lnfBias = src.vector("ln_f.bias", e);
    return m;
}

namespace {

/// ids:(T) -> (T,E): token plus position embedding, the residual stream before block 0.
Eigen::MatrixXf embedTokens(const Gpt2Model& model, const std::vector<int>& ids) {
    const Gpt2Config& c = model.config;
    requireTokenIds(ids, c.vocabSize, c.positions);
    const Eigen::Index t = Eigen::Index(ids.size());
    Eigen::MatrixXf x(t, c.embedDim);
    for (Eigen::Index i = 0; i < t; ++i) {
        const int id = ids[std::size_t(i)];
        x.row(i) = model.tokenEmbedding.row(id) + model.positionEmbedding.row(i);
    }
    return x;
}

/// Runs block b on the residual stream x:(T,E) in place; attended gets its heads' weights.
/// Past the attention only rows [from, T) are carried on (the last block: the one row the
/// logits read), x becoming (T - from, E).
void runBlock(const Gpt2Block& b, const Gpt2Config& c, Eigen::MatrixXf& x,
              MultiHeadResult& attended, Eigen::Index from = 0) {
    MultiHeadOptions attentionOptions;
    attentionOptions.mask.causal = true;
    attentionOptions.outputFirst = from;
    attentionOptions.outputCount = x.rows() - from;
    const Eigen::MatrixXf a = layerNorm(x, b.ln1Weight, b.ln1Bias, c.layerNormEps);
    multiHeadAttention(a, a, a, b.attention, attentionOptions, attended);
    if (from > 0) x = x.bottomRows(x.rows() - from).eval();
    x += attended.output;
    const Eigen::MatrixXf normed = layerNorm(x, b.ln2Weight, b.ln2Bias, c.layerNormEps);
    Eigen::MatrixXf hidden(x.rows(), b.fcWeight.cols());
    multiplyIntoInParallel(constView(normed), constView(b.fcWeight), view(hidden));
#pragma omp parallel for schedule(static) // gelu(hidden + bias), one column at a time
    for (Eigen::Index j = 0; j < hidden.cols(); ++j) {
        hidden.col(j).array() += b.fcBias(j);
        activate(hidden.col(j), c.activation);
    }
    Eigen::MatrixXf projected(x.rows(), x.cols());
    multiplyIntoInParallel(constView(hidden), constView(b.fcProjWeight), view(projected));
    x += projected;
    x.rowwise() += b.fcProjBias.transpose();
}

} // namespace

ModelOutput gpt2Forward(const Gpt2Model& model, const std::vector<int>& ids, LogitRows rows) {
    Eigen::MatrixXf x = embedTokens(model, ids);
    ModelOutput out;
    MultiHeadResult attended;
    for (const Gpt2Block& b : model.blocks) {
        const bool last = &b == &model.blocks.back() && rows == LogitRows::Last;
        runBlock(b, model.config, x, attended, last ? x.rows() - 1 : 0);
        out.attention.push_back(std::move(attended.headWeights));
    }
    const Eigen::MatrixXf normed =
        layerNorm(x, model.lnfWeight, model.lnfBias, model.config.layerNormEps);
    out.logits.resize(x.rows(), model.tokenEmbedding.rows());
    preferHugePages(out.logits.data(), std::size_t(out.logits.size()) * sizeof(float));
    multiplyIntoInParallel(constView(normed), constView(model.tokenEmbedding).transposed(),
                           view(out.logits));
    return out;
}

Eigen::MatrixXf gpt2AttentionInput(const Gpt2Model& model, const std::vector<int>& ids, int layer) {
    require(layer >= 0 && layer < int(model.blocks.size()),
            Message("attn", "layer %1 does not exist: the model has %2 layers")
                .arg(layer + 1)
                .arg(model.blocks.size()));
    Eigen::MatrixXf x = embedTokens(model, ids);
    MultiHeadResult attended;
    for (int l = 0; l < layer; ++l)
        runBlock(model.blocks[std::size_t(l)], model.config, x, attended);
    const Gpt2Block& b = model.blocks[std::size_t(layer)];
    return layerNorm(x, b.ln1Weight, b.ln1Bias, model.config.layerNormEps);
}

} // namespace attn
