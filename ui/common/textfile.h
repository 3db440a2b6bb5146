// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A text file read whole, for a text too long to type or paste: a regular file of UTF-8 only.
#include <QString>

namespace attn::ui {

/// Long texts are read up to this size.
constexpr qint64 kMaxTextFileBytes = qint64(16) << 20;

/// The text of the regular file at path (at most kMaxTextFileBytes; a FIFO is refused, never
/// waited on), or a null string with problem set: missing, not a regular file, too large, or
/// not UTF-8.
QString readTextFile(const QString& path, QString* problem);

} // namespace attn::ui
