// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorercompute.h"

#include "core/attention/masks.h"
#include "core/base/check.h"
#include "core/text/onehot.h"
#include "core/text/token_embedding.h"
#include "ui/common/shownnumbers.h"

#include <algorithm>

#include <cmath>
#include <string>

namespace attn::ui {

namespace {

/// A sentence's tokens; ids only for the model's tokenizer, -1 for padding.
struct Tokens : TokenizedText {
    void padTo(std::size_t n) {
        labels.resize(std::max(n, labels.size()), "[PAD]");
        if (!ids.empty()) ids.resize(labels.size(), -1);
    }
};

Tokens tokenize(const QString& text, Tokenizer tokenizer, const LanguageModel* model) {
    Tokens t;
    static_cast<TokenizedText&>(t) = tokenizeForExplorer(text, tokenizer, model);
    return t;
}

QStringList toStrings(const std::vector<std::string>& tokens) {
    QStringList list;
    list.reserve(int(tokens.size()));
    for (const std::string& t : tokens) {
        QString label = QString::fromStdString(t); // whitespace gets a visible stand-in
        if (label == QLatin1String(" "))
            label = QStringLiteral("␣");
        else if (label == QLatin1String("\t"))
            label = QStringLiteral("⇥");
        else if (label == QLatin1String("\n") || label == QLatin1String("\r\n"))
            label = QStringLiteral("↵");
        list << label;
    }
    return list;
}

/// what: a Message naming the setting ("the number of heads").
void checkRange(int value, int low, int high, Message what) {
    if (value >= low && value <= high) return;
    throw InputError(Message("attn", "%1 must be from %2 to %3, not %4")
                         .arg(std::move(what))
                         .arg(low)
                         .arg(high)
                         .arg(value));
}

void checkCells(double heads, double rows, double cols) {
    const double cells = heads * rows * cols;
    require(cells <= kExplorerMaxCells,
            Message("attn", "%1 x %2 tokens x %3 heads are %4 million cells, more than the %5 "
                            "million the explorer holds; use fewer heads or a shorter text")
                .arg(int(rows))
                .arg(int(cols))
                .arg(int(heads))
                .arg(int(cells / 1e6))
                .arg(int(kExplorerMaxCells / 1e6)));
}

ExplorerResults computeCustom(const ExplorerSettings& s) {
    ExplorerResults r;
    r.custom = true;
    r.q = s.customQ;
    r.k = s.customK;
    r.v = s.customV;
    require(r.q.cols() == r.k.cols() || s.score == ScoreFunction::Additive,
            Message("attn", "Q %1 and K %2 need the same number of columns (the key size d)")
                .arg(shapeOf(r.q))
                .arg(shapeOf(r.k)));
    checkCells(1, double(r.q.rows()), double(r.k.rows()));
    r.queryTokens = numberedLabels(r.q.rows(), QStringLiteral("q"), 1);
    r.keyTokens = numberedLabels(r.k.rows(), QStringLiteral("k"), 1);
    r.modelDim = int(r.q.cols());
    r.heads = 1;
    r.headDim = int(r.q.cols());
    r.options.score = s.score;
    r.options.temperature = float(s.temperature);
    r.options.mask.causal = s.kind == AttentionKind::Causal;
    if (s.score == ScoreFunction::Bilinear || s.score == ScoreFunction::Additive)
        r.options.headScoreParams = {
            randomScoreParams(s.score, int(r.q.cols()), int(r.k.cols()), int(r.q.cols()), s.seed)};
    const AttentionSteps steps = explorerSteps(r, 0);
    r.headWeights = {RowMatrixXf(steps.weights)};
    r.headOutputs = steps.output;
    r.output = steps.output;
    r.fullyMaskedRows = steps.fullyMaskedRows;
    return r;
}

/// A model layer's own settings, into the explorer's options: rotary positions, window, score
/// scale and soft-capping.
void takeLayerOptions(MultiHeadOptions layer, MultiHeadOptions& options) {
    options.rotaryFrequencies = std::move(layer.rotaryFrequencies);
    options.rotaryScale = layer.rotaryScale;
    options.scale = layer.scale;
    options.softcap = layer.softcap;
    options.mask.window = layer.mask.window;
}

} // namespace

TokenizedText tokenizeForExplorer(const QString& text, Tokenizer tokenizer,
                                  const LanguageModel* model) {
    const std::string utf8 = text.toStdString();
    if (tokenizer != Tokenizer::Model)
        return {tokenizer == Tokenizer::Words ? tokenizeWords(utf8) : tokenizeCharacters(utf8), {}};
    require(model != nullptr,
            Message("attn", "the model's tokens need a language model; open a model folder"));
    TokenizedText t;
    t.ids = model->encode(utf8);
    t.labels = model->tokenLabels(t.ids);
    return t;
}

namespace {

/// The sizes s asks for, and that its model embeddings come with the model's tokens.
void checkSizes(const ExplorerSettings& s) {
    if (s.modelLayer < 0) {
        checkRange(s.heads, 1, kExplorerMaxHeads, Message("attn", "the number of heads"));
        checkRange(s.headDim, 1, kExplorerMaxHeadDim, Message("attn", "the head size"));
    }
    checkRange(s.padTo, 0, kExplorerMaxTokens, Message("attn", "the padded length"));
    require(s.embedding != Embedding::Model || s.tokenizer == Tokenizer::Model,
            Message("attn",
                    "the model's embeddings need the model's tokens; choose the model tokenizer"));
    s.checkModelLayer();
}

} // namespace

ExplorerResults computeExplorer(const ExplorerSettings& s, const ExplorerResults* previous,
                                const LanguageModel* model) {
    require(s.temperature > 0 && std::isfinite(s.temperature),
            Message("attn", "the temperature must be a positive number"));
    if (s.hasCustomMatrices()) return computeCustom(s);
    const bool modelHeads = s.modelLayer >= 0;
    checkSizes(s);
    if (s.tokenizer != Tokenizer::Model) model = nullptr; // not in use
    require(s.tokenizer != Tokenizer::Model || model,
            Message("attn",
                    "no language model is open; open a model folder in the Language model tab"));
    const ModelShape modelShape = model ? model->shape() : ModelShape();
    const int heads = modelHeads ? modelShape.heads : s.heads;
    const int headDim = modelHeads ? modelShape.headDim : s.headDim;
    Tokens queries = tokenize(s.text, s.tokenizer, model);
    require(!queries.labels.empty(),
            Message("attn", "the sentence has no tokens; type a sentence"));
    Tokens keys = queries;
    if (s.kind == AttentionKind::Cross) {
        keys = tokenize(s.crossText, s.tokenizer, model);
        require(!keys.labels.empty(),
                Message("attn", "cross-attention needs a second sentence for the keys and values"));
    }
    const int realKeys = int(keys.labels.size());
    if (s.padTo > realKeys) {
        keys.padTo(std::size_t(s.padTo));
        if (s.kind != AttentionKind::Cross)
            queries = keys; // a padded sequence pads its queries too
    }
    const std::size_t tq = queries.labels.size(), tk = keys.labels.size();
    require(int(tq) <= kExplorerMaxTokens && int(tk) <= kExplorerMaxTokens,
            Message("attn", "the text has %1 tokens; the explorer shows at most %2")
                .arg(int(std::max(tq, tk)))
                .arg(kExplorerMaxTokens));
    checkCells(heads, double(tq), double(tk));

    std::vector<std::string> all = queries.labels;
    all.insert(all.end(), keys.labels.begin(), keys.labels.end());
    const OneHotEmbedding oneHot = oneHotEmbedding(all);
    ExplorerResults r;
    r.queryTokens = toStrings(queries.labels);
    r.keyTokens = toStrings(keys.labels);
    r.vocabulary = int(oneHot.vocabulary.size());
    Eigen::MatrixXf x = oneHot.vectors; // (T_q + T_k, V)
    if (modelHeads) { // what the layer's attention reads, for queries and keys alike
        const Eigen::MatrixXf input = model->attentionInput(queries.ids, s.modelLayer);
        x.resize(Eigen::Index(tq + tk), input.cols());
        x << input, input;
    } else if (s.embedding == Embedding::Random) {
        checkRange(s.modelDim, 1, kExplorerMaxModelDim, Message("attn", "the embedding size"));
        x = tokenEmbedding(all, s.modelDim, s.seed); // the same word, the same vector
    } else if (s.embedding == Embedding::Model) {
        x.resize(Eigen::Index(tq + tk), modelShape.embedDim);
        x << model->paddedEmbedding(queries.ids), model->paddedEmbedding(keys.ids);
    }
    r.modelDim = int(x.cols());
    r.modelLayers = modelShape.layers;
    r.modelLayer = s.modelLayer;
    r.heads = heads;
    r.headDim = headDim;
    r.xq = x.topRows(Eigen::Index(tq));
    r.xk = x.bottomRows(Eigen::Index(tk));

    MultiHeadShape shape;
    shape.queryDim = shape.keyDim = shape.valueDim = shape.outputDim = r.modelDim;
    shape.heads = s.heads;
    shape.headDim = shape.headValueDim = s.headDim;
    const MultiHeadWeights* old = previous && !previous->custom ? &previous->projections : nullptr;
    const bool reuse = old && previous->modelLayer < 0 && previous->projectionSeed == s.seed &&
                       old->heads == s.heads && old->wq.rows() == r.modelDim &&
                       old->headDim() == s.headDim;
    r.projections = modelHeads ? model->layerAttention(s.modelLayer)
                    : reuse    ? *old
                               : randomMultiHeadWeights(shape, s.seed + 1);
    r.projectionSeed = s.seed;
    r.options.score = s.score;
    r.options.temperature = float(s.temperature);
    r.options.aggregation = modelHeads ? HeadAggregation::Concat : s.aggregation;
    r.options.mask.causal = s.kind == AttentionKind::Causal;
    if (int(tk) > realKeys) r.options.mask.paddedKeys = paddingAfter(realKeys, int(tk));
    if (modelHeads)
        takeLayerOptions(model->attentionOptions(s.modelLayer, Eigen::Index(tq)), r.options);
    if (s.score == ScoreFunction::Bilinear || s.score == ScoreFunction::Additive)
        for (int h = 0; h < heads; ++h)
            r.options.headScoreParams.push_back(
                randomScoreParams(s.score, headDim, headDim, headDim, s.seed + 101 + h));

    MultiHeadResult m = multiHeadAttention(r.xq, r.xk, r.xk, r.projections, r.options);
    r.headWeights = std::move(m.headWeights);
    r.headOutputs = std::move(m.headOutputs);
    r.output = std::move(m.output);
    r.fullyMaskedRows = std::move(m.fullyMaskedRows);
    return r;
}

AttentionSteps explorerSteps(const ExplorerResults& r, int h) {
    if (!r.custom) return headSteps(r.xq, r.xk, r.xk, r.projections, h, r.options);
    require(h == 0, Message("attn", "custom matrices form a single head"));
    AttentionOptions o;
    o.score = r.options.score;
    if (!r.options.headScoreParams.empty()) o.params = r.options.headScoreParams.front();
    o.mask = r.options.mask;
    o.temperature = r.options.temperature;
    return attentionSteps(r.q, r.k, r.v, o);
}

MultiHeadSteps explorerMultiHeadSteps(const ExplorerResults& r) {
    if (r.custom) {
        MultiHeadSteps s;
        s.shape.queryDim = int(r.q.cols());
        s.shape.keyDim = int(r.k.cols());
        s.shape.valueDim = int(r.v.cols());
        s.shape.heads = 1;
        s.shape.headDim = int(r.k.cols());
        s.shape.headValueDim = s.shape.outputDim = int(r.v.cols());
        s.headOutputs = {r.output};
        s.concat = s.output = r.output;
        return s;
    }
    if (r.headOutputs.rows() == r.xq.rows() &&
        r.headOutputs.cols() == r.projections.heads * r.projections.headValueDim())
        return multiHeadSteps(r.headOutputs, r.projections, r.options.aggregation);
    return multiHeadSteps(r.xq, r.xk, r.xk, r.projections, r.options);
}

const Eigen::MatrixXf& stepMatrix(const AttentionSteps& steps, MatrixKind kind) {
    switch (kind) {
    case MatrixKind::RawScores:
        return steps.raw;
    case MatrixKind::ScaledScores:
        return steps.scaled;
    case MatrixKind::MaskedScores:
        return steps.masked;
    case MatrixKind::Weights:
        break;
    }
    return steps.weights;
}

} // namespace attn::ui
