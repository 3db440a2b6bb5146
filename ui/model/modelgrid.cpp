#include "ui/model/modelgrid.h"

#include "ui/model/modeldocument.h"
#include "ui/plotkit/colormaps.h"

#include <QMouseEvent>

namespace attn::ui {

ModelGrid::ModelGrid(ModelDocument* document, QWidget* parent)
    : QCustomPlot(parent), m_document(document) {
    setObjectName(QStringLiteral("modelGrid"));
    setMinimumSize(320, 240); // not the title's width: the window must fit a 1280x720 projector
    setToolTip(tr("Click a head to open it"));
    setBackground(Qt::white);
    rebuild();
}

void ModelGrid::setBaseFontPointSize(double points) {
    m_fontPointSize = points;
    rebuild();
}

void ModelGrid::rebuild() {
    clearPlottables();
    plotLayout()->clear();
    m_layers = m_document->layers();
    m_heads = m_document->heads();
    if (m_layers == 0 || m_heads == 0) return replot(QCustomPlot::rpQueuedReplot);
    QFont titleFont = font(), labelFont = font();
    titleFont.setPointSizeF(m_fontPointSize * 1.15);
    titleFont.setBold(true);
    labelFont.setPointSizeF(m_fontPointSize);
    auto* title = new QCPTextElement(this, tr("every layer (rows) and head (columns)"), titleFont);
    plotLayout()->addElement(0, 0, title);
    auto* grid = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, grid);
    auto* scale = new QCPColorScale(this);
    scale->setGradient(colorGradient(ColorMap::Viridis));
    scale->setDataRange(QCPRange(0, 1));
    scale->axis()->setLabel(tr("attention weight"));
    scale->axis()->setLabelFont(labelFont);
    scale->axis()->setTickLabelFont(labelFont);
    plotLayout()->addElement(1, 1, scale);
    plotLayout()->setColumnStretchFactors({1.0, 0.04});
    grid->setRowSpacing(4);
    grid->setColumnSpacing(4);
    auto* lefts = new QCPMarginGroup(this); // equal margins keep every heatmap the same size
    auto* tops = new QCPMarginGroup(this);
    for (int l = 0; l < m_layers; ++l)
        for (int h = 0; h < m_heads; ++h) {
            const Eigen::MatrixXf m = m_document->attention(l, h);
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
            grid->addElement(l, h, rect);
            auto* map = new QCPColorMap(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
            map->setInterpolate(false);
            map->setTightBoundary(true);
            map->data()->setSize(int(m.cols()), int(m.rows()));
            map->data()->setRange(QCPRange(0, double(m.cols() - 1)),
                                  QCPRange(0, double(m.rows() - 1)));
            for (int i = 0; i < m.rows(); ++i) // cell (key j, value i) holds query i -> key j
                for (int j = 0; j < m.cols(); ++j)
                    map->data()->setCell(j, i, double(m(i, j)));
            map->setColorScale(scale);
            map->rescaleAxes();
            rect->axis(QCPAxis::atLeft)->setRangeReversed(true); // query 0 at the top
            if (h == 0) {
                rect->axis(QCPAxis::atLeft)->setLabel(tr("L%1").arg(l + 1));
                rect->axis(QCPAxis::atLeft)->setLabelFont(labelFont);
            }
            if (l == 0) {
                rect->axis(QCPAxis::atTop)->setVisible(true);
                rect->axis(QCPAxis::atTop)->setLabel(tr("H%1").arg(h + 1));
                rect->axis(QCPAxis::atTop)->setLabelFont(labelFont);
                rect->axis(QCPAxis::atTop)->setTicks(false);
                rect->axis(QCPAxis::atTop)->setTickLabels(false);
            }
        }
    replot(QCustomPlot::rpQueuedReplot);
}

QPoint ModelGrid::cellAt(const QPointF& pixel) const {
    for (int l = 0; l < m_layers; ++l)
        for (int h = 0; h < m_heads; ++h) {
            auto* grid = qobject_cast<QCPLayoutGrid*>(plotLayout()->element(1, 0));
            auto* rect = grid ? qobject_cast<QCPAxisRect*>(grid->element(l, h)) : nullptr;
            if (rect && rect->rect().contains(pixel.toPoint())) return {l, h};
        }
    return {-1, -1};
}

void ModelGrid::mousePressEvent(QMouseEvent* event) {
    QCustomPlot::mousePressEvent(event);
    const QPoint cell = cellAt(event->position());
    if (cell.x() >= 0) emit headChosen(cell.x(), cell.y());
}

} // namespace attn::ui
