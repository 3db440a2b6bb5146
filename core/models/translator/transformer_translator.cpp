// SPDX-License-Identifier: GPL-3.0-or-later
// The post-LN Transformer encoder-decoder of tools/train_translators.py.
//
// Tensors (torch names; Linear weights are (out,in)), with d = d_model, F = ffn_dim:
//   src_embedding.weight (Vs,d), tgt_embedding.weight (Vt,d): x = embedding * sqrt(d) + P
//     (P the sinusoidal encoding, sin at even and cos at odd columns, base 10000)
//   encoder.{i}.self_attn.{q,k,v,o}.{weight (d,d), bias (d)}, encoder.{i}.norm1/norm2.{weight,bias}
//   (d), encoder.{i}.ff1.weight (F,d), ff1.bias (F), ff2.weight (d,F), ff2.bias (d)
//     x = norm1(x + selfAttention(x)); x = norm2(x + ff2(relu(ff1(x))))
//   decoder.{i}.self_attn, cross_attn, norm1, norm2, norm3, ff1, ff2 (same shapes)
//     y = norm1(y + causalSelfAttention(y)); y = norm2(y + crossAttention(y, memory));
//     y = norm3(y + ff2(relu(ff1(y))))
//   output.weight (Vt,d), output.bias (Vt): logits = y output^T + bias
#include "core/models/translator/translator_layers.h"

#include "core/positional/positional.h"

#include <cmath>
#include <limits>

namespace attn {

namespace {

struct EncoderLayer {
    Attention self;
    Norm norm1, norm2;
    Linear ff1, ff2;
};

struct DecoderLayer {
    Attention self, cross;
    Norm norm1, norm2, norm3;
    Linear ff1, ff2;
};

Eigen::MatrixXf feedForward(const Linear& ff1, const Linear& ff2, const Eigen::MatrixXf& x) {
    return ff2(ff1(x).cwiseMax(0.0f));
}

class TransformerModel : public TranslatorModel {
  public:
    TransformerModel(const TranslatorConfig& c, const TranslatorWeights& w) : c_(c) {
        const int d = c.embedDim, f = c.feedForwardDim, h = c.heads;
        const float eps = c.layerNormEps;
        srcEmbedding_ = w.matrix("src_embedding.weight", c.sourceVocabSize, d);
        tgtEmbedding_ = w.matrix("tgt_embedding.weight", c.targetVocabSize, d);
        for (int i = 0; i < c.layers; ++i) {
            const std::string e = "encoder." + std::to_string(i),
                              r = "decoder." + std::to_string(i);
            encoder_.push_back(
                {Attention::load(w, e + ".self_attn", d, h), Norm::load(w, e + ".norm1", d, eps),
                 Norm::load(w, e + ".norm2", d, eps), Linear::load(w, e + ".ff1", f, d),
                 Linear::load(w, e + ".ff2", d, f)});
            decoder_.push_back(
                {Attention::load(w, r + ".self_attn", d, h),
                 Attention::load(w, r + ".cross_attn", d, h), Norm::load(w, r + ".norm1", d, eps),
                 Norm::load(w, r + ".norm2", d, eps), Norm::load(w, r + ".norm3", d, eps),
                 Linear::load(w, r + ".ff1", f, d), Linear::load(w, r + ".ff2", d, f)});
        }
        output_ = Linear::load(w, "output", c.targetVocabSize, d);
        positions_ = sinusoidalEncoding(std::max(c.maxSourceWords + 1, c.maxTargetWords), d);
    }

    Translation run(const std::vector<int>& source, const std::vector<int>& forced,
                    int maxSteps) const override {
        Translation t;
        std::vector<RowMatrixXf> heads;
        Eigen::MatrixXf memory = embed(srcEmbedding_, source);
        for (const EncoderLayer& layer : encoder_) {
            memory = layer.norm1(memory + layer.self(memory, memory, false, heads));
            t.encoderSelf.push_back(heads);
            memory = layer.norm2(memory + feedForward(layer.ff1, layer.ff2, memory));
        }
        decodeTarget(
            c_,
            [&](const std::vector<int>& inputs, Translation& into) {
                return decode(inputs, memory, into);
            },
            forced, maxSteps, t);
        return t;
    }

  private:
    /// ids:(T) -> (T,d) scaled embeddings plus positions.
    Eigen::MatrixXf embed(const Eigen::MatrixXf& table, const std::vector<int>& ids) const {
        Eigen::MatrixXf x(Eigen::Index(ids.size()), table.cols());
        const float scale = std::sqrt(float(table.cols()));
        for (std::size_t i = 0; i < ids.size(); ++i)
            x.row(Eigen::Index(i)) = table.row(ids[i]) * scale + positions_.row(Eigen::Index(i));
        return x;
    }

    /// inputs:(T) memory:(S,d) -> logits (T,Vt); fills t's decoder attention and cross vectors.
    Eigen::MatrixXf decode(const std::vector<int>& inputs, const Eigen::MatrixXf& memory,
                           Translation& t) const {
        std::vector<RowMatrixXf> heads;
        Eigen::MatrixXf y = embed(tgtEmbedding_, inputs);
        t.decoderSelf.clear();
        t.cross.clear();
        for (const DecoderLayer& layer : decoder_) {
            y = layer.norm1(y + layer.self(y, y, true, heads));
            t.decoderSelf.push_back(heads);
            t.crossQueries = y;
            t.crossContexts = layer.cross(y, memory, false, heads);
            t.cross.push_back(heads);
            y = layer.norm2(y + t.crossContexts);
            y = layer.norm3(y + feedForward(layer.ff1, layer.ff2, y));
        }
        return output_(y);
    }

    TranslatorConfig c_;
    Eigen::MatrixXf srcEmbedding_, tgtEmbedding_, positions_;
    std::vector<EncoderLayer> encoder_;
    std::vector<DecoderLayer> decoder_;
    Linear output_;
};

} // namespace

std::shared_ptr<const TranslatorModel> loadTransformerModel(const TranslatorConfig& config,
                                                            const TranslatorWeights& weights) {
    return std::make_shared<TransformerModel>(config, weights);
}

} // namespace attn
