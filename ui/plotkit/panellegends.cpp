// SPDX-License-Identifier: GPL-3.0-or-later
// PanelFigure's legends: made inside a panel, then moved where they cover no data (a free
// corner, beside or under the panel, under the row of panels).
#include "ui/plotkit/panelfigure.h"

#include "ui/plotkit/plotfit.h"

#include <algorithm>

namespace attn::ui {

using namespace palette;

QCPLegend* PanelFigure::addLegend(QCPAxisRect* rect, Qt::Alignment align) {
    auto* legend = new QCPLegend;
    rect->insetLayout()->addElement(legend, align); // moved where it covers nothing after layout
    legend->setLayer(QStringLiteral("legend"));
    legend->setFont(fonts().tickLabel);
    legend->setBrush(QColor(255, 255, 255, 220));
    legend->setBorderPen(QPen(kGrey, 1));
    legend->setIconSize(int(points() * 2.2), int(points() * 1.2));
    for (QCPAbstractPlottable* p : rect->plottables())
        if (!p->name().isEmpty() && !qobject_cast<QCPColorMap*>(p)) p->addToLegend(legend);
    m_legends.push_back({legend, rect, align, false});
    return legend;
}

bool PanelFigure::fitLegends() {
    bool changed = false;
    for (PanelLegend& l : m_legends) {
        if (l.below) {
            const QSize size = shapeLegendToWidth(l.legend, fonts().tickLabel.pointSizeF(),
                                                  l.widthOf->outerRect().width());
            changed = changed || size != l.legend->maximumSize();
            l.legend->setMaximumSize(size);
        }
        if (l.outside || l.rect->width() < 10) continue; // moved, or not laid out yet
        const LegendPlacement placed =
            placeLegend(l.legend, l.rect, l.preferred, fonts().tickLabel.pointSizeF());
        changed = changed || placed.changed;
        l.covering = !placed.free;
        if (placed.free) continue;
        // Beside the panel when that leaves the panel most of its width, else under it when
        // the panel stays at least twice as tall as the legend there; beside it anyway when
        // the legend is taller than the panel (inside, it would cover the title above).
        const QRect legendRect = l.legend->outerRect();
        if (legendRect.width() <= 0.4 * l.rect->rect().width() ||
            legendRect.height() > l.rect->rect().height()) {
            moveBeside(l);
        } else if (const int below = shapeLegendToWidth(l.legend, fonts().tickLabel.pointSizeF(),
                                                        l.rect->outerRect().width())
                                         .height();
                   below <= 0.5 * (l.rect->rect().height() - below)) {
            moveBelow(l);
        } else {
            placeLegend(l.legend, l.rect, l.preferred, fonts().tickLabel.pointSizeF());
            continue; // stays inside where it covers least
        }
        changed = true;
    }
    return changed;
}

QCPLayoutGrid* PanelFigure::takeOut(PanelLegend& l, int& row, int& column) {
    auto* cell = qobject_cast<QCPLayoutGrid*>(l.rect->layout());
    if (!cell) return nullptr;
    for (int i = 0; i < cell->elementCount(); ++i)
        if (cell->elementAt(i) == l.rect) cell->indexToRowCol(i, row, column);
    l.rect->insetLayout()->take(l.legend);
    l.rect->insetLayout()->simplify();
    return cell;
}

void PanelFigure::moveBeside(PanelLegend& l) {
    // Covering data in every corner at every size it may take: to the right of the panel,
    // at the top of a column of its own that is as wide as the legend.
    int row = 0, column = 0;
    QCPLayoutGrid* cell = takeOut(l, row, column);
    if (!cell) return;
    auto* side = new QCPLayoutGrid;
    cell->addElement(row, column + 1, side);
    cell->setColumnStretchFactor(column + 1, 0.001);
    side->addElement(0, 0, l.legend);
    side->addElement(1, 0, new QCPLayoutElement(this));
    side->setRowStretchFactors({0.001, 1.0});
    l.legend->setMaximumSize(l.legend->minimumOuterSizeHint());
    l.outside = true;
}

void PanelFigure::moveBelow(PanelLegend& l) {
    // Covering data in every corner and too wide to stand beside: under the panel, centred,
    // in as many columns as the panel's width holds.
    int row = 0, column = 0;
    QCPLayoutGrid* cell = takeOut(l, row, column);
    if (!cell) return;
    insertLegendLine(l, cell, row + 1, column, l.rect);
}

void PanelFigure::insertLegendLine(PanelLegend& l, QCPLayoutGrid* grid, int row, int column,
                                   QCPLayoutElement* widthOf) {
    auto* line = new QCPLayoutGrid;
    grid->insertRow(row);
    grid->addElement(row, column, line);
    grid->setRowStretchFactor(row, 0.001);
    line->addElement(0, 0, new QCPLayoutElement(this));
    line->addElement(0, 1, l.legend);
    line->addElement(0, 2, new QCPLayoutElement(this));
    line->setColumnStretchFactors({1.0, 0.001, 1.0});
    l.outside = l.below = true; // shaped to widthOf's width by fitLegends()
    l.widthOf = widthOf;
}

bool PanelFigure::moveUnderRow(QCPLegend* legend, bool always) {
    auto it = std::find_if(m_legends.begin(), m_legends.end(),
                           [legend](const PanelLegend& l) { return l.legend == legend; });
    const bool inside = it != m_legends.end() && !it->outside && (it->covering || always);
    const bool underPanel = it != m_legends.end() && it->below && it->widthOf == it->rect;
    const bool beside = it != m_legends.end() && it->outside && !it->below;
    if (!inside && !underPanel && !beside) return false; // free, or under the row already
    PanelLegend& l = *it;
    // The panel (title over axes) sits in a grid of panels, a row of the figure's layout.
    auto* cell = qobject_cast<QCPLayoutGrid*>(l.rect->layout());
    auto* panels = cell ? qobject_cast<QCPLayoutGrid*>(cell->layout()) : nullptr;
    auto* outer = panels ? qobject_cast<QCPLayoutGrid*>(panels->layout()) : nullptr;
    if (!outer) return false;
    int row = 0, column = 0;
    for (int i = 0; i < outer->elementCount(); ++i)
        if (outer->elementAt(i) == panels) outer->indexToRowCol(i, row, column);
    if (l.outside) { // under or beside its panel until now: that line or column goes
        auto* holder = qobject_cast<QCPLayoutGrid*>(l.legend->layout());
        holder->take(l.legend);
        cell->remove(holder);
        cell->simplify();
    } else {
        int unused = 0;
        takeOut(l, unused, unused);
    }
    insertLegendLine(l, outer, row + 1, column, panels);
    return true;
}

bool PanelFigure::moveBesidePanel(QCPLegend* legend) {
    auto it = std::find_if(m_legends.begin(), m_legends.end(),
                           [legend](const PanelLegend& l) { return l.legend == legend; });
    if (it == m_legends.end() || it->outside || !it->covering) return false;
    moveBeside(*it);
    return true;
}

} // namespace attn::ui
