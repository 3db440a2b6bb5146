// SPDX-License-Identifier: GPL-3.0-or-later
// .npz archives written by numpy (tools/make_npz_fixtures.py), stored and deflated.
#include "core/base/check.h"
#include "core/io/npz.h"
#include "tests/support/file_bytes.h"
#include "tests/support/memory_limit.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;

namespace {
const QString kDir = QStringLiteral(ATTN_FIXTURE_DIR "/npz");

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}
} // namespace

class Npz : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    std::string writeBytes(const QByteArray& bytes) {
        return testing::writeFileBytes(dir.filePath("x.npz"), bytes);
    }

  private slots:
    void readsNumpysArchives_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("np.savez (stored)") << "stored.npz";
        QTest::newRow("np.savez_compressed (deflated)") << "deflated.npz";
    }
    void readsNumpysArchives() {
        QFETCH(QString, file);
        const auto arrays = readNpz((kDir + "/" + file).toStdString());
        QCOMPARE(arrays.size(), std::size_t(3));
        const Tensor& w = arrays.at("weights");
        QVERIFY(w.shape == (std::vector<std::size_t>{3, 4, 5, 5}));
        const Tensor& ramp = arrays.at("ramp");
        QVERIFY(ramp.shape == (std::vector<std::size_t>{20, 15}));
        for (std::size_t i = 0; i < ramp.data.size(); ++i)
            QCOMPARE(ramp.data[i], float(i));
        QVERIFY(arrays.at("fortran").data == (std::vector<float>{0, 1, 2, 3, 4, 5}));
    }
    void storedAndDeflatedAgree() {
        QVERIFY(readNpz((kDir + "/stored.npz").toStdString()).at("weights").data ==
                readNpz((kDir + "/deflated.npz").toStdString()).at("weights").data);
    }
    void roundTrip() {
        const std::string path = dir.filePath("rt.npz").toStdString();
        std::map<std::string, Tensor> arrays{{"a", Tensor{{2, 2}, {1, 2, 3, 4}}},
                                             {"b", Tensor{{3}, {5, 6, 7}}}};
        writeNpz(path, arrays);
        const auto back = readNpz(path);
        QVERIFY(back.at("a").data == arrays["a"].data && back.at("b").shape == arrays["b"].shape);
    }
    void badArchivesAreExplained_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("messagePart");
        const QByteArray deflated = fileBytes(kDir + "/deflated.npz");
        QTest::newRow("not a zip") << QByteArray(100, 'x') << "end-of-directory";
        QTest::newRow("truncated") << deflated.right(deflated.size() - 200) << "past the end";
        QByteArray corrupt = deflated;
        corrupt[120] = char(corrupt[120] ^ 0x55);
        QTest::newRow("corrupt data") << corrupt << "member";
    }
    void badArchivesAreExplained() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, messagePart);
        try {
            readNpz(writeBytes(bytes));
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }

    void declaredSizeIsNotAllocatedBeforeDecoding() {
        // 193 bytes whose zip64 field declares a 16 GiB member: refused for what it declares,
        // within an address space far smaller than 16 GiB.
        const std::string path =
            ATTN_SOURCE_DIR "/tests/fuzz/regressions/npz/zip64-declares-16GiB.npz";
        const testing::AddressSpaceLimit limit(std::size_t(1) << 30);
        try {
            readNpz(path);
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(QStringLiteral("declares 17179869184 bytes")),
                     e.what());
        }
    }
};

QTEST_GUILESS_MAIN(Npz)
#include "tst_npz.moc"
