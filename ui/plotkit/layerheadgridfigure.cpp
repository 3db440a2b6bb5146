// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/layerheadgridfigure.h"

#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"

#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace attn::ui {

LayerHeadGridFigure::LayerHeadGridFigure(QWidget* parent) : Figure(parent) {
    setMinimumSize(320, 240); // not the title's width: the window must fit a 1280x720 projector
}

void LayerHeadGridFigure::setMatrices(const QString& title, LayerHeadAttention matrices,
                                      const QStringList& queryLabels, const QStringList& keyLabels,
                                      QPoint shown) {
    m_title = title;
    m_note.clear();
    m_matrices = std::move(matrices);
    m_queryLabels = queryLabels;
    m_keyLabels = keyLabels;
    m_shown = shown;
    layOut();
}

void LayerHeadGridFigure::showNote(const QString& note) {
    m_note = note;
    m_matrices.clear();
    layOut();
}

QCPAxisRect* LayerHeadGridFigure::rectAt(int layer, int head) const {
    return m_grid ? qobject_cast<QCPAxisRect*>(m_grid->element(layer, head)) : nullptr;
}

void LayerHeadGridFigure::layOut() {
    clearPlottables();
    clearItems();
    plotLayout()->clear();
    m_grid = nullptr;
    QFont titleFont = font(), labelFont = font();
    titleFont.setPointSizeF(points() * 1.15);
    titleFont.setBold(true);
    labelFont.setPointSizeF(points());
    if (layers() == 0 || heads() == 0) {
        m_matrices.clear();
        if (!m_note.isEmpty())
            plotLayout()->addElement(0, 0, new QCPTextElement(this, m_note, labelFont));
        return replot(QCustomPlot::rpQueuedReplot);
    }
    auto* title = new QCPTextElement(this, m_title, titleFont);
    title->setTextColor(palette::kInk);
    plotLayout()->addElement(0, 0, title);
    m_grid = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, m_grid);
    auto* scale = new QCPColorScale(this);
    scale->setGradient(colorGradient(ColorMap::Viridis));
    scale->setDataRange(QCPRange(0, 1));
    scale->setRangeDrag(false);
    scale->setRangeZoom(false);
    scale->axis()->setLabel(tr("attention weight"));
    scale->axis()->setLabelFont(labelFont);
    scale->axis()->setTickLabelFont(labelFont);
    scale->setBarWidth(int(points() * 1.4));
    plotLayout()->addElement(1, 1, scale);
    plotLayout()->setColumnStretchFactors({1.0, 0.04});
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));
    m_grid->setRowSpacing(int(points() * 0.6));
    m_grid->setColumnSpacing(int(points() * 0.6));
    auto* lefts = new QCPMarginGroup(this); // equal margins keep every heatmap the same size
    auto* tops = new QCPMarginGroup(this);
    for (int l = 0; l < layers(); ++l)
        for (int h = 0; h < heads(); ++h)
            addHead(l, h, scale, lefts, tops, labelFont);
    replot(QCustomPlot::rpQueuedReplot);
}

void LayerHeadGridFigure::addHead(int l, int h, QCPColorScale* scale, QCPMarginGroup* lefts,
                                  QCPMarginGroup* tops, const QFont& labelFont) {
    const RowMatrixXf& m = m_matrices[std::size_t(l)][std::size_t(h)];
    auto* rect = new QCPAxisRect(this, true);
    rect->setAutoMargins(QCP::msLeft | QCP::msTop);
    rect->setMargins(QMargins(2, 2, 2, 2));
    rect->setMarginGroup(QCP::msLeft, lefts);
    rect->setMarginGroup(QCP::msTop, tops);
    for (QCPAxis* axis : rect->axes()) {
        axis->setTicks(false);
        axis->setTickLabels(false);
        axis->grid()->setVisible(false);
    }
    m_grid->addElement(l, h, rect);
    addMatrixMap(rect, m, scale);
    if (h == 0) {
        QCPAxis* left = rect->axis(QCPAxis::atLeft);
        left->setLabel(tr("layer %1").arg(l + 1));
        left->setLabelFont(labelFont);
        left->setLabelColor(palette::kInk);
    }
    if (l == 0) {
        QCPAxis* top = rect->axis(QCPAxis::atTop);
        top->setVisible(true);
        top->setLabel(tr("head %1").arg(h + 1));
        top->setLabelFont(labelFont);
        top->setLabelColor(palette::kInk);
        top->setTicks(false);
        top->setTickLabels(false);
    }
    if (QPoint(l, h) != m_shown) return;
    auto* frame = new QCPItemRect(this);
    frame->setClipToAxisRect(false);
    for (QCPItemPosition* corner : {frame->topLeft, frame->bottomRight}) {
        corner->setType(QCPItemPosition::ptAxisRectRatio);
        corner->setAxisRect(rect);
    }
    frame->topLeft->setCoords(0, 0);
    frame->bottomRight->setCoords(1, 1);
    frame->setPen(QPen(palette::kVermillion, std::max(2.0, points() / 4.0)));
    frame->setSelectable(false);
}

QPoint LayerHeadGridFigure::cellAt(const QPointF& pixel) const {
    for (int l = 0; l < layers(); ++l)
        for (int h = 0; h < heads(); ++h)
            if (QCPAxisRect* rect = rectAt(l, h); rect && rect->rect().contains(pixel.toPoint()))
                return {l, h};
    return {-1, -1};
}

QString LayerHeadGridFigure::describeAt(const QPointF& pixel) const {
    const QPoint cell = cellAt(pixel);
    if (cell.x() < 0) return {};
    const QCPAxisRect* rect = rectAt(cell.x(), cell.y());
    const RowMatrixXf& m = m_matrices[std::size_t(cell.x())][std::size_t(cell.y())];
    const int key = int(std::lround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())));
    const int query = int(std::lround(rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y())));
    if (query < 0 || key < 0 || query >= m.rows() || key >= m.cols()) return {};
    return tr("layer %1, head %2: %3\nclick to open this head")
        .arg(cell.x() + 1)
        .arg(cell.y() + 1)
        .arg(describeCell(query, m_queryLabels.value(query), key, m_keyLabels.value(key),
                          double(m(query, key))));
}

void LayerHeadGridFigure::mousePressEvent(QMouseEvent* event) {
    Figure::mousePressEvent(event);
    const QPoint cell = cellAt(event->position());
    if (cell.x() >= 0) emit headChosen(cell.x(), cell.y());
}

} // namespace attn::ui
