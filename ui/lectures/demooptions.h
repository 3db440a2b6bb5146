#pragma once
// Reading a demonstration's own command-line options: whole numbers in a range and names
// from a list, each failing with attn::InputError that names the option.
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace attn::ui {

/// --name as a whole number in [lo, hi]; fallback when it is not given.
/// Throws InputError("--name must be a whole number from lo to hi, not 'x'").
int demoIntOption(const QCommandLineParser& parser, const QString& name, int fallback, int lo,
                  int hi);

/// --name as one of choices (case-insensitive), returned as listed; fallback when not given.
/// Throws InputError("--name must be one of a|b|c, not 'x'").
QString demoChoiceOption(const QCommandLineParser& parser, const QString& name,
                         const QString& fallback, const QStringList& choices);

/// --seed (the shared option) as an unsigned number; fallback when not given.
unsigned demoSeedOption(const QCommandLineParser& parser, unsigned fallback);

} // namespace attn::ui
