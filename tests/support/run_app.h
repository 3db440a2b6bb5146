#pragma once
// Runs the built attention-lab (path in ATTENTION_LAB) as a script would.
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
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("timed out");
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

} // namespace testing
