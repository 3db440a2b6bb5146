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

inline AppRun runApp(const QStringList& args, int timeoutMs = 60000) {
    static QTemporaryDir runtimeDir; // a private runtime directory keeps Qt from warning
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("XDG_RUNTIME_DIR")))
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtimeDir.path());
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ATTENTION_LAB), args);
    AppRun run;
    if (!process.waitForFinished(timeoutMs)) {
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

} // namespace testing
