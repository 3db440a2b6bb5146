// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/figure.h"

#include <algorithm>

#include "ui/plotkit/heatmapdata.h"
#include "ui/plotkit/plotfit.h"

#include <QMouseEvent>
#include <QToolTip>

#include <cmath>

namespace attn::ui {

Figure::Figure(QWidget* parent)
    : QCustomPlot(parent), m_fonts(FigureFonts::fromBasePointSize(kDefaultFontPointSize)) {
    setBackground(Qt::white);
    setMouseTracking(true);
    // QCPTextElement draws clipped to its text's box, which cuts off the ink below it (the
    // "_" of "W_q" at 18 pt); every other text of the plot is drawn unclipped.
    connect(this, &QCustomPlot::afterLayout, this, [this] {
        for (QCPLayoutElement* element : plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                text->setTextFlags(text->textFlags() | Qt::TextDontClip);
    });
}

QString Figure::describeAt(const QPointF&) const {
    return {};
}

void Figure::mouseMoveEvent(QMouseEvent* event) {
    QCustomPlot::mouseMoveEvent(event);
    const QString text = describeAt(event->position());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

void Figure::leaveEvent(QEvent* event) {
    QToolTip::hideText();
    QCustomPlot::leaveEvent(event);
}

void Figure::setBaseFontPointSize(double points) {
    points = FontRange::clamp(points);
    if (points == m_points) return;
    m_points = points;
    m_fonts = FigureFonts::fromBasePointSize(points);
    fontSizeChanged();
    emit baseFontPointSizeChanged(points);
}

bool Figure::putOffWhileHidden(std::function<void()> redraw, bool outsideWindowsToo) {
    if ((!parentWidget() && !outsideWindowsToo) || isVisible() || m_catchingUp) {
        m_putOff = nullptr;
        return false;
    }
    m_putOff = std::move(redraw);
    return true;
}

void Figure::catchUp() {
    if (!m_putOff || m_catchingUp) return;
    const std::function<void()> redraw = std::move(m_putOff);
    m_putOff = nullptr;
    m_catchingUp = true;
    redraw();
    m_catchingUp = false;
}

void Figure::showEvent(QShowEvent* event) {
    catchUp();
    QCustomPlot::showEvent(event);
}

void Figure::updateLayout() {
    // A figure hidden in a window waits until shown; an export cannot wait.
    if (isExporting() || !parentWidget()) catchUp();
    QCustomPlot::updateLayout();
}

void Figure::setExportSize(const QSize& size) {
    if (size == m_exportSize) return;
    m_exportSize = size;
    layoutSizeChanged();
}

void Figure::clearFigure() {
    m_titles.clear();
    m_compactTitles.clear();
    m_axisLabels.clear();
    clearItems();
    clearPlottables();
    plotLayout()->clear(); // deletes the axis rects, colour scales, legends and titles
    delete m_group;
    m_group = new QCPMarginGroup(this);
    plotLayout()->setMargins(QMargins(8, 8, 8, 8));
    plotLayout()->setColumnSpacing(int(std::lround(m_points * 1.5)));
}

void Figure::styleAxis(QCPAxis* axis, const QString& label) const {
    axis->setLabel(label);
    axis->grid()->setVisible(false);
    axis->setSubTicks(false);
    axis->setTickLength(0, 4);
    axis->setBasePen(QPen(palette::kGrey, 1));
    axis->setTickPen(QPen(palette::kGrey, 1));
    axis->setTickLabelColor(palette::kInk);
    axis->setLabelColor(palette::kInk);
    axis->setTickLabelFont(m_fonts.tickLabel);
    axis->setLabelFont(m_fonts.axisLabel);
    axis->setTickLabelPadding(int(std::lround(m_points * 0.4)));
    axis->setLabelPadding(int(std::lround(m_points * 0.5)));
}

QCPTextElement* Figure::addTitleText(const QString& title) {
    auto* text = new QCPTextElement(this, title, m_fonts.title);
    text->setTextColor(palette::kInk);
    text->setMargins(QMargins(0, 0, 0, 0));
    text->setMinimumSize(1, 0); // the text is fitted to the column, never widens it
    m_titles.emplace_back(text, title);
    return text;
}

QCPAxisRect* Figure::addTitledRect(QCPLayoutGrid* grid, int row, int column, const QString& title,
                                   const QString& xLabel, const QString& yLabel, double spacing) {
    auto* cell = new QCPLayoutGrid;
    grid->addElement(row, column, cell);
    cell->setRowSpacing(int(std::lround(m_points * spacing)));
    cell->addElement(0, 0, addTitleText(title));
    auto* rect = new QCPAxisRect(this);
    cell->addElement(1, 0, rect);
    styleAxis(rect->axis(QCPAxis::atBottom), xLabel);
    styleAxis(rect->axis(QCPAxis::atLeft), yLabel);
    m_axisLabels.emplace_back(rect->axis(QCPAxis::atBottom), xLabel);
    m_axisLabels.emplace_back(rect->axis(QCPAxis::atLeft), yLabel);
    return rect;
}

void Figure::relabelAxis(QCPAxis* axis, const QString& label) {
    const auto known = std::find_if(m_axisLabels.begin(), m_axisLabels.end(),
                                    [axis](const auto& entry) { return entry.first == axis; });
    if (known == m_axisLabels.end())
        m_axisLabels.emplace_back(axis, label);
    else
        known->second = label;
    axis->setLabel(label);
}

QCPColorScale* Figure::addScaleColumn(QCPLayoutGrid* grid, int row, int column,
                                      const QCPRange& range, const QString& label,
                                      const QCPColorGradient& gradient, double spacing) {
    auto* cell = new QCPLayoutGrid;
    grid->addElement(row, column, cell);
    cell->setRowSpacing(int(std::lround(m_points * spacing)));
    cell->addElement(0, 0, new QCPTextElement(this, QStringLiteral(" "), m_fonts.title));
    auto* scale = new QCPColorScale(this);
    cell->addElement(1, 0, scale);
    scale->setType(QCPAxis::atRight);
    scale->setGradient(gradient);
    scale->setDataRange(range);
    scale->setRangeDrag(false);
    scale->setRangeZoom(false);
    styleAxis(scale->axis(), label);
    styleColorScale(scale, m_fonts, m_points);
    m_axisLabels.emplace_back(scale->axis(), label); // fitted to the scale's height
    return scale;
}

QCPColorMap* Figure::addMatrixMap(QCPAxisRect* rect, const Eigen::MatrixXf& m,
                                  QCPColorScale* scale) {
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

QCPGraph* Figure::addLine(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                          const QPen& pen) {
    QCPGraph* graph = addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setData(x, y, true);
    graph->setPen(pen);
    return graph;
}

QCPGraph* Figure::addDots(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                          const QCPScatterStyle& style) {
    QCPGraph* graph = addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setData(x, y, false);
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setScatterStyle(style);
    graph->setAdaptiveSampling(false);
    return graph;
}

QCPItemText* Figure::addText(QCPAxisRect* rect, double x, double y, const QString& text,
                             const QColor& color, Qt::Alignment align, const QFont& font) {
    auto* item = new QCPItemText(this);
    item->setClipAxisRect(rect);
    item->setClipToAxisRect(m_clipTexts);
    item->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    item->position->setCoords(x, y);
    item->setPositionAlignment(align);
    item->setText(text);
    item->setColor(color);
    item->setFont(font);
    item->setSelectable(false);
    return item;
}

void Figure::showGrid(QCPAxisRect* rect, bool vertical) {
    for (QCPAxis* axis : {rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft)}) {
        if (!vertical && axis->axisType() == QCPAxis::atBottom) continue;
        axis->grid()->setVisible(true);
        axis->grid()->setPen(QPen(palette::kGridLine, 1));
        axis->grid()->setZeroLinePen(QPen(palette::kGrey, 1));
    }
}

bool Figure::fitTextToLayout() {
    bool changed = fitTitles(m_titles, m_compactTitles);
    changed |= fitTickCounts(this);
    changed |= fitAxisLabels(m_axisLabels);
    return changed;
}

void Figure::fitLayout(int passes, const std::function<bool()>& pass,
                       const std::function<void()>& then) {
    if (m_fitting) return;
    m_fitting = true;
    for (int i = 0; i < passes && pass(); ++i) {
        plotLayout()->update(QCPLayoutElement::upPreparation);
        plotLayout()->update(QCPLayoutElement::upMargins);
        plotLayout()->update(QCPLayoutElement::upLayout);
    }
    if (then) then();
    m_fitting = false;
}

} // namespace attn::ui
