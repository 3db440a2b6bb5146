// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The layers of the Transformer translators (transformer_translator.cpp, marian_translator.cpp),
// written plainly: a Linear, a LayerNorm and multi-head attention that keeps each head's
// weights.
#include "core/attention/softmax.h"
#include "core/models/translator/translator_models.h"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace attn {

struct Linear {
    Eigen::MatrixXf weight; ///< (out,in)
    Eigen::VectorXf bias;   ///< (out)
    static Linear load(const TranslatorWeights& w, const std::string& name, int out, int in) {
        return {w.matrix(name + ".weight", out, in), w.vector(name + ".bias", out)};
    }
    /// x:(T,in) -> (T,out)
    Eigen::MatrixXf operator()(const Eigen::MatrixXf& x) const {
        return (x * weight.transpose()).rowwise() + bias.transpose();
    }
};

struct Norm {
    Eigen::VectorXf weight, bias; ///< (d)
    float eps = 1e-5f;
    static Norm load(const TranslatorWeights& w, const std::string& name, int d, float eps) {
        return {w.vector(name + ".weight", d), w.vector(name + ".bias", d), eps};
    }
    Eigen::MatrixXf operator()(const Eigen::MatrixXf& x) const {
        return translatorLayerNorm(x, weight, bias, eps);
    }
};

struct Attention {
    Linear q, k, v, o;
    int heads = 1;
    static Attention load(const TranslatorWeights& w, const std::string& name, int d, int heads) {
        return {Linear::load(w, name + ".q", d, d), Linear::load(w, name + ".k", d, d),
                Linear::load(w, name + ".v", d, d), Linear::load(w, name + ".o", d, d), heads};
    }
    /// x:(Tq,d) memory:(Tk,d) -> (Tq,d); weights gets one (Tq,Tk) matrix per head.
    Eigen::MatrixXf operator()(const Eigen::MatrixXf& x, const Eigen::MatrixXf& memory, bool causal,
                               std::vector<RowMatrixXf>& weights) const {
        const Eigen::MatrixXf qs = q(x), ks = k(memory), vs = v(memory);
        const Eigen::Index dh = qs.cols() / heads;
        const float scale = 1.0f / std::sqrt(float(dh));
        Eigen::MatrixXf joined(x.rows(), qs.cols());
        weights.clear();
        for (int h = 0; h < heads; ++h) {
            Eigen::MatrixXf scores =
                (qs.middleCols(h * dh, dh) * ks.middleCols(h * dh, dh).transpose()) * scale;
            if (causal)
                for (Eigen::Index i = 0; i < scores.rows(); ++i)
                    for (Eigen::Index j = i + 1; j < scores.cols(); ++j)
                        scores(i, j) = -std::numeric_limits<float>::infinity();
            const Eigen::MatrixXf w = softmaxRows(scores).weights;
            joined.middleCols(h * dh, dh) = w * vs.middleCols(h * dh, dh);
            weights.emplace_back(w);
        }
        return o(joined);
    }
};

/// The decoding both Transformer translators share. decode(inputs:(T), t) -> logits (T,V), filling
/// t's decoder self- and cross-attention. forced empty: greedy decoding from c.decoderStart of
/// at most maxSteps ids, stopping after c.targetEnd and never choosing c.forbiddenTarget; else
/// forced. Then one pass over the chosen ids fills t's attention, ids and probabilities.
template <typename Decode>
void decodeTarget(const TranslatorConfig& c, Decode decode, const std::vector<int>& forced,
                  int maxSteps, Translation& t) {
    std::vector<int> ids = forced;
    if (forced.empty()) {
        Translation scratch;
        while (int(ids.size()) < maxSteps) {
            std::vector<int> inputs{c.decoderStart};
            inputs.insert(inputs.end(), ids.begin(), ids.end());
            Eigen::VectorXf last = decode(inputs, scratch).bottomRows(1).transpose();
            if (c.forbiddenTarget >= 0)
                last(c.forbiddenTarget) = -std::numeric_limits<float>::infinity();
            float probability = 0;
            ids.push_back(argmaxWithProbability(last, probability));
            if (ids.back() == c.targetEnd) break;
        }
    }
    if (ids.empty()) return;
    std::vector<int> inputs{c.decoderStart};
    inputs.insert(inputs.end(), ids.begin(), ids.end() - 1);
    const Eigen::MatrixXf logits = decode(inputs, t);
    t.targetIds = ids;
    for (Eigen::Index i = 0; i < logits.rows(); ++i) {
        const float top = logits.row(i).maxCoeff();
        const float sum = (logits.row(i).array() - top).exp().sum();
        t.targetProbability.push_back(std::exp(logits(i, ids[std::size_t(i)]) - top) / sum);
    }
}

} // namespace attn
