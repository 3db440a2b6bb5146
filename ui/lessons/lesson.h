// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson: an ordered list of steps, each one live figure of the window (a tab, a view of it
// and that view's settings) with a title and a note, saved as human-readable JSON.
//
//   {"format": "attention-lab-lesson", "version": 1, "title": "…", "language": "ru",
//    "steps": [{"tab": "explorer", "view": "heatmap", "title": "…", "note": "…",
//               "settings": {"text": "…", "heads": 1},
//               "build": [{"step": 1}, {"step": 2}],
//               "claims": [{"kind": "diagonal-largest"}]}]}
//
// A build is what Next walks through inside the step before the next step: each entry's
// settings replace those keys of the step's settings (e.g. the stages of the step-through, or
// δ going 0 → 10).
#include "core/lessons/claim.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace attn::ui {

/// The words of lesson files' messages, in one translation context.
class LessonText {
    Q_DECLARE_TR_FUNCTIONS(attn::ui::LessonText)
};

struct LessonStep {
    QString tab;              ///< tabNames(): "explorer", "positional", "lectures", …
    QString view;             ///< the view's --view name: "heatmap", "pe-rotation", "pooling", …
    QString title;            ///< shown above the figure
    QString note;             ///< the teacher's words: under the figure in a handout
    QJsonObject settings;     ///< the view's settings (see the page's lessonState())
    QList<QJsonObject> build; ///< settings each press of Next applies over settings, in order
    /// What the note says about the figure at the last build stage, checked by check-lesson
    /// on the figure's numbers (ui/lessons/lessonclaims.h).
    std::vector<Claim> claims;
    QString claimsProblem; ///< why "claims" or "question" cannot be read; the step still shows
    /// Predict, then reveal: asked before the figure's last stage is shown (Present mode, a
    /// handout page of its own); its answer is what claim answerClaim (0-based) measures.
    QString question;
    int answerClaim = 0;
    /// Why this step cannot be shown as written (unknown view, bad value, newer format); empty
    /// when it can. Not saved: the step's JSON is kept as read, so saving loses nothing.
    QString problem;
    QJsonObject original; ///< the step as read; keys this version does not know are kept

    /// settings with build stage `stage` (0-based) applied over them; stage < 0: settings.
    QJsonObject settingsAt(int stage) const;
    /// How many presses of Next the step takes: 1 + build.size().
    int stages() const { return 1 + int(build.size()); }
};

struct Lesson {
    static constexpr int kFormatVersion = 1;
    /// The most steps a lesson may have: a class's hour is far less, and a handout of every
    /// step stays a few minutes' work.
    static constexpr int kMaxSteps = 500;
    int version = kFormatVersion;
    QString title;
    QString language; ///< BCP 47 code of the titles and notes: "ru", "en", "zh", "fa"
    QList<LessonStep> steps;
    /// About the whole file (e.g. written by a newer version); empty when nothing to say.
    QString warning;
};

/// Reads a lesson from JSON text. Broken JSON or a file that is not a lesson throws nothing
/// and sets *error to a sentence with the place of the fault, returning an empty lesson; a
/// step that cannot be shown keeps its place with LessonStep::problem set (see checkStep).
Lesson parseLesson(const QByteArray& json, QString* error);
/// Reads the lesson at path (parseLesson); *error also says when the file cannot be read.
Lesson loadLesson(const QString& path, QString* error);
/// The lesson as indented JSON, UTF-8.
QByteArray lessonToJson(const Lesson& lesson);
/// Writes the lesson to path atomically (complete or untouched); empty on success, else why.
QString saveLesson(const Lesson& lesson, const QString& path);

/// Sets step.problem: the tab and view must be known (lessonViewNames) and the settings and
/// every build stage acceptable to that view (checkLessonSettings).
void checkStep(LessonStep& step);

/// The views a step may name on tab (empty for an unknown tab).
QStringList lessonViewNames(const QString& tab);
/// The tabs a step may name, in the window's order.
/// Why settings cannot be shown on that view, or an empty string when they can.
QString checkLessonSettings(const QString& tab, const QString& view, const QJsonObject& settings);

} // namespace attn::ui
