// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"

#include "app/check_lesson.h"
#include "app/cliutil.h"
#include "app/export_handout.h"
#include "app/exportviews.h"
#include "ui/common/figureexport.h"
#include "ui/lessons/handout.h"
#include "ui/lessons/lessonmenu.h"
#include "ui/lessons/lessonpanel.h"
#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"
#include "ui/shell/aboutbox.h"
#include "ui/shell/language.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/settingsfile.h"
#include "ui/tabs/tabtable.h"

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QSettings>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <optional>

namespace attn::app {

namespace {

using ui::AttentionDocument;
using ui::ExportOptions;
using ui::FigureSettings;

const char* const kExportCommand = "export";
const char* const kCheckLessonCommand = "check-lesson";

/// Parses args; prints help or version and returns an exit code when asked for them.
/// usage replaces "[options]" in the first line of the help, e.g. "export [options]".
std::optional<int> parse(QCommandLineParser& parser, const QStringList& args,
                         const QString& usage) {
    const QCommandLineOption help = parser.addHelpOption();
    // --version only: "-v" is export's --v (the values of custom Q, K, V).
    const QCommandLineOption version(QStringLiteral("version"),
                                     QStringLiteral("Displays version information."));
    parser.addOption(version);
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

/// --lang CODE: the language of the window or of the words in an exported figure; what
/// names what it changes and fallback what is used without it.
QCommandLineOption languageOption(const QString& what, const QString& fallback) {
    return QCommandLineOption(
        QStringLiteral("lang"),
        QStringLiteral("Language of %1: %2 (default: %3).")
            .arg(what, ui::Language::codes().join(QStringLiteral(", ")), fallback),
        QStringLiteral("code"));
}

/// Installs the translations of --lang, else of fallback; CommandError for an unknown code.
void applyLanguage(const QCommandLineParser& parser, const QCommandLineOption& option,
                   const QString& fallback) {
    const QString code = parser.isSet(option) ? parser.value(option) : fallback;
    if (!ui::Language::setLanguage(code))
        throw CommandError{ui::Language::unknownCodeMessage(code)};
}

/// The family that knows name as a --view (data = false) or --what (data = true) name.
const ExportFamily* findFamily(const std::vector<ExportFamily>& families, const QString& name,
                               bool data) {
    for (const ExportFamily& family : families)
        if ((data ? family.data : family.views).contains(name)) return &family;
    return nullptr;
}

QStringList allNames(const std::vector<ExportFamily>& families, bool data) {
    QStringList names;
    for (const ExportFamily& family : families)
        names += data ? family.data : family.views;
    return names;
}

/// The options every export has: where to write, which figure or numbers, and the size.
struct ExportTarget {
    QCommandLineOption out, view, what, width, height, scale;
};

ExportTarget exportTargetOptions(const std::vector<ExportFamily>& families) {
    const ExportOptions defaults;
    return {
        QCommandLineOption(QStringList{QStringLiteral("o"), QStringLiteral("out")},
                           QStringLiteral("Output file: .png, .svg or .pdf; .npy with --what; a "
                                          ".pdf or a folder with --lesson (required)."),
                           QStringLiteral("file")),
        QCommandLineOption(QStringLiteral("view"),
                           QStringLiteral("Figure to write: %1 (default: overview).")
                               .arg(allNames(families, false).join(", ")),
                           QStringLiteral("name")),
        QCommandLineOption(
            QStringLiteral("what"),
            QStringLiteral("Numbers to write instead of a figure, as .npy (explorer matrices also "
                           ".csv; tokens: .json): %1 "
                           "(pe: P, n x d; pe-rotation: M(delta), d x d; attention: layers x heads "
                           "x n x n of --model for --text).")
                .arg(allNames(families, true).join(", ")),
            QStringLiteral("name")),
        QCommandLineOption(QStringLiteral("width"),
                           QStringLiteral("Width in logical pixels, %1-%2 (default: %3).")
                               .arg(ExportOptions::kMinSide)
                               .arg(ExportOptions::kMaxSide)
                               .arg(defaults.width),
                           QStringLiteral("px")),
        QCommandLineOption(QStringLiteral("height"),
                           QStringLiteral("Height in logical pixels, %1-%2 (default: %3).")
                               .arg(ExportOptions::kMinSide)
                               .arg(ExportOptions::kMaxSide)
                               .arg(defaults.height),
                           QStringLiteral("px")),
        QCommandLineOption(QStringLiteral("scale"),
                           QStringLiteral("PNG pixels per logical pixel, %1-%2 "
                                          "(default: 1); 2 gives a sharp print.")
                               .arg(ExportOptions::kMinScale)
                               .arg(ExportOptions::kMaxScale),
                           QStringLiteral("factor"))};
}

const char* const kExportDescription =
    "Write a figure (--view) or its numbers (--what) to a file, with no display.\n"
    "The format follows the extension of --out:\n"
    "  .png  raster, (width x scale) by (height x scale) pixels\n"
    "  .svg  vector, width by height pixels\n"
    "  .pdf  vector, a page of width by height pixels at 96 dpi (0.75 pt each)\n"
    "  .npy  float32 array, with --what\n"
    "All three figure formats have the same physical size at 96 dpi, so --font-size points\n"
    "are true points in every format.\n"
    "The file is written to a temporary file next to FILE and renamed, so FILE is\n"
    "either complete or untouched.\n"
    "With --lesson LESSON.json instead of --view, the lesson becomes a handout:\n"
    "  --out handout.pdf          A4 landscape, one page per step: its title, its figure\n"
    "                             (vector) at the last build stage, and the note\n"
    "  --out DIR --format png|svg DIR/step-01.png, step-02.png, ... one figure per step\n"
    "A step that cannot be shown gets a page saying why (and a line on stderr).\n"
    "Exit status: 0 on success; 2 on bad arguments, bad text, a lesson that cannot be\n"
    "read or a file that cannot be written (with a one-line reason on stderr; nothing is\n"
    "written then).";

/// --what NAME: the numbers of one family, to path.
void writeNumbers(const std::vector<ExportFamily>& families, const QCommandLineParser& parser,
                  const ExportTarget& target, const QString& path) {
    if (parser.isSet(target.view))
        throw CommandError{
            QStringLiteral("--view and --what exclude each other: a figure or numbers")};
    const QString name = parser.value(target.what);
    const ExportFamily* family = findFamily(families, name, true);
    if (!family)
        throw CommandError{QStringLiteral("unknown --what '%1' (known: %2)")
                               .arg(name, allNames(families, true).join(", "))};
    const QStringList extensions =
        family->dataExtensions ? family->dataExtensions(name) : QStringList{QStringLiteral(".npy")};
    if (std::none_of(extensions.begin(), extensions.end(),
                     [&](const QString& e) { return path.endsWith(e, Qt::CaseInsensitive); }))
        throw CommandError{QStringLiteral("--what %1 writes %2: the name '%3' must end in %2")
                               .arg(name, extensions.join(QStringLiteral(" or ")), path)};
    family->writeData(name, parser, path);
}

/// --view NAME (default overview): one family's figure, to path.
void writeFigure(const std::vector<ExportFamily>& families, const QCommandLineParser& parser,
                 const ExportTarget& target, const FigureOptions& figure, const QString& path) {
    const QString name =
        parser.isSet(target.view) ? parser.value(target.view) : QStringLiteral("overview");
    const ExportFamily* family = findFamily(families, name, false);
    if (!family)
        throw CommandError{QStringLiteral("unknown --view '%1' (known: %2)")
                               .arg(name, allNames(families, false).join(", "))};
    const ExportOptions defaults;
    FigureRequest request;
    request.path = path;
    request.size.width = toInt(parser, target.width, defaults.width);
    request.size.height = toInt(parser, target.height, defaults.height);
    request.size.scale = toDouble(parser, target.scale, defaults.scale);
    if (ui::exportFormatFor(path) == ui::ExportFormat::Unknown)
        throw CommandError{QStringLiteral("cannot tell the format of '%1': the name must end in "
                                          ".png, .svg or .pdf")
                               .arg(path)};
    if (const QString problem = ui::validateExportOptions(request.size); !problem.isEmpty())
        throw CommandError{problem};
    request.fontPoints = fontSize(parser, figure);
    request.parser = &parser;
    request.figure = &figure;
    family->writeView(name, request);
}

/// --lesson FILE: the lesson's handout, to path.
void writeLessonHandout(const QCommandLineParser& parser, const ExportTarget& target,
                        const FigureOptions& figure, const HandoutCommand& handout,
                        const QString& path) {
    if (parser.isSet(target.view) || parser.isSet(target.what))
        throw CommandError{QStringLiteral("--lesson writes the lesson's own figures: leave out "
                                          "--view and --what")};
    if (parser.isSet(QStringLiteral("step"))) return writeLessonStepNumbers(parser, handout, path);
    ExportOptions size = ui::HandoutOptions{}.figure;
    size.width = toInt(parser, target.width, size.width);
    size.height = toInt(parser, target.height, size.height);
    size.scale = toDouble(parser, target.scale, size.scale);
    size.fontPoints = parser.isSet(figure.fontSize) ? fontSize(parser, figure) : 0.0;
    if (const QString problem = ui::validateExportOptions(size); !problem.isEmpty())
        throw CommandError{problem};
    writeHandout(parser, handout, path, size);
}

int runExport(const QStringList& args) {
    const std::vector<ExportFamily> families = exportFamilies();
    const ExportTarget target = exportTargetOptions(families);
    const FigureOptions figure;
    const HandoutCommand handout;
    QCommandLineParser parser;
    parser.setApplicationDescription(QString::fromLatin1(kExportDescription));
    parser.addOptions({target.out, target.view, target.what, handout.lesson, handout.format,
                       target.width, target.height, target.scale});
    figure.addTo(parser);
    for (const ExportFamily& family : families)
        parser.addOptions(family.options);
    const QCommandLineOption language =
        languageOption(QStringLiteral("the figure's words (titles, axes, legends, readouts)"),
                       QStringLiteral("a --lesson's own language, else the system's, else en"));
    parser.addOption(language);
    if (const auto code = parse(parser, args, QStringLiteral("export --out FILE [options]")))
        return *code;
    applyLanguage(parser, language, ui::Language::systemLanguage());
    if (!parser.positionalArguments().isEmpty())
        throw CommandError{QStringLiteral("unexpected argument '%1'")
                               .arg(parser.positionalArguments().constFirst())};
    const QString path = parser.value(target.out);
    if (path.trimmed().isEmpty()) throw CommandError{QStringLiteral("--out FILE is required")};
    if (parser.isSet(handout.lesson))
        writeLessonHandout(parser, target, figure, handout, path);
    else if (parser.isSet(target.what))
        writeNumbers(families, parser, target, path);
    else
        writeFigure(families, parser, target, figure, path);
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
    const QCommandLineOption model(
        QStringLiteral("model"),
        QStringLiteral(
            "Open this model folder: a translator on the Translator tab, a language "
            "model (GPT-2, Llama, Mistral, Qwen, Gemma, Phi-3, OLMo 2, SmolLM3, Pythia, BERT "
            "families) on the Language model tab, a captioner on the Captions tab, a vision "
            "transformer (ViT, DINO, DeiT, DINOv2) on the Vision tab."),
        QStringLiteral("dir"));
    parser.addOption(model);
    const QCommandLineOption textFile(
        QStringLiteral("text-file"),
        QStringLiteral("Read this UTF-8 text (of any length the language model reads) in the "
                       "Language model tab's Long text view."),
        QStringLiteral("path"));
    parser.addOption(textFile);
    const QCommandLineOption tab(
        QStringLiteral("tab"),
        QStringLiteral("Open on this tab: %1.").arg(ui::tabNames().join(QStringLiteral(", "))),
        QStringLiteral("name"));
    parser.addOption(tab);
    const QCommandLineOption present(
        QStringLiteral("present"),
        QStringLiteral("Present this lesson full screen (Esc returns to the window)."),
        QStringLiteral("lesson.json"));
    parser.addOption(present);
    const QCommandLineOption lessonFile(
        QStringLiteral("lesson"),
        QStringLiteral("Open this lesson with the Lessons panel shown (its steps to click, "
                       "reorder and edit)."),
        QStringLiteral("lesson.json"));
    parser.addOption(lessonFile);
    const QCommandLineOption language = languageOption(
        QStringLiteral("the window"),
        QStringLiteral("the one chosen in View > Language, else the system's, else en"));
    parser.addOption(language);
    if (const auto code = parse(parser, args, QStringLiteral("[options]"))) return *code;
    applyLanguage(parser, language, ui::Language::preferredLanguage());
    if (!parser.positionalArguments().isEmpty())
        throw CommandError{
            QStringLiteral("unknown command '%1' (the commands are 'export' and 'check-lesson')")
                .arg(parser.positionalArguments().constFirst())};
    const FigureSettings settings = figureSettings(parser, figure);
    const double points = fontSize(parser, figure);

    AttentionDocument document;
    if (!document.setSettings(settings)) throw CommandError{document.errorString()};
    ui::MainWindow window(&document);
    window.setBaseFontPointSize(points);
    QStringList problems; // "file: why", shown over the window and on the terminal
    if (parser.isSet(model) && !window.openModel(parser.value(model)))
        problems << QStringLiteral("%1: %2").arg(parser.value(model), window.modelError());
    QString textProblem;
    if (parser.isSet(textFile) && !window.openLongText(parser.value(textFile), &textProblem))
        problems << QStringLiteral("%1: %2").arg(parser.value(textFile), textProblem);
    if (parser.isSet(tab) && !window.showTab(parser.value(tab)))
        throw CommandError{QStringLiteral("unknown --tab '%1' (known: %2)")
                               .arg(parser.value(tab), ui::tabNames().join(QStringLiteral(", ")))};
    window.show();
    auto* lessons = window.findChild<ui::LessonMenu*>();
    if (parser.isSet(lessonFile)) {
        QString error;
        const ui::Lesson lesson = ui::loadLesson(parser.value(lessonFile), &error);
        if (error.isEmpty()) {
            lessons->setLesson(lesson, parser.value(lessonFile));
            lessons->panel()->show();
            lessons->showStep(0);
        } else {
            problems << QStringLiteral("%1: %2").arg(parser.value(lessonFile), error);
        }
    }
    if (parser.isSet(present)) {
        QString error;
        const ui::Lesson lesson = ui::loadLesson(parser.value(present), &error);
        if (error.isEmpty()) {
            lessons->setLesson(lesson, parser.value(present));
            lessons->present();
        } else {
            problems << QStringLiteral("%1: %2").arg(parser.value(present), error);
        }
    }
    for (const QString& problem : problems)
        QTextStream(stderr) << "attention-lab: " << problem << '\n';
    window.reportStartupProblems(problems);
    const int status = QApplication::exec();
    QSettings saved; // what the window saved while closing: written now, or why not
    if (const QString error = ui::syncSettings(saved); !error.isEmpty())
        QTextStream(stderr) << "attention-lab: " << error << '\n';
    return status;
}

} // namespace

int run(int argc, char* argv[]) {
    const bool checking = argc > 1 && std::strcmp(argv[1], kCheckLessonCommand) == 0;
    const bool exporting = checking || (argc > 1 && std::strcmp(argv[1], kExportCommand) == 0);
    bool informational = false; // --help and --version need no display either
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"-h", "--help", "--help-all", "-v", "--version"})
            informational = informational || std::strcmp(argv[i], flag) == 0;
    const bool platformChosen = !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    if ((exporting || informational) && !platformChosen) qputenv("QT_QPA_PLATFORM", "offscreen");
    if (argc > 1 && !exporting && argv[1][0] != '-') {
        std::fprintf(stderr,
                     "attention-lab: unknown command '%s' (the commands are 'export' and "
                     "'check-lesson')\n",
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
    QApplication::setOrganizationName(
        QStringLiteral("AttentionLab")); // QSettings: ~/.config/AttentionLab
    ui::useCheckedSettings();            // ~/.config/AttentionLab/attention-lab.json
    QApplication::setApplicationDisplayName(QStringLiteral("AttentionLab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTN_VERSION));
    QApplication::setWindowIcon(ui::applicationIcon());
    QGuiApplication::setDesktopFileName(QStringLiteral("attention-lab")); // its .desktop entry

    QStringList args = QApplication::arguments();
    const QString prefix =
        exporting ? QStringLiteral("attention-lab export: ") : QStringLiteral("attention-lab: ");
    try {
        if (exporting) {
            args.removeAt(1);
            return checking ? runCheckLesson(args) : runExport(args);
        }
        return runWindow(args);
    } catch (const CommandError& e) {
        QTextStream(stderr) << prefix << e.message << '\n';
        return BadUsage;
    }
}

} // namespace attn::app
