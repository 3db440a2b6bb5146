// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/check_lesson.h"

#include "ui/lessons/lesson.h"
#include "ui/lessons/lessonclaims.h"
#include "ui/shell/language.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace attn::app {

namespace {

/// m's top-left 12 x 12 with its labels, one row a line.
void printNumbers(QTextStream& out, const LabelledMatrix& m) {
    const Eigen::Index rows = std::min<Eigen::Index>(m.values.rows(), 12);
    const Eigen::Index columns = std::min<Eigen::Index>(m.values.cols(), 12);
    const auto label = [](const std::vector<std::string>& labels, Eigen::Index i) {
        return std::size_t(i) < labels.size() ? QString::fromStdString(labels[std::size_t(i)])
                                              : QString::number(i + 1);
    };
    out << "    ";
    for (Eigen::Index j = 0; j < columns; ++j)
        out << " | " << label(m.columns, j);
    out << '\n';
    for (Eigen::Index i = 0; i < rows; ++i) {
        out << "    " << label(m.rows, i);
        for (Eigen::Index j = 0; j < columns; ++j)
            out << " " << QString::number(double(m.values(i, j)), 'f', 3);
        out << '\n';
    }
}

} // namespace

int runCheckLesson(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Checks every claim of each lesson's steps on the numbers its figure "
                       "draws (the step at its last build stage).\nExit status: 0 when every "
                       "claim holds; 1 when one fails; 2 when a lesson cannot be read."));
    parser.addHelpOption();
    const QCommandLineOption numbers(
        QStringLiteral("numbers"),
        QStringLiteral("Also print each step's numbers with their row and column labels (up to "
                       "12 x 12), to write claims from."));
    parser.addOption(numbers);
    parser.addPositionalArgument(QStringLiteral("lessons"), QStringLiteral("Lesson files."),
                                 QStringLiteral("LESSON.json..."));
    QTextStream out(stdout), err(stderr);
    if (!parser.parse(args)) {
        err << "attention-lab check-lesson: " << parser.errorText() << '\n';
        return LessonUnreadable;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return ClaimsHold;
    }
    if (parser.positionalArguments().isEmpty()) {
        err << "attention-lab check-lesson: name at least one lesson file\n";
        return LessonUnreadable;
    }
    const QString user = ui::Language::current();
    int exit = ClaimsHold;
    for (const QString& path : parser.positionalArguments()) {
        QString error;
        const ui::Lesson lesson = ui::loadLesson(path, &error);
        if (!error.isEmpty()) {
            err << "attention-lab check-lesson: " << path << ": " << error << '\n';
            exit = LessonUnreadable;
            continue;
        }
        // The figures as the class sees them: in the lesson's language.
        if (const QString code = ui::Language::codeFor(lesson.language); !code.isEmpty())
            ui::Language::setLanguage(code);
        const auto print = [&](int step, const LabelledMatrix& m) {
            out << path << ": step " << step + 1 << ": " << m.values.rows() << " x "
                << m.values.cols() << '\n';
            printNumbers(out, m);
        };
        const ui::LessonCheck check = ui::checkLessonClaims(
            lesson, parser.isSet(numbers) ? std::function<void(int, const LabelledMatrix&)>(print)
                                          : nullptr);
        ui::Language::setLanguage(user);
        for (const QString& failure : check.failures)
            out << path << ": " << failure << '\n';
        if (check.failures.isEmpty())
            out << path << ": " << check.claims << " claims hold (" << check.steps << " steps)\n";
        else if (exit == ClaimsHold)
            exit = ClaimFails;
    }
    return exit;
}

} // namespace attn::app
