#include "ui/lectures/demooptions.h"

#include "core/base/check.h"

namespace attn::ui {

namespace {

bool given(const QCommandLineParser& parser, const QString& name) {
    return parser.optionNames().contains(name);
}

} // namespace

int demoIntOption(const QCommandLineParser& parser, const QString& name, int fallback, int lo,
                  int hi) {
    if (!given(parser, name)) return fallback;
    const QString text = parser.value(name).trimmed();
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < lo || value > hi)
        throw InputError(QStringLiteral("--%1 must be a whole number from %2 to %3, not '%4'")
                             .arg(name)
                             .arg(lo)
                             .arg(hi)
                             .arg(parser.value(name))
                             .toStdString());
    return value;
}

QString demoChoiceOption(const QCommandLineParser& parser, const QString& name,
                         const QString& fallback, const QStringList& choices) {
    if (!given(parser, name)) return fallback;
    const QString text = parser.value(name).trimmed();
    for (const QString& choice : choices)
        if (choice.compare(text, Qt::CaseInsensitive) == 0) return choice;
    throw InputError(QStringLiteral("--%1 must be one of %2, not '%3'")
                         .arg(name, choices.join(QLatin1Char('|')), parser.value(name))
                         .toStdString());
}

unsigned demoSeedOption(const QCommandLineParser& parser, unsigned fallback) {
    if (!given(parser, QStringLiteral("seed"))) return fallback;
    bool ok = false;
    const unsigned seed = parser.value(QStringLiteral("seed")).trimmed().toUInt(&ok);
    if (!ok)
        throw InputError(QStringLiteral("--seed must be a whole number from 0 to 4294967295, "
                                        "not '%1'")
                             .arg(parser.value(QStringLiteral("seed")))
                             .toStdString());
    return seed;
}

} // namespace attn::ui
