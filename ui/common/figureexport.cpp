// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/figureexport.h"

#include "ui/common/savebytes.h"
#include "ui/plotkit/figure.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <qcustomplot.h>

#include <cmath>

namespace attn::ui {

/// The words of the export's messages, in one translation context.
class FigureExportText {
    Q_DECLARE_TR_FUNCTIONS(attn::ui::FigureExportText)
};

namespace {

constexpr int kDpi = 96;
constexpr double kInchPerMetre = 39.37007874;

void paint(QCustomPlot& plot, QPaintDevice& device, const ExportOptions& o, double scale,
           bool vector) {
    QCPPainter painter(&device);
    if (vector) {
        painter.setMode(QCPPainter::pmVectorized);
        painter.setWindow(0, 0, o.width, o.height);
    } else if (scale != 1.0) {
        painter.setMode(QCPPainter::pmNonCosmetic, scale > 1.0);
        painter.scale(scale, scale);
    }
    plot.toPainter(&painter, o.width, o.height);
}

bool writePng(QCustomPlot& plot, QIODevice& out, const ExportOptions& o) {
    const QSize pixels(int(std::lround(o.width * o.scale)), int(std::lround(o.height * o.scale)));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return false;
    // Fonts are sized for 96 dpi logical pixels; the file then records the scaled density.
    image.setDotsPerMeterX(int(std::lround(kDpi * kInchPerMetre)));
    image.setDotsPerMeterY(int(std::lround(kDpi * kInchPerMetre)));
    image.fill(Qt::white);
    paint(plot, image, o, o.scale, false);
    image.setDotsPerMeterX(int(std::lround(kDpi * o.scale * kInchPerMetre)));
    image.setDotsPerMeterY(int(std::lround(kDpi * o.scale * kInchPerMetre)));
    return image.convertToFormat(QImage::Format_RGB32).save(&out, "PNG");
}

bool writeSvg(QCustomPlot& plot, QIODevice& out, const ExportOptions& o) {
    QSvgGenerator svg;
    svg.setOutputDevice(&out);
    svg.setResolution(kDpi);
    svg.setSize(QSize(o.width, o.height));
    svg.setViewBox(QRect(0, 0, o.width, o.height));
    svg.setTitle(QStringLiteral("AttentionLab figure"));
    paint(plot, svg, o, 1.0, true);
    return true;
}

bool writePdf(QCustomPlot& plot, QIODevice& out, const ExportOptions& o) {
    QPdfWriter pdf(&out);
    pdf.setCreator(QStringLiteral("AttentionLab"));
    pdf.setTitle(QStringLiteral("AttentionLab figure"));
    pdf.setResolution(kDpi);
    // width x height pixels at 96 dpi, the physical size the PNG and SVG files declare.
    const QPageSize page(QSizeF(o.width * 72.0 / kDpi, o.height * 72.0 / kDpi), QPageSize::Point,
                         QString(), QPageSize::ExactMatch);
    if (!pdf.setPageLayout(QPageLayout(page, QPageLayout::Portrait, QMarginsF()))) return false;
    paint(plot, pdf, o, 1.0, true);
    return true;
}

/// While it lives, a Figure is laid out for the export: its text size and the size that
/// views arranging themselves by size see. Afterwards it is as it was.
class ExportLayout {
  public:
    ExportLayout(QCustomPlot& plot, const ExportOptions& o)
        : m_figure(qobject_cast<Figure*>(&plot)) {
        if (!m_figure) return;
        m_points = m_figure->baseFontPointSize();
        if (o.fontPoints > 0) m_figure->setBaseFontPointSize(o.fontPoints);
        m_figure->setExportSize(QSize(o.width, o.height));
    }
    ~ExportLayout() {
        if (!m_figure) return;
        m_figure->setBaseFontPointSize(m_points);
        m_figure->setExportSize(QSize());
    }
    ExportLayout(const ExportLayout&) = delete;
    ExportLayout& operator=(const ExportLayout&) = delete;

  private:
    Figure* m_figure;
    double m_points = 0;
};

bool writeFigure(QCustomPlot& plot, ExportFormat format, QIODevice& out, const ExportOptions& o) {
    const ExportLayout layout(plot, o);
    switch (format) {
    case ExportFormat::Png:
        return writePng(plot, out, o);
    case ExportFormat::Svg:
        return writeSvg(plot, out, o);
    case ExportFormat::Pdf:
        return writePdf(plot, out, o);
    case ExportFormat::Unknown:
        break;
    }
    return false;
}

} // namespace

ExportFormat exportFormatFor(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) return ExportFormat::Png;
    if (suffix == QLatin1String("svg")) return ExportFormat::Svg;
    if (suffix == QLatin1String("pdf")) return ExportFormat::Pdf;
    return ExportFormat::Unknown;
}

QString validateExportOptions(const ExportOptions& o) {
    using O = ExportOptions;
    if (o.width < O::kMinSide || o.width > O::kMaxSide)
        return FigureExportText::tr("width must be between %1 and %2 pixels, not %3")
            .arg(O::kMinSide)
            .arg(O::kMaxSide)
            .arg(o.width);
    if (o.height < O::kMinSide || o.height > O::kMaxSide)
        return FigureExportText::tr("height must be between %1 and %2 pixels, not %3")
            .arg(O::kMinSide)
            .arg(O::kMaxSide)
            .arg(o.height);
    if (!(o.scale >= O::kMinScale && o.scale <= O::kMaxScale))
        return FigureExportText::tr("scale must be between %1 and %2, not %3")
            .arg(O::kMinScale)
            .arg(O::kMaxScale)
            .arg(o.scale);
    if (o.fontPoints != 0 && !(o.fontPoints >= FontRange::kMin && o.fontPoints <= FontRange::kMax))
        return FigureExportText::tr("text size must be between %1 and %2 points, not %3")
            .arg(FontRange::kMin)
            .arg(FontRange::kMax)
            .arg(o.fontPoints);
    if (double(o.width) * o.height * o.scale * o.scale > O::kMaxPixels)
        return FigureExportText::tr("%1 x %2 at scale %3 is more than %4 million pixels")
            .arg(o.width)
            .arg(o.height)
            .arg(o.scale)
            .arg(O::kMaxPixels / 1e6);
    return {};
}

void paintFigure(QCustomPlot& plot, QCPPainter& painter, const QRectF& target,
                 const ExportOptions& options) {
    const ExportLayout layout(plot, options);
    painter.save();
    painter.setMode(QCPPainter::pmVectorized);
    painter.translate(target.topLeft());
    painter.scale(target.width() / options.width, target.height() / options.height);
    plot.toPainter(&painter, options.width, options.height);
    painter.restore();
    plot.replot(QCustomPlot::rpQueuedReplot);
}

QString exportFigure(QCustomPlot& plot, const QString& path, const ExportOptions& options) {
    const ExportFormat format = exportFormatFor(path);
    if (format == ExportFormat::Unknown)
        return FigureExportText::tr(
                   "cannot tell the format of '%1': the name must end in .png, .svg "
                   "or .pdf")
            .arg(path);
    if (const QString problem = validateExportOptions(options); !problem.isEmpty()) return problem;

    // Rendered in memory, then written and checked as a whole: a full disk or a failing
    // write leaves path untouched and says so.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const bool ok = writeFigure(plot, format, buffer, options);
    // toPainter laid the plot out for the export size; lay it out again for its own size.
    plot.replot(QCustomPlot::rpQueuedReplot);
    if (!ok)
        return FigureExportText::tr("cannot write '%1': %2")
            .arg(path, FigureExportText::tr("rendering failed"));
    if (const QString error = saveBytesAtomically(path, buffer.data()); !error.isEmpty())
        return error;
    return {};
}

} // namespace attn::ui
