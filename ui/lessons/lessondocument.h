// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The open lesson of the window: its steps as the teacher edits them (add, reorder, duplicate,
// delete, retitle, annotate), where it is saved, whether it has unsaved changes, and the
// lessons opened lately (remembered in QSettings).
#include "ui/lessons/lesson.h"

#include <QObject>

namespace attn::ui {

class LessonDocument : public QObject {
    Q_OBJECT

  public:
    using QObject::QObject;

    const Lesson& lesson() const { return m_lesson; }
    /// The file the lesson was opened from or saved to; empty for a new or shipped lesson.
    QString path() const { return m_path; }
    /// True after an edit that is not saved yet.
    bool isModified() const { return m_modified; }

    /// Replaces the lesson (no unsaved changes then); a path goes first in recentLessons().
    void setLesson(const Lesson& lesson, const QString& path = {});
    /// Writes the lesson to path atomically; then path is the lesson's and nothing is
    /// unsaved. Empty on success, else why (and nothing changes).
    QString saveAs(const QString& path);

    /// Edits; each emits stepsChanged and marks the lesson modified. Indexes out of range
    /// change nothing.
    void appendStep(const LessonStep& step);
    void moveStep(int from, int to); ///< the step at from ends up at index to
    void duplicateStep(int index);   ///< the copy follows the original
    void removeStep(int index);
    void setStepTitle(int index, const QString& title);
    void setStepNote(int index, const QString& note);
    void setTitle(const QString& title);

    /// Lesson files opened or saved lately, the latest first, at most kMaxRecent; files that
    /// no longer exist are left out.
    static QStringList recentLessons();
    static void rememberRecent(const QString& path);
    static constexpr int kMaxRecent = 8;

  signals:
    /// The steps or their order changed (or the whole lesson was replaced).
    void stepsChanged();
    /// One step's title or note changed (stepsChanged is not emitted for it).
    void stepTextChanged(int index);
    void modifiedChanged(bool modified);
    void pathChanged(const QString& path);

  private:
    void setModified(bool modified);
    bool valid(int index) const { return index >= 0 && index < m_lesson.steps.size(); }

    Lesson m_lesson;
    QString m_path;
    bool m_modified = false;
};

} // namespace attn::ui
