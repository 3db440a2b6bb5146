// SPDX-License-Identifier: GPL-3.0-or-later
// A decoder family's safetensors -> DecoderModel, tensor names and fused layouts from the
// family's row of the table.
#include "core/base/check.h"
#include "core/models/common/named_tensors.h"
#include "core/models/decoder/decoder.h"
#include "core/models/decoder/decoder_config.h"

namespace attn {

namespace {

/// The weight of a layer with in inputs and out outputs as (in,out), what multiplies a (T,in)
/// input from the right: an nn.Linear's (out,in) transposed, or GPT-2's Conv1D (in,out). With
/// count, its outputs [first, first + count) alone, (in,count): a part of a fused weight.
Eigen::MatrixXf weightOf(const NamedTensors& src, const DecoderFamily& f, const std::string& name,
                         int out, int in, int first = 0, int count = -1) {
    Eigen::MatrixXf w(in, count < 0 ? out : count);
    src.weightPartInto(name, out, in, f.conv1d, first, int(w.cols()), w.data());
    return w;
}

BlockNorm readNorm(const NamedTensors& src, const DecoderFamily& f, const std::string& name,
                   int size) {
    BlockNorm n;
    if (name.empty()) return n;
    n.weight = src.vector(name + ".weight", size);
    if (f.norm == NormKind::RmsOnePlus) n.weight.array() += 1.0f;
    if (f.norm == NormKind::Layer) n.bias = src.vector(name + ".bias", size);
    return n;
}

ProjectionNorm readProjectionNorm(const NamedTensors& src, const DecoderConfig& c,
                                  const std::string& name, int heads) {
    ProjectionNorm n;
    const QueryKeyNorm kind = c.family->queryKeyNorm;
    if (kind == QueryKeyNorm::None) return n;
    n.acrossHeads = kind == QueryKeyNorm::AcrossHeads;
    n.weight = src.vector(name + ".weight", n.acrossHeads ? heads * c.headDim : c.headDim);
    if (c.family->norm == NormKind::RmsOnePlus) n.weight.array() += 1.0f;
    n.eps = c.block.eps;
    return n;
}

/// W^Q, W^K, W^V (and their biases) from the family's layout.
void readProjections(const NamedTensors& src, const DecoderConfig& c, const std::string& p,
                     MultiHeadWeights& w) {
    const DecoderTensorNames& n = c.family->names;
    const int e = c.embedDim, d = c.headDim, q = c.heads * d, kv = c.kvHeads * d;
    const bool bias = c.attentionBias || c.family->qkvBias;
    switch (c.family->qkv) {
    case QkvLayout::Separate:
        w.wq = weightOf(src, *c.family, p + n.query + ".weight", q, e);
        w.wk = weightOf(src, *c.family, p + n.key + ".weight", kv, e);
        w.wv = weightOf(src, *c.family, p + n.value + ".weight", kv, e);
        if (bias) {
            w.bq = src.vector(p + n.query + ".bias", q);
            w.bk = src.vector(p + n.key + ".bias", kv);
            w.bv = src.vector(p + n.value + ".bias", kv);
        }
        return;
    case QkvLayout::Fused: {
        const std::string name = p + n.fusedQkv + ".weight";
        w.wq = weightOf(src, *c.family, name, q + 2 * kv, e, 0, q);
        w.wk = weightOf(src, *c.family, name, q + 2 * kv, e, q, kv);
        w.wv = weightOf(src, *c.family, name, q + 2 * kv, e, q + kv, kv);
        if (bias) {
            const Eigen::VectorXf b = src.vector(p + n.fusedQkv + ".bias", q + 2 * kv);
            w.bq = b.head(q);
            w.bk = b.segment(q, kv);
            w.bv = b.tail(kv);
        }
        return;
    }
    case QkvLayout::FusedPerHead: { // rows [h*3d, h*3d+d) query, then key, then value
        require(c.kvHeads == c.heads,
                Message("attn", "a fused query_key_value needs as many key/value heads as "
                                "query heads, got %1 and %2")
                    .arg(c.kvHeads)
                    .arg(c.heads));
        const Eigen::MatrixXf qkv = weightOf(src, *c.family, p + n.fusedQkv + ".weight", 3 * q, e);
        Eigen::VectorXf b;
        if (bias) b = src.vector(p + n.fusedQkv + ".bias", 3 * q);
        w.wq.resize(e, q);
        w.wk.resize(e, q);
        w.wv.resize(e, q);
        if (bias) {
            w.bq.resize(q);
            w.bk.resize(q);
            w.bv.resize(q);
        }
        for (int h = 0; h < c.heads; ++h) {
            w.wq.middleCols(h * d, d) = qkv.middleCols(3 * h * d, d);
            w.wk.middleCols(h * d, d) = qkv.middleCols(3 * h * d + d, d);
            w.wv.middleCols(h * d, d) = qkv.middleCols(3 * h * d + 2 * d, d);
            if (!bias) continue;
            w.bq.segment(h * d, d) = b.segment(3 * h * d, d);
            w.bk.segment(h * d, d) = b.segment(3 * h * d + d, d);
            w.bv.segment(h * d, d) = b.segment(3 * h * d + 2 * d, d);
        }
        return;
    }
    }
}

void readMlp(const NamedTensors& src, const DecoderConfig& c, const std::string& p,
             TransformerBlock& b) {
    const DecoderTensorNames& n = c.family->names;
    const int e = c.embedDim, f = c.ffnDim;
    switch (c.family->mlp) {
    case MlpKind::Gated:
        b.mlpIn.resize(e, 2 * f); // gate's columns, then up's, read where they go
        src.weightPartInto(p + n.gate + ".weight", f, e, c.family->conv1d, 0, f, b.mlpIn.data());
        src.weightPartInto(p + n.up + ".weight", f, e, c.family->conv1d, 0, f,
                           b.mlpIn.col(f).data());
        if (c.mlpBias) {
            b.mlpInBias.resize(2 * f);
            b.mlpInBias << src.vector(p + n.gate + ".bias", f), src.vector(p + n.up + ".bias", f);
            b.mlpOutBias = src.vector(p + n.mlpOut + ".bias", e);
        }
        break;
    case MlpKind::GatedFused:
        b.mlpIn = weightOf(src, *c.family, p + n.fusedGateUp + ".weight", 2 * f, e);
        break;
    case MlpKind::Plain:
        b.mlpIn = weightOf(src, *c.family, p + n.mlpIn + ".weight", f, e);
        b.mlpInBias = src.vector(p + n.mlpIn + ".bias", f);
        b.mlpOutBias = src.vector(p + n.mlpOut + ".bias", e);
        break;
    }
    b.mlpOut = weightOf(src, *c.family, p + n.mlpOut + ".weight", e, f);
}

TransformerBlock readBlock(const NamedTensors& src, const DecoderConfig& c, int layer) {
    const DecoderFamily& f = *c.family;
    const DecoderTensorNames& n = f.names;
    const std::string p = n.layers + std::to_string(layer) + ".";
    const int e = c.embedDim, q = c.heads * c.headDim;
    TransformerBlock b;
    b.attentionInputNorm =
        readNorm(src, f, n.attentionInputNorm.empty() ? "" : p + n.attentionInputNorm, e);
    b.attentionOutputNorm =
        readNorm(src, f, n.attentionOutputNorm.empty() ? "" : p + n.attentionOutputNorm, e);
    b.mlpInputNorm = readNorm(src, f, n.mlpInputNorm.empty() ? "" : p + n.mlpInputNorm, e);
    b.mlpOutputNorm = readNorm(src, f, n.mlpOutputNorm.empty() ? "" : p + n.mlpOutputNorm, e);
    MultiHeadWeights& w = b.attention;
    w.heads = c.heads;
    w.kvHeads = c.kvHeads;
    readProjections(src, c, p, w);
    w.wo = weightOf(src, *c.family, p + n.attentionOutput + ".weight", e, q);
    const bool outputBias = c.attentionBias && !f.qkvBias;
    if (outputBias) w.bo = src.vector(p + n.attentionOutput + ".bias", e);
    w.queryNorm = readProjectionNorm(src, c, p + n.queryNorm, c.heads);
    w.keyNorm = readProjectionNorm(src, c, p + n.keyNorm, c.kvHeads);
    readMlp(src, c, p, b);
    return b;
}

} // namespace

DecoderModel loadDecoder(const std::string& dir) {
    DecoderModel m;
    m.config = readDecoderConfig(dir + "/config.json");
    const DecoderConfig& c = m.config;
    const DecoderTensorNames& n = c.family->names;
    const NamedTensors src = NamedTensors::inFolder(dir, n.prefix);
    m.embeddingT = src.linear(n.embedding, c.vocabSize, c.embedDim);
    if (!n.positions.empty())
        m.positionEmbedding = src.matrix(n.positions, c.positions, c.embedDim);
    for (int l = 0; l < c.layers; ++l)
        m.blocks.push_back(readBlock(src, c, l));
    m.finalNorm = readNorm(src, *c.family, n.finalNorm, c.embedDim);
    if (!c.tiedEmbeddings) m.outputT = src.linear(n.output, c.vocabSize, c.embedDim);
    return m;
}

} // namespace attn
