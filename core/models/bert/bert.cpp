// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/bert/bert.h"

#include "core/base/check.h"
#include "core/models/common/config_keys.h"
#include "core/models/common/config_reader.h"
#include "core/models/common/named_tensors.h"
#include "core/models/common/token_ids.h"

#include <cmath>

namespace attn {

namespace {

/// Where each family keeps a block's tensors (after the layer's own prefix).
struct BertNames {
    std::string layer; ///< "encoder.layer." or "transformer.layer."
    std::string query, key, value, attentionOut, attentionNorm, intermediate, output, outputNorm;
};

const BertNames kBertNames{
    "encoder.layer.",       "attention.self.query",   "attention.self.key",
    "attention.self.value", "attention.output.dense", "attention.output.LayerNorm",
    "intermediate.dense",   "output.dense",           "output.LayerNorm"};
const BertNames kDistilBertNames{"transformer.layer.", "attention.q_lin",   "attention.k_lin",
                                 "attention.v_lin",    "attention.out_lin", "sa_layer_norm",
                                 "ffn.lin1",           "ffn.lin2",          "output_layer_norm"};

BertConfig readBertConfig(const std::string& path) {
    const ConfigReader c(path);
    BertConfig k;
    k.modelType = c.modelType("bert|roberta|xlm-roberta|electra|distilbert");
    const bool distil = k.modelType == "distilbert";
    k.vocabSize = c.count("vocab_size");
    k.positions = c.count("max_position_embeddings", 1, 1 << 24);
    k.embedDim = c.count(distil ? "dim" : "hidden_size");
    k.layers = c.count(distil ? "n_layers" : "num_hidden_layers", 1, 1000);
    k.heads = c.count(distil ? "n_heads" : "num_attention_heads", 1, 1024);
    k.ffnDim = c.count(distil ? "hidden_dim" : "intermediate_size");
    k.typeVocabSize = distil ? 0 : c.count("type_vocab_size", 2, 0, 16);
    if (k.modelType == "roberta" || k.modelType == "xlm-roberta") {
        k.padId = c.count("pad_token_id", 1, 0, 1 << 24);
        k.positionOffset = k.padId + 1;
    }
    k.embeddingDim = c.count("embedding_size", k.embedDim, 1, 1 << 20);
    k.block.eps = float(c.positive("layer_norm_eps", 1e-12));
    k.block.activation = activationIn(c, distil ? "activation" : "hidden_act", "gelu");
    const std::string positions = c.text("position_embedding_type");
    require(positions.empty() || positions == "absolute",
            Message("attn", "%1: position_embedding_type \"%2\" is not supported (absolute is)")
                .arg(path)
                .arg(positions));
    requireUnderstoodKeys(c, {"vocab_size", "max_position_embeddings", "hidden_size", "dim",
                              "num_hidden_layers", "n_layers", "num_attention_heads", "n_heads",
                              "intermediate_size", "hidden_dim", "type_vocab_size",
                              "layer_norm_eps", "hidden_act", "activation",
                              "position_embedding_type", "sinusoidal_pos_embds", "tie_weights_",
                              "embedding_size", "tie_word_embeddings"});
    require(k.embedDim % k.heads == 0,
            Message("attn", "%1: n_embd %2 is not divisible by n_head %3")
                .arg(path)
                .arg(k.embedDim)
                .arg(k.heads));
    return k;
}

/// A LayerNorm's weight and bias, named weight/bias or (older checkpoints) gamma/beta.
BlockNorm readNorm(const NamedTensors& src, const std::string& name, int e) {
    const bool old = !src.contains(name + ".weight") && src.contains(name + ".gamma");
    return {src.vector(name + (old ? ".gamma" : ".weight"), e),
            src.vector(name + (old ? ".beta" : ".bias"), e)};
}

} // namespace

BertModel loadBert(const std::string& dir) {
    BertModel m;
    m.config = readBertConfig(dir + "/config.json");
    const BertConfig& c = m.config;
    const int e = c.embedDim, f = c.ffnDim;
    const int ee = c.embeddingDim;
    const NamedTensors src = NamedTensors::inFolder(
        dir, (c.modelType == "xlm-roberta" ? std::string("roberta") : c.modelType) + ".");
    m.wordEmbedding = src.matrix("embeddings.word_embeddings.weight", c.vocabSize, ee);
    m.positionEmbedding = src.matrix("embeddings.position_embeddings.weight", c.positions, ee);
    const std::string segments = "embeddings.token_type_embeddings.weight";
    require(c.typeVocabSize > 0 || !src.contains(segments),
            Message("attn", "%1/config.json: \"type_vocab_size\" is 0 but the weights hold %2")
                .arg(dir)
                .arg(segments));
    if (c.typeVocabSize > 0) m.typeEmbedding = src.matrix(segments, c.typeVocabSize, ee);
    m.embeddingNorm = readNorm(src, "embeddings.LayerNorm", ee);
    if (ee != e) { // ELECTRA: the embeddings projected to the hidden size
        m.embeddingProjection = src.linear("embeddings_project.weight", e, ee);
        m.embeddingProjectionBias = src.vector("embeddings_project.bias", e);
    }
    const BertNames& n = c.modelType == "distilbert" ? kDistilBertNames : kBertNames;
    for (int l = 0; l < c.layers; ++l) {
        const std::string p = n.layer + std::to_string(l) + ".";
        TransformerBlock b;
        MultiHeadWeights& w = b.attention;
        w.heads = c.heads;
        w.wq = src.linear(p + n.query + ".weight", e, e);
        w.bq = src.vector(p + n.query + ".bias", e);
        w.wk = src.linear(p + n.key + ".weight", e, e);
        w.bk = src.vector(p + n.key + ".bias", e);
        w.wv = src.linear(p + n.value + ".weight", e, e);
        w.bv = src.vector(p + n.value + ".bias", e);
        w.wo = src.linear(p + n.attentionOut + ".weight", e, e);
        w.bo = src.vector(p + n.attentionOut + ".bias", e);
        b.attentionResidualNorm = readNorm(src, p + n.attentionNorm, e);
        b.mlpIn = src.linear(p + n.intermediate + ".weight", f, e);
        b.mlpInBias = src.vector(p + n.intermediate + ".bias", f);
        b.mlpOut = src.linear(p + n.output + ".weight", e, f);
        b.mlpOutBias = src.vector(p + n.output + ".bias", e);
        b.mlpResidualNorm = readNorm(src, p + n.outputNorm, e);
        m.blocks.push_back(std::move(b));
    }
    return m;
}

namespace {

Eigen::MatrixXf embedBertTokens(const BertModel& model, const std::vector<int>& ids,
                                const std::vector<int>& segments) {
    const BertConfig& c = model.config;
    requireTokenIds(ids, c.vocabSize, c.positions - c.positionOffset);
    require(segments.empty() || segments.size() == ids.size(),
            Message("attn", "%1 segment ids for %2 tokens").arg(segments.size()).arg(ids.size()));
    Eigen::MatrixXf x(Eigen::Index(ids.size()), c.embeddingDim);
    int realTokens = 0; // RoBERTa: a token's position counts the non-padding tokens up to it
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const int segment = segments.empty() ? 0 : segments[i];
        require(segment == 0 || (segment >= 0 && segment < c.typeVocabSize),
                Message("attn", "segment id %1 at position %2: the model has %3 segments")
                    .arg(segment)
                    .arg(i)
                    .arg(c.typeVocabSize));
        const Eigen::Index row = Eigen::Index(i);
        Eigen::Index position = row + c.positionOffset;
        if (c.padId >= 0) position = ids[i] == c.padId ? c.padId : c.padId + ++realTokens;
        x.row(row) = model.wordEmbedding.row(ids[i]) + model.positionEmbedding.row(position);
        if (c.typeVocabSize > 0) x.row(row) += model.typeEmbedding.row(segment);
    }
    x = normalise(x, model.embeddingNorm, c.block);
    if (model.embeddingProjection.size() == 0) return x;
    Eigen::MatrixXf projected = x * model.embeddingProjection;
    projected.rowwise() += model.embeddingProjectionBias.transpose();
    return projected;
}

MultiHeadOptions bertOptions(const std::vector<bool>& padded, std::size_t tokens) {
    require(padded.empty() || padded.size() == tokens,
            Message("attn", "%1 padding flags for %2 tokens").arg(padded.size()).arg(tokens));
    MultiHeadOptions o;
    o.mask.paddedKeys = padded;
    return o;
}

} // namespace

ModelOutput bertForward(const BertModel& model, const std::vector<int>& ids,
                        const std::vector<int>& segments, const std::vector<bool>& padded,
                        const ForwardWhatIf& whatIf) {
    const int layers = int(model.blocks.size()), heads = model.config.heads;
    requireHeadsExist(whatIf, layers, heads);
    Eigen::MatrixXf x = embedBertTokens(model, ids, segments);
    MultiHeadOptions options = bertOptions(padded, ids.size());
    ModelOutput out;
    MultiHeadResult attended;
    for (int l = 0; l < layers; ++l) {
        options.ablation = whatIf.layerAblation(l, heads);
        runTransformerBlock(l, model.blocks[std::size_t(l)], model.config.block, options, x,
                            attended);
        out.attention.push_back(std::move(attended.headWeights));
        if (whatIf.keepResiduals) out.residuals.push_back(x);
    }
    out.logits = std::move(x);
    return out;
}

Eigen::MatrixXf bertAttentionInput(const BertModel& model, const std::vector<int>& ids,
                                   const std::vector<int>& segments, int layer) {
    require(layer >= 0 && layer < int(model.blocks.size()),
            Message("attn", "layer %1 does not exist: the model has %2 layers")
                .arg(layer + 1)
                .arg(model.blocks.size()));
    Eigen::MatrixXf x = embedBertTokens(model, ids, segments);
    const MultiHeadOptions options;
    MultiHeadResult attended;
    for (int l = 0; l < layer; ++l)
        runTransformerBlock(l, model.blocks[std::size_t(l)], model.config.block, options, x,
                            attended);
    return x;
}

} // namespace attn
