// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/panelfigure.h"

#include "core/attention/head_metrics.h"
#include "ui/plotkit/heatmapdata.h"
#include "ui/plotkit/plotfit.h"
#include "ui/plotkit/textfit.h"
#include "ui/plotkit/tokenlabels.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

using namespace palette;

namespace {

QString label(const QStringList& labels, int i) {
    return i < labels.size() ? labels[i] : QString::number(i + 1);
}

} // namespace

QString lectureNumber(double v) {
    if (!std::isfinite(v)) return QString::number(v);
    const double a = std::abs(v);
    if (a != 0 && (a < 1e-3 || a >= 1e6)) return formatScientific(v, 2);
    const QString s = QString::number(v, 'g', 4);
    return s == QLatin1String("-0") ? QStringLiteral("0") : withTrueMinus(s);
}

PanelFigure::PanelFigure(QWidget* parent) : Figure(parent) {
    setMinimumSize(320, 240);
    setAutoAddPlottableToLegend(false); // each panel's legend lists its own curves
    setTextsClipped(true);
    connect(this, &QCustomPlot::afterLayout, this, [this] {
        fitLayout(
            8, // titles, legends and captions interact: a few more rounds to settle
            [this] {
                bool changed = fitTextToLayout();
                changed |= fitCaptions();
                changed |= fitTickLabels();
                changed |= fitLegends();
                changed |= alignTitleHeights();
                changed |= fitToRoom();
                return changed;
            },
            [this] {
                fitCellTexts();
                fitNotes();
            });
    });
}

bool PanelFigure::fitCaptions() {
    bool changed = false;
    for (const auto& [element, full] : m_captions) {
        const QString wrapped =
            wrapText(full, element->font(), std::max(1, element->outerRect().width() - 4));
        if (wrapped != element->text()) {
            element->setText(wrapped);
            changed = true;
        }
    }
    return changed;
}

bool PanelFigure::fitTickLabels() {
    bool changed = false;
    for (LabelledAxis& a : m_labelledAxes) {
        const QFont font = a.axis->tickLabelFont();
        const bool horizontal = a.axis->orientation() == Qt::Horizontal;
        const double length =
            horizontal ? a.axis->axisRect()->width() : a.axis->axisRect()->height();
        if (a.everyLabel) {
            // Each cell's room against what its label needs: side by side its width, slanted
            // or stacked about one and a half lines.
            const QFont full = fonts().tickLabel;
            const QFontMetricsF metrics(full);
            const bool slanted = std::abs(a.axis->tickLabelRotation()) >= 30;
            const double needed = horizontal && !slanted
                                      ? widestText(a.labels, full) + 0.5 * metrics.height()
                                      : 1.5 * metrics.height();
            const double room = length / std::max<qsizetype>(1, a.labels.size());
            QFont fitted = full;
            fitted.setPointSizeF(full.pointSizeF() * std::clamp(room / needed, 0.6, 1.0));
            if (a.step == 1 && fitted == font) continue;
            a.step = 1;
            a.axis->setTickLabelFont(fitted);
            changed = true;
            continue;
        }
        // At most 16 labels (more are clutter); upright only where that leaves the panel
        // half its height.
        const TokenLabelLayout layout =
            fitTokenLabels(horizontal ? widestText(a.labels, font) : 0, QFontMetricsF(font),
                           int(a.labels.size()), length / std::max<qsizetype>(1, a.labels.size()),
                           horizontal, 16, 0.5 * a.axis->axisRect()->height());
        const int step = layout.step;
        const bool upright = layout.upright;
        const double rotation = upright ? -90 : 0;
        if (step == a.step && a.axis->tickLabelRotation() == rotation) continue;
        a.step = step;
        a.axis->setTicker(makeTokenTicker(a.labels, step));
        a.axis->setTickLabelRotation(rotation);
        changed = true;
    }
    return changed;
}

bool PanelFigure::alignTitleHeights() {
    // Panels side by side start their plots at one height: each title of a row of panels is
    // as tall as the tallest (one broken into two lines, another not).
    bool changed = false;
    for (const PanelTitle& p : m_panelTitles) {
        int tallest = 0;
        const int row = rowOf(p);
        for (const PanelTitle& other : m_panelTitles)
            if (other.grid == p.grid && rowOf(other) == row)
                tallest = std::max(tallest, textHeight(other.title));
        if (p.title->minimumSize().height() == tallest) continue;
        p.title->setMinimumSize(1, tallest);
        changed = true;
    }
    return changed;
}

int PanelFigure::rowOf(const PanelTitle& title) {
    for (int i = 0; i < title.grid->elementCount(); ++i)
        if (title.grid->elementAt(i) == title.title->layout()) {
            int row = 0, column = 0;
            title.grid->indexToRowCol(i, row, column);
            return row;
        }
    return -1;
}

int PanelFigure::textHeight(const QCPTextElement* text) {
    return QFontMetrics(text->font())
        .boundingRect(QRect(0, 0, 100000, 100000), Qt::AlignCenter, text->text())
        .height();
}

void PanelFigure::fitNotes() {
    for (const auto& [item, full] : m_notes) {
        const QRect rect = item->clipAxisRect() ? item->clipAxisRect()->rect() : QRect();
        if (rect.width() > 8) item->setText(wrapText(full, item->font(), rect.width() - 8));
    }
}

void PanelFigure::fitCellTexts() {
    // Numbers are written only where they fit their cells; the tooltip always has them.
    for (const CellTexts& cells : m_cellTexts) {
        const double width = cells.rect->width() / double(std::max(1, cells.columns));
        const double height = cells.rect->height() / double(std::max(1, cells.rows));
        double widest = 0;
        const QFontMetricsF metrics(fonts().cell);
        for (const QCPItemText* text : cells.texts)
            widest = std::max(widest, metrics.horizontalAdvance(text->text()));
        const bool fits = widest + 4 <= width && metrics.height() <= height;
        for (QCPItemText* text : cells.texts)
            text->setVisible(fits);
    }
}

void PanelFigure::rebuild() {
    m_hover.clear();
    m_cellTexts.clear();
    m_labelledAxes.clear();
    m_legends.clear();
    m_captions.clear();
    m_panelTitles.clear();
    m_notes.clear();
    clearFigure();
    plotLayout()->setRowSpacing(int(std::lround(points() * 0.8)));
    build();
    replot(QCustomPlot::rpQueuedReplot);
}

QCPLayoutGrid* PanelFigure::addGrid(int row, int column) {
    auto* grid = new QCPLayoutGrid;
    plotLayout()->addElement(row, column, grid);
    grid->setColumnSpacing(int(std::lround(points() * 1.5)));
    return grid;
}

QCPTextElement* PanelFigure::addCaption(int row, int column, const QString& text,
                                        QCPLayoutGrid* grid) {
    auto* element = new QCPTextElement(this, text, fonts().axisLabel);
    element->setTextColor(kInk);
    element->setMargins(QMargins(0, 0, 0, 0));
    element->setMinimumSize(1, 0); // wrapped to its column's width, never widening it
    m_captions.emplace_back(element, text);
    (grid ? grid : plotLayout())->addElement(row, column, element);
    return element;
}

void PanelFigure::recaption(QCPTextElement* caption, const QString& text) {
    for (auto& [element, full] : m_captions)
        if (element == caption) full = text;
    caption->setText(text);
}

QCPAxisRect* PanelFigure::addPanel(int row, int column, const QString& title, const QString& xLabel,
                                   const QString& yLabel, QCPLayoutGrid* grid,
                                   const QString& compactTitle) {
    QCPLayoutGrid* parent = grid ? grid : plotLayout();
    QCPAxisRect* rect = addTitledRect(parent, row, column, title, xLabel, yLabel, 0.3);
    rect->setMarginGroup(QCP::msLeft, marginGroup());
    if (auto* cell = qobject_cast<QCPLayoutGrid*>(rect->layout()))
        if (auto* text = qobject_cast<QCPTextElement*>(cell->element(0, 0))) {
            text->setTextFlags(Qt::AlignHCenter | Qt::AlignBottom); // sits on its plot
            m_panelTitles.push_back({parent, text});
            if (!compactTitle.isEmpty()) setCompactTitle(text, compactTitle);
        }
    return rect;
}

void PanelFigure::labelCells(QCPAxis* axis, const QStringList& labels, bool everyLabel) {
    // Every cell labelled for now; after layout, fitTickLabels() thins the list out.
    axis->setTicker(makeTokenTicker(labels));
    m_labelledAxes.push_back({axis, labels, 0, everyLabel});
}

QCPColorMap* PanelFigure::addHeatmap(QCPAxisRect* rect, const Eigen::MatrixXf& m,
                                     QCPColorScale* scale, const HeatmapLabels& labels,
                                     bool numbersInCells) {
    QCPColorMap* map = addMatrixMap(rect, m, scale);
    if (!labels.columns.isEmpty()) labelCells(rect->axis(QCPAxis::atBottom), labels.columns);
    if (!labels.rows.isEmpty()) labelCells(rect->axis(QCPAxis::atLeft), labels.rows);
    m_hover.insert(map, HoverInfo{QString(), m, labels, {}});
    CellTexts cells{rect, int(m.rows()), int(m.cols()), {}};
    if (numbersInCells && m.rows() <= 12 && m.cols() <= 16 && scale) {
        const QCPRange range = scale->dataRange();
        for (int i = 0; i < m.rows(); ++i)
            for (int j = 0; j < m.cols(); ++j) {
                const double t = range.size() > 0 ? (m(i, j) - range.lower) / range.size() : 0;
                const QColor back = QColor::fromRgb(
                    scale->gradient().color(std::clamp(t, 0.0, 1.0), QCPRange(0, 1)));
                cells.texts << addText(rect, j, i, formatNumber(m(i, j), 2), textColorOn(back),
                                       Qt::AlignCenter, fonts().cell);
            }
        m_cellTexts.push_back(cells);
    }
    return map;
}

QCPColorScale* PanelFigure::addColorScale(int row, int column, const QCPRange& range,
                                          const QString& label, const QCPColorGradient& gradient,
                                          QCPLayoutGrid* grid) {
    QCPLayoutGrid* parent = grid ? grid : plotLayout();
    QCPColorScale* scale = addScaleColumn(parent, row, column, range, label, gradient, 0.3);
    parent->setColumnStretchFactor(column, 0.001);
    // The empty line over the scale grows with the titles beside it.
    if (auto* cell = qobject_cast<QCPLayoutGrid*>(scale->layout()))
        if (auto* space = qobject_cast<QCPTextElement*>(cell->element(0, 0)))
            m_panelTitles.push_back({parent, space});
    return scale;
}

QCPGraph* PanelFigure::addLine(QCPAxisRect* rect, const QVector<double>& x,
                               const QVector<double>& y, const QPen& pen, const QString& name,
                               const QStringList& labels) {
    QCPGraph* graph = Figure::addLine(rect, x, y, pen);
    graph->setName(name);
    m_hover.insert(graph, HoverInfo{name, {}, {}, labels});
    return graph;
}

QCPGraph* PanelFigure::addDots(QCPAxisRect* rect, const QVector<double>& x,
                               const QVector<double>& y, const QCPScatterStyle& style,
                               const QString& name) {
    QCPGraph* graph = Figure::addDots(rect, x, y, style);
    graph->setName(name);
    m_hover.insert(graph, HoverInfo{name, {}, {}, {}});
    return graph;
}

QCPBars* PanelFigure::addBars(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y,
                              double width, const QColor& colour, const QString& name,
                              const QStringList& labels) {
    auto* bars = new QCPBars(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    bars->setData(x, y, true);
    bars->setWidth(width);
    bars->setPen(Qt::NoPen);
    bars->setBrush(colour);
    bars->setName(name);
    m_hover.insert(bars, HoverInfo{name, {}, {}, labels});
    return bars;
}

QCPItemText* PanelFigure::addNote(QCPAxisRect* rect, const QString& text) {
    auto* item = new QCPItemText(this);
    item->setClipAxisRect(rect);
    item->position->setType(QCPItemPosition::ptAxisRectRatio);
    item->position->setAxisRect(rect);
    item->position->setCoords(0.5, 0.5);
    item->setPositionAlignment(Qt::AlignCenter);
    item->setTextAlignment(Qt::AlignCenter);
    item->setText(text);
    item->setColor(kVermillion);
    item->setFont(fonts().axisLabel);
    item->setSelectable(false);
    m_notes.emplace_back(item, text);
    return item;
}

QCPAxisRect* PanelFigure::addEmptyPanel(const QString& title, const QString& note) {
    QCPAxisRect* rect = addPanel(0, 0, title, {}, {});
    for (QCPAxis* axis : rect->axes())
        axis->setVisible(false);
    addNote(rect, note);
    return rect;
}

PanelFigure::DistanceBuckets PanelFigure::labelDistanceBuckets(QCPAxis* axis, int tokens) {
    DistanceBuckets buckets;
    for (int b = 0; b <= distanceBucket(std::max(1, tokens - 1)); ++b) {
        buckets.x << b;
        buckets.names << (b <= 1 ? QString::number(b)
                                 : QStringLiteral("%L1–%L2").arg(1 << (b - 1)).arg((1 << b) - 1));
        buckets.pointLabels << tr("distance %1").arg(buckets.names.back());
    }
    labelCells(axis, buckets.names);
    return buckets;
}

QString PanelFigure::describeHeatmap(const QCPColorMap* map, const HoverInfo& info,
                                     const QPointF& pixel) const {
    double x = 0, y = 0;
    map->pixelsToCoords(pixel, x, y);
    const int column = int(std::lround(x)), row = int(std::lround(y));
    if (row < 0 || column < 0 || row >= info.matrix.rows() || column >= info.matrix.cols())
        return {};
    const HeatmapLabels& l = info.heatmap;
    const QString rowText = l.rowDetails.value(row, label(l.rows, row));
    const QString columnText = l.columnDetails.value(column, label(l.columns, column));
    return QStringLiteral("%1 %2, %3 %4: %5 = %6")
        .arg(l.rowName, rowText, l.columnName, columnText, l.valueName,
             lectureNumber(info.matrix(row, column)));
}

QString PanelFigure::describeAt(const QPointF& pixel) const {
    QString best;
    // Inside a bar QCPBars reports just under the selection tolerance.
    double bestDistance = std::max(double(selectionTolerance()), points() * 0.8);
    for (int i = 0; i < plottableCount(); ++i) {
        QCPAbstractPlottable* p = const_cast<PanelFigure*>(this)->plottable(i);
        const auto info = m_hover.constFind(p);
        if (info == m_hover.constEnd() || !p->visible()) continue;
        if (auto* map = qobject_cast<QCPColorMap*>(p)) {
            if (map->keyAxis()->axisRect()->rect().contains(pixel.toPoint())) {
                const QString text = describeHeatmap(map, *info, pixel);
                if (!text.isEmpty()) return text;
            }
            continue;
        }
        if (!p->keyAxis()->axisRect()->rect().contains(pixel.toPoint())) continue;
        QVariant details;
        const double distance = p->selectTest(pixel, false, &details);
        if (distance < 0 || distance > bestDistance) continue;
        const QCPDataSelection selection = details.value<QCPDataSelection>();
        if (selection.isEmpty()) continue;
        const int index = selection.dataRange().begin();
        if (auto* graph = qobject_cast<QCPGraph*>(p)) {
            const auto it = graph->data()->at(index);
            const QString what = info->pointLabels.value(index);
            best =
                what.isEmpty()
                    ? QStringLiteral("%1: x = %2, y = %3")
                          .arg(info->name, lectureNumber(it->key), lectureNumber(it->value))
                    : QStringLiteral("%1, %2: %3").arg(info->name, what, lectureNumber(it->value));
        } else if (auto* bars = qobject_cast<QCPBars*>(p)) {
            const auto it = bars->data()->at(index);
            const QString what = info->pointLabels.value(index);
            best =
                what.isEmpty()
                    ? tr("%1: x = %2, height %3")
                          .arg(info->name, lectureNumber(it->key), lectureNumber(it->value))
                    : QStringLiteral("%1, %2: %3").arg(info->name, what, lectureNumber(it->value));
        }
        bestDistance = distance;
    }
    return best;
}

} // namespace attn::ui
