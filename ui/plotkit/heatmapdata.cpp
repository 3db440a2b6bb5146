// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/heatmapdata.h"

#include <QCoreApplication>

#include "ui/plotkit/style.h"

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace attn::ui {

namespace {

// Cells and range for one dimension of n entries (see toColorMapData).
int cellCount(Eigen::Index n) {
    return n == 1 ? 2 : int(n);
}
QCPRange cellRange(Eigen::Index n) {
    return n == 1 ? QCPRange(-0.25, 0.25) : QCPRange(0, double(n - 1));
}

/// label wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE when it holds a
/// right-to-left letter; else label.
QString isolatedIfRightToLeft(const QString& label) {
    const bool rightToLeft = std::any_of(label.begin(), label.end(), [](QChar c) {
        return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
    });
    return rightToLeft ? QChar(0x2068) + label + QChar(0x2069) : label;
}

/// prepareHeatmap for either storage order: tiles of 64 x 64 keep reads and writes local.
template <typename Matrix> HeatmapData prepare(const Matrix& m) {
    HeatmapData out;
    out.rows = int(m.rows());
    out.columns = int(m.cols());
    if (m.size() == 0) {
        out.data = std::make_unique<QCPColorMapData>(0, 0, QCPRange(0, 1), QCPRange(0, 1));
        return out;
    }
    const int keys = cellCount(m.cols()), values = cellCount(m.rows());
    out.data =
        std::make_unique<QCPColorMapData>(keys, values, cellRange(m.cols()), cellRange(m.rows()));
    float low = std::numeric_limits<float>::infinity(), high = -low;
    constexpr int kTile = 64;
    for (int y0 = 0; y0 < values; y0 += kTile)
        for (int x0 = 0; x0 < keys; x0 += kTile)
            for (int y = y0; y < std::min(values, y0 + kTile); ++y) {
                const Eigen::Index row = m.rows() == 1 ? 0 : y;
                for (int x = x0; x < std::min(keys, x0 + kTile); ++x) {
                    float v = m(row, m.cols() == 1 ? 0 : x);
                    if (std::isfinite(v)) {
                        low = std::min(low, v);
                        high = std::max(high, v);
                    } else if (std::isinf(v) && v < 0) {
                        v = std::numeric_limits<float>::quiet_NaN();
                    }
                    out.data->setCell(x, y, double(v));
                }
            }
    out.data->recalculateDataBounds();
    out.hasNegative = low < 0;
    out.hasFinite = low <= high;
    out.finite = out.hasFinite ? QCPRange(low, high) : QCPRange(0, 0);
    return out;
}

double linearChannel(double c) {
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

} // namespace

std::unique_ptr<QCPColorMapData> toColorMapData(const Eigen::Ref<const Eigen::MatrixXf>& m) {
    if (m.size() == 0)
        return std::make_unique<QCPColorMapData>(0, 0, QCPRange(0, 1), QCPRange(0, 1));
    const int keys = cellCount(m.cols());
    const int values = cellCount(m.rows());
    auto data =
        std::make_unique<QCPColorMapData>(keys, values, cellRange(m.cols()), cellRange(m.rows()));
    for (int y = 0; y < values; ++y) {
        const Eigen::Index row = m.rows() == 1 ? 0 : y;
        for (int x = 0; x < keys; ++x)
            data->setCell(x, y, double(m(row, m.cols() == 1 ? 0 : x)));
    }
    data->recalculateDataBounds();
    return data;
}

HeatmapData prepareHeatmap(const Eigen::Ref<const Eigen::MatrixXf>& m) {
    return prepare(m);
}

HeatmapData prepareRowMajorHeatmap(
    const Eigen::Ref<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>&
        m) {
    return prepare(m);
}

void colorizeHeatmap(HeatmapData& heatmap, const QCPColorGradient& gradient,
                     const QCPRange& range) {
    if (!heatmap.data || heatmap.rows <= 100 || heatmap.columns <= 100) return;
    QCPColorGradient colours = gradient; // colorize fills a lookup table: this thread's own
    const int keys = heatmap.data->keySize(), values = heatmap.data->valueSize();
    QImage image(keys, values, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return; // too large for memory: the colour map tries itself
    std::vector<double> line(std::size_t(keys), 0.0);
    for (int y = 0; y < values; ++y) {
        for (int x = 0; x < keys; ++x)
            line[std::size_t(x)] = heatmap.data->cell(x, y);
        // Row 0 on top, as a panel shows it.
        colours.colorize(line.data(), range, reinterpret_cast<QRgb*>(image.scanLine(y)), keys);
    }
    heatmap.image = std::move(image);
    heatmap.imageGradient = gradient;
    heatmap.imageRange = range;
}

QCPRange cellAxisRange(int n) {
    return QCPRange(-0.5, std::max(n, 1) - 0.5);
}

QString withDirectionMarks(const QString& text) {
    // A left-to-right or right-to-left mark at each end, as the first strong character says:
    // Qt 6.4 draws the isolates (U+2066 to U+2069) in tick labels as if they were absent.
    const QChar mark(text.isRightToLeft() ? 0x200F : 0x200E);
    return mark + text + mark;
}

QSharedPointer<QCPAxisTickerText> makeTokenTicker(const QStringList& labels, int step) {
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    step = std::max(step, 1);
    for (int i = 0; i < labels.size(); i += step)
        ticker->addTick(i, withDirectionMarks(labels.at(i)));
    ticker->setSubTickCount(0);
    return ticker;
}

int labelStep(double labelExtent, double cellExtent) {
    if (!(cellExtent > 0)) return 1;
    return std::max(1, int(std::ceil(labelExtent / cellExtent - 1e-9)));
}

double relativeLuminance(const QColor& c) {
    const QColor rgb = c.toRgb();
    return 0.2126 * linearChannel(rgb.redF()) + 0.7152 * linearChannel(rgb.greenF()) +
           0.0722 * linearChannel(rgb.blueF());
}

QColor textColorOn(const QColor& background) {
    const QColor dark(0x11, 0x11, 0x11);
    const double l = relativeLuminance(background);
    const double againstWhite = 1.05 / (l + 0.05);
    const double againstDark = (l + 0.05) / (relativeLuminance(dark) + 0.05);
    return againstDark >= againstWhite ? dark : QColor(Qt::white);
}

QString describeCell(int query, const QString& queryLabel, int key, const QString& keyLabel,
                     double weight, int decimals) {
    const QString value = std::isfinite(weight)
                              ? formatNumber(weight, decimals)
                              : QCoreApplication::translate("attn::ui::HeatmapData", "−∞ (masked)");
    return QStringLiteral("#%1 ‘%2’ → #%3 ‘%4’: %5")
        .arg(QString::number(query + 1), isolatedIfRightToLeft(queryLabel),
             QString::number(key + 1), isolatedIfRightToLeft(keyLabel), value);
}

QString describeVectorEntry(int row, const QString& rowLabel, int dimension, double value,
                            int decimals) {
    return QCoreApplication::translate("attn::ui::HeatmapData", "#%1 ‘%2’, dimension %3: %4")
        .arg(QString::number(row + 1), isolatedIfRightToLeft(rowLabel),
             QString::number(dimension + 1), formatNumber(value, decimals));
}

} // namespace attn::ui
