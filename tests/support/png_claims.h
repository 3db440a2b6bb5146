// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hostile pictures for the tests of whatever opens images: a valid PNG whose header claims a
// size its data does not have (1x1, or 20000x20000 behind one pixel). Qt Gui only.
#include <QBuffer>
#include <QByteArray>
#include <QImage>

/// The CRC-32 of bytes, as a PNG chunk carries it.
inline quint32 pngCrc32(const QByteArray& bytes) {
    quint32 crc = 0xffffffffu;
    for (const char ch : bytes) {
        crc ^= quint8(ch);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

/// A valid 1x1 PNG whose header claims width x height pixels (the data stays 1 pixel).
inline QByteArray pngClaiming(int width, int height) {
    QImage one(1, 1, QImage::Format_RGB32);
    one.fill(Qt::black);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    one.save(&buffer, "PNG");
    // IHDR: length (4) at 8, type at 12, width at 16, height at 20, CRC after 13 data bytes.
    auto put = [&bytes](int at, quint32 v) {
        for (int i = 0; i < 4; ++i)
            bytes[at + i] = char((v >> (24 - 8 * i)) & 0xff);
    };
    put(16, quint32(width));
    put(20, quint32(height));
    put(29, pngCrc32(bytes.mid(12, 17)));
    return bytes;
}
