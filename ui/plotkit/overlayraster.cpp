// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/overlayraster.h"

#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>

namespace attn::ui {

namespace {

/// map:(gh,gw) at fractional patch coordinates (row, column), patch centres at k + 0.5.
float bilinear(const Eigen::MatrixXf& map, double row, double column) {
    const double r = std::clamp(row - 0.5, 0.0, double(map.rows() - 1));
    const double c = std::clamp(column - 0.5, 0.0, double(map.cols() - 1));
    const int r0 = int(r), c0 = int(c);
    const int r1 = std::min(r0 + 1, int(map.rows() - 1)),
              c1 = std::min(c0 + 1, int(map.cols() - 1));
    const double fr = r - r0, fc = c - c0;
    const double top = map(r0, c0) * (1 - fc) + map(r0, c1) * fc;
    const double bottom = map(r1, c0) * (1 - fc) + map(r1, c1) * fc;
    return float(top * (1 - fr) + bottom * fr);
}

} // namespace

QImage composeOverlay(const QImage& picture, const Eigen::MatrixXf* map, const OverlayStyle& style,
                      int gridRows, int gridColumns, int longSide) {
    if (picture.isNull() || longSide < 1) return {};
    const double aspect = double(picture.width()) / picture.height();
    const int w = std::max(1, int(std::lround(aspect >= 1 ? longSide : longSide * aspect)));
    const int h = std::max(1, int(std::lround(aspect >= 1 ? longSide / aspect : longSide)));
    const Qt::TransformationMode mode =
        picture.width() < w ? Qt::FastTransformation : Qt::SmoothTransformation;
    QImage out =
        picture.convertToFormat(QImage::Format_RGB32).scaled(w, h, Qt::IgnoreAspectRatio, mode);
    if (map && map->size() > 0) {
        gridRows = int(map->rows());
        gridColumns = int(map->cols());
        QCPColorGradient gradient = style.gradient; // color() caches its table
        std::array<QRgb, 256> lut;
        for (int i = 0; i < 256; ++i)
            lut[std::size_t(i)] = gradient.color(i / 255.0, QCPRange(0, 1));
        const double a = std::clamp(style.opacity, 0.0, 1.0);
        const double top = style.maxValue > 0 ? style.maxValue : 1;
        for (int y = 0; y < h; ++y) {
            auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
            const double gy = (y + 0.5) * gridRows / h;
            for (int x = 0; x < w; ++x) {
                const double gx = (x + 0.5) * gridColumns / w;
                const float v = style.smooth ? bilinear(*map, gy, gx)
                                             : (*map)(std::min(int(gy), gridRows - 1),
                                                      std::min(int(gx), gridColumns - 1));
                const double t = std::clamp(double(v) / top, 0.0, 1.0);
                const QRgb c = lut[std::size_t(std::lround(t * 255))];
                const QRgb p = line[x];
                line[x] = qRgb(int(std::lround(qRed(p) * (1 - a) + qRed(c) * a)),
                               int(std::lround(qGreen(p) * (1 - a) + qGreen(c) * a)),
                               int(std::lround(qBlue(p) * (1 - a) + qBlue(c) * a)));
            }
        }
    }
    if (style.grid && gridRows > 0 && gridColumns > 0 && gridRows * 2 <= h &&
        gridColumns * 2 <= w) {
        QPainter painter(&out);
        painter.setPen(QPen(QColor(255, 255, 255, 80), std::max(1, longSide / 512)));
        for (int k = 1; k < gridColumns; ++k) {
            const int x = int(std::lround(double(k) * w / gridColumns));
            painter.drawLine(x, 0, x, h);
        }
        for (int k = 1; k < gridRows; ++k) {
            const int y = int(std::lround(double(k) * h / gridRows));
            painter.drawLine(0, y, w, y);
        }
    }
    return out;
}

} // namespace attn::ui
