#pragma once
// The language model whose tokenizer and embeddings the explorer can use, loaded once per
// directory and shared between the GUI and the worker threads.
#include "core/models/gpt2/language_model.h"

#include <QString>

#include <memory>

namespace attn::ui {

/// The model in dir (empty: the sample model shipped with the app), loaded on first use.
/// Thread-safe. Throws attn::InputError naming the file at fault when it cannot be loaded.
std::shared_ptr<const LanguageModel> explorerModel(const QString& dir);

/// The directory explorerModel(dir) reads: dir itself, or the sample model's for "".
QString explorerModelDir(const QString& dir);

} // namespace attn::ui
