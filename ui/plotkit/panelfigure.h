// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The figure of a lecture demonstration: one Figure that rebuilds its panels from the
// demonstration's results, with a tooltip that gives the exact value under the mouse (a
// heatmap cell, a point of a curve, a bar). It only draws.
#include "ui/plotkit/figure.h"

#include <Eigen/Core>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>
#include <qcustomplot.h>

#include <vector>

namespace attn::ui {

/// "0.0831", "−1.234", "12.5", "1.2×10⁻⁵": four significant digits, a true minus sign.
QString lectureNumber(double v);

/// The base font size (Figure::setBaseFontPointSize) rebuilds the figure; texts from
/// addText() are clipped to their axis rect.
class PanelFigure : public Figure {
    Q_OBJECT

  public:
    explicit PanelFigure(QWidget* parent = nullptr);

    /// What lies under pixel (plot coordinates): "estimate f(x): x = 2.35, y = 1.872" or
    /// "query x = 1.2, key 17 (x = 1.31): α = 0.0831"; empty over nothing.
    QString describeAt(const QPointF& pixel) const override;

    /// The legends of addLegend().
    struct PanelLegend {
        QCPLegend* legend;
        QCPAxisRect* rect;
        Qt::Alignment preferred;
        bool outside = false; ///< moved beside or under its panel
        bool below = false;   ///< under its panel, in as many columns as its width holds
        /// What a legend below is as wide as: its panel, or the row of panels it went under.
        QCPLayoutElement* widthOf = nullptr;
        bool covering = false; ///< inside its panel over data: no corner was free
    };
    const std::vector<PanelLegend>& legends() const { return m_legends; }

  public slots:
    /// Clears the figure and builds it again from the current results (a figure that keeps
    /// more of its own for fitting forgets it first, then calls this).
    virtual void rebuild();

  protected:
    /// Creates the panels and items for the current results.
    virtual void build() = 0;
    /// Fits the panels to the room the layout gave them, after each layout; true when that
    /// changed something (the figure is laid out again). Does nothing by default.
    virtual bool fitToRoom() { return false; }
    void fontSizeChanged() override { rebuild(); }
    /// Moves legend (of addLegend()) under the whole row of panels holding its panel, in one
    /// line as wide as the row, when it covers data inside its panel or stands under or beside
    /// it (for a row too small to hold it), or always (a legend the whole row shares); true
    /// when it moved.
    bool moveUnderRow(QCPLegend* legend, bool always = false);
    /// Moves legend (of addLegend()) beside its panel when it covers data inside it, however
    /// much of the panel's width that takes; true when it moved.
    bool moveBesidePanel(QCPLegend* legend);

    /// A titled axis rect in cell (row, column) of grid (the main layout when null); a title
    /// too long for one line shows compactTitle, when given, before it breaks into two.
    QCPAxisRect* addPanel(int row, int column, const QString& title, const QString& xLabel,
                          const QString& yLabel, QCPLayoutGrid* grid = nullptr,
                          const QString& compactTitle = {});
    /// A nested grid in cell (row, column) of the main layout, for a row of panels.
    QCPLayoutGrid* addGrid(int row, int column);
    /// A line of text across the figure in cell (row, column) of grid (main layout when null).
    QCPTextElement* addCaption(int row, int column, const QString& text,
                               QCPLayoutGrid* grid = nullptr);
    /// A new full text for a caption of addCaption(), wrapped like the first.
    void recaption(QCPTextElement* caption, const QString& text);

    /// How the cells of a heatmap are named in its tooltip.
    struct HeatmapLabels {
        QStringList rows, columns; ///< tick labels (rows top to bottom); empty: indices
        QString rowName = QStringLiteral("query"), columnName = QStringLiteral("key");
        QString valueName = QStringLiteral("weight");
        QStringList rowDetails, columnDetails; ///< longer text per row/column for the tooltip
    };
    /// m:(rows,cols), row 0 at the top; numbers (2 decimals) written in cells up to 12 x 16;
    /// the tooltip gives the exact value.
    QCPColorMap* addHeatmap(QCPAxisRect* rect, const Eigen::MatrixXf& m, QCPColorScale* scale,
                            const HeatmapLabels& labels, bool numbersInCells = true);
    /// Names the cells 0, 1, ... of axis with labels; after each layout as many as the axis
    /// holds are shown (16 at most), those along x upright when that shows more of them. With
    /// everyLabel, all are shown, their text set smaller (to 60 % at least) where they would
    /// collide.
    void labelCells(QCPAxis* axis, const QStringList& labels, bool everyLabel = false);
    /// The distance buckets |i − j| a text of tokens reaches (core distanceBucket): x 0, 1, ...
    /// and names "0", "1", "2–3", "4–7", ...
    struct DistanceBuckets {
        QVector<double> x;
        QStringList names;
        /// "distance 4–7" for each bucket: the points' labels in a tooltip
        QStringList pointLabels;
    };
    /// Names the cells of axis by the distance buckets of a text of tokens.
    DistanceBuckets labelDistanceBuckets(QCPAxis* axis, int tokens);
    /// A vertical colour scale in cell (row, column) of grid over range.
    QCPColorScale* addColorScale(int row, int column, const QCPRange& range, const QString& label,
                                 const QCPColorGradient& gradient, QCPLayoutGrid* grid = nullptr);

    /// A curve through (x, y) (x ascending), called name in the tooltip and legend; labels
    /// (one per point, or none) name the points in the tooltip instead of their x.
    QCPGraph* addLine(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                      const QPen& pen, const QString& name, const QStringList& labels = {});
    QCPGraph* addDots(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                      const QCPScatterStyle& style, const QString& name);
    /// Bars at x with heights y; labels (one per bar, may be empty) name them in the tooltip.
    QCPBars* addBars(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                     double width, const QColor& colour, const QString& name,
                     const QStringList& labels = {});
    /// Text in the middle of rect (axis ranges ignored), e.g. why a panel shows no numbers.
    QCPItemText* addNote(QCPAxisRect* rect, const QString& text);
    /// One panel of a title and, in its middle, note, without axes: what a figure shows before
    /// it has anything to draw.
    QCPAxisRect* addEmptyPanel(const QString& title, const QString& note);
    /// A legend listing rect's named graphs, inside rect at the corner given by align when it
    /// covers none of the data there; else, after layout, at the first free corner, with
    /// smaller text (down to 60 %) or in more columns, or else beside the panel.
    QCPLegend* addLegend(QCPAxisRect* rect, Qt::Alignment align);

  private:
    /// Wraps captions to their columns; true when one changed.
    bool fitCaptions();
    void fitCellTexts();
    /// Labels every step-th cell of each labelCells() axis so the labels (16 at most) keep
    /// apart at the axis' present length, x labels upright when that shows more of them; true
    /// when a step or a rotation changed.
    bool fitTickLabels();
    /// Places each legend where it covers no data (placeLegend), else beside or under its panel;
    /// true when one changed.
    bool fitLegends();
    /// Takes legend out of its panel; the grid holding the panel, at (row, column), or null.
    QCPLayoutGrid* takeOut(PanelLegend& legend, int& row, int& column);
    void moveBeside(PanelLegend& legend);
    void moveBelow(PanelLegend& legend);
    /// Puts legend, centred, in a new row of grid at (row, column), as wide as widthOf.
    void insertLegendLine(PanelLegend& legend, QCPLayoutGrid* grid, int row, int column,
                          QCPLayoutElement* widthOf);
    /// Titles of panels in one row of a grid as tall as the tallest; true when one changed.
    bool alignTitleHeights();
    static int textHeight(const QCPTextElement* text);
    /// Wraps each note to its panel's width.
    void fitNotes();

    struct CellTexts {
        QCPAxisRect* rect;
        int rows, columns;
        QVector<QCPItemText*> texts;
    };
    struct HoverInfo {
        QString name;
        Eigen::MatrixXf matrix; ///< heatmaps only
        HeatmapLabels heatmap;
        QStringList pointLabels; ///< bars and lines: a name for each point, or none
    };
    QString describeHeatmap(const QCPColorMap* map, const HoverInfo& info,
                            const QPointF& pixel) const;

    QHash<const QCPAbstractPlottable*, HoverInfo> m_hover;
    std::vector<CellTexts> m_cellTexts; ///< numbers in heatmap cells, hidden where too wide
    struct LabelledAxis {
        QCPAxis* axis;
        QStringList labels;
        int step = 0; ///< labelled every step-th cell; 0 until fitted
        bool everyLabel = false;
    };
    std::vector<LabelledAxis> m_labelledAxes; ///< axes with cell labels
    std::vector<PanelLegend> m_legends;
    struct PanelTitle {
        const QCPLayoutGrid* grid; ///< holding the panel's cell (title over plot)
        QCPTextElement* title;
    };
    /// The row of grid that holds title's cell now (panels may be rearranged), or -1.
    static int rowOf(const PanelTitle& title);
    std::vector<PanelTitle> m_panelTitles;
    std::vector<std::pair<QCPItemText*, QString>> m_notes;       ///< addNote() items, full text
    std::vector<std::pair<QCPTextElement*, QString>> m_captions; ///< element, full text
};

} // namespace attn::ui
