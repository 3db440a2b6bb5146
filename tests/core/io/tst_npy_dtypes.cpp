// SPDX-License-Identifier: GPL-3.0-or-later
// NumPy arrays of every numeric type and both byte orders are read as float32; types without
// a float value are refused with a message that names them.
#include "core/base/check.h"
#include "core/io/npy.h"
#include "tests/support/file_bytes.h"

#include <QTemporaryDir>
#include <QtTest>

#include <limits>

using namespace attn;

namespace {

QByteArray npyFile(const QByteArray& descr, int count, const QByteArray& data) {
    QByteArray body = "{'descr': " + descr + ", 'fortran_order': False, 'shape': (" +
                      QByteArray::number(count) + ",), }";
    while ((10 + body.size() + 1) % 64)
        body += ' ';
    body += '\n';
    QByteArray h("\x93NUMPY\x01\x00", 8);
    h += char(body.size() & 0xFF);
    h += char(body.size() >> 8);
    return h + body + data;
}

/// values as count little- or big-endian integers of width bytes.
template <typename T> QByteArray raw(std::initializer_list<T> values, bool bigEndian = false) {
    QByteArray out;
    for (T v : values) {
        QByteArray one(reinterpret_cast<const char*>(&v), sizeof v);
        if (bigEndian) std::reverse(one.begin(), one.end());
        out += one;
    }
    return out;
}

} // namespace

class NpyDtypes : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

  private slots:
    void convertsToFloat32_data() {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QVector<float>>("expected");
        const QVector<float> small{-2, 0, 3};
        QTest::newRow("float16") << npyFile("'<f2'", 3, raw<quint16>({0xC000, 0x0000, 0x4200}))
                                 << small;
        QTest::newRow("float16 big-endian")
            << npyFile("'>f2'", 3, raw<quint16>({0xC000, 0x0000, 0x4200}, true)) << small;
        QTest::newRow("float32 big-endian")
            << npyFile("'>f4'", 3, raw<float>({-2, 0, 3}, true)) << small;
        QTest::newRow("float64") << npyFile("'<f8'", 3, raw<double>({-2, 0, 3})) << small;
        QTest::newRow("float64 big-endian")
            << npyFile("'>f8'", 3, raw<double>({-2, 0, 3}, true)) << small;
        QTest::newRow("int8") << npyFile("'|i1'", 3, raw<qint8>({-2, 0, 3})) << small;
        QTest::newRow("int16") << npyFile("'<i2'", 3, raw<qint16>({-2, 0, 3})) << small;
        QTest::newRow("int16 big-endian")
            << npyFile("'>i2'", 3, raw<qint16>({-2, 0, 3}, true)) << small;
        QTest::newRow("int32") << npyFile("'<i4'", 3, raw<qint32>({-2, 0, 3})) << small;
        QTest::newRow("int64") << npyFile("'<i8'", 3, raw<qint64>({-2, 0, 3})) << small;
        QTest::newRow("int64 big-endian")
            << npyFile("'>i8'", 3, raw<qint64>({-2, 0, 3}, true)) << small;
        QTest::newRow("uint8") << npyFile("'|u1'", 3, raw<quint8>({255, 0, 3}))
                               << QVector<float>{255, 0, 3};
        QTest::newRow("uint16") << npyFile("'<u2'", 2, raw<quint16>({65535, 7}))
                                << QVector<float>{65535, 7};
        QTest::newRow("uint32 big-endian")
            << npyFile("'>u4'", 2, raw<quint32>({4000000000u, 7}, true)) << QVector<float>{4e9f, 7};
        QTest::newRow("uint64") << npyFile("'<u8'", 2, raw<quint64>({1ull << 40, 7}))
                                << QVector<float>{float(1ull << 40), 7};
        QTest::newRow("bool") << npyFile("'|b1'", 3, raw<quint8>({1, 0, 2}))
                              << QVector<float>{1, 0, 1};
    }
    void convertsToFloat32() {
        QFETCH(QByteArray, file);
        QFETCH(QVector<float>, expected);
        const NpyArray a = readNpy(testing::writeFileBytes(dir.filePath("a.npy"), file));
        QCOMPARE(a.shape, (std::vector<std::size_t>{std::size_t(expected.size())}));
        QCOMPARE(QVector<float>(a.data.begin(), a.data.end()), expected);
    }

    void typesWithoutAFloatValueAreRefused_data() {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("complex64") << npyFile("'<c8'", 1, QByteArray(8, 0)) << "complex";
        QTest::newRow("complex128") << npyFile("'<c16'", 1, QByteArray(16, 0)) << "complex";
        QTest::newRow("object") << npyFile("'|O'", 1, QByteArray(8, 0)) << "Python objects";
        QTest::newRow("structured")
            << npyFile("[('a', '<f4'), ('b', '<i4')]", 1, QByteArray(8, 0)) << "structured";
        QTest::newRow("string") << npyFile("'<U4'", 1, QByteArray(16, 0)) << "'<U4' is not read";
        QTest::newRow("float128") << npyFile("'<f16'", 1, QByteArray(16, 0))
                                  << "'<f16' is not read";
    }
    void typesWithoutAFloatValueAreRefused() {
        QFETCH(QByteArray, file);
        QFETCH(QString, messagePart);
        const std::string path = testing::writeFileBytes(dir.filePath("bad.npy"), file);
        try {
            readNpy(path);
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
            QVERIFY2(QString(e.what()).contains(QStringLiteral("bad.npy")), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(NpyDtypes)
#include "tst_npy_dtypes.moc"
