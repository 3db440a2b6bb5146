// SPDX-License-Identifier: GPL-3.0-or-later
// The decoder forward pass: one stack for every family of the table.
#include "core/models/decoder/decoder.h"

#include "core/attention/attention.h"
#include "core/base/check.h"
#include "core/base/gemm.h"
#include "core/base/huge_pages.h"
#include "core/base/phase_clock.h"
#include "core/base/threads.h"
#include "core/models/common/token_ids.h"
#include "core/models/decoder/long_text.h"

#include <cmath>

namespace attn {

MultiHeadOptions decoderAttentionOptions(const DecoderConfig& config, int layer,
                                         Eigen::Index tokens) {
    require(layer >= 0 && layer < config.layers,
            Message("attn", "layer %1 does not exist: the model has %2 layers")
                .arg(layer + 1)
                .arg(config.layers));
    const DecoderLayerSpec& s = config.layerSpecs[std::size_t(layer)];
    MultiHeadOptions o;
    o.mask.causal = true;
    if (s.rotary) {
        RotaryPositions r = rotaryPositions(s.rope, config.headDim, config.positions, int(tokens));
        o.rotaryFrequencies = std::move(r.frequencies);
        o.rotaryScale = r.scale;
    }
    o.scale = config.scoreScale;
    o.softcap = config.attentionSoftcap;
    if (s.window > 0 && tokens > s.window) o.mask.window = s.window; // keys i - window < j <= i
    return o;
}

namespace {

/// Each layer's attention options for T tokens, made again only where a layer attends
/// otherwise than the layer they were made for (its rotary frequencies, its window).
class LayerOptions {
  public:
    LayerOptions(const DecoderConfig& c, Eigen::Index tokens) : c_(c), tokens_(tokens) {}
    const MultiHeadOptions& at(int layer) {
        const auto& specs = c_.layerSpecs;
        if (made_ < 0 || !(specs[std::size_t(layer)] == specs[std::size_t(made_)]))
            options_ = decoderAttentionOptions(c_, layer, tokens_);
        made_ = layer;
        return options_;
    }

  private:
    const DecoderConfig& c_;
    Eigen::Index tokens_;
    int made_ = -1;
    MultiHeadOptions options_;
};

/// ids:(n) at positions first .. first+n-1 -> (n,E) the first residual stream.
Eigen::MatrixXf embed(const DecoderModel& model, const std::vector<int>& ids,
                      Eigen::Index first = 0) {
    const DecoderConfig& c = model.config;
    requireTokenIds(ids, c.vocabSize, c.positions - int(first));
    PhaseScope phase(Phase::ElementWise);
    Eigen::MatrixXf x(Eigen::Index(ids.size()), c.embedDim);
    // Blocks of 16 rows: threads never share a cache line of a column.
#pragma omp parallel for schedule(static, 16) if (worthThreads(x.size()))
    for (std::size_t i = 0; i < ids.size(); ++i)
        x.row(Eigen::Index(i)) = model.embeddingT.col(ids[i]).transpose();
    if (model.positionEmbedding.size()) // GPT-2's learned positions
        x += model.positionEmbedding.middleRows(first, x.rows());
    // Gemma: times sqrt(E), rounded to the activations' type first as transformers does.
    if (c.family->embeddingScale) x *= float(std::sqrt(double(c.embedDim)));
    return x;
}

} // namespace

ModelOutput decoderForward(const DecoderModel& model, const std::vector<int>& ids, LogitRows rows,
                           const ForwardWhatIf& whatIf) {
    const DecoderConfig& c = model.config;
    requireHeadsExist(whatIf, c.layers, c.heads);
    Eigen::MatrixXf x = embed(model, ids);
    const Eigen::Index t = x.rows();
    ModelOutput out;
    MultiHeadResult attended;
    LayerOptions options(c, t);
    for (int l = 0; l < c.layers; ++l) {
        // The last block carries only the last token's row on, unless every row's stream is kept.
        const bool lastRow = l == c.layers - 1 && rows == LogitRows::Last && !whatIf.keepResiduals;
        std::vector<HeadAblation> ablation = whatIf.layerAblation(l, c.heads);
        if (lastRow || !ablation.empty()) {
            MultiHeadOptions o = options.at(l);
            if (lastRow) {
                o.outputFirst = t - 1;
                o.outputCount = 1;
            }
            o.ablation = std::move(ablation);
            runTransformerBlock(l, model.blocks[std::size_t(l)], c.block, o, x, attended);
        } else {
            runTransformerBlock(l, model.blocks[std::size_t(l)], c.block, options.at(l), x,
                                attended);
        }
        out.attention.push_back(std::move(attended.headWeights));
        if (whatIf.keepResiduals) out.residuals.push_back(x);
    }
    if (rows == LogitRows::Last && x.rows() > 1) x = x.bottomRows(1).eval();
    out.logits = decoderLogits(model, x);
    return out;
}

namespace {

/// Each layer's rotary frequencies and factor for T tokens.
std::vector<std::pair<std::vector<float>, float>> rotaryTurns(const DecoderConfig& c,
                                                              Eigen::Index tokens) {
    std::vector<std::pair<std::vector<float>, float>> turns;
    LayerOptions options(c, tokens);
    for (int l = 0; l < c.layers; ++l) {
        const MultiHeadOptions& o = options.at(l);
        turns.emplace_back(o.rotaryFrequencies, o.rotaryScale);
    }
    return turns;
}

} // namespace

ModelOutput decoderExtend(const DecoderModel& model, DecoderCache& cache,
                          const std::vector<int>& ids, const ForwardWhatIf& whatIf) {
    const DecoderConfig& c = model.config;
    requireHeadsExist(whatIf, c.layers, c.heads);
    require(!ids.empty(), Message("attn", "there are no tokens to read"));
    const Eigen::Index past = Eigen::Index(cache.ids.size()),
                       total = past + Eigen::Index(ids.size());
    require(total <= c.positions,
            Message("attn", "%1 tokens read and %2 more are more than the model's %3 positions")
                .arg(past)
                .arg(ids.size())
                .arg(c.positions));
    auto turns = rotaryTurns(c, total);
    if (past > 0 && turns != cache.turns) { // the keys so far are turned otherwise now
        std::vector<int> all = cache.ids;
        all.insert(all.end(), ids.begin(), ids.end());
        DecoderCache fresh;
        ModelOutput out = decoderExtend(model, fresh, all, whatIf);
        for (auto& layer : out.attention)
            for (RowMatrixXf& head : layer)
                head = head.bottomRows(Eigen::Index(ids.size())).eval();
        cache = std::move(fresh);
        return out;
    }
    Eigen::MatrixXf x = embed(model, ids, past);
    cache.layers.resize(std::size_t(c.layers));
    ModelOutput out;
    MultiHeadResult attended;
    LayerOptions options(c, total);
    try {
        for (int l = 0; l < c.layers; ++l) {
            MultiHeadOptions o = options.at(l);
            o.ablation = whatIf.layerAblation(l, c.heads);
            runTransformerBlock(l, model.blocks[std::size_t(l)], c.block, o, x, attended,
                                &cache.layers[std::size_t(l)]);
            out.attention.push_back(std::move(attended.headWeights));
            if (whatIf.keepResiduals) out.residuals.push_back(x);
        }
    } catch (...) { // the cache as it was: the layers that took the new tokens give them back
        for (KeyValueCache& layer : cache.layers) {
            layer.keys.conservativeResize(std::min(layer.keys.rows(), past), Eigen::NoChange);
            layer.values.conservativeResize(std::min(layer.values.rows(), past), Eigen::NoChange);
        }
        throw;
    }
    cache.ids.insert(cache.ids.end(), ids.begin(), ids.end());
    cache.turns = std::move(turns);
    out.logits = decoderLogits(model, x.bottomRows(1).eval());
    return out;
}

LongTextPass decoderLongPass(const DecoderModel& model, const std::vector<int>& ids) {
    const DecoderConfig& c = model.config;
    Eigen::MatrixXf x = embed(model, ids);
    const Eigen::Index t = x.rows();
    LongTextPass pass;
    pass.tokens = int(t);
    pass.heads = c.heads;
    pass.kvHeads = c.kvHeads;
    pass.headDim = c.headDim;
    MultiHeadResult attended;
    LayerOptions options(c, t);
    for (int l = 0; l < c.layers; ++l) {
        MultiHeadOptions o = options.at(l);
        o.keepWeights = false;
        pass.attention.push_back(o);
        if (l == c.layers - 1) { // the last block carries the last token's row only
            o.outputFirst = t - 1;
            o.outputCount = 1;
        }
        runTransformerBlock(l, model.blocks[std::size_t(l)], c.block, o, x, attended);
        pass.queries.push_back(std::move(attended.projectedQueries));
        pass.keys.push_back(std::move(attended.projectedKeys));
    }
    pass.lastLogits = decoderLogits(model, x.bottomRows(1).eval()).row(0);
    return pass;
}

Eigen::MatrixXf decoderLogits(const DecoderModel& model, const Eigen::MatrixXf& x) {
    const DecoderConfig& c = model.config;
    const Eigen::MatrixXf normed = normalise(x, model.finalNorm, c.block);
    const Eigen::MatrixXf& output = model.outputT.size() ? model.outputT : model.embeddingT;
    Eigen::MatrixXf logits(x.rows(), output.cols());
    preferHugePages(logits.data(), std::size_t(logits.size()) * sizeof(float));
    PhaseScope products(Phase::Products);
    multiplyIntoInParallel(constView(normed), constView(output), view(logits));
    softcapInPlace(logits, c.finalSoftcap);
    return logits;
}

Eigen::MatrixXf decoderAttentionInput(const DecoderModel& model, const std::vector<int>& ids,
                                      int layer) {
    const DecoderConfig& c = model.config;
    require(layer >= 0 && layer < c.layers,
            Message("attn", "layer %1 does not exist: the model has %2 layers")
                .arg(layer + 1)
                .arg(c.layers));
    Eigen::MatrixXf x = embed(model, ids);
    MultiHeadResult attended;
    LayerOptions options(c, x.rows());
    for (int l = 0; l < layer; ++l)
        runTransformerBlock(l, model.blocks[std::size_t(l)], c.block, options.at(l), x, attended);
    return normalise(x, model.blocks[std::size_t(layer)].attentionInputNorm, c.block);
}

} // namespace attn
