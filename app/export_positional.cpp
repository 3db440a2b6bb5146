// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view pe-*|rope` and `--what pe|pe-rotation`.
#include "app/exportviews.h"

#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/positional/positional.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalfigures.h"

#include <QRegularExpression>

#include <exception>
#include <memory>

namespace attn::app {

namespace {

using ui::PositionalDocument;
using ui::PositionalSettings;

// Bounds of --what exports: the array is held in memory and written in one piece.
constexpr int kMaxDataPositions = 100000;
constexpr int kMaxDataDimension = 8192;
constexpr double kMaxDataValues = 64e6; ///< 256 MB of float32

QCommandLineOption option(const char* name, const QString& help, const char* value) {
    return QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value));
}

const QCommandLineOption& opt(const char* name) {
    const PositionalSettings d;
    static const QList<QCommandLineOption> all{
        option("n",
               QStringLiteral("pe-*, rope, --what pe: positions, 1-%1 for views (default: %2).")
                   .arg(PositionalDocument::kMaxPositions)
                   .arg(d.n),
               "positions"),
        option(
            "d",
            QStringLiteral("pe-*, rope, --what: encoding dimension, even for views "
                           "(default: %1); --what pe accepts odd d (last column an unpaired sine).")
                .arg(d.d),
            "dimension"),
        option("base",
               QStringLiteral("pe-*, rope, --what: omega_j = base^(-2j/d) (default: 10000)."), "b"),
        option("j",
               QStringLiteral("pe-rotation: the frequency pair, 0 .. d/2-1 (default: %1).")
                   .arg(d.pair),
               "pair"),
        option("i",
               QStringLiteral("pe-rotation: the position, 0 .. n-1 (default: %1).").arg(d.position),
               "position"),
        option("delta",
               QStringLiteral("pe-rotation, --what pe-rotation: the offset, 0 <= i+delta < n "
                              "(default: %1).")
                   .arg(d.delta),
               "k"),
        option("columns",
               QStringLiteral("pe-curves: columns of P to draw, e.g. 6,7,8,9 (default)."), "list"),
    };
    for (const QCommandLineOption& o : all)
        if (o.names().constFirst() == QLatin1String(name)) return o;
    Q_UNREACHABLE();
}

PositionalSettings positionalSettings(const QCommandLineParser& p) {
    PositionalSettings s;
    s.n = toInt(p, opt("n"), s.n);
    s.d = toInt(p, opt("d"), s.d);
    s.base = toDouble(p, opt("base"), s.base);
    s.pair = toInt(p, opt("j"), s.pair);
    s.position = toInt(p, opt("i"), s.position);
    s.delta = toInt(p, opt("delta"), s.delta);
    if (p.isSet(opt("columns"))) {
        s.curveColumns.clear();
        const QStringList parts =
            p.value(opt("columns"))
                .split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
        for (const QString& part : parts) {
            bool ok = false;
            s.curveColumns.append(part.toInt(&ok));
            if (!ok)
                throw CommandError{
                    QStringLiteral("--columns must list whole numbers, not '%1'").arg(part)};
        }
    }
    if (const QString problem = PositionalDocument::validate(s); !problem.isEmpty())
        throw CommandError{problem};
    return s;
}

void writeView(const QString& view, const FigureRequest& r) {
    const PositionalSettings settings = positionalSettings(*r.parser);
    PositionalDocument document;
    if (!document.setSettings(settings)) throw CommandError{document.errorString()};
    std::unique_ptr<ui::PositionalFigure> plot(ui::createPositionalView(view, &document));
    if (!plot) throw CommandError{QStringLiteral("unknown view '%1'").arg(view)};
    // Laid out for the export size (the widget is never shown).
    plot->resize(r.size.width, r.size.height);
    plot->setBaseFontPointSize(r.fontPoints);
    plot->rebuild();
    if (const QString error = ui::exportFigure(*plot, r.path, r.size); !error.isEmpty())
        throw CommandError{error};
}

void writeData(const QString& what, const QCommandLineParser& p, const QString& path) {
    const PositionalSettings defaults;
    const int d = toInt(p, opt("d"), defaults.d);
    const double base = toDouble(p, opt("base"), defaults.base);
    if (d < 1 || d > kMaxDataDimension)
        throw CommandError{
            QStringLiteral("--d must be from 1 to %1, not %2").arg(kMaxDataDimension).arg(d)};
    try {
        Eigen::MatrixXf m;
        if (what == QLatin1String("pe")) {
            const int n = toInt(p, opt("n"), defaults.n);
            if (n < 1 || n > kMaxDataPositions || double(n) * d > kMaxDataValues)
                throw CommandError{
                    QStringLiteral("--n must be from 1 to %1 with n x d at most %2 million "
                                   "values, not n = %3, d = %4")
                        .arg(kMaxDataPositions)
                        .arg(kMaxDataValues / 1e6)
                        .arg(n)
                        .arg(d)};
            m = sinusoidalEncoding(n, d, base);
        } else {
            if (double(d) * d > kMaxDataValues)
                throw CommandError{
                    QStringLiteral("--d %1 gives a %1 x %1 matrix, more than %2 million values")
                        .arg(d)
                        .arg(kMaxDataValues / 1e6)};
            m = offsetRotationMatrix(toInt(p, opt("delta"), defaults.delta), d, base).cast<float>();
        }
        writeNpy(path.toStdString(), fromMatrix(m));
    } catch (const InputError& e) {
        throw CommandError{QString::fromStdString(e.what())};
    } catch (const std::exception& e) {
        throw CommandError{
            QStringLiteral("cannot write '%1': %2").arg(path, QString::fromLocal8Bit(e.what()))};
    }
}

} // namespace

ExportFamily positionalExports() {
    ExportFamily family;
    for (const char* name : {"n", "d", "base", "j", "i", "delta", "columns"})
        family.options << opt(name);
    family.views = ui::positionalViewNames();
    family.data = QStringList{QStringLiteral("pe"), QStringLiteral("pe-rotation")};
    family.writeView = writeView;
    family.writeData = writeData;
    return family;
}

} // namespace attn::app
