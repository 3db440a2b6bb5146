// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/rgbimageio.h"

#include "core/io/file_read.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>

#include <algorithm>
#include <cmath>

namespace attn::ui {

/// The words of the image reader's messages, in one translation context.
class ImageText {
    Q_DECLARE_TR_FUNCTIONS(attn::ui::ImageText)
};

RgbImage toRgbImage(const QImage& image) {
    if (image.isNull() || image.width() > kMaxImageSide || image.height() > kMaxImageSide)
        return {};
    const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
    RgbImage out = makeRgbImage(rgb.width(), rgb.height());
    for (int y = 0; y < rgb.height(); ++y) {
        const uchar* line = rgb.constScanLine(y);
        float* row = out.rgb.data() + std::size_t(y) * std::size_t(rgb.width()) * 3;
        for (int i = 0; i < rgb.width() * 3; ++i)
            row[i] = line[i] / 255.0f;
    }
    return out;
}

QImage toQImage(const RgbImage& image) {
    if (image.width < 1 || image.height < 1 ||
        image.rgb.size() != std::size_t(image.width) * std::size_t(image.height) * 3)
        return {};
    QImage out(image.width, image.height, QImage::Format_RGB888);
    for (int y = 0; y < image.height; ++y) {
        uchar* line = out.scanLine(y);
        const float* row = image.rgb.data() + std::size_t(y) * std::size_t(image.width) * 3;
        for (int i = 0; i < image.width * 3; ++i) {
            const float v = std::isfinite(row[i]) ? std::clamp(row[i], 0.0f, 1.0f) : 0.0f;
            line[i] = uchar(std::lround(v * 255.0f));
        }
    }
    return out;
}

RgbImage readRgbImage(const QString& path, QString* error) {
    const QFileInfo info(path);
    if (!info.exists() || info.isDir()) {
        if (error)
            *error =
                info.isDir()
                    ? ImageText::tr("cannot read %1: it is a folder, not an image file").arg(path)
                    : ImageText::tr("cannot read %1: the file does not exist").arg(path);
        return {};
    }
    if (!isRegularFile(QFile::encodeName(path).toStdString())) { // a pipe would block the read
        if (error)
            *error =
                ImageText::tr("cannot read %1: it is not a file (a pipe or a device)").arg(path);
        return {};
    }
    // Qt refuses images over 128 MB by default; the largest side accepted, 8192 x 8192 in
    // 32-bit pixels, takes 256 MB.
    QImageReader::setAllocationLimit(
        int(std::int64_t(kMaxImageSide) * kMaxImageSide * 4 / (1024 * 1024)) + 1);
    QImageReader reader(path);
    const QSize size = reader.size(); // from the header, before decoding
    if (size.isValid() && (size.width() > kMaxImageSide || size.height() > kMaxImageSide)) {
        if (error)
            *error = ImageText::tr("%1 is %2x%3 pixels; at most %4 pixels per side are accepted")
                         .arg(path)
                         .arg(size.width())
                         .arg(size.height())
                         .arg(kMaxImageSide);
        return {};
    }
    const QImage image = reader.read();
    if (image.isNull()) {
        if (error) *error = ImageText::tr("cannot read %1: %2").arg(path, reader.errorString());
        return {};
    }
    const RgbImage rgb = toRgbImage(image);
    if (rgb.width == 0 && error)
        *error = ImageText::tr("%1 is %2x%3 pixels; at most %4 pixels per side are accepted")
                     .arg(path)
                     .arg(image.width())
                     .arg(image.height())
                     .arg(kMaxImageSide);
    return rgb;
}

} // namespace attn::ui
