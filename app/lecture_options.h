// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command line of the Lectures tab's demonstrations: each one's own options (listed by
// `attention-lab export --help`) and how their values become the settings handed to its
// document. Option names, defaults, ranges and messages are part of the program's interface.
#include "app/cliutil.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace attn::ui {
class LectureDemo;
}

namespace attn::app {

struct LectureOptions {
    QString view; ///< the demonstration's name in ui::lectureDemos(), e.g. "pooling"
    QList<QCommandLineOption> options;
    /// Hands the parsed values to demo, created from the entry of the same name; throws
    /// CommandError naming the option for a bad value.
    std::function<void(const QCommandLineParser& parser, ui::LectureDemo& demo)> apply;
};

/// One entry per demonstration, in the order of ui::lectureDemos().
const std::vector<LectureOptions>& lectureOptions();

/// Reading one option by name; each returns fallback when the option is not given and throws
/// CommandError that names the option for a bad value.
namespace lectureoption {
/// --name as a whole number in [lo, hi]: "--name must be a whole number from lo to hi, not 'x'".
int wholeNumber(const QCommandLineParser& parser, const QString& name, int fallback, int lo,
                int hi);
/// --name as a finite number in [lo, hi]: "--name must be a number from lo to hi, not 'x'".
double number(const QCommandLineParser& parser, const QString& name, double fallback, double lo,
              double hi);
/// --name as one of choices (case-insensitive), returned as listed:
/// "--name must be one of a|b|c, not 'x'".
QString choice(const QCommandLineParser& parser, const QString& name, const QString& fallback,
               const QStringList& choices);
/// --seed (the shared option) as an unsigned number.
unsigned seed(const QCommandLineParser& parser, unsigned fallback);
/// Whether --name is on the command line.
bool given(const QCommandLineParser& parser, const QString& name);
} // namespace lectureoption

} // namespace attn::app
