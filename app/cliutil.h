// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pieces of the command line shared by the window and every export view: the error type,
// number parsing, and the options of the first figure (text, heads, seed, temperature, size).
#include "ui/overview/attentioncomputation.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

namespace attn::app {

/// Thrown for an unusable argument or a failed export; message is the one line to print.
struct CommandError {
    QString message;
};

/// The option's value as a whole number, fallback when it is not given; CommandError if not
/// a number.
int toInt(const QCommandLineParser& p, const QCommandLineOption& o, int fallback);
/// The option's value as a finite number, fallback when it is not given.
double toDouble(const QCommandLineParser& p, const QCommandLineOption& o, double fallback);
/// The option called name, a number from 1 to count (1 when not given), returned from 0;
/// CommandError naming the range otherwise (layers, heads, steps).
int chosen(const QCommandLineParser& p, const QString& name, int count);

/// Options both modes understand: what the first figure shows and how large text is.
struct FigureOptions {
    FigureOptions();
    QCommandLineOption text, heads, seed, temperature, fontSize;
    void addTo(QCommandLineParser& parser) const;
};

/// The first figure's settings from the parsed options (defaults for those not given).
ui::FigureSettings figureSettings(const QCommandLineParser& p, const FigureOptions& o);
/// --font-size in points, checked against the figures' limits.
double fontSize(const QCommandLineParser& p, const FigureOptions& o);

} // namespace attn::app
