// SPDX-License-Identifier: GPL-3.0-or-later
// The GRU encoder-decoder with additive (Bahdanau) attention of tools/train_translators.py.
//
// Tensors (torch names; Linear weights are (out,in)), with E = embed_dim, H = hidden_dim,
// h = H/2, A = attention_dim, Vs/Vt the vocabulary sizes:
//   src_embedding.weight (Vs,E)            tgt_embedding.weight (Vt,E)
//   encoder.{weight_ih_l0 (3h,E), weight_hh_l0 (3h,h), bias_ih_l0 (3h), bias_hh_l0 (3h)}
//   and the same with the suffix _reverse for the backward direction
//   bridge.weight (H,h), bridge.bias (H)   s_0 = tanh(bridge(backward state at word 0))
//   attention_query.weight (A,H)           attention_key.weight (A,H), attention_key.bias (A)
//   attention_v.weight (1,A)               e_tj = v . tanh(W s_{t-1} + U h_j + b)
//   decoder.{weight_ih (3H,E+H), weight_hh (3H,H), bias_ih (3H), bias_hh (3H)}
//                                          s_t = GRU([embedding(y_{t-1}); c_t], s_{t-1})
//   output.weight (Vt,2H+E), output.bias (Vt)   logits = output([s_t; c_t; embedding(y_{t-1})])
#include "core/models/translator/translator_models.h"

#include "core/attention/softmax.h"
#include "core/models/common/gru.h"

#include <cmath>

namespace attn {

namespace {

class BahdanauModel : public TranslatorModel {
  public:
    BahdanauModel(const TranslatorConfig& c, const TranslatorWeights& w) : c_(c) {
        const int e = c.embedDim, hh = c.hiddenDim, half = hh / 2, a = c.attentionDim;
        srcEmbedding_ = w.matrix("src_embedding.weight", c.sourceVocabSize, e);
        tgtEmbedding_ = w.matrix("tgt_embedding.weight", c.targetVocabSize, e);
        forward_ = GruCell::load(w, "encoder.", "_l0", e, half);
        backward_ = GruCell::load(w, "encoder.", "_l0_reverse", e, half);
        bridgeW_ = w.matrix("bridge.weight", hh, half);
        bridgeB_ = w.vector("bridge.bias", hh);
        queryW_ = w.matrix("attention_query.weight", a, hh);
        keyW_ = w.matrix("attention_key.weight", a, hh);
        keyB_ = w.vector("attention_key.bias", a);
        v_ = w.matrix("attention_v.weight", 1, a).row(0).transpose();
        decoder_ = GruCell::load(w, "decoder.", "", e + hh, hh);
        outW_ = w.matrix("output.weight", c.targetVocabSize, 2 * hh + e);
        outB_ = w.vector("output.bias", c.targetVocabSize);
    }

    Translation run(const std::vector<int>& source, const std::vector<int>& forced,
                    int maxSteps) const override {
        const Eigen::Index s = Eigen::Index(source.size()), hh = c_.hiddenDim, half = hh / 2;
        Translation t;
        // Encoder: forward and backward GRU over the source words.
        t.encoderStates.resize(s, hh);
        Eigen::VectorXf h = Eigen::VectorXf::Zero(half);
        for (Eigen::Index j = 0; j < s; ++j) {
            h = forward_.step(srcEmbedding_.row(source[std::size_t(j)]).transpose(), h);
            t.encoderStates.row(j).head(half) = h.transpose();
        }
        h.setZero();
        for (Eigen::Index j = s - 1; j >= 0; --j) {
            h = backward_.step(srcEmbedding_.row(source[std::size_t(j)]).transpose(), h);
            t.encoderStates.row(j).tail(half) = h.transpose();
        }
        Eigen::VectorXf state = (bridgeW_ * h + bridgeB_).array().tanh().matrix();
        // U h_j + b for every source position: (S,A)
        const Eigen::MatrixXf keys =
            (t.encoderStates * keyW_.transpose()).rowwise() + keyB_.transpose();

        const int steps = forced.empty() ? maxSteps : int(forced.size());
        std::vector<Eigen::VectorXf> states, contexts, scores, weights;
        int previous = TranslatorVocab::bos;
        for (int step = 0; step < steps; ++step) {
            const Eigen::VectorXf query = queryW_ * state; // (A)
            const Eigen::VectorXf e =
                ((keys.rowwise() + query.transpose()).array().tanh().matrix() * v_);
            const Eigen::VectorXf a = softmaxVector(e);
            const Eigen::VectorXf context = t.encoderStates.transpose() * a; // (H)
            const Eigen::VectorXf embedding = tgtEmbedding_.row(previous).transpose();
            Eigen::VectorXf input(embedding.size() + hh);
            input << embedding, context;
            const Eigen::VectorXf next = decoder_.step(input, state);
            Eigen::VectorXf features(2 * hh + embedding.size());
            features << next, context, embedding;
            const Eigen::VectorXf logits = outW_ * features + outB_;
            float probability = 0;
            const int best = argmaxWithProbability(logits, probability);
            const int chosen = forced.empty() ? best : forced[std::size_t(step)];
            if (!forced.empty())
                probability = std::exp(logits(chosen) - logits(best)) * probability;
            states.push_back(state);
            contexts.push_back(context);
            scores.push_back(e);
            weights.push_back(a);
            t.targetIds.push_back(chosen);
            t.targetProbability.push_back(probability);
            state = next;
            previous = chosen;
            if (forced.empty() && chosen == TranslatorVocab::eos) break;
        }
        const Eigen::Index n = Eigen::Index(t.targetIds.size());
        t.alignment.resize(n, s);
        t.alignmentScores.resize(n, s);
        t.decoderStates.resize(n, hh);
        t.contexts.resize(n, hh);
        for (Eigen::Index i = 0; i < n; ++i) {
            t.alignment.row(i) = weights[std::size_t(i)].transpose();
            t.alignmentScores.row(i) = scores[std::size_t(i)].transpose();
            t.decoderStates.row(i) = states[std::size_t(i)].transpose();
            t.contexts.row(i) = contexts[std::size_t(i)].transpose();
        }
        return t;
    }

  private:
    TranslatorConfig c_;
    Eigen::MatrixXf srcEmbedding_, tgtEmbedding_;
    GruCell forward_, backward_, decoder_;
    Eigen::MatrixXf bridgeW_, queryW_, keyW_, outW_;
    Eigen::VectorXf bridgeB_, keyB_, v_, outB_;
};

} // namespace

std::shared_ptr<const TranslatorModel> loadBahdanauModel(const TranslatorConfig& config,
                                                         const TranslatorWeights& weights) {
    return std::make_shared<BahdanauModel>(config, weights);
}

} // namespace attn
