// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cliutil.h"

#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"

namespace attn::app {

using ui::AttentionDocument;
using ui::AttentionFigure;

int toInt(const QCommandLineParser& p, const QCommandLineOption& o, int fallback) {
    if (!p.isSet(o)) return fallback;
    bool ok = false;
    const int v = p.value(o).trimmed().toInt(&ok);
    if (!ok)
        throw CommandError{QStringLiteral("--%1 must be a whole number, not '%2'")
                               .arg(o.names().constFirst(), p.value(o))};
    return v;
}

double toDouble(const QCommandLineParser& p, const QCommandLineOption& o, double fallback) {
    if (!p.isSet(o)) return fallback;
    bool ok = false;
    const double v = p.value(o).trimmed().toDouble(&ok);
    if (!ok || !qIsFinite(v))
        throw CommandError{QStringLiteral("--%1 must be a number, not '%2'")
                               .arg(o.names().constFirst(), p.value(o))};
    return v;
}

int chosen(const QCommandLineParser& p, const QString& name, int count) {
    if (!p.isSet(name)) return 0;
    bool ok = false;
    const int v = p.value(name).trimmed().toInt(&ok);
    if (!ok || v < 1 || v > count)
        throw CommandError{QStringLiteral("--%1 must be from 1 to %2, not '%3'")
                               .arg(name)
                               .arg(count)
                               .arg(p.value(name))};
    return v - 1;
}

FigureOptions::FigureOptions()
    : text(QStringLiteral("text"),
           QStringLiteral("Sentence to attend over (default: \"%1\").")
               .arg(AttentionDocument::defaultText()),
           QStringLiteral("sentence")),
      heads(QStringLiteral("heads"),
            QStringLiteral("Number of random heads, 1-%1 (default: 4).").arg(ui::kMaxHeads),
            QStringLiteral("n")),
      seed(QStringLiteral("seed"),
           QStringLiteral("Seed of the random head projections (default: 1)."),
           QStringLiteral("n")),
      temperature(QStringLiteral("temperature"),
                  QStringLiteral("Softmax temperature, > 0 (default: 1)."), QStringLiteral("t")),
      fontSize(QStringLiteral("font-size"),
               QStringLiteral("Base font size in points, %1-%2 (default: %3); titles and numbers "
                              "scale with it. Use 18 or more for a projector.")
                   .arg(AttentionFigure::kMinFontPointSize)
                   .arg(AttentionFigure::kMaxFontPointSize)
                   .arg(AttentionFigure::kDefaultFontPointSize),
               QStringLiteral("points")) {}

void FigureOptions::addTo(QCommandLineParser& parser) const {
    parser.addOptions({text, heads, seed, temperature, fontSize});
}

ui::FigureSettings figureSettings(const QCommandLineParser& p, const FigureOptions& o) {
    ui::FigureSettings s = AttentionDocument::defaultSettings();
    if (p.isSet(o.text)) s.text = p.value(o.text);
    s.heads = toInt(p, o.heads, s.heads);
    if (p.isSet(o.seed)) {
        bool ok = false;
        s.seed = p.value(o.seed).trimmed().toUInt(&ok);
        if (!ok)
            throw CommandError{QStringLiteral("--seed must be a whole number from 0 to 4294967295, "
                                              "not '%1'")
                                   .arg(p.value(o.seed))};
    }
    s.temperature = toDouble(p, o.temperature, s.temperature);
    return s;
}

double fontSize(const QCommandLineParser& p, const FigureOptions& o) {
    const double points = toDouble(p, o.fontSize, AttentionFigure::kDefaultFontPointSize);
    if (points < AttentionFigure::kMinFontPointSize || points > AttentionFigure::kMaxFontPointSize)
        throw CommandError{QStringLiteral("--font-size must be between %1 and %2 points, not %3")
                               .arg(AttentionFigure::kMinFontPointSize)
                               .arg(AttentionFigure::kMaxFontPointSize)
                               .arg(p.value(o.fontSize))};
    return points;
}

} // namespace attn::app
