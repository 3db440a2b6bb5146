// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson file parser as a fuzz target (Qt's JSON reader, then every step's settings).
#include "ui/lessons/lesson.h"

#include <QByteArray>
#include <QString>

#include <string>

namespace attn::fuzz {

void lesson(const std::string& bytes) {
    QString error;
    const ui::Lesson lesson =
        ui::parseLesson(QByteArray(bytes.data(), qsizetype(bytes.size())), &error);
    if (error.isEmpty()) ui::lessonToJson(lesson); // what was read can be written again
}

} // namespace attn::fuzz
