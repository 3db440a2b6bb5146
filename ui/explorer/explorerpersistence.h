// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saving and restoring the explorer between runs (QSettings group "explorer").

class QSettings;

namespace attn::ui {

class ExplorerPage;

/// Writes the page's settings (sentence, tokenizer, ..., colour map, shown matrix, font size,
/// open view, splitter layout) into group "explorer" of settings. Custom matrices are not kept.
void saveExplorerState(const ExplorerPage& page, QSettings& settings);
/// Reads what saveExplorerState wrote; values that are missing or unusable keep the defaults.
void restoreExplorerState(ExplorerPage& page, QSettings& settings);

/// Restores page from the application's QSettings now and saves it there when the application
/// quits.
void rememberExplorerState(ExplorerPage& page);

} // namespace attn::ui
