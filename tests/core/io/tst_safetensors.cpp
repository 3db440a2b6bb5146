// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/check.h"
#include "core/io/safetensors.h"
#include "tests/support/file_bytes.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstring>

using namespace attn;

namespace {

QByteArray fileWith(const QByteArray& header, const QByteArray& data) {
    QByteArray bytes(8, 0);
    const quint64 n = quint64(header.size());
    for (int b = 0; b < 8; ++b)
        bytes[b] = char((n >> (8 * b)) & 0xFF);
    return bytes + header + data;
}

QByteArray floats(std::initializer_list<float> values) {
    QByteArray out;
    for (float v : values)
        out.append(reinterpret_cast<const char*>(&v), 4);
    return out;
}

} // namespace

class Safetensors : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    std::string write(const QByteArray& bytes) {
        return testing::writeFileBytes(dir.filePath("t.safetensors"), bytes);
    }

    /// (2,3) row-major [[1,-2,0.5],[4,1.5,-1]] as F32 "f", F16 "h" and BF16 "b" (each value
    /// exact in all three).
    std::string writeMatrixInEveryDtype() {
        const QByteArray f16("\x00\x3C\x00\xC0\x00\x38\x00\x44\x00\x3E\x00\xBC", 12);
        const QByteArray bf16("\x80\x3F\x00\xC0\x00\x3F\x80\x40\xC0\x3F\x80\xBF", 12);
        return write(
            fileWith("{\"f\":{\"dtype\":\"F32\",\"shape\":[2,3],\"data_offsets\":[0,24]},"
                     "\"h\":{\"dtype\":\"F16\",\"shape\":[2,3],\"data_offsets\":[24,36]},"
                     "\"b\":{\"dtype\":\"BF16\",\"shape\":[2,3],\"data_offsets\":[36,48]}}",
                     floats({1, -2, 0.5f, 4, 1.5f, -1}) + f16 + bf16));
    }

  private slots:
    void roundTrip() {
        SafetensorsFile file;
        file.tensors["b"] = Tensor{{2, 3}, {1, 2, 3, 4, 5, 6}};
        file.tensors["a.scalar"] = Tensor{{}, {7}};
        file.metadata["format"] = "pt";
        const std::string path = dir.filePath("rt.safetensors").toStdString();
        writeSafetensors(path, file);
        const SafetensorsFile back = readSafetensors(path);
        QCOMPARE(back.tensors.size(), std::size_t(2));
        QVERIFY(back.tensors.at("b").shape == (std::vector<std::size_t>{2, 3}));
        QVERIFY(back.tensors.at("b").data == file.tensors["b"].data);
        QCOMPARE(back.tensors.at("a.scalar").data[0], 7.0f);
        QCOMPARE(QString::fromStdString(back.metadata.at("format")), QStringLiteral("pt"));
    }

    void readerReadsOneTensorAtATime() {
        // A model loader reads tensor by tensor: shapes are known at open, and a file cut
        // short after it was opened is reported when a tensor can no longer be read.
        SafetensorsFile file;
        file.tensors["a"] = Tensor{{2}, {1, 2}};
        file.tensors["b"] = Tensor{{2, 2}, {3, 4, 5, 6}};
        const std::string path = dir.filePath("reader.safetensors").toStdString();
        writeSafetensors(path, file);
        const SafetensorsReader reader(path);
        QVERIFY(reader.names() == (std::vector<std::string>{"a", "b"}));
        QVERIFY(reader.shape("b") == (std::vector<std::size_t>{2, 2}));
        QVERIFY(reader.read("b").data == file.tensors["b"].data);
        QVERIFY_THROWS_EXCEPTION(InputError, reader.read("c"));
        QVERIFY(QFile::resize(QString::fromStdString(path),
                              QFileInfo(QString::fromStdString(path)).size() - 8));
        try {
            reader.read("b");
            QFAIL("a tensor past the end of the file was read");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("changed or was truncated") != std::string::npos,
                     e.what());
        }
    }

    void halfAndBFloat16() {
        // F16 1.0 = 0x3C00, -2.0 = 0xC000, 2^-24 (smallest subnormal) = 0x0001; BF16 1.5 = 0x3FC0
        const QByteArray data("\x00\x3C\x00\xC0\x01\x00\xC0\x3F", 8);
        const std::string path =
            write(fileWith("{\"h\":{\"dtype\":\"F16\",\"shape\":[3],\"data_offsets\":[0,6]},\"b\":{"
                           "\"dtype\":\"BF16\",\"shape\":[1],\"data_offsets\":[6,8]}}",
                           data));
        const SafetensorsFile f = readSafetensors(path);
        QCOMPARE(f.tensors.at("h").data[0], 1.0f);
        QCOMPARE(f.tensors.at("h").data[1], -2.0f);
        QCOMPARE(f.tensors.at("h").data[2], std::ldexp(1.0f, -24));
        QCOMPARE(f.tensors.at("b").data[0], 1.5f);
    }

    void matricesAreReadTransposedInEveryDtype() {
        // readInto(transposed) writes the matrix column-major, i.e. out[c*2 + r] = t(r,c).
        const SafetensorsReader reader(writeMatrixInEveryDtype());
        for (const char* name : {"f", "h", "b"}) {
            float out[6] = {};
            reader.readInto(name, out, true);
            const std::vector<float> got(out, out + 6);
            QVERIFY2(got == (std::vector<float>{1, 4, -2, 1.5f, 0.5f, -1}), name);
            QVERIFY2(reader.read(name).data == (std::vector<float>{1, -2, 0.5f, 4, 1.5f, -1}),
                     name);
        }
        float vector[3];
        QVERIFY_THROWS_EXCEPTION(
            InputError,
            SafetensorsReader(
                write(fileWith("{\"v\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,12]}}",
                               floats({1, 2, 3}))))
                .readInto("v", vector, true));
    }

    void partsOfAMatrixInEveryDtype() {
        // Rows [1, 2) as stored; columns [1, 3) column-major, as a fused
        // weight's W^K and W^V are read; a part outside is refused, naming the tensor.
        const SafetensorsReader reader(writeMatrixInEveryDtype());
        for (const char* name : {"f", "h", "b"}) {
            float row[3] = {}, columns[4] = {};
            QVERIFY(reader.readPartInto(name, row, false, 1, 1));
            QVERIFY2(std::vector<float>(row, row + 3) == (std::vector<float>{4, 1.5f, -1}), name);
            QVERIFY(reader.readPartInto(name, columns, true, 1, 2));
            QVERIFY2(std::vector<float>(columns, columns + 4) ==
                         (std::vector<float>{-2, 1.5f, 0.5f, -1}),
                     name);
        }
        float out[6];
        try {
            reader.readPartInto("f", out, true, 2, 2);
            QFAIL("columns 3 to 4 of a 3-column matrix were read");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("\"f\" has no columns 3 to 4") != std::string::npos,
                     e.what());
        }
        QVERIFY_THROWS_EXCEPTION(InputError, reader.readPartInto("f", out, false, 0, 3));
    }

    void largeMatricesTransposedInBlocks() {
        // 70 x 130 crosses the reader's 64 x 64 blocks with ragged edges both ways; t(r,c) = 1000 r
        // + c, so a value out of place names where it came from.
        SafetensorsFile file;
        Tensor& t = file.tensors["w"];
        t.shape = {70, 130};
        for (int r = 0; r < 70; ++r)
            for (int c = 0; c < 130; ++c)
                t.data.push_back(float(1000 * r + c));
        Tensor& bad = file.tensors["nan"];
        bad = t;
        bad.data.back() = std::nanf(""); // the last block's last value
        const std::string path = dir.filePath("large.safetensors").toStdString();
        writeSafetensors(path, file);
        const SafetensorsReader reader(path);
        std::vector<float> whole(70 * 130), part(70 * 60);
        QVERIFY(reader.readInto("w", whole.data(), true));
        QVERIFY(reader.readPartInto("w", part.data(), true, 67, 60));
        QVERIFY(!reader.readInto("nan", std::vector<float>(70 * 130).data(), true));
        QVERIFY(reader.readPartInto("nan", std::vector<float>(70 * 60).data(), true, 0, 60));
        for (int c = 0; c < 130; ++c)
            for (int r = 0; r < 70; ++r)
                QCOMPARE(whole[std::size_t(c * 70 + r)], float(1000 * r + c));
        for (int c = 0; c < 60; ++c)
            for (int r = 0; r < 70; ++r)
                QCOMPARE(part[std::size_t(c * 70 + r)], float(1000 * r + 67 + c));
    }

    void badFilesAreExplained_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("messagePart");
        const QByteArray two = floats({1, 2});
        QTest::newRow("shorter than 8 bytes") << QByteArray("abc") << "shorter";
        QTest::newRow("huge header length")
            << QByteArray("\xff\xff\xff\xff\xff\xff\x00\x00", 8) << "100 MB";
        QTest::newRow("header past end")
            << fileWith("{}", {}).left(9).replace(0, 1, "\x40") << "longer than the file";
        QTest::newRow("not JSON") << fileWith("{nope", two) << "not valid JSON";
        QTest::newRow("wrong dtype")
            << fileWith("{\"x\":{\"dtype\":\"I64\",\"shape\":[1],\"data_offsets\":[0,8]}}", two)
            << "I64";
        QTest::newRow("shape vs bytes")
            << fileWith("{\"x\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}", two)
            << "need 12";
        QTest::newRow("truncated data")
            << fileWith("{\"x\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0,16]}}", two)
            << "truncated";
        QTest::newRow("overlap")
            << fileWith("{\"x\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]},\"y\":{"
                        "\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}",
                        two)
            << "overlaps";
        QTest::newRow("gap")
            << fileWith("{\"x\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[4,8]}}", two)
            << "gap";
        QTest::newRow("negative offset")
            << fileWith("{\"x\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[-4,0]}}", two)
            << "whole numbers";
        QTest::newRow("header not object") << fileWith("[1,2]", two) << "JSON object";
        // A shape whose product wraps around 64 bits to 28 values (112 bytes), and one to 0.
        QTest::newRow("shape product wraps to 28")
            << fileWith("{\"x\":{\"dtype\":\"F32\",\"shape\":[34777523,530421447028],"
                        "\"data_offsets\":[0,112]}}",
                        QByteArray(112, 0))
            << "too large";
        QTest::newRow("shape product wraps to 0")
            << fileWith("{\"x\":{\"dtype\":\"F32\",\"shape\":[4294967296,4294967296],"
                        "\"data_offsets\":[0,0]}}",
                        {})
            << "too large";
        QTest::newRow("offset 1e30")
            << fileWith("{\"x\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,1e30]}}", two)
            << "below 2^53";
        QTest::newRow("offset infinite")
            << fileWith("{\"x\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[1e999,8]}}", two)
            << "below 2^53";
    }
    void badFilesAreExplained() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, messagePart);
        const std::string path = write(bytes);
        try {
            readSafetensors(path);
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(messagePart), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(Safetensors)
#include "tst_safetensors.moc"
