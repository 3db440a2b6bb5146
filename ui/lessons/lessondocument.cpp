// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessondocument.h"

#include <QFileInfo>
#include <QSettings>

namespace attn::ui {

namespace {

const QString kRecentKey = QStringLiteral("lessons/recent");

} // namespace

void LessonDocument::setLesson(const Lesson& lesson, const QString& path) {
    m_lesson = lesson;
    if (m_path != path) {
        m_path = path;
        emit pathChanged(m_path);
    }
    if (!path.isEmpty()) rememberRecent(path);
    setModified(false);
    emit stepsChanged();
}

QString LessonDocument::saveAs(const QString& path) {
    if (const QString error = saveLesson(m_lesson, path); !error.isEmpty()) return error;
    if (m_path != path) {
        m_path = path;
        emit pathChanged(m_path);
    }
    rememberRecent(path);
    setModified(false);
    return {};
}

void LessonDocument::setModified(bool modified) {
    if (m_modified == modified) return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void LessonDocument::appendStep(const LessonStep& step) {
    m_lesson.steps << step;
    setModified(true);
    emit stepsChanged();
}

void LessonDocument::moveStep(int from, int to) {
    if (!valid(from) || !valid(to) || from == to) return;
    m_lesson.steps.move(from, to);
    setModified(true);
    emit stepsChanged();
}

void LessonDocument::duplicateStep(int index) {
    if (!valid(index)) return;
    m_lesson.steps.insert(index + 1, m_lesson.steps[index]);
    setModified(true);
    emit stepsChanged();
}

void LessonDocument::removeStep(int index) {
    if (!valid(index)) return;
    m_lesson.steps.removeAt(index);
    setModified(true);
    emit stepsChanged();
}

void LessonDocument::setStepTitle(int index, const QString& title) {
    if (!valid(index) || m_lesson.steps[index].title == title) return;
    m_lesson.steps[index].title = title;
    setModified(true);
    emit stepTextChanged(index);
}

void LessonDocument::setStepNote(int index, const QString& note) {
    if (!valid(index) || m_lesson.steps[index].note == note) return;
    m_lesson.steps[index].note = note;
    setModified(true);
    emit stepTextChanged(index);
}

void LessonDocument::setTitle(const QString& title) {
    if (m_lesson.title == title) return;
    m_lesson.title = title;
    setModified(true);
}

QStringList LessonDocument::recentLessons() {
    QStringList recent;
    for (const QString& path : QSettings().value(kRecentKey).toStringList())
        if (QFileInfo::exists(path) && !recent.contains(path)) recent << path;
    return recent.mid(0, kMaxRecent);
}

void LessonDocument::rememberRecent(const QString& path) {
    if (path.startsWith(QLatin1Char(':'))) return; // shipped lessons have their own menu
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = QSettings().value(kRecentKey).toStringList();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    QSettings().setValue(kRecentKey, recent.mid(0, kMaxRecent));
}

} // namespace attn::ui
