// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saving and restoring the explorer between runs (QSettings group "explorer").
#include <memory>

class QSettings;
class QWidget;

namespace attn {
struct LanguageModel;
}

namespace attn::ui {

class ExplorerPage;

/// Writes the page's settings (sentence, tokenizer, ..., colour map, shown matrix, font size,
/// open view, splitter layout) into group "explorer" of settings. Custom matrices are not kept.
void saveExplorerState(const ExplorerPage& page, QSettings& settings);
/// Reads what saveExplorerState wrote; values that are missing or unusable keep the defaults.
void restoreExplorerState(ExplorerPage& page, QSettings& settings);

/// A page over a new document (owned by parent) that uses model (shared with its owner, may be
/// null), restored from the application's QSettings, saving itself there when the application
/// quits.
ExplorerPage* createPersistentExplorerPage(QWidget* parent,
                                           std::shared_ptr<const LanguageModel> model);

} // namespace attn::ui
