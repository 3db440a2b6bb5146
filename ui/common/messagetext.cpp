// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/messagetext.h"

#include "core/base/check.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <string>
#include <vector>

namespace attn::ui {

QString messageText(const Message& message) {
    const std::string pattern = message.pattern();
    const std::string translated =
        *message.context()
            ? QCoreApplication::translate(message.context(), pattern.c_str()).toStdString()
            : pattern;
    // In a right-to-left sentence a path, a number or a shape put in is isolated (FSI … PDI), so
    // that its own direction decides how it reads and it stays in its place.
    const bool isolate = QGuiApplication::isRightToLeft();
    std::vector<std::string> parts;
    parts.reserve(message.parts().size());
    for (const Message& part : message.parts()) {
        const std::string text = messageText(part).toStdString();
        const bool asItIs = !*part.context();
        parts.push_back(isolate && asItIs ? "\u2068" + text + "\u2069" : text);
    }
    return QString::fromStdString(Message::fillPattern(translated, parts));
}

QString exceptionText(const std::exception& e) {
    if (const auto* input = dynamic_cast<const InputError*>(&e))
        return messageText(input->message());
    return QString::fromUtf8(e.what());
}

QString leftToRight(const QString& text) {
    return QChar(0x2066) + text + QChar(0x2069);
}

} // namespace attn::ui
