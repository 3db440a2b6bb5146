// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The common base of the positional-encoding panels: a PanelFigure (tooltips with exact values,
// fitted titles and labels) that rebuilds from a PositionalDocument. They only convert results
// to plot items; nothing here computes the encoding.
#include "ui/plotkit/panelfigure.h"

#include <Eigen/Core>
#include <QString>
#include <qcustomplot.h>

#include <vector>

namespace attn::ui {

class PositionalDocument;

/// Blue (negative) - white (0) - red (positive), ColorBrewer RdBu: for signed values such as
/// P and dot products, with the data range set symmetric around 0.
QCPColorGradient divergingGradient();

/// "6.1×10⁻⁸" for 6.1e-8 (two significant digits), "0" for 0.
QString scientificText(double v);

class PositionalFigure : public PanelFigure {
    Q_OBJECT

  public:
    explicit PositionalFigure(const PositionalDocument* document, QWidget* parent = nullptr);

    /// The first axis rect of the panel.
    QCPAxisRect* mainRect() const { return axisRectCount() ? axisRect(0) : nullptr; }

  public slots:
    /// Rebuilds from the document, at once when the panel is shown, else when it is next
    /// shown, laid out or exported (putOffWhileHidden).
    void rebuild() override;

  protected:
    /// Called after each layout, once the pixel sizes are known (e.g. to thin out labels).
    virtual void fitToLayout() {}

    const PositionalDocument* doc() const { return m_document; }

    /// A titled axis rect in cell (row, column) of the layout whose top and bottom line up
    /// with the other panels and colour scales of row 0.
    QCPAxisRect* addAlignedPanel(int column, const QString& title, const QString& xLabel,
                                 const QString& yLabel, int row = 0);
    /// m:(rows,cols) as cells centred on x = column, y = row, row 0 at the top; the tooltip
    /// names a cell "rowName i, columnName j: valueName = v", i and j counted from 0.
    QCPColorMap* addPositionHeatmap(QCPAxisRect* rect, const Eigen::MatrixXf& m,
                                    QCPColorScale* scale, const QString& rowName,
                                    const QString& columnName, const QString& valueName);
    /// A vertical colour scale in column `column` of row 0 for [-limit, limit] in diverging
    /// colours, aligned with the panels of row 0.
    QCPColorScale* addSymmetricScale(int column, double limit, const QString& label);
    /// Keeps one data unit the same length in x and y (circles look round), showing at least
    /// [-extent, extent] on both axes.
    void keepSquare(QCPAxisRect* rect, double extent);
    /// Keeps pixelsPerUnit pixels per data unit on both axes, the origin at the top left (y
    /// grows downwards): items placed in these units keep their size and stay left-aligned.
    void keepUnits(QCPAxisRect* rect, double pixelsPerUnit);

  private:
    bool fitToRoom() override;

    const PositionalDocument* m_document;
    std::vector<std::pair<QCPAxisRect*, double>> m_square; ///< rect, extent
    std::vector<std::pair<QCPAxisRect*, double>> m_units;  ///< rect, pixels per unit
};

} // namespace attn::ui
