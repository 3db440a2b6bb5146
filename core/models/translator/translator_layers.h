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
                               std::vector<Eigen::MatrixXf>& weights) const {
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
            weights.push_back(softmaxRows(scores).weights);
            joined.middleCols(h * dh, dh) = weights.back() * vs.middleCols(h * dh, dh);
        }
        return o(joined);
    }
};

} // namespace attn
