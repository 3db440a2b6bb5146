#include "ui/explorer/explorercompute.h"

#include "core/check.h"
#include "core/masks.h"
#include "core/onehot.h"
#include "core/random.h"

#include <cmath>
#include <string>

namespace attn::ui {

namespace {

std::vector<std::string> tokenize(const QString& text, Tokenizer tokenizer) {
    const std::string utf8 = text.toStdString();
    return tokenizer == Tokenizer::Words ? tokenizeWords(utf8) : tokenizeCharacters(utf8);
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
        else if (label == QLatin1String("\n"))
            label = QStringLiteral("↵");
        list << label;
    }
    return list;
}

QStringList numbered(const QString& prefix, Eigen::Index n) {
    QStringList list;
    for (Eigen::Index i = 0; i < n; ++i)
        list << prefix + QString::number(i + 1);
    return list;
}

void checkRange(int value, int low, int high, const char* what) {
    require(value >= low && value <= high, std::string(what) + " must be from " +
                                               std::to_string(low) + " to " + std::to_string(high) +
                                               ", not " + std::to_string(value));
}

void checkCells(double heads, double rows, double cols) {
    const double cells = heads * rows * cols;
    require(cells <= kExplorerMaxCells,
            std::to_string(int(rows)) + " x " + std::to_string(int(cols)) + " tokens x " +
                std::to_string(int(heads)) + " heads are " + std::to_string(int(cells / 1e6)) +
                " million cells, more than the " + std::to_string(int(kExplorerMaxCells / 1e6)) +
                " million the explorer holds; use fewer heads or a shorter text");
}

ExplorerResults computeCustom(const ExplorerSettings& s) {
    ExplorerResults r;
    r.custom = true;
    r.q = s.customQ;
    r.k = s.customK;
    r.v = s.customV;
    require(r.q.cols() == r.k.cols() || s.score == ScoreFunction::Additive,
            "Q " + shapeOf(r.q) + " and K " + shapeOf(r.k) +
                " need the same number of columns (the key size d)");
    checkCells(1, double(r.q.rows()), double(r.k.rows()));
    r.queryTokens = numbered(QStringLiteral("q"), r.q.rows());
    r.keyTokens = numbered(QStringLiteral("k"), r.k.rows());
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
    r.output = steps.output;
    r.fullyMaskedRows = steps.fullyMaskedRows;
    return r;
}

} // namespace

ExplorerResults computeExplorer(const ExplorerSettings& s, const ExplorerResults* previous) {
    require(s.temperature > 0 && std::isfinite(s.temperature),
            "the temperature must be a positive number");
    if (s.hasCustomMatrices()) return computeCustom(s);
    checkRange(s.heads, 1, kExplorerMaxHeads, "the number of heads");
    checkRange(s.headDim, 1, kExplorerMaxHeadDim, "the head size");
    checkRange(s.padTo, 0, kExplorerMaxTokens, "the padded length");

    const std::vector<std::string> queries = tokenize(s.text, s.tokenizer);
    require(!queries.empty(), "the sentence has no tokens; type a sentence");
    std::vector<std::string> keys = queries;
    if (s.kind == AttentionKind::Cross) {
        keys = tokenize(s.crossText, s.tokenizer);
        require(!keys.empty(), "cross-attention needs a second sentence for the keys and values");
    }
    const int realKeys = int(keys.size());
    std::vector<std::string> padded = queries;
    if (s.padTo > realKeys) {
        keys.resize(std::size_t(s.padTo), "[PAD]");
        if (s.kind != AttentionKind::Cross) padded = keys; // a padded sequence pads its queries too
    }
    require(int(padded.size()) <= kExplorerMaxTokens && int(keys.size()) <= kExplorerMaxTokens,
            "the text has " + std::to_string(std::max(padded.size(), keys.size())) +
                " tokens; the explorer shows at most " + std::to_string(kExplorerMaxTokens));
    checkCells(s.heads, double(padded.size()), double(keys.size()));

    std::vector<std::string> all = padded;
    all.insert(all.end(), keys.begin(), keys.end());
    const OneHotEmbedding oneHot = oneHotEmbedding(all);
    ExplorerResults r;
    r.queryTokens = toStrings(padded);
    r.keyTokens = toStrings(keys);
    r.vocabulary = int(oneHot.vocabulary.size());
    Eigen::MatrixXf x = oneHot.vectors; // (T_q + T_k, V)
    if (s.embedding == Embedding::Random) {
        checkRange(s.modelDim, 1, kExplorerMaxModelDim, "the embedding size");
        x = oneHot.vectors * randomNormal(r.vocabulary, s.modelDim, s.seed); // row lookup
    }
    r.modelDim = int(x.cols());
    r.heads = s.heads;
    r.headDim = s.headDim;
    r.xq = x.topRows(Eigen::Index(padded.size()));
    r.xk = x.bottomRows(Eigen::Index(keys.size()));

    MultiHeadShape shape;
    shape.queryDim = shape.keyDim = shape.valueDim = shape.outputDim = r.modelDim;
    shape.heads = s.heads;
    shape.headDim = shape.headValueDim = s.headDim;
    const MultiHeadWeights* old = previous && !previous->custom ? &previous->projections : nullptr;
    const bool reuse = old && previous->projectionSeed == s.seed && old->heads == s.heads &&
                       old->wq.rows() == r.modelDim && old->headDim() == s.headDim;
    r.projections = reuse ? *old : randomMultiHeadWeights(shape, s.seed + 1);
    r.projectionSeed = s.seed;
    r.options.score = s.score;
    r.options.temperature = float(s.temperature);
    r.options.aggregation = s.aggregation;
    r.options.mask.causal = s.kind == AttentionKind::Causal;
    if (int(keys.size()) > realKeys)
        r.options.mask.paddedKeys = paddingAfter(realKeys, int(keys.size()));
    if (s.score == ScoreFunction::Bilinear || s.score == ScoreFunction::Additive)
        for (int h = 0; h < s.heads; ++h)
            r.options.headScoreParams.push_back(
                randomScoreParams(s.score, s.headDim, s.headDim, s.headDim, s.seed + 101 + h));

    MultiHeadResult m = multiHeadAttention(r.xq, r.xk, r.xk, r.projections, r.options);
    r.headWeights = std::move(m.headWeights);
    r.output = std::move(m.output);
    r.fullyMaskedRows = std::move(m.fullyMaskedRows);
    return r;
}

AttentionSteps explorerSteps(const ExplorerResults& r, int h) {
    if (!r.custom) return headSteps(r.xq, r.xk, r.xk, r.projections, h, r.options);
    require(h == 0, "custom matrices form a single head");
    AttentionOptions o;
    o.score = r.options.score;
    if (!r.options.headScoreParams.empty()) o.params = r.options.headScoreParams.front();
    o.mask = r.options.mask;
    o.temperature = r.options.temperature;
    return attentionSteps(r.q, r.k, r.v, o);
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
