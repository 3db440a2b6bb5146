// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/check.h"
#include "core/base/random.h"
#include "core/io/npy.h"
#include "core/io/npy_stack.h"
#include "tests/support/file_bytes.h"
#include "tests/support/matrix_compare.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;

class Npy : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    QString path(const char* name) const { return dir.filePath(name); }
    QByteArray npyHeader(const QByteArray& dict) {
        QByteArray h("\x93NUMPY\x01\x00", 8);
        QByteArray body = dict;
        while ((10 + body.size() + 1) % 64)
            body += ' ';
        body += '\n';
        h += char(body.size() & 0xFF);
        h += char(body.size() >> 8);
        return h + body;
    }

  private slots:
    void roundTrip() {
        const Eigen::MatrixXf m = randomNormal(3, 5, 1);
        writeNpy(path("m.npy").toStdString(), fromMatrix(m));
        const NpyArray a = readNpy(path("m.npy").toStdString());
        QCOMPARE(a.shape, (std::vector<std::size_t>{3, 5}));
        ATTN_COMPARE_MATRICES(toMatrix(a), m, 0);
        QVERIFY(QDir(dir.path())
                    .entryList({QStringLiteral(".attention-lab-*")}, QDir::Files | QDir::Hidden)
                    .isEmpty()); // no temporary file left
    }

    void fortranOrderAndDoubles() {
        QByteArray bytes = npyHeader("{'descr': '<f8', 'fortran_order': True, 'shape': (2, 3), }");
        const double values[] = {1, 4, 2, 5, 3, 6}; // column-major of [[1,2,3],[4,5,6]]
        bytes.append(reinterpret_cast<const char*>(values), sizeof values);
        testing::writeFileBytes(path("f.npy"), bytes);
        Eigen::MatrixXf expected(2, 3);
        expected << 1, 2, 3, 4, 5, 6;
        ATTN_COMPARE_MATRICES(toMatrix(readNpy(path("f.npy").toStdString())), expected, 0);
    }

    void badFilesAreExplained_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("not npy") << QByteArray("hello world, not an array") << "magic";
        QTest::newRow("complex dtype")
            << npyHeader("{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }") +
                   QByteArray(8, 0)
            << "complex";
        QTest::newRow("truncated header")
            << npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }").left(40)
            << "truncated";
        QTest::newRow("truncated data")
            << npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (100, 100), }") +
                   QByteArray(40, 0)
            << "truncated";
        QTest::newRow("absurd shape") << npyHeader("{'descr': '<f4', 'fortran_order': False, "
                                                   "'shape': (99999999999, 99999999999), }")
                                      << "shape";
        QTest::newRow("missing shape")
            << npyHeader("{'descr': '<f4', 'fortran_order': False, }") << "shape";
        QTest::newRow("header longer than file")
            << QByteArray("\x93NUMPY\x01\x00\xff\x7f{", 11) << "header";
    }
    void badFilesAreExplained() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, messagePart);
        testing::writeFileBytes(path("bad.npy"), bytes);
        try {
            readNpy(path("bad.npy").toStdString());
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }

    /// Layers x heads of column-major and of row-major matrices stream into one C-order
    /// array: element [l][h][r][c] is head (l,h)'s (r,c), whatever the storage.
    void stacksStreamInCOrder() {
        std::vector<std::vector<Eigen::MatrixXf>> columns(2);
        using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
        std::vector<std::vector<RowMajor>> rows(2);
        for (int l = 0; l < 2; ++l)
            for (int h = 0; h < 3; ++h) {
                columns[std::size_t(l)].push_back(randomNormal(4, 5, unsigned(10 * l + h)));
                rows[std::size_t(l)].push_back(columns[std::size_t(l)].back());
            }
        for (const bool rowMajor : {false, true}) {
            const std::string file = path("stack.npy").toStdString();
            if (rowMajor)
                writeLayerHeads(file, rows);
            else
                writeLayerHeads(file, columns);
            const NpyArray a = readNpy(file);
            QCOMPARE(a.shape, (std::vector<std::size_t>{2, 3, 4, 5}));
            for (std::size_t l = 0; l < 2; ++l)
                for (std::size_t h = 0; h < 3; ++h)
                    for (Eigen::Index r = 0; r < 4; ++r)
                        for (Eigen::Index c = 0; c < 5; ++c)
                            QCOMPARE(
                                a.data[((l * 3 + h) * 4 + std::size_t(r)) * 5 + std::size_t(c)],
                                columns[l][h](r, c));
        }
        columns[1][2] = Eigen::MatrixXf::Zero(4, 4); // a head of another shape writes nothing
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 writeLayerHeads(path("ragged.npy").toStdString(), columns));
        QVERIFY(!QFile::exists(path("ragged.npy")));
    }

    void unwritablePathThrows() {
        QVERIFY_THROWS_EXCEPTION(
            std::runtime_error,
            writeNpy("/nonexistent-dir/x.npy", fromMatrix(Eigen::MatrixXf::Zero(1, 1))));
    }
};

QTEST_GUILESS_MAIN(Npy)
#include "tst_npy.moc"
