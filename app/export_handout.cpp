// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/export_handout.h"

#include "ui/common/page.h"
#include "ui/lessons/handout.h"
#include "ui/lessons/handoutstage.h"
#include "ui/shell/language.h"

#include <QFileInfo>
#include <QTextStream>

namespace attn::app {

HandoutCommand::HandoutCommand()
    : lesson(QStringLiteral("lesson"),
             QStringLiteral("Write this lesson as a handout instead of one figure: --out "
                            "FILE.pdf for a PDF with a page per step (title, figure, note), or "
                            "--out DIR --format png|svg for a folder of step-01.png, "
                            "step-02.png, ... Each figure is laid out at --width x --height "
                            "(default: 960 x 540) with --font-size text."),
             QStringLiteral("lesson.json")),
      format(QStringLiteral("format"),
             QStringLiteral("With --lesson: pdf (the default for --out FILE.pdf), or png or svg "
                            "for a folder of figures."),
             QStringLiteral("pdf|png|svg")) {}

namespace {

ui::ExportFormat handoutFormat(const QCommandLineParser& parser, const HandoutCommand& command,
                               const QString& path) {
    const bool pdfName = path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    if (!parser.isSet(command.format)) {
        if (pdfName) return ui::ExportFormat::Pdf;
        throw CommandError{QStringLiteral("--lesson writes a PDF (--out FILE.pdf) or a folder "
                                          "of figures (--out DIR --format png|svg), not '%1'")
                               .arg(path)};
    }
    const QString name = parser.value(command.format).trimmed().toLower();
    if (name == QLatin1String("pdf")) {
        if (!pdfName)
            throw CommandError{
                QStringLiteral("--format pdf writes a PDF: --out must end in .pdf, not '%1'")
                    .arg(path)};
        return ui::ExportFormat::Pdf;
    }
    if (name != QLatin1String("png") && name != QLatin1String("svg"))
        throw CommandError{QStringLiteral("--format must be pdf, png or svg, not '%1'")
                               .arg(parser.value(command.format))};
    const QFileInfo out(path);
    if (ui::exportFormatFor(path) != ui::ExportFormat::Unknown || pdfName || out.isFile())
        throw CommandError{QStringLiteral("--format %1 writes a folder of figures: --out names "
                                          "a folder, not the file '%2'")
                               .arg(name, path)};
    return name == QLatin1String("png") ? ui::ExportFormat::Png : ui::ExportFormat::Svg;
}

ui::Lesson readLesson(const QCommandLineParser& parser, const HandoutCommand& command) {
    const QString lessonPath = parser.value(command.lesson);
    QString error;
    const ui::Lesson lesson = ui::loadLesson(lessonPath, &error);
    if (!error.isEmpty()) throw CommandError{QStringLiteral("%1: %2").arg(lessonPath, error)};
    return lesson;
}

/// Without --lang the figures speak the lesson's language.
void speakLessonLanguage(const QCommandLineParser& parser, const ui::Lesson& lesson) {
    const QString code = ui::Language::codeFor(lesson.language);
    if (!parser.isSet(QStringLiteral("lang")) && !code.isEmpty()) ui::Language::setLanguage(code);
}

} // namespace

void writeHandout(const QCommandLineParser& parser, const HandoutCommand& command,
                  const QString& path, const ui::ExportOptions& size) {
    const ui::ExportFormat format = handoutFormat(parser, command, path);
    const ui::Lesson lesson = readLesson(parser, command);
    const QString user = ui::Language::current();
    speakLessonLanguage(parser, lesson);
    ui::HandoutOptions options;
    options.figure = size;
    const ui::HandoutResult result = ui::exportHandout(lesson, path, format, options);
    ui::Language::setLanguage(user); // the messages below are the user's
    if (!result.error.isEmpty()) throw CommandError{result.error};
    QTextStream err(stderr);
    for (const ui::HandoutProblem& problem : result.problems)
        err << "attention-lab export: step " << problem.step + 1 << ": " << problem.why
            << " (its page says so)\n";
}

void writeLessonStepNumbers(const QCommandLineParser& parser, const HandoutCommand& command,
                            const QString& path) {
    const ui::Lesson lesson = readLesson(parser, command);
    bool whole = false;
    const int step = parser.value(QStringLiteral("step")).toInt(&whole);
    if (!whole || step < 1 || step > lesson.steps.size())
        throw CommandError{
            QStringLiteral("--step must be from 1 to the lesson's %1 steps, not '%2'")
                .arg(lesson.steps.size())
                .arg(parser.value(QStringLiteral("step")))};
    const QString user = ui::Language::current();
    speakLessonLanguage(parser, lesson);
    ui::HandoutStage stage(ui::HandoutOptions{}.figure);
    QString problem;
    stage.show(lesson.steps[step - 1], &problem);
    const LabelledMatrix numbers = stage.page() ? stage.page()->shownNumbers() : LabelledMatrix{};
    ui::Language::setLanguage(user);
    if (!problem.isEmpty())
        throw CommandError{QStringLiteral("step %1: %2").arg(step).arg(problem)};
    if (const QString error = ui::writeShownNumbers(numbers, path); !error.isEmpty())
        throw CommandError{QStringLiteral("step %1: %2").arg(step).arg(error)};
}

} // namespace attn::app
