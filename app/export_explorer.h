// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `attention-lab export --view heatmap|grid|lines|steps|compare` and `--what
// weights|scores|...|output|tokens`: the attention explorer from the command line (see
// explorerExports() in exportviews.h).
#include "app/exportviews.h"

#include <memory>

namespace attn {
struct LanguageModel;
}
namespace attn::ui {
struct ExplorerSettings;
}

namespace attn::app {

/// The explorer's settings from the parsed options: explorer defaults, then --text, --heads,
/// --seed, --temperature and the explorer's own options; --q/--k/--v load custom matrices.
/// Throws CommandError with a one-line reason for a bad value or an unreadable matrix.
ui::ExplorerSettings explorerSettings(const QCommandLineParser& parser);

/// The language model of --tokens model: --model DIR, or the sample model. Throws CommandError
/// when it is missing, unreadable or a translator.
std::shared_ptr<const LanguageModel> explorerLanguageModel(const QCommandLineParser& parser);

/// --what tokens: the tokens of --text (and of --cross-text with --kind cross) by the explorer's
/// tokenizer --tokens (--model DIR without --tokens: that model's), as JSON to path (.json),
/// written atomically: {"tokenizer", "text", "tokens"} and the model's "ids"; with --kind cross
/// also "crossText", "crossTokens" (and "crossIds"). Throws CommandError for a text without
/// tokens, a bad option or a file that cannot be written (export_tokens.cpp).
void writeExplorerTokens(const QCommandLineParser& parser, const QString& path);

} // namespace attn::app
