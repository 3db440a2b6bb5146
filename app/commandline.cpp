#include "commandline.h"

#include "ui/attentiondocument.h"
#include "ui/attentionfigure.h"
#include "ui/figureexport.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QTextStream>

#include <cstdio>
#include <cstring>
#include <optional>

namespace attn::app {

namespace {

using ui::AttentionDocument;
using ui::AttentionFigure;
using ui::ExportOptions;
using ui::FigureSettings;

const char* const kExportCommand = "export";

/// Options both modes understand: what the figure shows and how large its text is.
struct FigureOptions {
    QCommandLineOption text{QStringLiteral("text"),
                            QStringLiteral("Sentence to attend over (default: \"%1\").")
                                .arg(AttentionDocument::defaultText()),
                            QStringLiteral("sentence")};
    QCommandLineOption heads{
        QStringLiteral("heads"),
        QStringLiteral("Number of random heads, 1-%1 (default: 4).").arg(ui::kMaxHeads),
        QStringLiteral("n")};
    QCommandLineOption seed{QStringLiteral("seed"),
                            QStringLiteral("Seed of the random head projections (default: 1)."),
                            QStringLiteral("n")};
    QCommandLineOption temperature{QStringLiteral("temperature"),
                                   QStringLiteral("Softmax temperature, > 0 (default: 1)."),
                                   QStringLiteral("t")};
    QCommandLineOption fontSize{
        QStringLiteral("font-size"),
        QStringLiteral("Base font size in points, %1-%2 (default: %3); titles and numbers "
                       "scale with it. Use 18 or more for a projector.")
            .arg(AttentionFigure::kMinFontPointSize)
            .arg(AttentionFigure::kMaxFontPointSize)
            .arg(AttentionFigure::kDefaultFontPointSize),
        QStringLiteral("points")};

    void addTo(QCommandLineParser& parser) const {
        parser.addOptions({text, heads, seed, temperature, fontSize});
    }
};

/// Thrown for an unusable argument or a failed export; message is the one line to print.
struct CommandError {
    QString message;
};

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

FigureSettings figureSettings(const QCommandLineParser& p, const FigureOptions& o) {
    FigureSettings s = AttentionDocument::defaultSettings();
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

/// Parses args; prints help or version and returns an exit code when asked for them.
/// usage replaces "[options]" in the first line of the help, e.g. "export [options]".
std::optional<int> parse(QCommandLineParser& parser, const QStringList& args,
                         const QString& usage) {
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    if (!parser.parse(args)) throw CommandError{parser.errorText()};
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        QString text = parser.helpText();
        const int at = text.indexOf(QLatin1String("[options]"));
        if (at >= 0) text.replace(at, 9, usage);
        QTextStream(stdout) << text;
        return Success;
    }
    if (parser.isSet(version)) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' '
                            << QCoreApplication::applicationVersion() << '\n';
        return Success;
    }
    return std::nullopt;
}

int runExport(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write the attention figure to a file, with no display.\n"
        "The format follows the extension of --out:\n"
        "  .png  raster, (width x scale) by (height x scale) pixels\n"
        "  .svg  vector, width by height pixels\n"
        "  .pdf  vector, a page of width by height pixels at 96 dpi (0.75 pt each)\n"
        "All three have the same physical size at 96 dpi, so --font-size points are true\n"
        "points in every format.\n"
        "The figure is written to a temporary file next to FILE and renamed, so FILE is\n"
        "either complete or untouched.\n"
        "Exit status: 0 on success; 2 on bad arguments, bad text or a file that cannot be\n"
        "written (with a one-line reason on stderr)."));
    const QCommandLineOption out(QStringList{QStringLiteral("o"), QStringLiteral("out")},
                                 QStringLiteral("Output file: .png, .svg or .pdf (required)."),
                                 QStringLiteral("file"));
    const ExportOptions defaults;
    const QCommandLineOption width(QStringLiteral("width"),
                                   QStringLiteral("Width in logical pixels, %1-%2 (default: %3).")
                                       .arg(ExportOptions::kMinSide)
                                       .arg(ExportOptions::kMaxSide)
                                       .arg(defaults.width),
                                   QStringLiteral("px"));
    const QCommandLineOption height(QStringLiteral("height"),
                                    QStringLiteral("Height in logical pixels, %1-%2 (default: %3).")
                                        .arg(ExportOptions::kMinSide)
                                        .arg(ExportOptions::kMaxSide)
                                        .arg(defaults.height),
                                    QStringLiteral("px"));
    const QCommandLineOption scale(QStringLiteral("scale"),
                                   QStringLiteral("PNG pixels per logical pixel, %1-%2 "
                                                  "(default: 1); 2 gives a sharp print.")
                                       .arg(ExportOptions::kMinScale)
                                       .arg(ExportOptions::kMaxScale),
                                   QStringLiteral("factor"));
    const FigureOptions figure;
    parser.addOptions({out, width, height, scale});
    figure.addTo(parser);
    if (const auto code = parse(parser, args, QStringLiteral("export --out FILE [options]")))
        return *code;
    if (!parser.positionalArguments().isEmpty())
        throw CommandError{QStringLiteral("unexpected argument '%1'")
                               .arg(parser.positionalArguments().constFirst())};
    const QString path = parser.value(out);
    if (path.trimmed().isEmpty()) throw CommandError{QStringLiteral("--out FILE is required")};

    ExportOptions options;
    options.width = toInt(parser, width, defaults.width);
    options.height = toInt(parser, height, defaults.height);
    options.scale = toDouble(parser, scale, defaults.scale);
    if (ui::exportFormatFor(path) == ui::ExportFormat::Unknown)
        throw CommandError{QStringLiteral("cannot tell the format of '%1': the name must end in "
                                          ".png, .svg or .pdf")
                               .arg(path)};
    if (const QString problem = ui::validateExportOptions(options); !problem.isEmpty())
        throw CommandError{problem};
    const FigureSettings settings = figureSettings(parser, figure);
    const double points = fontSize(parser, figure);

    AttentionDocument document;
    if (!document.setSettings(settings)) throw CommandError{document.errorString()};
    AttentionFigure plot(&document);
    plot.setBaseFontPointSize(points);
    if (const QString error = ui::exportFigure(plot, path, options); !error.isEmpty())
        throw CommandError{error};
    return Success;
}

int runWindow(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("AttentionLab: attention weights of a sentence, computed and drawn.\n"
                       "Opens the window. To write the figure to a file instead, with no display:\n"
                       "  %1 export --out figure.png [--width W --height H --scale S] [options]\n"
                       "(see %1 export --help).")
            .arg(QCoreApplication::applicationName()));
    const FigureOptions figure;
    figure.addTo(parser);
    if (const auto code = parse(parser, args, QStringLiteral("[options]"))) return *code;
    if (!parser.positionalArguments().isEmpty())
        throw CommandError{QStringLiteral("unknown command '%1' (the only command is 'export')")
                               .arg(parser.positionalArguments().constFirst())};
    const FigureSettings settings = figureSettings(parser, figure);
    const double points = fontSize(parser, figure);

    AttentionDocument document;
    if (!document.setSettings(settings)) throw CommandError{document.errorString()};
    ui::MainWindow window(&document);
    window.figure()->setBaseFontPointSize(points);
    window.show();
    return QApplication::exec();
}

} // namespace

int run(int argc, char* argv[]) {
    const bool exporting = argc > 1 && std::strcmp(argv[1], kExportCommand) == 0;
    bool informational = false; // --help and --version need no display either
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"-h", "--help", "--help-all", "-v", "--version"})
            informational = informational || std::strcmp(argv[i], flag) == 0;
    const bool platformChosen = !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    if ((exporting || informational) && !platformChosen) qputenv("QT_QPA_PLATFORM", "offscreen");
    if (argc > 1 && !exporting && argv[1][0] != '-') {
        std::fprintf(stderr, "attention-lab: unknown command '%s' (the only command is 'export')\n",
                     argv[1]);
        return BadUsage;
    }
#ifdef Q_OS_LINUX
    if (!exporting && !informational && !platformChosen && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        std::fputs("attention-lab: no display to open the window on; use 'attention-lab export "
                   "--out FILE' to write the figure without one\n",
                   stderr);
        return BadUsage;
    }
#endif
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("attention-lab"));
    QApplication::setApplicationDisplayName(QStringLiteral("AttentionLab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTN_VERSION));

    QStringList args = QApplication::arguments();
    const QString prefix =
        exporting ? QStringLiteral("attention-lab export: ") : QStringLiteral("attention-lab: ");
    try {
        if (exporting) {
            args.removeAt(1);
            return runExport(args);
        }
        return runWindow(args);
    } catch (const CommandError& e) {
        QTextStream(stderr) << prefix << e.message << '\n';
        return BadUsage;
    }
}

} // namespace attn::app
