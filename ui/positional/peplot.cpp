#include "ui/positional/peplot.h"

#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"
#include "ui/plotkit/plotfit.h"
#include "ui/positional/positionaldocument.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

constexpr double kMinPoints = 6, kMaxPoints = 48;

void styleAxis(QCPAxis* axis, const QString& label, const FigureFonts& fonts, double points) {
    axis->setLabel(label);
    axis->grid()->setVisible(false);
    axis->setSubTicks(false);
    axis->setTickLength(0, 4);
    axis->setBasePen(QPen(pecolors::kGrey, 1));
    axis->setTickPen(QPen(pecolors::kGrey, 1));
    axis->setTickLabelColor(pecolors::kInk);
    axis->setLabelColor(pecolors::kInk);
    axis->setTickLabelFont(fonts.tickLabel);
    axis->setLabelFont(fonts.axisLabel);
    axis->setTickLabelPadding(int(std::lround(points * 0.4)));
    axis->setLabelPadding(int(std::lround(points * 0.5)));
}

} // namespace

QCPColorGradient divergingGradient() {
    return colorGradient(ColorMap::Diverging);
}

QString scientificText(double v) {
    if (v == 0 || !std::isfinite(v)) return QString::number(v);
    static const QString kSuper = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    const int exponent = int(std::floor(std::log10(std::abs(v))));
    QString power;
    for (const QChar c : QString::number(std::abs(exponent)))
        power += kSuper[c.digitValue()];
    if (exponent < 0) power.prepend(QChar(0x207B));
    return QStringLiteral("%1×10%2").arg(v / std::pow(10.0, exponent), 0, 'f', 1).arg(power);
}

QColor pecolors::series(int i) {
    static const QColor kSeries[] = {kBlue,   kVermillion, kGreen, kOrange,
                                     kPurple, kSky,        kInk,   kGrey};
    return kSeries[((i % 8) + 8) % 8];
}

PePlot::PePlot(const PositionalDocument* document, QWidget* parent)
    : QCustomPlot(parent), m_document(document),
      m_fonts(FigureFonts::fromBasePointSize(kDefaultFontPointSize)) {
    setBackground(Qt::white);
    setMinimumSize(320, 240);
    connect(this, &QCustomPlot::afterLayout, this, &PePlot::afterLayout);
}

void PePlot::setBaseFontPointSize(double points) {
    points = std::clamp(points, kMinPoints, kMaxPoints);
    if (points == m_fontPointSize) return;
    m_fontPointSize = points;
    rebuild();
}

void PePlot::rebuild() {
    // A hidden panel inside a window (another tab) is rebuilt when shown or exported, so
    // that dragging a slider redraws only what is visible.
    if (parentWidget() && !isVisible()) {
        m_stale = true;
        return;
    }
    buildNow();
}

void PePlot::buildNow() {
    m_stale = false;
    m_fonts = FigureFonts::fromBasePointSize(m_fontPointSize);
    m_square.clear();
    m_units.clear();
    m_titles.clear();
    m_axisLabels.clear();
    clearItems();
    clearPlottables();
    plotLayout()->clear(); // deletes the axis rects, colour scales and titles
    delete m_group;
    m_group = new QCPMarginGroup(this);
    plotLayout()->setMargins(QMargins(8, 8, 8, 8));
    plotLayout()->setColumnSpacing(int(std::lround(m_fontPointSize * 1.5)));
    build();
    replot(QCustomPlot::rpQueuedReplot);
}

void PePlot::ensureBuilt() {
    if (m_stale) buildNow();
}

void PePlot::showEvent(QShowEvent* event) {
    ensureBuilt();
    QCustomPlot::showEvent(event);
}

QCPAxisRect* PePlot::addPanel(int column, const QString& title, const QString& xLabel,
                              const QString& yLabel, int row) {
    auto* grid = new QCPLayoutGrid;
    plotLayout()->addElement(row, column, grid);
    grid->setRowSpacing(int(std::lround(m_fontPointSize * 0.4)));
    auto* text = new QCPTextElement(this, title, m_fonts.title);
    text->setTextColor(pecolors::kInk);
    text->setMargins(QMargins(0, 0, 0, 0));
    text->setMinimumSize(1, 0); // the text is fitted to the column, never widens it
    m_titles.emplace_back(text, title);
    grid->addElement(0, 0, text);
    auto* rect = new QCPAxisRect(this);
    grid->addElement(1, 0, rect);
    if (row == 0) rect->setMarginGroup(QCP::msTop | QCP::msBottom, m_group);
    styleAxis(rect->axis(QCPAxis::atBottom), xLabel, m_fonts, m_fontPointSize);
    styleAxis(rect->axis(QCPAxis::atLeft), yLabel, m_fonts, m_fontPointSize);
    m_axisLabels.emplace_back(rect->axis(QCPAxis::atBottom), xLabel);
    m_axisLabels.emplace_back(rect->axis(QCPAxis::atLeft), yLabel);
    return rect;
}

QCPColorMap* PePlot::addHeatmap(QCPAxisRect* rect, const Eigen::MatrixXf& m, QCPColorScale* scale) {
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    QCPAxis* y = rect->axis(QCPAxis::atLeft);
    auto* map = new QCPColorMap(x, y);
    map->setInterpolate(false);
    map->setTightBoundary(false);
    map->setData(toColorMapData(m).release(), false);
    if (scale) map->setColorScale(scale);
    x->setRange(cellAxisRange(int(m.cols())));
    y->setRange(cellAxisRange(int(m.rows())));
    y->setRangeReversed(true);
    return map;
}

QCPColorScale* PePlot::addColorScale(int column, QCPAxisRect* rect, double limit,
                                     const QString& label, const QCPColorGradient& gradient) {
    auto* grid = new QCPLayoutGrid;
    plotLayout()->addElement(0, column, grid);
    auto* spacer = new QCPTextElement(this, QStringLiteral(" "), m_fonts.title);
    grid->addElement(0, 0, spacer);
    auto* scale = new QCPColorScale(this);
    grid->addElement(1, 0, scale);
    grid->setRowSpacing(int(std::lround(m_fontPointSize * 0.4)));
    scale->setType(QCPAxis::atRight);
    scale->setGradient(gradient);
    scale->setDataRange(QCPRange(-limit, limit));
    scale->setRangeDrag(false);
    scale->setRangeZoom(false);
    scale->setBarWidth(int(std::lround(m_fontPointSize * 1.6)));
    styleAxis(scale->axis(), label, m_fonts, m_fontPointSize);
    scale->setMarginGroup(QCP::msTop | QCP::msBottom, m_group);
    Q_UNUSED(rect);
    plotLayout()->setColumnStretchFactor(column, 0.001);
    return scale;
}

void PePlot::keepSquare(QCPAxisRect* rect, double extent) {
    // The ranges get their final width after layout; ticks are prepared for these.
    rect->axis(QCPAxis::atBottom)->setRange(-extent, extent);
    rect->axis(QCPAxis::atLeft)->setRange(-extent, extent);
    m_square.emplace_back(rect, extent);
}

void PePlot::keepUnits(QCPAxisRect* rect, double pixelsPerUnit) {
    m_units.emplace_back(rect, pixelsPerUnit);
}

void PePlot::afterLayout() {
    if (m_fitting) return;
    m_fitting = true;
    for (int pass = 0;
         pass < 3 && (fitTitles(m_titles) | fitTickCounts(this) | fitAxisLabels(m_axisLabels));
         ++pass) {
        plotLayout()->update(QCPLayoutElement::upPreparation);
        plotLayout()->update(QCPLayoutElement::upMargins);
        plotLayout()->update(QCPLayoutElement::upLayout);
    }
    alignSquares();
    fitToLayout();
    m_fitting = false;
}

void PePlot::alignSquares() {
    for (const auto& [rect, extent] : m_square) {
        const double w = std::max(1, rect->width()), h = std::max(1, rect->height());
        const double perPixel = 2 * extent / std::min(w, h);
        rect->axis(QCPAxis::atBottom)->setRange(-perPixel * w / 2, perPixel * w / 2);
        rect->axis(QCPAxis::atLeft)->setRange(-perPixel * h / 2, perPixel * h / 2);
    }
    for (const auto& [rect, unit] : m_units) {
        rect->axis(QCPAxis::atBottom)->setRange(0, std::max(1, rect->width()) / unit);
        rect->axis(QCPAxis::atLeft)->setRange(0, std::max(1, rect->height()) / unit);
        rect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    }
}

QCPGraph* PePlot::addLine(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                          const QPen& pen) {
    QCPGraph* graph = addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setData(x, y, true);
    graph->setPen(pen);
    return graph;
}

QCPGraph* PePlot::addDots(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                          const QCPScatterStyle& style) {
    QCPGraph* graph = addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setData(x, y, false);
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setScatterStyle(style);
    graph->setAdaptiveSampling(false);
    return graph;
}

QCPItemText* PePlot::addText(QCPAxisRect* rect, double x, double y, const QString& text,
                             const QColor& color, Qt::Alignment align, const QFont& font) {
    auto* item = new QCPItemText(this);
    item->setClipAxisRect(rect);
    item->setClipToAxisRect(false);
    item->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    item->position->setCoords(x, y);
    item->setPositionAlignment(align);
    item->setText(text);
    item->setColor(color);
    item->setFont(font);
    item->setSelectable(false);
    return item;
}

} // namespace attn::ui
