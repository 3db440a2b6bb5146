// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saving a file the window or the command line produced in memory (a figure, a handout, a
// lesson) through the core's checked, atomic writer.
#include <QByteArray>
#include <QString>

namespace attn::ui {

/// Writes bytes to path atomically: path holds them all or is untouched. Returns an empty
/// string on success, else one sentence naming path and the step that failed ("disk full"
/// when the file system is full).
QString saveBytesAtomically(const QString& path, const QByteArray& bytes);

} // namespace attn::ui
