// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs the built attention-lab (path in ATTENTION_LAB) as a script would.
#include "tests/support/image_checks.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace testing {

struct AppRun {
    int exitCode = -1; ///< -1 when it crashed or timed out
    QString out, err;
};

/// A private runtime directory, as a desktop session provides; without one Qt prints a
/// warning on stderr that would hide whether the application's own output is one line.
inline QProcessEnvironment withRuntimeDir(QProcessEnvironment env) {
    static QTemporaryDir runtimeDir; // created with mode 0700
    if (!env.contains(QStringLiteral("XDG_RUNTIME_DIR")))
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtimeDir.path());
    return env;
}

inline AppRun runApp(const QStringList& args,
                     const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    QProcess process;
    process.setProcessEnvironment(withRuntimeDir(env));
    process.start(QStringLiteral(ATTENTION_LAB), args);
    AppRun run;
    if (!process.waitForFinished(120000)) {
        const bool started = process.error() != QProcess::FailedToStart;
        process.kill();
        process.waitForFinished();
        run.err = started ? QStringLiteral("timed out")
                          : QStringLiteral("could not start ") + QStringLiteral(ATTENTION_LAB);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

/// The SVG of the figure that `attention-lab args` wrote to out, for a test of its words (an
/// SVG keeps them as text): out itself when it is one, else the same command run again into
/// dir/texts.svg. Empty when that run fails.
inline QString sameFigureAsSvg(const QStringList& args, const QString& out, const QString& dir) {
    if (out.endsWith(QLatin1String(".svg"))) return out;
    const QString svg = dir + QStringLiteral("/texts.svg");
    return runApp(args + QStringList{QStringLiteral("--out"), svg}).exitCode == 0 ? svg : QString();
}

/// What one `attention-lab export --view <view> --width 800 --height 450 <extra> --out <out>`
/// into the empty folder dir left behind.
struct ExportedFigure {
    QStringList args; ///< the command without --out, to run again into another format
    QString problem;  ///< empty when the run exited cleanly, silently and wrote only out
    QImage png;       ///< the 800×450 picture when out is a PNG, else null
};

/// Runs the export and checks what every format shares: exit code 0, nothing on stderr, out
/// the only file in dir, an 800×450 PNG or a complete PDF.
inline ExportedFigure exportFigure(const QString& view, const QStringList& extra,
                                   const QString& out, const QString& dir) {
    ExportedFigure figure;
    figure.args =
        QStringList{QStringLiteral("export"),  QStringLiteral("--view"), view,
                    QStringLiteral("--width"), QStringLiteral("800"),    QStringLiteral("--height"),
                    QStringLiteral("450")} +
        extra;
    const AppRun run = runApp(figure.args + QStringList{QStringLiteral("--out"), out});
    const QStringList files = QDir(dir).entryList(QDir::Files);
    if (run.exitCode != 0 || !run.err.isEmpty())
        figure.problem = QStringLiteral("exit %1: %2").arg(run.exitCode).arg(run.err);
    else if (files != QStringList{QFileInfo(out).fileName()})
        figure.problem = QStringLiteral("files written: ") + files.join(QLatin1String(", "));
    else if (out.endsWith(QLatin1String(".pdf")) && !isCompletePdf(out))
        figure.problem = QStringLiteral("incomplete PDF");
    else if (out.endsWith(QLatin1String(".png")) &&
             (figure.png = QImage(out)).size() != QSize(800, 450))
        figure.problem =
            QStringLiteral("PNG of %1×%2").arg(figure.png.width()).arg(figure.png.height());
    return figure;
}

} // namespace testing
