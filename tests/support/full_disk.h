// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A full disk for a test: a 64 KiB tmpfs, mounted over a folder in a private mount namespace
// (unshare(1): as root, or as a user through a user namespace), filled to the last block;
// a command runs with the folder full, and the test sees what is left in it afterwards.
// Nothing outside the command's namespace ever sees the mount.
#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <unistd.h>

namespace testing {

/// Set, to the full folder, in the environment of a command run by runOnFullDisk.
inline constexpr char kFullDiskVariable[] = "ATTN_FULL_DISK";

struct FullDiskRun {
    int exitCode = -1; ///< -1 when it crashed, timed out or could not start
    QString out, err;
};

namespace detail {

/// sh script: $1 folder, $2 KiB left free, $3 seed folder (copied in first), $4 folder that
/// receives what is left afterwards, then the command.
inline const char* fullDiskScript() {
    return "d=$1; free=$2; seed=$3; after=$4; shift 4\n"
           "mount -t tmpfs -o size=64k,mode=0777 tmpfs \"$d\" || exit 97\n"
           "[ -z \"$seed\" ] || cp -a \"$seed/.\" \"$d/\"\n"
           "head -c $(( (64 - free) * 1024 )) /dev/zero > \"$d/.filler\" 2>/dev/null\n"
           "\"$@\"; rc=$?\n"
           "rm -f \"$d/.filler\"\n"
           "[ -z \"$after\" ] || cp -a \"$d/.\" \"$after/\"\n"
           "exit $rc\n";
}

inline QStringList unshareArgs() {
    return geteuid() == 0 ? QStringList{QStringLiteral("-m")} : QStringList{QStringLiteral("-rm")};
}

} // namespace detail

/// Runs program with args, with dir mounted as a 64 KiB file system with freeKiB left free
/// (0: full; a few KiB let a writer start, as on a disk that fills up while it writes);
/// files in seedDir are copied into it first, and what is in it afterwards is copied to
/// afterDir (either may be empty). The command sees kFullDiskVariable=dir.
inline FullDiskRun runOnFullDisk(const QString& dir, const QString& program,
                                 const QStringList& args, const QString& seedDir = {},
                                 const QString& afterDir = {}, int freeKiB = 0) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QLatin1String(kFullDiskVariable), dir);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    static QTemporaryDir runtimeDir; // a private runtime folder, as a desktop session has
    if (!env.contains(QStringLiteral("XDG_RUNTIME_DIR")))
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtimeDir.path());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral("unshare"),
                  detail::unshareArgs() +
                      QStringList{QStringLiteral("sh"), QStringLiteral("-c"),
                                  QLatin1String(detail::fullDiskScript()), QStringLiteral("sh"),
                                  dir, QString::number(freeKiB), seedDir, afterDir, program} +
                      args);
    FullDiskRun run;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("timed out or could not start unshare");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

/// Empty when runOnFullDisk works here, else why not (for QSKIP): it needs unshare(1) and
/// the right to mount in a private namespace, as root or through a user namespace.
inline QString fullDiskUnavailable() {
    static const QString reason = [] {
        QTemporaryDir probe;
        const FullDiskRun run = runOnFullDisk(probe.path(), QStringLiteral("true"), {});
        if (run.exitCode == 0) return QString();
        return QStringLiteral("cannot mount a small tmpfs in a private namespace here "
                              "(unshare %1 failed: %2); the disk-full tests need root or "
                              "unprivileged user namespaces")
            .arg(detail::unshareArgs().join(' '), run.err.trimmed());
    }();
    return reason;
}

/// The full folder when this process runs under runOnFullDisk, else an empty string.
inline QString fullDiskFolder() {
    return qEnvironmentVariable(kFullDiskVariable);
}

/// Runs this test executable's function (as "function" or "function:row") again with dir
/// full (holding a copy of seedDir's files); returns its run. The function checks
/// fullDiskFolder() to know it is the inner run.
inline FullDiskRun rerunOnFullDisk(const QString& dir, const QString& function,
                                   const QString& seedDir = {}) {
    return runOnFullDisk(dir, QCoreApplication::applicationFilePath(), {function}, seedDir);
}

} // namespace testing
