#pragma once
// The figure of a lecture demonstration: one QCustomPlot that rebuilds its panels from the
// demonstration's results, with fonts from one base size and a tooltip that gives the exact
// value under the mouse (a heatmap cell, a point of a curve, a bar). It only draws.
#include "ui/plotkit/heatmappanel.h"

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

class LecturePlot : public QCustomPlot {
    Q_OBJECT

  public:
    static constexpr double kDefaultFontPointSize = 11;
    static constexpr double kMinFontPointSize = 6;
    static constexpr double kMaxFontPointSize = 48;

    explicit LecturePlot(QWidget* parent = nullptr);

    double baseFontPointSize() const { return m_points; }
    /// Clamped to 6 .. 48 points; rebuilds.
    void setBaseFontPointSize(double points);

    /// What lies under pixel (plot coordinates): "estimate f(x): x = 2.35, y = 1.872" or
    /// "query x = 1.2, key 17 (x = 1.31): α = 0.0831"; empty over nothing.
    QString describeAt(const QPointF& pixel) const;

  public slots:
    /// Clears the figure and builds it again from the current results.
    void rebuild();

  protected:
    /// Creates the panels and items for the current results.
    virtual void build() = 0;

    const FigureFonts& fonts() const { return m_fonts; }
    double points() const { return m_points; }

    /// A titled axis rect in cell (row, column) of grid (the main layout when null).
    QCPAxisRect* addPanel(int row, int column, const QString& title, const QString& xLabel,
                          const QString& yLabel, QCPLayoutGrid* grid = nullptr);
    /// A nested grid in cell (row, column) of the main layout, for a row of panels.
    QCPLayoutGrid* addGrid(int row, int column);
    /// A line of text across the figure in cell (row, column) of grid (main layout when null).
    QCPTextElement* addCaption(int row, int column, const QString& text,
                               QCPLayoutGrid* grid = nullptr);

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
    /// A vertical colour scale in cell (row, column) of grid over range.
    QCPColorScale* addColorScale(int row, int column, const QCPRange& range, const QString& label,
                                 const QCPColorGradient& gradient, QCPLayoutGrid* grid = nullptr);

    /// A curve through (x, y) (x ascending), called name in the tooltip and legend.
    QCPGraph* addLine(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                      const QPen& pen, const QString& name);
    QCPGraph* addDots(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                      const QCPScatterStyle& style, const QString& name);
    /// Bars at x with heights y; labels (one per bar, may be empty) name them in the tooltip.
    QCPBars* addBars(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                     double width, const QColor& colour, const QString& name,
                     const QStringList& labels = {});
    /// Text at (x, y) in the axis coordinates of rect.
    QCPItemText* addText(QCPAxisRect* rect, double x, double y, const QString& text,
                         const QColor& color, Qt::Alignment align, const QFont& font);
    /// Text in the middle of rect (axis ranges ignored), e.g. why a panel shows no numbers.
    QCPItemText* addNote(QCPAxisRect* rect, const QString& text);
    /// A legend inside rect, at the corner given by align, listing its named graphs.
    QCPLegend* addLegend(QCPAxisRect* rect, Qt::Alignment align);
    /// Light grid lines for curves; only horizontal ones for bars over categories.
    static void showGrid(QCPAxisRect* rect, bool vertical = true);

    void mouseMoveEvent(QMouseEvent* event) override;

  private:
    void afterLayout();
    /// Breaks or elides panel titles to their columns and wraps captions to theirs; true when
    /// one changed.
    bool fitTitles();
    void fitCellTexts();
    /// Labels every step-th cell of each labelCells() axis so the labels (16 at most) keep
    /// apart at the axis' present length, x labels upright when that shows more of them; true
    /// when a step or a rotation changed.
    bool fitTickLabels();
    /// Shrinks the text of a legend that hides more than 30 % of its panel (down to 60 % of
    /// the tick labels' size) and grows it back once it hides under 12 %; true when one changed.
    bool fitLegends();

    struct CellTexts {
        QCPAxisRect* rect;
        int rows, columns;
        QVector<QCPItemText*> texts;
    };
    struct HoverInfo {
        QString name;
        Eigen::MatrixXf matrix; ///< heatmaps only
        HeatmapLabels heatmap;
        QStringList pointLabels; ///< bars
    };
    QString describeHeatmap(const QCPColorMap* map, const HoverInfo& info,
                            const QPointF& pixel) const;

    double m_points = kDefaultFontPointSize;
    FigureFonts m_fonts;
    QHash<const QCPAbstractPlottable*, HoverInfo> m_hover;
    std::vector<CellTexts> m_cellTexts; ///< numbers in heatmap cells, hidden where too wide
    struct LabelledAxis {
        QCPAxis* axis;
        QStringList labels;
        int step = 0; ///< labelled every step-th cell; 0 until fitted
        bool everyLabel = false;
    };
    std::vector<LabelledAxis> m_labelledAxes; ///< axes with cell labels
    std::vector<QCPLegend*> m_legends;
    std::vector<std::pair<QCPAxis*, QString>> m_axisLabels;      ///< axis, full label
    std::vector<std::pair<QCPTextElement*, QString>> m_titles;   ///< element, full text
    std::vector<std::pair<QCPTextElement*, QString>> m_captions; ///< element, full text
    bool m_fitting = false;
    QCPMarginGroup* m_group = nullptr;
};

/// Colours readable on white and distinct for colour-blind readers (Okabe-Ito).
namespace lecturecolors {
inline const QColor kInk(0x22, 0x22, 0x22);
inline const QColor kGrey(0x9a, 0x9a, 0x9a);
inline const QColor kBlue(0x00, 0x72, 0xb2);
inline const QColor kOrange(0xe6, 0x9f, 0x00);
inline const QColor kVermillion(0xd5, 0x5e, 0x00);
inline const QColor kGreen(0x00, 0x9e, 0x73);
inline const QColor kPurple(0xcc, 0x79, 0xa7);
inline const QColor kSky(0x56, 0xb4, 0xe9);
} // namespace lecturecolors

} // namespace attn::ui
