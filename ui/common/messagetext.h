// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The core's sentences in the interface's language.
#include "core/base/message.h"

#include <QString>

#include <exception>

namespace attn::ui {

/// message's pattern looked up in the installed translations (its context, "attn") with its
/// parts put in; a pattern no translation has, as it is (English).
QString messageText(const Message& message);

/// text isolated left to right (U+2066 … U+2069): a file name such as
/// "004-mechanisms-fa.json" keeps its order inside a right-to-left sentence.
QString leftToRight(const QString& text);

/// The sentence for a failure: an attn::InputError's message() translated (messageText), any
/// other exception's what().
QString exceptionText(const std::exception& e);

} // namespace attn::ui
