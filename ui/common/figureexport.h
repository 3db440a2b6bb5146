// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writes a QCustomPlot to PNG, SVG or PDF, chosen by the file's extension, atomically, at the
// size and text size asked for.
#include <QString>

class QCPPainter;
class QCustomPlot;
class QRectF;

namespace attn::ui {

/// Size of an exported figure. The layout is computed for width x height logical pixels at
/// 96 dpi: a PNG has (width*scale) x (height*scale) pixels (and records 96*scale dpi), an SVG
/// and a PDF page are width/96 x height/96 inches. All three have the same physical size, so
/// font point sizes are true point sizes in each.
struct ExportOptions {
    int width = 1600;
    int height = 900;
    double scale = 1.0;      ///< PNG only
    double fontPoints = 0.0; ///< the figure's base text size in the file; 0 keeps its own

    static constexpr int kMinSide = 64;
    static constexpr int kMaxSide = 20000;
    static constexpr double kMinScale = 0.25;
    static constexpr double kMaxScale = 8.0;
    static constexpr double kMaxPixels = 150e6; ///< bounds the memory of a PNG export
};

enum class ExportFormat { Png, Svg, Pdf, Unknown };

/// From the file name's extension, case-insensitively: .png, .svg, .pdf.
ExportFormat exportFormatFor(const QString& path);

/// An empty string when options are usable, else why not in one sentence.
QString validateExportOptions(const ExportOptions& options);

/// Renders plot into path, laid out for the export's size and text size (the plot itself is
/// as it was afterwards), writing a temporary file in the same directory and renaming it
/// over path only when everything succeeded; on failure path is untouched and no temporary
/// file remains. Returns an empty string on success, else a one-sentence reason.
QString exportFigure(QCustomPlot& plot, const QString& path, const ExportOptions& options);

/// Draws plot into target (in painter's coordinates), laid out as exportFigure lays it out for
/// options.width x options.height and options.fontPoints, then scaled to fill target: vector
/// shapes and text on a PDF or SVG painter. The plot is as it was afterwards.
void paintFigure(QCustomPlot& plot, QCPPainter& painter, const QRectF& target,
                 const ExportOptions& options);

} // namespace attn::ui
