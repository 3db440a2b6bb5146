// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view heatmap|grid|lines|steps|compare` and `--what
// weights|scores|...|output` (--what tokens: export_tokens.cpp).
#include "app/export_explorer.h"

#include "core/base/check.h"
#include "core/io/matrix_file.h"
#include "core/models/language/language_model.h"
#include "core/models/translator/translator.h"
#include "ui/explorer/explorercompare.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorergridfigure.h"
#include "ui/explorer/explorerheatmapfigure.h"
#include "ui/explorer/explorerlines.h"
#include "ui/explorer/explorerstepsfigure.h"
#include "ui/model/modeldocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <memory>

namespace attn::app {

namespace {

using ui::ExplorerDocument;
using ui::ExplorerSettings;

const QCommandLineOption& opt(const char* name) {
    auto o = [](const char* n, const QString& help, const char* value = nullptr) {
        return value ? QCommandLineOption(QLatin1String(n), help, QLatin1String(value))
                     : QCommandLineOption(QLatin1String(n), help);
    };
    static const QList<QCommandLineOption> all{
        o("head",
          QStringLiteral("heatmap, steps, --what: the head, 1-based (default: 1); lines: "
                         "only this head (default: all heads)."),
          "n"),
        o("all-heads", QStringLiteral("heatmap, steps, --what: write every head, inserting "
                                      "-head<N> before the extension of --out (its folder is "
                                      "created).")),
        o("tokens",
          QStringLiteral("Explorer and --what tokens: tokenizer, %1 (default: words; for "
                         "--what tokens with --model: model); model: the tokens of --model, or "
                         "of the sample model.")
              .arg(ui::tokenizerNames().join('|')),
          "kind"),
        o("embedding",
          QStringLiteral("Explorer: %1 (default: random); model: token + position embedding "
                         "of the model, with --tokens model.")
              .arg(ui::embeddingNames().join('|')),
          "kind"),
        o("model-dim", QStringLiteral("Explorer: random embedding size E (default: 32)."), "E"),
        o("model-layer",
          QStringLiteral("Explorer: show the heads of this layer (1-based) of the language model "
                         "(--model, or the sample) on what that layer reads; implies --tokens "
                         "model and causal attention unless --kind self is given. --view "
                         "model-head, model-rotary: the layer shown (default: 1)."),
          "L"),
        o("kind",
          QStringLiteral("Explorer: %1 attention (default: self).").arg(ui::kindNames().join('|')),
          "kind"),
        o("mask", QStringLiteral("Explorer: none|causal; causal equals --kind causal."), "mask"),
        o("cross-text", QStringLiteral("Explorer: keys and values for --kind cross."), "sentence"),
        o("score",
          QStringLiteral("Explorer: score function, %1 (default: scaled-dot).")
              .arg(ui::scoreNames().join('|')),
          "name"),
        o("head-dim", QStringLiteral("Explorer: head size d (default: 8)."), "d"),
        o("pad-to", QStringLiteral("Explorer: pad with [PAD] to this length and mask the pads."),
          "n"),
        o("aggregation",
          QStringLiteral("Explorer: %1 of the heads' outputs (default: concat).")
              .arg(ui::aggregationNames().join('|')),
          "name"),
        o("show",
          QStringLiteral("heatmap, grid: %1 (default: weights).")
              .arg(ui::matrixKindNames().join('|')),
          "matrix"),
        o("colormap", QStringLiteral("heatmap, grid, steps: viridis|magma|cividis|diverging."),
          "name"),
        o("weights-to-largest",
          QStringLiteral("heatmap, grid, steps, compare: colour weights up to the largest shown "
                         "instead of 1 (for long inputs); equals --weight-scale largest.")),
        o("weight-scale",
          QStringLiteral("heatmap, grid, steps, compare: where the colours of weights end, "
                         "%1 (default: auto, at 1 unless the largest weight shown is below "
                         "%2, as in long inputs).")
              .arg(ui::weightScaleNames().join('|'))
              .arg(ui::kAutoLargestBelow),
          "scale"),
        o("step",
          QStringLiteral(
              "steps: which step, 1-%1 (default: 1): one head's Q, K, V, QK^T, /sqrt(d), "
              "mask, softmax, x V, then the layer's projections W_i^Q, W_i^K, W_i^V, "
              "every head's output, and Concat x W^O (or the average). With --lesson: the "
              "lesson's step whose numbers (the matrix its figure draws) go to --out FILE.npy "
              "or FILE.csv.")
              .arg(ui::ExplorerStepsFigure::kSteps),
          "n"),
        o("horizontal",
          QStringLiteral("lines: queries above, keys below (default: side by side).")),
        o("compare",
          QStringLiteral("compare: the head beside --head: other-head|scaling|"
                         "temperature-x2|temperature-half|causal (default: scaling)."),
          "what"),
        o("other-head", QStringLiteral("compare other-head: head B, 1-based (default: 2)."), "n"),
        o("row",
          QStringLiteral("heatmap, steps: highlight (follow) this query row, 1-based; "
                         "--view model-score-build and --what score-build: the token whose "
                         "scores are built (default: the last)."),
          "n"),
        o("q", QStringLiteral("Explorer: custom Q (T_q x d), .npy or .csv; needs --k and --v."),
          "file"),
        o("k", QStringLiteral("Explorer: custom K (T_k x d), .npy or .csv."), "file"),
        o("v", QStringLiteral("Explorer: custom V (T_k x d_v), .npy or .csv."), "file"),
    };
    for (const QCommandLineOption& option : all)
        if (option.names().constFirst() == QLatin1String(name)) return option;
    Q_UNREACHABLE();
}

// clang-format off
constexpr const char* kOptionNames[] = {
    "head", "all-heads", "tokens", "embedding", "model-dim",
    "model-layer", "kind", "mask", "cross-text", "score",
    "head-dim", "pad-to", "aggregation", "show", "colormap",
    "weights-to-largest", "weight-scale", "step", "horizontal", "compare",
    "other-head", "row", "q", "k", "v",
};
// clang-format on

template <typename T> T named(const QCommandLineParser& p, const char* name, T fallback) {
    if (!p.isSet(opt(name))) return fallback;
    T value = fallback;
    if (!ui::fromName(p.value(opt(name)), value))
        throw CommandError{QStringLiteral("unknown --%1 '%2'").arg(name, p.value(opt(name)))};
    return value;
}

Eigen::MatrixXf readMatrix(const QString& path) {
    try {
        return readMatrixFile(QFile::encodeName(path).toStdString());
    } catch (const std::exception& e) {
        throw CommandError{
            QStringLiteral("cannot read '%1': %2").arg(path, QString::fromUtf8(e.what()))};
    }
}

/// path with "-head<h>" before its extension when all heads are written.
QString headPath(const QString& path, int h, bool all) {
    if (!all) return path;
    const QFileInfo info(path);
    QDir().mkpath(info.path());
    return info.dir().filePath(
        QStringLiteral("%1-head%2.%3").arg(info.completeBaseName()).arg(h + 1).arg(info.suffix()));
}

/// The document for the parsed options, with head, matrix kind, colour map and row set.
std::unique_ptr<ExplorerDocument> makeDocument(const QCommandLineParser& p) {
    auto document = std::make_unique<ExplorerDocument>();
    const ExplorerSettings settings = explorerSettings(p);
    if (settings.tokenizer == ui::Tokenizer::Model)
        document->setLanguageModel(explorerLanguageModel(p));
    if (!document->setSettings(settings)) throw CommandError{document->errorString()};
    document->setMatrixKind(named(p, "show", ui::MatrixKind::Weights));
    if (p.isSet(opt("colormap"))) {
        bool ok = false;
        document->setColorMap(ui::colorMapFromName(p.value(opt("colormap")), &ok));
        if (!ok)
            throw CommandError{
                QStringLiteral("unknown --colormap '%1'").arg(p.value(opt("colormap")))};
    }
    document->setWeightScale(named(p, "weight-scale", ui::WeightScale::Automatic));
    if (p.isSet(opt("weights-to-largest"))) document->setWeightScale(ui::WeightScale::ToLargest);
    const int rows = document->results().queryTokens.size();
    const int row = toInt(p, opt("row"), 0);
    if (row < 0 || row > rows)
        throw CommandError{QStringLiteral("--row must be from 1 to %1, not %2").arg(rows).arg(row)};
    document->setHighlightedRow(row - 1);
    return document;
}

std::vector<int> headsToWrite(const QCommandLineParser& p, const ExplorerDocument& document) {
    const int heads = document.results().heads;
    if (p.isSet(opt("all-heads"))) {
        std::vector<int> all;
        for (int h = 0; h < heads; ++h)
            all.push_back(h);
        return all;
    }
    const int head = toInt(p, opt("head"), 1);
    if (head < 1 || head > heads)
        throw CommandError{
            QStringLiteral("--head must be from 1 to %1, not %2").arg(heads).arg(head)};
    return {head - 1};
}

void writeView(const QString& view, const FigureRequest& r) {
    const QCommandLineParser& p = *r.parser;
    const std::unique_ptr<ExplorerDocument> document = makeDocument(p);
    const bool all = p.isSet(opt("all-heads"));
    const bool allInOne = view == QLatin1String("grid") ||
                          (view == QLatin1String("lines") && !all && !p.isSet(opt("head")));
    const std::vector<int> heads = allInOne ? std::vector<int>{-1} : headsToWrite(p, *document);
    for (int h : heads) {
        if (h >= 0) document->setCurrentHead(h);
        std::unique_ptr<QCustomPlot> plot;
        if (view == QLatin1String("heatmap")) {
            auto* heatmap = new ui::ExplorerHeatmapFigure(document.get());
            heatmap->setBaseFontPointSize(r.fontPoints);
            plot.reset(heatmap);
        } else if (view == QLatin1String("lines")) {
            auto* lines = new ui::ExplorerLinesFigure(document.get());
            lines->setBaseFontPointSize(r.fontPoints);
            lines->setHorizontal(p.isSet(opt("horizontal")));
            if (h >= 0) // one head: the others are hidden
                for (int other = 0; other < document->results().heads; ++other)
                    lines->setHeadShown(other, other == h);
            plot.reset(lines);
        } else if (view == QLatin1String("compare")) {
            const QStringList modes{"other-head", "scaling", "temperature-x2", "temperature-half",
                                    "causal"};
            const QString mode = p.isSet(opt("compare")) ? p.value(opt("compare")) : modes[1];
            if (!modes.contains(mode))
                throw CommandError{QStringLiteral("unknown --compare '%1' (known: %2)")
                                       .arg(mode, modes.join(", "))};
            const int other = toInt(p, opt("other-head"), 2);
            if (other < 1 || other > document->results().heads)
                throw CommandError{QStringLiteral("--other-head must be from 1 to %1, not %2")
                                       .arg(document->results().heads)
                                       .arg(other)};
            auto* compare = new ui::ExplorerCompareFigure(document.get());
            compare->setBaseFontPointSize(r.fontPoints);
            compare->setMode(ui::CompareMode(modes.indexOf(mode)), other - 1);
            plot.reset(compare);
        } else if (view == QLatin1String("grid")) {
            auto* grid = new ui::ExplorerGridFigure(document.get());
            grid->setBaseFontPointSize(r.fontPoints);
            plot.reset(grid);
        } else {
            auto* steps = new ui::ExplorerStepsFigure(document.get());
            steps->setBaseFontPointSize(r.fontPoints);
            const int step = toInt(p, opt("step"), 1);
            if (step < 1 || step > ui::ExplorerStepsFigure::kSteps)
                throw CommandError{QStringLiteral("--step must be from 1 to %1, not %2")
                                       .arg(ui::ExplorerStepsFigure::kSteps)
                                       .arg(step)};
            steps->setStep(step - 1);
            plot.reset(steps);
        }
        plot->resize(r.size.width, r.size.height);
        const QString path = headPath(r.path, std::max(h, 0), all && h >= 0);
        if (const QString error = ui::exportFigure(*plot, path, r.size); !error.isEmpty())
            throw CommandError{error};
    }
}

void writeData(const QString& what, const QCommandLineParser& p, const QString& path) {
    if (what == QLatin1String("tokens")) return writeExplorerTokens(p, path);
    const std::unique_ptr<ExplorerDocument> document = makeDocument(p);
    const QString name = what == QLatin1String("scores") ? QStringLiteral("raw-scores") : what;
    const bool all = p.isSet(opt("all-heads"));
    for (int h : headsToWrite(p, *document))
        if (const QString error = document->exportMatrix(headPath(path, h, all), h, name);
            !error.isEmpty())
            throw CommandError{error};
}

} // namespace

ExplorerSettings explorerSettings(const QCommandLineParser& p) {
    ExplorerSettings s = ExplorerDocument::defaultSettings();
    if (p.isSet(QStringLiteral("text"))) s.text = p.value(QStringLiteral("text"));
    const FigureOptions shared;
    s.heads = toInt(p, shared.heads, s.heads);
    s.temperature = toDouble(p, shared.temperature, s.temperature);
    s.seed = unsigned(toInt(p, shared.seed, int(s.seed)));
    s.tokenizer = named(p, "tokens", s.tokenizer);
    s.embedding = named(p, "embedding", s.embedding);
    if (p.isSet(opt("model-layer"))) {
        const int layer = toInt(p, opt("model-layer"), 0);
        if (layer < 1)
            throw CommandError{QStringLiteral("--model-layer counts from 1, not %1").arg(layer)};
        s.useModelLayer(layer - 1);
    }
    s.modelDim = toInt(p, opt("model-dim"), s.modelDim);
    s.kind = named(p, "kind", s.kind);
    if (p.isSet(opt("mask"))) {
        const QString mask = p.value(opt("mask"));
        if (mask == QLatin1String("causal"))
            s.kind = ui::AttentionKind::Causal;
        else if (mask != QLatin1String("none"))
            throw CommandError{
                QStringLiteral("unknown --mask '%1' (known: none, causal)").arg(mask)};
    }
    if (p.isSet(opt("cross-text"))) s.crossText = p.value(opt("cross-text"));
    s.score = named(p, "score", s.score);
    s.headDim = toInt(p, opt("head-dim"), s.headDim);
    s.padTo = toInt(p, opt("pad-to"), s.padTo);
    s.aggregation = named(p, "aggregation", s.aggregation);
    const int given = int(p.isSet(opt("q"))) + int(p.isSet(opt("k"))) + int(p.isSet(opt("v")));
    if (given != 0 && given != 3)
        throw CommandError{QStringLiteral("--q, --k and --v go together: give all three")};
    if (given == 3) {
        s.customQ = readMatrix(p.value(opt("q")));
        s.customK = readMatrix(p.value(opt("k")));
        s.customV = readMatrix(p.value(opt("v")));
    }
    return s;
}

std::shared_ptr<const LanguageModel> explorerLanguageModel(const QCommandLineParser& p) {
    const QString dir = p.isSet(QStringLiteral("model")) ? p.value(QStringLiteral("model"))
                                                         : ui::ModelDocument::sampleModelDir();
    if (dir.isEmpty())
        throw CommandError{QStringLiteral("the sample language model is not installed; give "
                                          "--model DIR")};
    if (isTranslatorDirectory(dir.toStdString()))
        throw CommandError{QStringLiteral("%1 is a translator, not a language model: the "
                                          "explorer reads a language model such as "
                                          "sample_models/tiny-gpt-kjv")
                               .arg(dir)};
    try {
        return std::make_shared<const LanguageModel>(loadLanguageModel(dir.toStdString()));
    } catch (const InputError& e) {
        throw CommandError{QString::fromUtf8(e.what())};
    }
}

ExportFamily explorerExports() {
    ExportFamily family;
    for (const char* name : kOptionNames)
        family.options << opt(name);
    family.views =
        QStringList{QStringLiteral("heatmap"), QStringLiteral("grid"), QStringLiteral("lines"),
                    QStringLiteral("steps"), QStringLiteral("compare")};
    family.data = QStringList{QStringLiteral("weights"),       QStringLiteral("scores"),
                              QStringLiteral("scaled-scores"), QStringLiteral("masked-scores"),
                              QStringLiteral("output"),        QStringLiteral("tokens")};
    family.writeView = writeView;
    family.dataExtensions = [](const QString& what) {
        return what == QLatin1String("tokens")
                   ? QStringList{QStringLiteral(".json")}
                   : QStringList{QStringLiteral(".npy"), QStringLiteral(".csv")};
    };
    family.writeData = writeData;
    return family;
}

} // namespace attn::app
