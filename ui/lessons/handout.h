// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson on paper: a PDF handout with one page per step (the step's title, its figure as
// vector graphics and the teacher's note), or a folder of numbered PNG or SVG figures, one per
// step. Each figure is the step's live view at its last build stage, drawn on a page of its own
// as Present mode draws it. Titles and notes wrap and run in the direction of their script.
#include "ui/common/figureexport.h"
#include "ui/lessons/lesson.h"

#include <QStringList>

namespace attn::ui {

struct HandoutOptions {
    /// Each figure is laid out for figure.width x figure.height logical pixels at 96 dpi with
    /// text of figure.fontPoints (0: the normal 11 pt); a PNG figure has figure.scale times as
    /// many pixels each way. In a PDF the figure is scaled to the room its page leaves.
    ExportOptions figure{960, 540, 1.0, 0.0};
};

/// A step shown as a page saying what is wrong: its index (0-based) and why.
struct HandoutProblem {
    int step = 0;
    QString why;
};

/// What a handout export wrote, or why it wrote nothing.
struct HandoutResult {
    QString error;                  ///< empty on success; else one sentence, nothing written
    QStringList files;              ///< the files written, in step order (one for a PDF)
    QList<HandoutProblem> problems; ///< each step that could not be shown
};

/// The file name of step index (0-based) of count in a folder handout: "step-01.png"; the
/// number has two digits, more when count needs them.
QString handoutFigureName(int index, int count, ExportFormat format);

/// Writes lesson as a PDF handout to path: A4 landscape, one page per step, titled, with the
/// figure and the note; a step that cannot be shown gets a page saying why. Written to a
/// temporary file and renamed, so path is complete or untouched.
HandoutResult exportHandoutPdf(const Lesson& lesson, const QString& path,
                               const HandoutOptions& options = {});

/// Writes one figure per step into the folder dir (created when missing) as format (Png or
/// Svg), named handoutFigureName(); a step that cannot be shown gets a picture saying why.
/// Figures of an earlier export there (step-NN of that format) are replaced, all at once when
/// every figure is written: on failure dir holds what it held before (and is removed when this
/// call created it).
HandoutResult exportHandoutFigures(const Lesson& lesson, const QString& dir, ExportFormat format,
                                   const HandoutOptions& options = {});

/// The PDF when format is Pdf, else the folder of figures.
HandoutResult exportHandout(const Lesson& lesson, const QString& path, ExportFormat format,
                            const HandoutOptions& options = {});

} // namespace attn::ui
