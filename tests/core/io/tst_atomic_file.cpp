// SPDX-License-Identifier: GPL-3.0-or-later
// writeFileAtomically keeps what the user had: a link planted where a temporary file might go
// is not followed, a device or a pipe at the target is refused and left alone, a stream that
// failed in memory writes nothing, and a streamed file is whole or absent.
#include "core/io/atomic_file.h"
#include "core/io/npy.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <stdexcept>
#include <sys/stat.h>

namespace {

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString writeError(const QString& path, const std::string& bytes) {
    try {
        attn::writeFileAtomically(path.toStdString(), bytes);
    } catch (const std::runtime_error& e) {
        return QString::fromLocal8Bit(e.what());
    }
    return {};
}

} // namespace

class AtomicFile : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

  private slots:
    void plantedLinksAreNotFollowed() {
        const QString victim = dir.filePath("victim.txt"), out = dir.filePath("out.npy");
        QFile v(victim);
        QVERIFY(v.open(QIODevice::WriteOnly));
        v.write("keep me");
        v.close();
        // Links at the names a writer might use for its temporary file, to the victim.
        for (const QString& name :
             {QStringLiteral("out.npy.part"), QStringLiteral(".out.npy.part")})
            QVERIFY(QFile::link(victim, dir.filePath(name)));
        QCOMPARE(writeError(out, "new"), QString());
        QCOMPARE(contents(victim), QByteArray("keep me"));
        QVERIFY(QFileInfo(out).isFile() && !QFileInfo(out).isSymLink());
        QCOMPARE(contents(out), QByteArray("new"));
    }

    void aLinkAtTheTargetIsReplacedNotWrittenThrough() {
        const QString victim = dir.filePath("target.txt"), out = dir.filePath("link.csv");
        QFile v(victim);
        QVERIFY(v.open(QIODevice::WriteOnly));
        v.write("keep me too");
        v.close();
        QVERIFY(QFile::link(victim, out));
        QCOMPARE(writeError(out, "1,2"), QString());
        QCOMPARE(contents(victim), QByteArray("keep me too"));
        QVERIFY(!QFileInfo(out).isSymLink());
    }

    void devicesPipesAndFoldersAreRefused() {
        const QString pipe = dir.filePath("pipe.png");
        QCOMPARE(::mkfifo(pipe.toLocal8Bit().constData(), 0600), 0);
        QVERIFY(writeError(pipe, "x").contains("not a regular file"));
        QVERIFY(QFileInfo(pipe).exists() && !QFileInfo(pipe).isFile()); // still the pipe
        QVERIFY(writeError(dir.path(), "x").contains("not a regular file"));
        QVERIFY(writeError(QStringLiteral("/dev/null"), "x").contains("not a regular file"));
    }

    void aFailedStreamWritesNothing() {
        const QString out = dir.filePath("stream.json");
        try {
            attn::writeFileAtomically(out.toStdString(), [](std::ostream& s) {
                s << "{\"half\": ";
                s.setstate(std::ios::badbit); // as when memory runs out mid-way
            });
            QFAIL("no error for a failed stream");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString(e.what()).contains("nothing was written"), e.what());
        }
        QVERIFY(!QFile::exists(out));
    }

    /// A streamed file is written piece by piece; a writer that stops half-way (an .npy whose
    /// data is shorter than its shape) leaves nothing behind.
    void aStreamedFileIsWholeOrAbsent() {
        const QString out = dir.filePath("streamed.npy");
        const std::vector<float> values(1000, 0.5f);
        attn::writeNpy(out.toStdString(), {10, 100}, [&](const attn::ByteSink& sink) {
            for (int part = 0; part < 10; ++part)
                sink(values.data() + part * 100, 100 * sizeof(float));
        });
        QCOMPARE(attn::readNpy(out.toStdString()).data, values);
        const QString half = dir.filePath("half.npy");
        try {
            attn::writeNpy(half.toStdString(), {10, 100}, [&](const attn::ByteSink& sink) {
                sink(values.data(), 500 * sizeof(float));
            });
            QFAIL("no error for data shorter than the shape");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString(e.what()).contains("the shape holds"), e.what());
        }
        QVERIFY(!QFile::exists(half));
    }

    void noTemporaryFileRemains() {
        QVERIFY(QDir(dir.path())
                    .entryList({QStringLiteral(".attention-lab-*")}, QDir::Files | QDir::Hidden)
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(AtomicFile)
#include "tst_atomic_file.moc"
