// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Asks for the size and text size of an exported figure, and saves it: from the window's File >
// Export figure and from the windows of their own (Long text, Positions in models).
#include "ui/common/figureexport.h"

#include <QDialog>
#include <QStringList>

class QCustomPlot;
class QDoubleSpinBox;
class QSpinBox;

namespace attn::ui {

/// Width and height in 96 dpi pixels, the text size in points and, for PNG, the pixel scale.
class ExportDialog : public QDialog {
    Q_OBJECT

  public:
    ExportDialog(ExportFormat format, const ExportOptions& initial, QWidget* parent = nullptr);
    ExportOptions options() const;

  private:
    QSpinBox* m_width;
    QSpinBox* m_height;
    QDoubleSpinBox* m_scale;
    QDoubleSpinBox* m_points;
};

/// The file dialog's filters for a figure: PNG (the first), SVG, PDF.
QStringList figureFileFilters();
/// path as it is when its suffix names a figure format, else with the suffix of filter (one of
/// figureFileFilters(); PNG for any other).
QString withFigureSuffix(const QString& path, const QString& filter);

/// Saves plot at path (its suffix names PNG, SVG or PDF) after asking its size in an
/// ExportDialog that starts from options, which then keep what was chosen; true when saved.
/// A failure is said in a message box over parent; a cancelled dialog saves nothing silently.
bool saveFigureAs(QWidget* parent, QCustomPlot& plot, const QString& path, ExportOptions& options);

/// Asks where to save plot (PNG, SVG or PDF, suggested as name.png) and at what size, starting
/// with text of textPoints, then saves it as saveFigureAs; true when saved.
bool exportFigureFromWindow(QWidget* parent, QCustomPlot& plot, const QString& name,
                            double textPoints);

} // namespace attn::ui
