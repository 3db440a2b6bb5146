// SPDX-License-Identifier: GPL-3.0-or-later
// Each lecture demonstration's options, the settings they make and how they reach its
// document (see lecture_options.h).
#include "app/lecture_options.h"

#include "ui/lectures/cost/costdemo.h"
#include "ui/lectures/cost/costdocument.h"
#include "ui/lectures/dictionary/dictionarydemo.h"
#include "ui/lectures/gat/gatdemo.h"
#include "ui/lectures/gat/gatdocument.h"
#include "ui/lectures/gat/gatfigure.h"
#include "ui/lectures/pooling/poolingdemo.h"
#include "ui/lectures/pooling/poolingdocument.h"
#include "ui/lectures/ran/randemo.h"
#include "ui/lectures/ran/randocument.h"
#include "ui/lectures/scores/scoresdemo.h"
#include "ui/lectures/seq2seq/seq2seqdemo.h"
#include "ui/lectures/sqrtd/sqrtddemo.h"
#include "ui/translator/translatordocument.h"

#include <algorithm>
#include <cmath>

namespace attn::app {

using namespace lectureoption;

namespace {

QCommandLineOption option(const char* name, const QString& description,
                          const char* valueName = nullptr) {
    return valueName
               ? QCommandLineOption(QLatin1String(name), description, QLatin1String(valueName))
               : QCommandLineOption(QLatin1String(name), description);
}

/// An option taking a number from lo to hi, described as "<what>, <lo>-<hi> (default:
/// <fallback>)<more>.".
template <class T>
QCommandLineOption rangeOption(const char* name, const QString& what, T lo, T hi, T fallback,
                               const char* valueName, const QString& more = {}) {
    return option(name,
                  QStringLiteral("%1, %2-%3 (default: %4)%5.")
                      .arg(what)
                      .arg(lo)
                      .arg(hi)
                      .arg(fallback)
                      .arg(more),
                  valueName);
}

/// The applying function for demonstrations of type Demo.
template <class Demo>
std::function<void(const QCommandLineParser&, ui::LectureDemo&)>
applyTo(void (*apply)(const QCommandLineParser&, Demo&)) {
    return [apply](const QCommandLineParser& parser, ui::LectureDemo& demo) {
        auto* typed = qobject_cast<Demo*>(&demo);
        if (!typed) throw CommandError{QStringLiteral("internal: wrong demonstration")};
        apply(parser, *typed);
    };
}

/// Throws the document's message when it did not take the settings.
void check(bool applied, const ui::LectureDocument& document) {
    if (!applied) throw CommandError{document.errorString()};
}

// --- pooling ---

QList<QCommandLineOption> poolingOptions() {
    using S = ui::PoolingSettings;
    const S d;
    return {
        rangeOption("sigma", QStringLiteral("pooling: Gaussian kernel width"), S::kMinSigma,
                    S::kMaxSigma, d.sigma, "width"),
        rangeOption("samples", QStringLiteral("pooling: training samples n"), S::kMinSamples,
                    S::kMaxSamples, d.samples, "n"),
        rangeOption("noise", QStringLiteral("pooling: noise standard deviation"), 0.0, S::kMaxNoise,
                    d.noise, "s"),
        rangeOption("kernel-w", QStringLiteral("pooling: w of the parametric kernel"), S::kMinW,
                    S::kMaxW, d.w, "w"),
        option("fit-w", QStringLiteral("pooling: fit w by leave-one-out before drawing.")),
    };
}

ui::PoolingSettings poolingSettings(const QCommandLineParser& p) {
    using S = ui::PoolingSettings;
    S s;
    s.sigma = number(p, QStringLiteral("sigma"), s.sigma, S::kMinSigma, S::kMaxSigma);
    s.samples =
        wholeNumber(p, QStringLiteral("samples"), s.samples, S::kMinSamples, S::kMaxSamples);
    s.noise = number(p, QStringLiteral("noise"), s.noise, 0, S::kMaxNoise);
    s.w = number(p, QStringLiteral("kernel-w"), s.w, S::kMinW, S::kMaxW);
    s.seed = seed(p, s.seed);
    return s;
}

void applyPooling(const QCommandLineParser& p, ui::PoolingDemo& demo) {
    ui::PoolingDocument& document = *demo.document();
    check(document.setSettings(poolingSettings(p)), document);
    if (given(p, QStringLiteral("fit-w"))) check(document.fitW(), document);
}

// --- scores ---

QList<QCommandLineOption> scoresOptions() {
    const int largest = ui::ScoresSettings::kMaxShownDim;
    const ScoreComparisonSettings d;
    return {
        rangeOption("dq", QStringLiteral("scores: query size d_q"), 1, largest, d.queryDim, "n"),
        rangeOption("dk", QStringLiteral("scores: key size d_k"), 1, largest, d.keyDim, "n",
                    QStringLiteral("; d_q != d_k leaves dot and scaled dot undefined")),
        option("score-scale",
               QStringLiteral("scores: colour the panels by scores|weights (default: scores)."),
               "what"),
    };
}

ui::ScoresSettings scoresSettings(const QCommandLineParser& p) {
    const int largest = ui::ScoresSettings::kMaxShownDim;
    ui::ScoresSettings s;
    s.sizes.queryDim = wholeNumber(p, QStringLiteral("dq"), s.sizes.queryDim, 1, largest);
    s.sizes.keyDim = wholeNumber(p, QStringLiteral("dk"), s.sizes.keyDim, 1, largest);
    s.sizes.seed = seed(p, s.sizes.seed);
    s.showWeights =
        choice(p, QStringLiteral("score-scale"), QStringLiteral("scores"),
               {QStringLiteral("scores"), QStringLiteral("weights")}) == QLatin1String("weights");
    return s;
}

void applyScores(const QCommandLineParser& p, ui::ScoresDemo& demo) {
    check(demo.document()->setSettings(scoresSettings(p)), *demo.document());
}

// --- sqrt-d ---

QList<QCommandLineOption> sqrtDOptions() {
    using S = ui::SqrtDSettings;
    const S d;
    return {
        rangeOption("dim", QStringLiteral("sqrt-d: size d of q and k"), 1, S::kMaxDim, d.dim, "d"),
        rangeOption("draws", QStringLiteral("sqrt-d: pairs (q, k) drawn"), S::kMinDraws,
                    S::kMaxDraws, d.draws, "N"),
    };
}

ui::SqrtDSettings sqrtDSettings(const QCommandLineParser& p) {
    using S = ui::SqrtDSettings;
    S s;
    s.dim = wholeNumber(p, QStringLiteral("dim"), s.dim, 1, S::kMaxDim);
    s.draws = wholeNumber(p, QStringLiteral("draws"), s.draws, S::kMinDraws, S::kMaxDraws);
    s.seed = seed(p, s.seed);
    return s;
}

void applySqrtD(const QCommandLineParser& p, ui::SqrtDDemo& demo) {
    check(demo.document()->setSettings(sqrtDSettings(p)), *demo.document());
}

// --- dictionary ---

QList<QCommandLineOption> dictionaryOptions() {
    return {
        option("query",
               QStringLiteral("dictionary: the word looked up (default: kind); --temperature "
                              "sets the softmax temperature (default: 4)."),
               "word"),
        option("entries",
               QStringLiteral("dictionary: key=value pairs separated by commas (default: "
                              "color=blue,age=22,type=pickup)."),
               "pairs"),
    };
}

/// "color=blue,age=22" -> entries.
std::vector<DictionaryEntry> dictionaryEntries(const QString& text) {
    std::vector<DictionaryEntry> entries;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int eq = int(part.indexOf(QLatin1Char('=')));
        if (eq <= 0 || part.left(eq).trimmed().isEmpty())
            throw CommandError{
                QStringLiteral("--entries needs key=value pairs separated by commas, not '%1'")
                    .arg(part)};
        entries.push_back(
            {part.left(eq).trimmed().toStdString(), part.mid(eq + 1).trimmed().toStdString()});
    }
    if (entries.empty())
        throw CommandError{QStringLiteral("--entries needs at least one key=value pair")};
    return entries;
}

ui::DictionarySettings dictionarySettings(const QCommandLineParser& p) {
    using S = ui::DictionarySettings;
    S s;
    if (given(p, QStringLiteral("query"))) {
        s.query = p.value(QStringLiteral("query")).trimmed();
        if (s.query.isEmpty())
            throw CommandError{QStringLiteral("--query must be a word, not empty")};
    }
    if (given(p, QStringLiteral("entries")))
        s.entries = dictionaryEntries(p.value(QStringLiteral("entries")));
    s.temperature = number(p, QStringLiteral("temperature"), s.temperature, S::kMinTemperature,
                           S::kMaxTemperature);
    return s;
}

void applyDictionary(const QCommandLineParser& p, ui::DictionaryDemo& demo) {
    check(demo.document()->setSettings(dictionarySettings(p)), *demo.document());
}

// --- gat ---

QList<QCommandLineOption> gatOptions() {
    const ui::GatSettings d;
    return {
        option("nodes",
               QStringLiteral("gat: a random graph of this many nodes, 1-%1 (default: the "
                              "6-node sample graph).")
                   .arg(ui::GatDocument::kMaxNodes),
               "n"),
        option("gat-features",
               QStringLiteral("gat: input features F per node (default: %1).").arg(d.inFeatures),
               "F"),
        option("gat-out-features",
               QStringLiteral("gat: output features F' per head (default: %1).").arg(d.outFeatures),
               "F"),
        rangeOption("gat-heads", QStringLiteral("gat: heads K"), 1, ui::GatSettings::kMaxHeads,
                    d.heads, "K"),
        option("gat-aggregation",
               QStringLiteral("gat: concat|average of the heads (default: concat)."), "name"),
        option("gat-show-head", QStringLiteral("gat: the head drawn, 1-based (default: 1)."), "k"),
        option("gat-node", QStringLiteral("gat: the selected node, 1-based (default: 1)."), "i"),
        option("gat-edges",
               QStringLiteral("gat: node|all: weights around the selected node or on every edge "
                              "(default: node)."),
               "which"),
    };
}

ui::GatSettings gatSettings(const QCommandLineParser& p) {
    using S = ui::GatSettings;
    S s;
    s.seed = seed(p, s.seed);
    s.inFeatures = wholeNumber(p, QStringLiteral("gat-features"), s.inFeatures, 1, S::kMaxFeatures);
    s.outFeatures =
        wholeNumber(p, QStringLiteral("gat-out-features"), s.outFeatures, 1, S::kMaxFeatures);
    s.heads = wholeNumber(p, QStringLiteral("gat-heads"), s.heads, 1, S::kMaxHeads);
    s.aggregation =
        choice(p, QStringLiteral("gat-aggregation"), QStringLiteral("concat"),
               {QStringLiteral("concat"), QStringLiteral("average")}) == QLatin1String("average")
            ? GatAggregation::Average
            : GatAggregation::Concat;
    return s;
}

void applyGat(const QCommandLineParser& p, ui::GatDemo& demo) {
    const ui::GatSettings s = gatSettings(p);
    const int nodes =
        wholeNumber(p, QStringLiteral("nodes"), 0, 1, ui::GatDocument::kMaxNodes); // 0: sample
    const int shown = wholeNumber(p, QStringLiteral("gat-show-head"), 1, 1, s.heads);
    const QString edges = choice(p, QStringLiteral("gat-edges"), QStringLiteral("node"),
                                 {QStringLiteral("node"), QStringLiteral("all")});
    ui::GatDocument& document = *demo.document();
    document.setSettings(s);
    if (nodes > 0) document.loadRandomGraph(nodes, 0.35, s.seed);
    const int node = wholeNumber(p, QStringLiteral("gat-node"), 1, 1, document.nodeCount());
    document.setSelectedNode(node - 1);
    demo.figure()->setShownHead(shown - 1);
    demo.figure()->setAllEdges(edges == QLatin1String("all"));
}

// --- cost ---

/// The longest n an export times when --max-n is not given: as the window does, so both show
/// the same slopes; a second or two.
constexpr int kExportMaxN = 1024;

QList<QCommandLineOption> costOptions() {
    using S = ui::CostSettings;
    const S d;
    return {
        rangeOption("max-n", QStringLiteral("cost: time n = 16, 32, ... up to this length"), d.minN,
                    S::kLargestN, kExportMaxN, "n"),
        rangeOption("layer-dim", QStringLiteral("cost: model width d"), 1, S::kLargestD, d.d, "d"),
        rangeOption("conv-kernel", QStringLiteral("cost: convolution kernel k"), 1,
                    S::kLargestKernel, d.kernel, "k"),
    };
}

ui::CostSettings costSettings(const QCommandLineParser& p) {
    using S = ui::CostSettings;
    S s;
    s.maxN = wholeNumber(p, QStringLiteral("max-n"), kExportMaxN, s.minN, S::kLargestN);
    s.d = wholeNumber(p, QStringLiteral("layer-dim"), s.d, 1, S::kLargestD);
    s.kernel = wholeNumber(p, QStringLiteral("conv-kernel"), s.kernel, 1, S::kLargestKernel);
    return s;
}

/// Measures on the calling thread before the figure is drawn.
void applyCost(const QCommandLineParser& p, ui::CostDemo& demo) {
    demo.document()->setSettings(costSettings(p));
    demo.document()->measureNow();
}

// --- ran ---

QList<QCommandLineOption> ranOptions() {
    const ui::RanSettings d;
    return {
        rangeOption("ran-tokens", QStringLiteral("ran: sequence length n"), 1,
                    ui::RanSettings::kMaxTokens, d.tokens, "n"),
        option("window", QStringLiteral("ran: window size w, 1-n (default: %1).").arg(d.window),
               "w"),
    };
}

ui::RanSettings ranSettings(const QCommandLineParser& p) {
    ui::RanSettings s;
    s.seed = seed(p, s.seed);
    s.tokens =
        wholeNumber(p, QStringLiteral("ran-tokens"), s.tokens, 1, ui::RanSettings::kMaxTokens);
    s.window = wholeNumber(p, QStringLiteral("window"), std::min(s.window, s.tokens), 1, s.tokens);
    return s;
}

void applyRan(const QCommandLineParser& p, ui::RanDemo& demo) {
    check(demo.document()->setSettings(ranSettings(p)), *demo.document());
}

// --- seq2seq ---

const QString kStepOption = QStringLiteral("seq2seq-step");

QList<QCommandLineOption> seq2seqOptions() {
    return {QCommandLineOption(kStepOption,
                               QStringLiteral("seq2seq: the decoding step shown, from 1 "
                                              "(default 1); the sentence is --text"),
                               QStringLiteral("n"))};
}

/// The sentence comes from the shared --text; the step is checked against its translation.
void applySeq2seq(const QCommandLineParser& p, ui::Seq2seqDemo& demo) {
    ui::TranslatorDocument& document = *demo.document();
    if (!document.hasTranslation())
        throw CommandError{QStringLiteral(
            "the sample translator sample_models/translator-bahdanau was not found")};
    if (given(p, QStringLiteral("text")) && !document.setText(p.value(QStringLiteral("text"))))
        throw CommandError{QStringLiteral("--text: %1").arg(document.errorString())};
    const int steps = document.steps();
    const double step = number(p, kStepOption, 1, 1, steps);
    if (step != std::floor(step))
        throw CommandError{QStringLiteral("--%1 must be a whole number from 1 to %2, not '%3'")
                               .arg(kStepOption)
                               .arg(steps)
                               .arg(p.value(kStepOption))};
    document.setStep(int(step) - 1);
}

} // namespace

const std::vector<LectureOptions>& lectureOptions() {
    static const std::vector<LectureOptions> all = {
        {QStringLiteral("pooling"), poolingOptions(), applyTo(&applyPooling)},
        {QStringLiteral("scores"), scoresOptions(), applyTo(&applyScores)},
        {QStringLiteral("sqrt-d"), sqrtDOptions(), applyTo(&applySqrtD)},
        {QStringLiteral("dictionary"), dictionaryOptions(), applyTo(&applyDictionary)},
        {QStringLiteral("gat"), gatOptions(), applyTo(&applyGat)},
        {QStringLiteral("cost"), costOptions(), applyTo(&applyCost)},
        {QStringLiteral("ran"), ranOptions(), applyTo(&applyRan)},
        {QStringLiteral("seq2seq"), seq2seqOptions(), applyTo(&applySeq2seq)},
    };
    return all;
}

} // namespace attn::app
