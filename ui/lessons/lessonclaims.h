// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson step's claims about its figure (core/lessons/claim.h), read from its "claims" list:
//
//   "claims": [{"kind": "largest-in-row", "row": "сдавать", "column": "лабораторные"},
//              {"kind": "entry", "row": "la", "column": "commission", "at-least": 0.9},
//              {"kind": "diagonal-largest"}, {"kind": "near-uniform", "tolerance": 0.1}]
//
// A row or column is named by its label (the figure's token, word or key) or by its number
// from 1. "why" may hold the sentence of the note the claim backs; it is not read.
#include "core/lessons/claim.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace attn::ui {

struct Lesson;
struct LessonStep;

/// The claims of value (absent: none); *error names the first bad claim and what is wrong.
std::vector<Claim> parseClaims(const QJsonValue& value, QString* error);

/// A step's "question": {"text": "…", "answer": k} (k: the claim, from 1, whose measured
/// numbers answer it; 1 by default) into step.question and step.answerClaim; a problem goes to
/// step.claimsProblem.
void parseQuestion(const QJsonValue& value, LessonStep& step);
/// The answer to step's question on numbers: what its answer claim measures there.
QString answerOf(const LessonStep& step, const LabelledMatrix& numbers);

/// The kinds a claim may have, for messages.
QStringList claimKindNames();

/// The outcome of checking every claim of a lesson on its figures.
struct LessonCheck {
    int claims = 0;       ///< claims checked
    int steps = 0;        ///< steps of the lesson
    QStringList failures; ///< "step 3 «title», claim 2 (…): measured …", one a failing claim
};

/// Shows each step with claims at its last build stage, offscreen, and checks its claims on
/// the numbers its figure draws (Page::shownNumbers). A step that cannot be shown, or whose
/// claims cannot be read, fails each of its claims. With shown, every step is shown and
/// shown(step index, its numbers) called: what an author reads to write claims.
LessonCheck
checkLessonClaims(const Lesson& lesson,
                  const std::function<void(int, const LabelledMatrix&)>& shown = nullptr);

} // namespace attn::ui
