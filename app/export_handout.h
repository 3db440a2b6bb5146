// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `attention-lab export --lesson LESSON.json --out handout.pdf` (or --out DIR --format png|svg):
// a lesson as a PDF handout or a folder of numbered figures (ui/lessons/handout.h).
#include "app/cliutil.h"
#include "ui/common/figureexport.h"

namespace attn::app {

/// The options of a handout export.
struct HandoutCommand {
    HandoutCommand();
    QCommandLineOption lesson, format;
};

/// Writes the handout of --lesson to path; width and height are the figures' layout size
/// (given, or 960 x 540), scale the PNG factor, fontPoints the figures' text size. Throws
/// CommandError, with nothing written, for a lesson that cannot be read or an output that
/// cannot be written; steps that cannot be shown get a page saying why, listed on stderr.
void writeHandout(const QCommandLineParser& parser, const HandoutCommand& command,
                  const QString& path, const ui::ExportOptions& size);

/// --lesson with --step N (the option the explorer's steps view has too): writes the numbers the
/// step's figure draws at its last build stage (Page::shownNumbers) to path, .npy float32 (rows,
/// columns) or .csv. Throws CommandError for a lesson that cannot be read, a step it does not have,
/// a view without numbers or a failed write.
void writeLessonStepNumbers(const QCommandLineParser& parser, const HandoutCommand& command,
                            const QString& path);

} // namespace attn::app
