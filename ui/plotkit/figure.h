// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The base of the tabs' figures: a QCustomPlot on white with one base font size (FontRange)
// and the fonts derived from it, and the helpers the figures share: styled axes, titled axis
// rects, colour-scale columns, matrix heatmaps, curves and text, the fitting after each
// layout that breaks titles, elides axis labels and thins numeric ticks (plotfit), and the
// tooltip that names what the mouse points at (describeAt).
#include "ui/plotkit/heatmappanel.h"
#include "ui/plotkit/style.h"

#include <Eigen/Core>
#include <QHash>
#include <QString>
#include <QVector>
#include <qcustomplot.h>

#include <functional>
#include <utility>
#include <vector>

namespace attn::ui {

class Figure : public QCustomPlot {
    Q_OBJECT
    Q_PROPERTY(double baseFontPointSize READ baseFontPointSize WRITE setBaseFontPointSize NOTIFY
                   baseFontPointSizeChanged)

  public:
    static constexpr double kDefaultFontPointSize = FontRange::kDefault;
    static constexpr double kMinFontPointSize = FontRange::kMin;
    static constexpr double kMaxFontPointSize = FontRange::kMax;

    explicit Figure(QWidget* parent = nullptr);

    /// Point size of tick and axis labels; titles and cell numbers scale with it.
    double baseFontPointSize() const { return m_points; }
    /// Clamped to [kMinFontPointSize, kMaxFontPointSize]; a change calls fontSizeChanged()
    /// and emits baseFontPointSizeChanged.
    void setBaseFontPointSize(double points);

    /// The size the figure is laid out for: an export's while one is written, else the
    /// widget's.
    QSize layoutSize() const { return m_exportSize.isValid() ? m_exportSize : size(); }
    /// Small: a figure fits its panels to the room it gets (labels thin, titles wrap), so a
    /// page of a side panel and a figure never grows wider than the window.
    QSize minimumSizeHint() const override { return {200, 150}; }
    /// True while an export is laid out and drawn (setExportSize with a valid size).
    bool isExporting() const { return m_exportSize.isValid(); }
    /// Lays the figure out for an export of size, or for the widget again when size is
    /// invalid; calls layoutSizeChanged().
    void setExportSize(const QSize& size);

    /// What the mouse at pixel (widget coordinates) points at, shown as a tooltip while it
    /// hovers there; empty for nothing (the default).
    virtual QString describeAt(const QPointF& pixel) const;

    /// Runs a redraw put off while the figure was hidden (putOffWhileHidden), if there is one.
    void catchUp();

  signals:
    void baseFontPointSizeChanged(double points);

  protected:
    /// The base font size changed (fonts() follow it already): restyle or rebuild.
    virtual void fontSizeChanged() {}
    /// layoutSize() changed by an export (a view that arranges itself by size rebuilds).
    virtual void layoutSizeChanged() {}

    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

    /// For a figure that redraws on every change of its document: true when it sits hidden
    /// in a window (another tab), and then redraw runs (the last one given) when the figure
    /// is next shown or exported, so dragging a slider draws only what is visible; false when
    /// the caller draws now (visible, or while a put-off redraw runs). A figure outside any
    /// window (as the command line exports it) draws now too, unless outsideWindowsToo: then
    /// its export draws it once, whatever was set before.
    bool putOffWhileHidden(std::function<void()> redraw, bool outsideWindowsToo = false);
    void showEvent(QShowEvent* event) override;
    /// Runs a put-off redraw first when exporting or outside any window, so every export
    /// shows current results.
    void updateLayout() override;

    const FigureFonts& fonts() const { return m_fonts; }
    double points() const { return m_points; }

    /// Removes every item, plottable and layout element and forgets the texts kept for
    /// fitting; a fresh marginGroup(), layout margins of 8 and columns 1.5 lines apart.
    void clearFigure();
    /// A margin group the figure owns, new after each clearFigure().
    QCPMarginGroup* marginGroup() const { return m_group; }

    /// Label, grey frame and ticks, ink text in the figure's fonts, no grid, no sub-ticks.
    void styleAxis(QCPAxis* axis, const QString& label) const;
    /// A new full label for axis, broken or elided to the axis' length after each layout (as
    /// those of addTitledRect()).
    void relabelAxis(QCPAxis* axis, const QString& label);
    /// A title element (title font, ink) whose text is broken or elided to its column after
    /// each layout (fitTextToLayout); it never widens its column.
    QCPTextElement* addTitleText(const QString& title);
    /// A shorter text for title (of addTitleText), shown rather than breaking it into lines.
    void setCompactTitle(const QCPTextElement* title, const QString& compact) {
        m_compactTitles.insert(title, compact);
    }
    /// A cell (row, column) of grid holding a title over an axis rect whose axes are styled
    /// and labelled (labels elided to their axes after layout); rows `spacing` lines apart.
    QCPAxisRect* addTitledRect(QCPLayoutGrid* grid, int row, int column, const QString& title,
                               const QString& xLabel, const QString& yLabel, double spacing);
    /// A cell (row, column) of grid holding a vertical colour scale over range under an empty
    /// line as high as a title (so it lines up with titled rects); rows `spacing` lines apart.
    QCPColorScale* addScaleColumn(QCPLayoutGrid* grid, int row, int column, const QCPRange& range,
                                  const QString& label, const QCPColorGradient& gradient,
                                  double spacing);
    /// m:(rows,cols) as cells centred on x = column, y = row, row 0 at the top.
    QCPColorMap* addMatrixMap(QCPAxisRect* rect, const Eigen::MatrixXf& m, QCPColorScale* scale);
    /// A line through (x, y) sorted by x.
    QCPGraph* addLine(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                      const QPen& pen);
    /// Every point as a scatter dot in any order (no adaptive sampling, so coinciding points
    /// all stay).
    QCPGraph* addDots(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                      const QCPScatterStyle& style);
    /// Text at (x, y) in the axis coordinates of rect; clipped to rect when
    /// setTextsClipped(true).
    QCPItemText* addText(QCPAxisRect* rect, double x, double y, const QString& text,
                         const QColor& color, Qt::Alignment align, const QFont& font);
    void setTextsClipped(bool clipped) { m_clipTexts = clipped; }
    /// Light grid lines for curves; only horizontal ones for bars over categories.
    static void showGrid(QCPAxisRect* rect, bool vertical = true);

    /// One round of fitting text to the present layout: titles, numeric tick counts and axis
    /// labels; true when one changed.
    bool fitTextToLayout();
    /// Runs pass up to `passes` times, laying the figure out again after each that changed
    /// something, then `then`; calls from inside (a layout run by a pass) return at once.
    void fitLayout(int passes, const std::function<bool()>& pass,
                   const std::function<void()>& then = {});

  private:
    double m_points = kDefaultFontPointSize;
    QSize m_exportSize; ///< invalid unless an export is being written
    FigureFonts m_fonts;
    std::vector<std::pair<QCPTextElement*, QString>> m_titles; ///< element, full text
    QHash<const QCPTextElement*, QString> m_compactTitles;
    std::vector<std::pair<QCPAxis*, QString>> m_axisLabels; ///< axis, full label
    QCPMarginGroup* m_group = nullptr;
    bool m_clipTexts = false;
    bool m_fitting = false;
    std::function<void()> m_putOff; ///< the redraw put off while hidden, or empty
    bool m_catchingUp = false;
};

} // namespace attn::ui
