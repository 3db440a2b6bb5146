#pragma once
// The common base of the positional-encoding panels: a QCustomPlot that rebuilds from a
// PositionalDocument, with fonts from one base size and small drawing functions. They
// only convert results to plot items; nothing here computes the encoding.
#include "ui/heatmappanel.h"

#include <Eigen/Core>
#include <QString>
#include <QStringList>
#include <qcustomplot.h>

#include <vector>

namespace attn::ui {

class PositionalDocument;

/// Blue (negative) - white (0) - red (positive), ColorBrewer RdBu: for signed values such as
/// P and dot products, with the data range set symmetric around 0.
QCPColorGradient divergingGradient();

/// "6.1×10⁻⁸" for 6.1e-8 (two significant digits), "0" for 0.
QString scientificText(double v);

class PePlot : public QCustomPlot {
    Q_OBJECT

  public:
    static constexpr double kDefaultFontPointSize = 11;

    explicit PePlot(const PositionalDocument* document, QWidget* parent = nullptr);

    double baseFontPointSize() const { return m_fontPointSize; }
    /// Clamped to the figure's limits (6 .. 48 points); rebuilds.
    void setBaseFontPointSize(double points);

    /// The first axis rect of the panel (tests read its plottables).
    QCPAxisRect* mainRect() const { return axisRectCount() ? axisRect(0) : nullptr; }

    /// Builds now if a rebuild was put off while the panel was hidden (before an export).
    void ensureBuilt();

  public slots:
    /// Rebuilds from the document; put off until shown for a hidden panel inside a window.
    void rebuild();

  protected:
    /// Creates the panel's layout and items for the document's current results.
    virtual void build() = 0;
    /// Called after each layout, once the pixel sizes are known (e.g. to thin out labels).
    virtual void fitToLayout() {}

    const PositionalDocument* doc() const { return m_document; }
    const FigureFonts& fonts() const { return m_fonts; }
    double points() const { return m_fontPointSize; }

    /// A titled axis rect in cell (row, column) of the layout, axes styled and labelled.
    QCPAxisRect* addPanel(int column, const QString& title, const QString& xLabel,
                          const QString& yLabel, int row = 0);
    /// m:(rows,cols) as cells centred on x = column, y = row, row 0 at the top.
    QCPColorMap* addHeatmap(QCPAxisRect* rect, const Eigen::MatrixXf& m, QCPColorScale* scale);
    /// A vertical colour scale in column `column`, aligned with rect, for [-limit, limit].
    QCPColorScale* addColorScale(int column, QCPAxisRect* rect, double limit, const QString& label,
                                 const QCPColorGradient& gradient);
    /// Keeps one data unit the same length in x and y (circles look round), showing at least
    /// [-extent, extent] on both axes.
    void keepSquare(QCPAxisRect* rect, double extent);
    /// Keeps pixelsPerUnit pixels per data unit on both axes, the origin at the top left (y
    /// grows downwards): items placed in these units keep their size and stay left-aligned.
    void keepUnits(QCPAxisRect* rect, double pixelsPerUnit);
    /// A line through (x, y) sorted by x; or, with dots, every point as a scatter dot in any
    /// order (no adaptive sampling, so coinciding points all stay).
    QCPGraph* addLine(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                      const QPen& pen);
    QCPGraph* addDots(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                      const QCPScatterStyle& style);
    QCPItemText* addText(QCPAxisRect* rect, double x, double y, const QString& text,
                         const QColor& color, Qt::Alignment align, const QFont& font);

    void showEvent(QShowEvent* event) override;

  private:
    void buildNow();
    void alignSquares();
    /// Titles and axis labels fitted to their room (ui/plotfit), squares kept square.
    void afterLayout();

    const PositionalDocument* m_document;
    double m_fontPointSize = kDefaultFontPointSize;
    FigureFonts m_fonts;
    std::vector<std::pair<QCPAxisRect*, double>> m_square;     ///< rect, extent
    std::vector<std::pair<QCPAxisRect*, double>> m_units;      ///< rect, pixels per unit
    std::vector<std::pair<QCPTextElement*, QString>> m_titles; ///< element, full text
    std::vector<std::pair<QCPAxis*, QString>> m_axisLabels;   ///< axis, full label
    bool m_fitting = false;
    bool m_stale = false; ///< a rebuild was put off while hidden
    QCPMarginGroup* m_group = nullptr;
};

/// Colours of the lab, readable on white and distinct for colour-blind readers (Okabe-Ito).
namespace pecolors {
inline const QColor kInk(0x22, 0x22, 0x22);
inline const QColor kGrey(0x9a, 0x9a, 0x9a);
inline const QColor kBlue(0x00, 0x72, 0xb2);
inline const QColor kOrange(0xe6, 0x9f, 0x00);
inline const QColor kVermillion(0xd5, 0x5e, 0x00);
inline const QColor kGreen(0x00, 0x9e, 0x73);
inline const QColor kPurple(0xcc, 0x79, 0xa7);
inline const QColor kSky(0x56, 0xb4, 0xe9);
/// The i-th of 8 distinct series colours.
QColor series(int i);
} // namespace pecolors

} // namespace attn::ui
