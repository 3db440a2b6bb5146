// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --text "..." --what tokens --out tokens.json`: the explorer's tokens of a
// text, by any of its tokenizers, so a user can check what was split where.
#include "app/export_explorer.h"

#include "core/base/check.h"
#include "core/io/atomic_file.h"
#include "ui/explorer/explorercompute.h"
#include "ui/explorer/explorersettings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

namespace attn::app {

namespace {

/// The tokens of text as JSON: {"tokens": [...]} and, for the model's tokenizer, "ids".
void addTokens(QJsonObject& json, const QString& prefix, const ui::TokenizedText& tokens) {
    QJsonArray labels, ids;
    for (const std::string& label : tokens.labels)
        labels << QString::fromStdString(label);
    for (int id : tokens.ids)
        ids << id;
    json[prefix.isEmpty() ? QStringLiteral("tokens") : prefix + QStringLiteral("Tokens")] = labels;
    if (!tokens.ids.empty())
        json[prefix.isEmpty() ? QStringLiteral("ids") : prefix + QStringLiteral("Ids")] = ids;
}

ui::TokenizedText tokenize(const QString& text, ui::Tokenizer tokenizer, const LanguageModel* model,
                           const char* option) {
    ui::TokenizedText tokens;
    try {
        tokens = ui::tokenizeForExplorer(text, tokenizer, model);
    } catch (const InputError& e) {
        throw CommandError{QString::fromUtf8(e.what())};
    }
    if (tokens.labels.empty())
        throw CommandError{QStringLiteral("--%1 has no tokens: it is empty or only white space")
                               .arg(QLatin1String(option))};
    return tokens;
}

void writeJson(const QJsonObject& json, const QString& path) {
    const QByteArray bytes = QJsonDocument(json).toJson();
    try {
        writeFileAtomically(path.toStdString(), [&bytes](std::ostream& out) {
            out.write(bytes.constData(), std::streamsize(bytes.size()));
        });
    } catch (const std::exception& e) {
        throw CommandError{
            QStringLiteral("cannot write '%1': %2").arg(path, QString::fromLocal8Bit(e.what()))};
    }
}

} // namespace

void writeExplorerTokens(const QCommandLineParser& parser, const QString& path) {
    ui::ExplorerSettings settings = explorerSettings(parser);
    if (parser.isSet(QStringLiteral("model")) && !parser.isSet(QStringLiteral("tokens")))
        settings.tokenizer = ui::Tokenizer::Model; // --model DIR alone: that model's tokens
    std::shared_ptr<const LanguageModel> model;
    if (settings.tokenizer == ui::Tokenizer::Model) model = explorerLanguageModel(parser);
    QJsonObject json{{"tokenizer", ui::tokenizerName(settings.tokenizer)}, {"text", settings.text}};
    addTokens(json, QString(), tokenize(settings.text, settings.tokenizer, model.get(), "text"));
    if (settings.kind == ui::AttentionKind::Cross) { // the keys and values too
        json[QStringLiteral("crossText")] = settings.crossText;
        addTokens(json, QStringLiteral("cross"),
                  tokenize(settings.crossText, settings.tokenizer, model.get(), "cross-text"));
    }
    writeJson(json, path);
}

} // namespace attn::app
