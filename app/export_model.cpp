// `attention-lab export --model DIR --text "..." --what attention|rollout`: a language model's
// attention for a text, as numbers (its tokens: --what tokens, export_tokens.cpp).
#include "app/exportviews.h"

#include "core/attention/rollout.h"
#include "core/base/check.h"
#include "core/io/atomic_file.h"
#include "core/io/npy.h"
#include "core/models/language/head_atlas.h"
#include "core/models/language/language_model.h"
#include "core/models/translator/translator.h"

namespace attn::app {

namespace {

const QCommandLineOption& modelOption() {
    static const QCommandLineOption option(
        QStringLiteral("model"),
        QStringLiteral("--what attention|rollout|tokens: a language model directory in the Hugging "
                       "Face layout (gpt2, llama, qwen2, mistral, bert, roberta, distilbert: "
                       "config.json, safetensors, tokenizer), e.g. sample_models/tiny-gpt-kjv; "
                       "--what alignment (Bahdanau), cross-attention, encoder-attention, "
                       "decoder-attention (Transformer): a translator directory, e.g. "
                       "sample_models/translator-bahdanau."),
        QStringLiteral("dir"));
    return option;
}

struct ModelRun {
    LanguageModel model;
    std::vector<int> ids;
    ModelOutput output;
};

ModelRun run(const QCommandLineParser& parser) {
    if (!parser.isSet(modelOption()))
        throw CommandError{
            QStringLiteral("--what attention, rollout and head-metrics need --model DIR")};
    const QString text = parser.value(QStringLiteral("text"));
    if (text.trimmed().isEmpty())
        throw CommandError{QStringLiteral("--text must not be empty for --model")};
    if (isTranslatorDirectory(parser.value(modelOption()).toStdString()))
        throw CommandError{
            QStringLiteral("%1 is a translator, not a language model: use --what alignment "
                           "(Bahdanau) or cross-attention, encoder-attention, "
                           "decoder-attention (Transformer)")
                .arg(parser.value(modelOption()))};
    try {
        ModelRun r{loadLanguageModel(parser.value(modelOption()).toStdString()), {}, {}};
        r.ids = r.model.encode(text.toStdString());
        r.output = r.model.forward(r.ids, {}, LogitRows::Last);
        return r;
    } catch (const InputError& e) {
        throw CommandError{QString::fromStdString(e.what())};
    }
}

} // namespace

Tensor stackedAttention(const std::vector<std::vector<RowMatrixXf>>& attention) {
    const std::size_t layers = attention.size(), heads = attention[0].size();
    const std::size_t t = std::size_t(attention[0][0].rows());
    Tensor out{{layers, heads, t, t}, {}};
    out.data.reserve(out.size());
    for (const auto& layer : attention)
        for (const RowMatrixXf& head : layer)
            out.data.insert(out.data.end(), head.data(), head.data() + head.size());
    return out;
}

namespace {

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
    family.options = {modelOption()};
    family.data = {QStringLiteral("attention"), QStringLiteral("rollout"),
                   QStringLiteral("head-metrics")};
    family.dataExtensions = [](const QString& what) {
        return what == QLatin1String("head-metrics") ? QStringList{QStringLiteral(".csv")}
                                                     : QStringList{QStringLiteral(".npy")};
    };
    family.writeData = [](const QString& what, const QCommandLineParser& parser,
                          const QString& path) {
        const ModelRun r = run(parser);
        if (what == QLatin1String("attention"))
            return writeNumbers(stackedAttention(r.output.attention), path);
        if (what == QLatin1String("rollout"))
            return writeNumbers(fromMatrix(attentionRollout(r.output.attention)), path);
        try {
            const std::string csv = headAtlasCsv(headAtlas(r.model, r.ids, r.output));
            writeFileAtomically(path.toStdString(), csv);
        } catch (const std::exception& e) {
            throw CommandError{QString::fromStdString(e.what())};
        }
    };
    return family;
}

} // namespace attn::app
