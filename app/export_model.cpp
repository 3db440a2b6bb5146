// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --model DIR --text "..."`: a language model's attention for a text, as
// the Language model tab's figures (--view model-head, model-grid, model-rollout, model-rotary)
// or as numbers (--what attention|rollout|head-metrics|next-token|generate|logit-lens|
// score-build; one head's rows and head-profile of a long text: export_long_text.cpp; its
// tokens: --what tokens, export_tokens.cpp), with --knockout's heads knocked out.
#include "app/exportviews.h"

#include "app/export_long_text.h"

#include "core/base/check.h"
#include "core/io/atomic_file.h"
#include "core/io/npy.h"
#include "core/io/npy_stack.h"
#include "core/models/language/head_atlas.h"
#include "core/models/translator/translator.h"
#include "ui/model/generationview.h"
#include "ui/model/logitlensfigure.h"
#include "ui/model/modeldocument.h"
#include "ui/model/modelgridfigure.h"
#include "ui/model/modelheatmapfigure.h"
#include "ui/model/nexttokenview.h"
#include "ui/model/rotaryfigure.h"
#include "ui/model/scorebuildfigure.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

namespace attn::app {

namespace {

const QCommandLineOption& modelOption() {
    static const QCommandLineOption option(
        QStringLiteral("model"),
        QStringLiteral("--view model-head, model-grid, model-rollout, model-rotary and --what "
                       "attention, rollout, tokens, head-metrics: a language model directory in "
                       "the Hugging Face layout (gpt2, llama, mistral, qwen2, qwen3, gemma, "
                       "gemma2, gemma3_text, phi3, olmo2, smollm3, gpt_neox, bert, roberta, "
                       "xlm-roberta, electra, distilbert: config.json, safetensors, tokenizer), "
                       "e.g. sample_models/tiny-gpt-kjv; --what alignment (Bahdanau), "
                       "cross-attention, encoder-attention, decoder-attention (Transformer, "
                       "Marian): a translator directory, e.g. sample_models/translator-bahdanau "
                       "or an opus-mt folder; --view vit-* and --what vit-*: a ViT, DINO, DeiT or "
                       "DINOv2 folder; --view caption and --what caption-attention: a "
                       "captioner."),
        QStringLiteral("dir"));
    return option;
}

const QCommandLineOption& knockoutOption() {
    static const QCommandLineOption option(
        QStringLiteral("knockout"),
        QStringLiteral("--model: heads to knock out, layer:head pairs from 1 (e.g. 1:3,2:1): "
                       "their outputs are replaced before the output projection in every "
                       "export of the text (attention, next token, generation, logit lens, "
                       "figures)."),
        QStringLiteral("L:H,..."));
    return option;
}

const QCommandLineOption& ablationOption() {
    static const QCommandLineOption option(
        QStringLiteral("ablation"),
        QStringLiteral("--knockout: what replaces a knocked-out head's output: zero (default) "
                       "or mean (its mean over the text's positions)."),
        QStringLiteral("zero|mean"));
    return option;
}

/// --ablation: what replaces a knocked-out head's output.
HeadAblation ablation(const QCommandLineParser& p) {
    const QString value = p.value(ablationOption());
    if (value.isEmpty() || value == QLatin1String("zero")) return HeadAblation::Zero;
    if (value == QLatin1String("mean")) return HeadAblation::Mean;
    throw CommandError{QStringLiteral("--ablation must be zero or mean, not '%1'").arg(value)};
}

/// The Language model tab's document with --model, --text and --knockout read, as the window
/// has them: every export of the tab, figure or numbers, goes through it.
std::unique_ptr<ui::ModelDocument> openDocument(const QCommandLineParser& p, const QString& what) {
    if (!p.isSet(modelOption()))
        throw CommandError{QStringLiteral("%1 needs --model DIR").arg(what)};
    const QString dir = p.value(modelOption());
    if (isTranslatorDirectory(dir.toStdString()))
        throw CommandError{
            QStringLiteral("%1 is a translator, not a language model: use --what alignment "
                           "(Bahdanau) or cross-attention, encoder-attention, "
                           "decoder-attention (Transformer)")
                .arg(dir)};
    const QString text = modelText(p);
    if (text.trimmed().isEmpty())
        throw CommandError{QStringLiteral("--text must not be empty for --model")};
    auto document = std::make_unique<ui::ModelDocument>();
    if (!document->loadModel(dir) || !document->setText(text))
        throw CommandError{document->errorString()};
    if (p.isSet(knockoutOption()) && !document->setKnockout(p.value(knockoutOption()), ablation(p)))
        throw CommandError{QStringLiteral("--knockout: %1").arg(document->errorString())};
    return document;
}

} // namespace

void writeAttention(const LayerHeadAttention& attention, const QString& path) {
    try {
        writeLayerHeads(path.toStdString(), attention);
    } catch (const std::exception& e) {
        throw CommandError{QString::fromStdString(e.what())};
    }
}

namespace {

const QCommandLineOption& headOption() {
    static const QCommandLineOption option(
        QStringLiteral("model-head"),
        QStringLiteral("--view model-head, model-rotary: the head, 1-based (default: 1); the "
                       "layer is --model-layer (default: 1)."),
        QStringLiteral("n"));
    return option;
}

const QCommandLineOption& topKOption() {
    static const QCommandLineOption option(
        QStringLiteral("top-k"),
        QStringLiteral("--what next-token: how many of the most likely tokens (default: 10)."),
        QStringLiteral("k"));
    return option;
}

const QCommandLineOption& topPOption() {
    static const QCommandLineOption option(
        QStringLiteral("top-p"),
        QStringLiteral("--what next-token: of those, the fewest whose probabilities reach p, in "
                       "(0, 1] (default: 1)."),
        QStringLiteral("p"));
    return option;
}

const QCommandLineOption& newTokensOption() {
    static const QCommandLineOption option(
        QStringLiteral("new-tokens"),
        QStringLiteral("--what generate: how many tokens to write (default: 20)."),
        QStringLiteral("n"));
    return option;
}

/// The sampling of --what next-token and generate: --temperature, --top-k, --top-p.
NextTokenOptions samplingOptions(const QCommandLineParser& p, NextTokenOptions options) {
    options.temperature = toDouble(p, FigureOptions().temperature, options.temperature);
    options.topK = toInt(p, topKOption(), options.topK);
    options.topP = toDouble(p, topPOption(), options.topP);
    return options;
}

const QCommandLineOption& generationStepOption() {
    static const QCommandLineOption option(
        QStringLiteral("generation-step"),
        QStringLiteral("--view model-generation: the step shown, from 1 (default: 1)."),
        QStringLiteral("n"));
    return option;
}

/// --new-tokens, --temperature (default 0: greedy), --top-k, --top-p and --seed.
GenerationOptions generationOptions(const QCommandLineParser& p) {
    GenerationOptions options;
    options.newTokens = toInt(p, newTokensOption(), options.newTokens);
    options.sampling = samplingOptions(p, options.sampling);
    options.seed = unsigned(toInt(p, FigureOptions().seed, int(options.seed)));
    return options;
}

/// json written to path, atomically.
void writeJson(const QJsonObject& json, const QString& path) {
    try {
        writeFileAtomically(path.toStdString(),
                            QJsonDocument(json).toJson(QJsonDocument::Indented).toStdString());
    } catch (const std::exception& e) {
        throw CommandError{QString::fromStdString(e.what())};
    }
}

/// --what next-token: {"ids", "tokens", "probabilities"} of the most likely next tokens, in
/// descending order; probabilities of softmax(logits / t) over the whole vocabulary.
void writeNextTokens(const ui::ModelDocument& document, const QCommandLineParser& p,
                     const QString& path) {
    const NextTokenOptions options = samplingOptions(p, NextTokenOptions());
    QString problem;
    const std::vector<TokenChoice> chosen = document.nextTokens(options, &problem);
    if (chosen.empty()) throw CommandError{problem};
    QJsonArray ids, tokens, probabilities;
    for (const TokenChoice& c : chosen) {
        ids << c.id;
        tokens << document.tokenText(c.id);
        probabilities << c.probability;
    }
    writeJson(QJsonObject{{QStringLiteral("ids"), ids},
                          {QStringLiteral("tokens"), tokens},
                          {QStringLiteral("probabilities"), probabilities}},
              path);
}

/// A vector's entries as a JSON array (null for a non-finite entry: a masked score).
template <class Vector> QJsonArray jsonArray(const Vector& v) {
    QJsonArray a;
    for (Eigen::Index i = 0; i < v.size(); ++i)
        a << (std::isfinite(v(i)) ? QJsonValue(double(v(i))) : QJsonValue());
    return a;
}

/// --what generate: {"ids": prompt and new, "tokens", "steps": [{"id", "token",
/// "probability", "model_probability", "attention": [layer][head][key]}]}, the new token's
/// attention row over every token before it. Temperature 0 (the default) writes the likeliest
/// tokens.
void writeGeneration(const ui::ModelDocument& document, const QCommandLineParser& p,
                     const QString& path) {
    QString problem;
    const Generation g = document.generate(generationOptions(p), &problem);
    if (g.steps.empty()) throw CommandError{problem};
    QJsonArray ids, tokens, steps;
    for (int id : g.ids) {
        ids << id;
        tokens << document.tokenText(id);
    }
    for (const GenerationStep& s : g.steps) {
        QJsonArray layers;
        for (const std::vector<RowMatrixXf>& layer : s.rows) {
            QJsonArray heads;
            for (const RowMatrixXf& row : layer)
                heads << jsonArray(row.row(0));
            layers << heads;
        }
        steps << QJsonObject{{QStringLiteral("id"), s.id},
                             {QStringLiteral("token"), document.tokenText(s.id)},
                             {QStringLiteral("probability"), s.probability},
                             {QStringLiteral("model_probability"), s.modelProbability},
                             {QStringLiteral("attention"), layers}};
    }
    writeJson(QJsonObject{{QStringLiteral("ids"), ids},
                          {QStringLiteral("tokens"), tokens},
                          {QStringLiteral("steps"), steps}},
              path);
}

/// --what logit-lens: {"layers": [{"layer" (from 1), "ids", "tokens", "probabilities"}]}, for
/// every block the likeliest next token at each position read from its residual stream.
void writeLogitLens(const ui::ModelDocument& document, const QString& path) {
    QString problem;
    const std::vector<LensLayer> lens = document.logitLens(&problem);
    if (lens.empty()) throw CommandError{problem};
    QJsonArray layers;
    for (const LensLayer& layer : lens) {
        QJsonArray ids, tokens, probabilities;
        for (std::size_t t = 0; t < layer.ids.size(); ++t) {
            ids << layer.ids[t];
            tokens << document.tokenText(layer.ids[t]);
            probabilities << layer.probabilities[t];
        }
        layers << QJsonObject{{QStringLiteral("layer"), layer.layer + 1},
                              {QStringLiteral("ids"), ids},
                              {QStringLiteral("tokens"), tokens},
                              {QStringLiteral("probabilities"), probabilities}};
    }
    writeJson(QJsonObject{{QStringLiteral("layers"), layers}}, path);
}

/// --what score-build: how --model-layer's --model-head scores the token --row (from 1, default
/// the last) against every token: {"layer", "head", "query", "tokens", "q": (d), "k": (T, d),
/// "products": (T, d), "dots", "scale", "softcap", "scores" (null where masked), "weights"}.
void writeScoreBuild(const ui::ModelDocument& document, const QCommandLineParser& p,
                     const QString& path) {
    const int tokens = int(document.tokens().size());
    const int query = p.isSet(QStringLiteral("row"))
                          ? toInt(p, QCommandLineOption(QStringLiteral("row")), tokens) - 1
                          : tokens - 1;
    QString problem;
    const std::optional<ScoreBuild> b = document.scoreBuild(query, &problem);
    if (!b) throw CommandError{problem};
    QJsonArray keys, products;
    for (Eigen::Index j = 0; j < b->keys.rows(); ++j) {
        keys << jsonArray(b->keys.row(j));
        products << jsonArray(b->products.row(j));
    }
    writeJson(QJsonObject{{QStringLiteral("layer"), document.layer() + 1},
                          {QStringLiteral("head"), document.head() + 1},
                          {QStringLiteral("query"), query + 1},
                          {QStringLiteral("tokens"), QJsonArray::fromStringList(document.tokens())},
                          {QStringLiteral("q"), jsonArray(b->query)},
                          {QStringLiteral("k"), keys},
                          {QStringLiteral("products"), products},
                          {QStringLiteral("dots"), jsonArray(b->dots)},
                          {QStringLiteral("scale"), double(b->scale)},
                          {QStringLiteral("softcap"), double(b->softcap)},
                          {QStringLiteral("scores"), jsonArray(b->scores)},
                          {QStringLiteral("weights"), jsonArray(b->weights)}},
              path);
}

/// The Language model tab's figure called view for --model and --text, as the window draws it.
void writeModelView(const QString& view, const FigureRequest& r) {
    const QCommandLineParser& p = *r.parser;
    const std::unique_ptr<ui::ModelDocument> opened =
        openDocument(p, QStringLiteral("--view %1").arg(view));
    ui::ModelDocument& document = *opened;
    document.setLayer(chosen(p, QStringLiteral("model-layer"), document.layers()));
    document.setHead(chosen(p, headOption().names().constFirst(), document.heads()));
    document.setShowRollout(view == QLatin1String("model-rollout"));
    std::unique_ptr<ui::Figure> figure;
    if (view == QLatin1String("model-grid")) {
        figure = std::make_unique<ui::ModelGridFigure>(&document);
    } else if (view == QLatin1String("model-rotary")) {
        if (!document.rotaryCurve())
            throw CommandError{QStringLiteral("%1 has no rotary positions in this layer (Llama, "
                                              "Qwen, Mistral, Gemma, Phi-3, OLMo 2 and Pythia "
                                              "folders have)")
                                   .arg(p.value(modelOption()))};
        figure = std::make_unique<ui::RotaryFigure>(&document);
    } else if (view == QLatin1String("model-next-token")) {
        auto next = std::make_unique<ui::NextTokenFigure>(&document);
        next->setOptions(samplingOptions(p, NextTokenOptions()));
        figure = std::move(next);
    } else if (view == QLatin1String("model-score-build")) {
        auto build = std::make_unique<ui::ScoreBuildFigure>(&document);
        if (p.isSet(QStringLiteral("row")))
            build->setQuery(chosen(p, QStringLiteral("row"), int(document.tokens().size())));
        if (!build->build()) throw CommandError{document.errorString()};
        figure = std::move(build);
    } else if (view == QLatin1String("model-logit-lens")) {
        figure = std::make_unique<ui::LogitLensFigure>(&document);
    } else if (view == QLatin1String("model-generation")) {
        if (!document.runGeneration(generationOptions(p)))
            throw CommandError{document.errorString()};
        document.setGenerationStep(chosen(p, generationStepOption().names().constFirst(),
                                          int(document.generation().steps.size())));
        figure = std::make_unique<ui::GenerationFigure>(&document);
    } else {
        figure = std::make_unique<ui::ModelHeatmapFigure>(&document);
    }
    figure->setBaseFontPointSize(r.fontPoints);
    writeFigure(*figure, r);
}

void writeNumbers(const Tensor& tensor, const QString& path) {
    try {
        writeNpy(path.toStdString(), tensor);
    } catch (const std::exception& e) {
        throw CommandError{QString::fromStdString(e.what())};
    }
}

} // namespace

ExportFamily modelExports() {
    ExportFamily family;
    family.options = {modelOption(),     headOption(),           topKOption(),     topPOption(),
                      newTokensOption(), generationStepOption(), knockoutOption(), ablationOption(),
                      rowsOption(),      textFileOption()};
    family.views = {QStringLiteral("model-head"),       QStringLiteral("model-grid"),
                    QStringLiteral("model-rollout"),    QStringLiteral("model-rotary"),
                    QStringLiteral("model-next-token"), QStringLiteral("model-generation"),
                    QStringLiteral("model-logit-lens"), QStringLiteral("model-score-build")};
    family.writeView = writeModelView;
    family.data = {QStringLiteral("attention"),    QStringLiteral("rollout"),
                   QStringLiteral("head-metrics"), QStringLiteral("next-token"),
                   QStringLiteral("generate"),     QStringLiteral("logit-lens"),
                   QStringLiteral("score-build"),  QStringLiteral("head-profile")};
    family.dataExtensions = [](const QString& what) {
        if (what == QLatin1String("head-metrics") || what == QLatin1String("head-profile"))
            return QStringList{QStringLiteral(".csv")};
        if (what == QLatin1String("next-token") || what == QLatin1String("generate") ||
            what == QLatin1String("logit-lens") || what == QLatin1String("score-build"))
            return QStringList{QStringLiteral(".json")};
        return QStringList{QStringLiteral(".npy")};
    };
    family.writeData = [](const QString& what, const QCommandLineParser& parser,
                          const QString& path) {
        // A long text's attention on demand: one head's rows, or every head's profile.
        if (what == QLatin1String("attention") && wantsOneHead(parser))
            return writeHeadRows(parser, path);
        if (what == QLatin1String("head-profile")) return writeHeadProfiles(parser, path);
        const std::unique_ptr<ui::ModelDocument> document =
            openDocument(parser, QStringLiteral("--what %1").arg(what));
        if (what == QLatin1String("attention"))
            return writeAttention(document->allAttention(), path);
        if (what == QLatin1String("next-token")) return writeNextTokens(*document, parser, path);
        if (what == QLatin1String("generate")) return writeGeneration(*document, parser, path);
        if (what == QLatin1String("logit-lens")) return writeLogitLens(*document, path);
        if (what == QLatin1String("score-build")) {
            document->setLayer(chosen(parser, QStringLiteral("model-layer"), document->layers()));
            document->setHead(chosen(parser, headOption().names().constFirst(), document->heads()));
            return writeScoreBuild(*document, parser, path);
        }
        if (what == QLatin1String("rollout")) {
            document->setShowRollout(true);
            return writeNumbers(fromMatrix(document->shownMatrix()), path);
        }
        const HeadAtlas* atlas = document->headAtlas();
        if (!atlas) throw CommandError{document->headAtlasProblem()};
        try {
            writeFileAtomically(path.toStdString(), headAtlasCsv(*atlas));
        } catch (const std::exception& e) {
            throw CommandError{QString::fromStdString(e.what())};
        }
    };
    return family;
}

} // namespace attn::app
