// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `attention-lab check-lesson LESSON.json...`: every claim of every step checked on the
// numbers its figure draws (ui/lessons/lessonclaims.h).
#include <QStringList>

namespace attn::app {

/// Exit codes of check-lesson: every claim holds, a claim fails, a lesson cannot be read.
enum CheckLessonExit { ClaimsHold = 0, ClaimFails = 1, LessonUnreadable = 2 };

/// args: the program, "check-lesson" removed, then options and lesson files. Prints
/// "FILE: N claims hold (S steps)" for each file, or each failing claim with its numbers.
int runCheckLesson(const QStringList& args);

} // namespace attn::app
