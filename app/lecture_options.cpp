// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/lecture_options.h"

#include <cmath>

namespace attn::app::lectureoption {

bool given(const QCommandLineParser& parser, const QString& name) {
    return parser.optionNames().contains(name);
}

int wholeNumber(const QCommandLineParser& parser, const QString& name, int fallback, int lo,
                int hi) {
    if (!given(parser, name)) return fallback;
    bool ok = false;
    const int value = parser.value(name).trimmed().toInt(&ok);
    if (!ok || value < lo || value > hi)
        throw CommandError{QStringLiteral("--%1 must be a whole number from %2 to %3, not '%4'")
                               .arg(name)
                               .arg(lo)
                               .arg(hi)
                               .arg(parser.value(name))};
    return value;
}

double number(const QCommandLineParser& parser, const QString& name, double fallback, double lo,
              double hi) {
    if (!given(parser, name)) return fallback;
    bool ok = false;
    const double value = parser.value(name).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < lo || value > hi)
        throw CommandError{QStringLiteral("--%1 must be a number from %2 to %3, not '%4'")
                               .arg(name)
                               .arg(lo)
                               .arg(hi)
                               .arg(parser.value(name))};
    return value;
}

QString choice(const QCommandLineParser& parser, const QString& name, const QString& fallback,
               const QStringList& choices) {
    if (!given(parser, name)) return fallback;
    const QString text = parser.value(name).trimmed();
    for (const QString& choice : choices)
        if (choice.compare(text, Qt::CaseInsensitive) == 0) return choice;
    throw CommandError{QStringLiteral("--%1 must be one of %2, not '%3'")
                           .arg(name, choices.join(QLatin1Char('|')), parser.value(name))};
}

unsigned seed(const QCommandLineParser& parser, unsigned fallback) {
    if (!given(parser, QStringLiteral("seed"))) return fallback;
    bool ok = false;
    const unsigned seed = parser.value(QStringLiteral("seed")).trimmed().toUInt(&ok);
    if (!ok)
        throw CommandError{QStringLiteral("--seed must be a whole number from 0 to 4294967295, "
                                          "not '%1'")
                               .arg(parser.value(QStringLiteral("seed")))};
    return seed;
}

} // namespace attn::app::lectureoption
