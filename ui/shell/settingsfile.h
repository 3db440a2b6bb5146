// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The application's settings file, written so that a full disk cannot damage it: a JSON
// format for QSettings whose writer checks every write and the flush before Qt renames the
// new file over the old one (Qt's own INI writer loses the error of its last flush and then
// replaces the settings with a truncated file).
#include <QSettings>
#include <QString>

namespace attn::ui {

/// The checked format (registered on first use; files end in .json). Strings, numbers,
/// booleans and string lists are plain JSON; other values (window geometry, splitter
/// state) are kept as {"variant": base64 of QDataStream}.
QSettings::Format checkedSettingsFormat();

/// Makes the checked format QSettings' default (QSettings() then uses
/// ~/.config/<organization>/<application>.json) and, when that file does not exist yet,
/// copies the settings of the previous INI file into it. Call after the application and
/// organization names are set.
void useCheckedSettings();

/// Writes settings' changes now. Returns an empty string, or a sentence naming the file and
/// why it was not saved ("disk full" when its file system is full); the file is then as it
/// was before.
QString syncSettings(QSettings& settings);

} // namespace attn::ui
