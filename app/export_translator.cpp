// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --model DIR --text "..." --what alignment|cross-attention|
// encoder-attention|decoder-attention --out FILE.npy`: a translator's attention for a sentence,
// as numbers, with the translation printed on stdout. --model and --text are the options the
// language-model and first-figure families declare; they are read here by name.
// The figures of the Translator tab: `attention-lab export --view translator-heatmap|
// translator-grid|translator-lines|translator-steps [--model DIR] [--text "..."]
// [--translator-attention encoder|decoder|cross --translator-layer N --translator-head N]
// [--translator-step N] --out FILE.png`.
#include "app/exportviews.h"

#include "core/base/check.h"
#include "core/models/translator/translator.h"
#include "ui/translator/translatordocument.h"
#include "ui/translator/translatorgridfigure.h"
#include "ui/translator/translatorheatmapfigure.h"
#include "ui/translator/translatorlinesfigure.h"
#include "ui/translator/translatorstepsfigure.h"

#include <cstdio>
#include <memory>

namespace attn::app {

namespace {

const QString kAlignment = QStringLiteral("alignment");
const QString kCross = QStringLiteral("cross-attention");
const QString kEncoder = QStringLiteral("encoder-attention");
const QString kDecoder = QStringLiteral("decoder-attention");

/// Checks that the model at dir can show what; returns its config.
TranslatorConfig configFor(const QString& what, const QString& dir) {
    TranslatorConfig config;
    try {
        config = readTranslatorConfig((dir + QStringLiteral("/config.json")).toStdString());
    } catch (const InputError& e) {
        throw CommandError{
            QStringLiteral("--what %1 needs a translator directory for --model "
                           "(model_type bahdanau-gru, transformer-seq2seq or marian): %2")
                .arg(what, QString::fromStdString(e.what()))};
    }
    const bool bahdanau = config.kind == TranslatorKind::BahdanauGru;
    if (bahdanau && what != kAlignment)
        throw CommandError{QStringLiteral("--what %1 shows a Transformer's attention, but %2 is a "
                                          "bahdanau-gru translator: use --what alignment")
                               .arg(what, dir)};
    if (!bahdanau && what == kAlignment)
        throw CommandError{
            QStringLiteral("--what alignment shows a Bahdanau translator's attention, but %1 "
                           "is a transformer-seq2seq translator: use --what "
                           "cross-attention, encoder-attention or decoder-attention")
                .arg(dir)};
    return config;
}

/// The document's decoding note, if any, on stderr as "note: …".
void printDecodingNote(const ui::TranslatorDocument& document) {
    if (const QString note = document.decodingNote(); !note.isEmpty())
        std::fprintf(stderr, "note: %s\n", note.toUtf8().constData());
}

void writeTranslatorData(const QString& what, const QCommandLineParser& parser,
                         const QString& path) {
    const QString modelName = QStringLiteral("model"), textName = QStringLiteral("text");
    if (!parser.isSet(modelName))
        throw CommandError{QStringLiteral("--what %1 needs --model DIR, a translator such as "
                                          "sample_models/translator-bahdanau")
                               .arg(what)};
    const QString dir = parser.value(modelName);
    const QString text = parser.value(textName);
    if (!parser.isSet(textName) || text.trimmed().isEmpty())
        throw CommandError{
            QStringLiteral("--what %1 needs --text \"...\", the sentence to translate").arg(what)};
    configFor(what, dir);
    ui::TranslatorDocument document;
    if (!document.loadModel(dir)) throw CommandError{document.errorString()};
    if (!document.setText(text))
        throw CommandError{QStringLiteral("--text: %1").arg(document.errorString())};
    const ui::TranslatorAttention kind = what == kCross     ? ui::TranslatorAttention::Cross
                                         : what == kEncoder ? ui::TranslatorAttention::EncoderSelf
                                                            : ui::TranslatorAttention::DecoderSelf;
    if (const QString error = document.exportAttention(path, kind); !error.isEmpty())
        throw CommandError{error};
    const Translation& t = document.translation();
    if (const QStringList unknown = document.unknownWords(); !unknown.isEmpty())
        std::fprintf(stderr, "not in the vocabulary, read as <unk>: %s\n",
                     unknown.join(QStringLiteral(", ")).toUtf8().constData());
    if (!t.finished)
        std::fprintf(stderr, "the translation was cut at %d words\n", t.targetLength());
    printDecodingNote(document);
    std::fprintf(stdout, "%s\n", t.targetText.c_str());
    std::fflush(stdout);
}

const QString kHeatmapView = QStringLiteral("translator-heatmap");
const QString kGridView = QStringLiteral("translator-grid");
const QString kLinesView = QStringLiteral("translator-lines");
const QString kStepsView = QStringLiteral("translator-steps");
const QString kAttentionOption = QStringLiteral("translator-attention");
const QString kLayerOption = QStringLiteral("translator-layer");
const QString kHeadOption = QStringLiteral("translator-head");
const QString kStepOption = QStringLiteral("translator-step");

/// --name as a whole number from 1 to most (1 when not given), returned 0-based.
int oneBased(const QCommandLineParser& parser, const QString& name, int most) {
    if (!parser.isSet(name)) return 0;
    bool ok = false;
    const int value = parser.value(name).trimmed().toInt(&ok);
    if (!ok || value < 1 || value > most)
        throw CommandError{QStringLiteral("--%1 must be a whole number from 1 to %2 for this "
                                          "translation, not '%3'")
                               .arg(name)
                               .arg(most)
                               .arg(parser.value(name))};
    return value - 1;
}

void writeTranslatorView(const QString& view, const FigureRequest& r) {
    const QCommandLineParser& parser = *r.parser;
    const QString dir = parser.isSet(QStringLiteral("model"))
                            ? parser.value(QStringLiteral("model"))
                            : ui::TranslatorDocument::sampleBahdanauDir();
    if (dir.isEmpty())
        throw CommandError{QStringLiteral("--view %1 needs --model DIR, a translator such as "
                                          "sample_models/translator-transformer")
                               .arg(view)};
    ui::TranslatorDocument document;
    if (!document.loadModel(dir)) throw CommandError{document.errorString()};
    if (parser.isSet(QStringLiteral("text")) &&
        !document.setText(parser.value(QStringLiteral("text"))))
        throw CommandError{QStringLiteral("--text: %1").arg(document.errorString())};
    if (parser.isSet(kAttentionOption)) {
        const QString kind = parser.value(kAttentionOption).trimmed().toLower();
        if (document.isBahdanau())
            throw CommandError{QStringLiteral("--%1 chooses a Transformer's attention, but %2 is "
                                              "a Bahdanau translator (it has one alignment)")
                                   .arg(kAttentionOption, dir)};
        if (kind == QLatin1String("encoder"))
            document.setAttention(ui::TranslatorAttention::EncoderSelf);
        else if (kind == QLatin1String("decoder"))
            document.setAttention(ui::TranslatorAttention::DecoderSelf);
        else if (kind == QLatin1String("cross"))
            document.setAttention(ui::TranslatorAttention::Cross);
        else
            throw CommandError{QStringLiteral("--%1 must be encoder, decoder or cross, not '%2'")
                                   .arg(kAttentionOption, parser.value(kAttentionOption))};
    }
    for (const QString& name : {kLayerOption, kHeadOption})
        if (parser.isSet(name) && document.isBahdanau())
            throw CommandError{QStringLiteral("--%1: %2 is a Bahdanau translator, which has no "
                                              "layers or heads")
                                   .arg(name, dir)};
    document.setLayer(oneBased(parser, kLayerOption, std::max(1, document.layers())));
    document.setHead(oneBased(parser, kHeadOption, std::max(1, document.heads())));
    document.setStep(oneBased(parser, kStepOption, document.steps()));

    std::unique_ptr<QCustomPlot> plot;
    if (view == kHeatmapView) {
        auto* p = new ui::TranslatorHeatmapFigure(&document);
        p->setBaseFontPointSize(r.fontPoints);
        plot.reset(p);
    } else if (view == kGridView) {
        auto* p = new ui::TranslatorGridFigure(&document);
        p->setBaseFontPointSize(r.fontPoints);
        plot.reset(p);
    } else if (view == kLinesView) {
        auto* p = new ui::TranslatorLinesFigure(&document);
        p->setBaseFontPointSize(r.fontPoints);
        plot.reset(p);
    } else {
        auto* p = new ui::TranslatorStepsFigure(&document);
        p->setBaseFontPointSize(r.fontPoints);
        plot.reset(p);
    }
    writeFigure(*plot, r);
    if (const QStringList unknown = document.unknownWords(); !unknown.isEmpty())
        std::fprintf(stderr, "not in the vocabulary, read as <unk>: %s\n",
                     unknown.join(QStringLiteral(", ")).toUtf8().constData());
    printDecodingNote(document);
    std::fprintf(stdout, "%s\n", document.translation().targetText.c_str());
    std::fflush(stdout);
}

} // namespace

ExportFamily translatorExports() {
    ExportFamily family;
    family.data = {kAlignment, kCross, kEncoder, kDecoder};
    family.writeData = writeTranslatorData;
    family.views = {kHeatmapView, kGridView, kLinesView, kStepsView};
    family.options = {
        QCommandLineOption(kAttentionOption,
                           QStringLiteral("--view translator-heatmap, -grid, -lines (Transformer "
                                          "translator): encoder, decoder or cross (default)."),
                           QStringLiteral("kind")),
        QCommandLineOption(kLayerOption,
                           QStringLiteral("--view translator-*: the Transformer layer, from 1."),
                           QStringLiteral("n")),
        QCommandLineOption(kHeadOption,
                           QStringLiteral("--view translator-*: the Transformer head, from 1."),
                           QStringLiteral("n")),
        QCommandLineOption(kStepOption,
                           QStringLiteral("--view translator-*: the decoding step (target word) "
                                          "shown, from 1."),
                           QStringLiteral("n")),
    };
    family.writeView = writeTranslatorView;
    return family;
}

} // namespace attn::app
