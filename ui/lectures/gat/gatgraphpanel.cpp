// SPDX-License-Identifier: GPL-3.0-or-later
// The graph panel of GatFigure: the nodes, the edges coloured and widened by α and the
// weights beside the selected node's neighbours; and the mouse and key gestures that edit
// the graph through the document.
#include "ui/lectures/gat/gatdocument.h"
#include "ui/lectures/gat/gatfigure.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/style.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <cmath>

namespace attn::ui {

using namespace palette;

namespace {

const QColor kNodeFill(0xf2, 0xf2, 0xf2);
const QColor kMutedEdge(0xc8, 0xc8, 0xc8);

} // namespace

void GatFigure::buildGraph() {
    const int k = m_head + 1;
    const int chosen = m_document->selectedNode();
    setTitle(0, m_allEdges || chosen < 0
                    ? tr("Graph, head %1: α on every edge").arg(k)
                    : tr("Graph, head %1: α around %2").arg(k).arg(m_document->nodeName(chosen)));
    for (QCPAxis* axis : m_graphRect->axes())
        axis->setVisible(false);
    keepGraphSquare();
    const GraphWeights weights = shownWeights();
    drawEdges(weights); // first, so that the nodes cover their ends
    drawNodes(weights);
    drawSelectedWeights(weights);
    if (m_document->nodeCount() == 0)
        addGraphText(QPointF(0, 0), tr("Double-click to add a node"), fonts().tickLabel);
}

GatFigure::GraphWeights GatFigure::shownWeights() const {
    const GatDocument& doc = *m_document;
    const int n = doc.nodeCount();
    GraphWeights w;
    w.present = n > 0 && m_head < int(doc.result().heads.size()) &&
                doc.result().heads[size_t(m_head)].weights.rows() == n;
    w.alpha = w.present ? doc.result().heads[size_t(m_head)].weights : Eigen::MatrixXf::Zero(n, n);
    return w;
}

void GatFigure::drawEdges(const GraphWeights& w) {
    const GatDocument& doc = *m_document;
    const QVector<QPointF>& p = doc.positions();
    const int n = doc.nodeCount(), selected = doc.selectedNode();
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            if (!doc.hasEdge(i, j)) continue;
            const QPointF middle = (p[i] + p[j]) / 2;
            if (m_allEdges) {
                addGraphLine(p[i], middle, weightPen(w.alpha(i, j))); // what i takes from j
                addGraphLine(middle, p[j], weightPen(w.alpha(j, i)));
            } else if (i == selected || j == selected) {
                const int other = i == selected ? j : i;
                addGraphLine(p[selected], p[other], weightPen(w.alpha(selected, other)));
            } else {
                addGraphLine(p[i], p[j], QPen(kMutedEdge, points() / FontRange::kDefault * 1.5));
            }
        }
}

void GatFigure::drawNodes(const GraphWeights& w) {
    const GatDocument& doc = *m_document;
    const QVector<QPointF>& p = doc.positions();
    const int selected = doc.selectedNode();
    const double scale = points() / FontRange::kDefault;
    QFont bold = fonts().tickLabel;
    bold.setBold(true);
    for (int i = 0; i < doc.nodeCount(); ++i) {
        if (!m_allEdges && i == selected && w.present) {
            // The self-loop: a ring around the node, as wide as α_ii says.
            addGraphCircle(p[i], kNodeRadius * 1.55)->setPen(weightPen(w.alpha(i, i)));
        }
        QCPItemEllipse* node = addGraphCircle(p[i], kNodeRadius);
        const bool pending = i == m_pending;
        QPen border(pending ? kVermillion : kInk, scale * (pending ? 3.5 : 1.5));
        if (pending) border.setStyle(Qt::DashLine);
        node->setPen(border);
        node->setBrush(i == selected ? kOrange : kNodeFill);
        m_nodeNames.push_back(addGraphText(p[i], doc.nodeName(i), bold));
    }
}

void GatFigure::drawSelectedWeights(const GraphWeights& w) {
    const GatDocument& doc = *m_document;
    const QVector<QPointF>& p = doc.positions();
    const int selected = doc.selectedNode();
    if (m_allEdges || selected < 0 || !w.present) return;
    for (int j = 0; j < doc.nodeCount(); ++j) {
        if (j != selected && !doc.hasEdge(selected, j)) continue;
        QPointF at;
        if (j == selected) {
            at = p[j] + QPointF(0, kNodeRadius * 2.6);
        } else {
            const QPointF d = p[j] - p[selected];
            const double length = std::hypot(d.x(), d.y());
            at = p[selected] + d * ((length - kNodeRadius * 3.4) / std::max(length, 1e-9));
        }
        QCPItemText* label = addGraphText(at, formatNumber(w.alpha(selected, j), 2), fonts().cell);
        label->setBrush(QColor(255, 255, 255, 220));
        label->setPadding(QMargins(2, 0, 2, 0));
    }
}

QCPItemLine* GatFigure::addGraphLine(QPointF from, QPointF to, const QPen& pen) {
    QCPAxis* x = m_graphRect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_graphRect->axis(QCPAxis::atLeft);
    auto* item = new QCPItemLine(this);
    item->setClipAxisRect(m_graphRect);
    item->setClipToAxisRect(true);
    item->start->setAxes(x, y);
    item->end->setAxes(x, y);
    item->start->setCoords(from);
    item->end->setCoords(to);
    item->setPen(pen);
    item->setSelectable(false);
    return item;
}

QCPItemText* GatFigure::addGraphText(QPointF at, const QString& text, const QFont& font) {
    auto* item = new QCPItemText(this);
    item->setClipAxisRect(m_graphRect);
    item->position->setAxes(m_graphRect->axis(QCPAxis::atBottom),
                            m_graphRect->axis(QCPAxis::atLeft));
    item->position->setCoords(at);
    item->setText(text);
    item->setFont(font);
    item->setColor(kInk);
    item->setPositionAlignment(Qt::AlignCenter);
    item->setSelectable(false);
    return item;
}

QCPItemEllipse* GatFigure::addGraphCircle(QPointF centre, double radius) {
    QCPAxis* x = m_graphRect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_graphRect->axis(QCPAxis::atLeft);
    auto* item = new QCPItemEllipse(this);
    item->setClipAxisRect(m_graphRect);
    item->topLeft->setAxes(x, y);
    item->bottomRight->setAxes(x, y);
    item->topLeft->setCoords(centre.x() - radius, centre.y() + radius);
    item->bottomRight->setCoords(centre.x() + radius, centre.y() - radius);
    item->setSelectable(false);
    return item;
}

QPen GatFigure::weightPen(double w) const {
    QCPColorGradient gradient = viridisGradient();
    QPen pen(QColor::fromRgb(gradient.color(w, QCPRange(0, 1))),
             points() / FontRange::kDefault * (1.5 + 12 * w));
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

QPointF GatFigure::nodePixel(int node) const {
    if (!m_graphRect || node < 0 || node >= m_document->nodeCount()) return {};
    const QPointF p = m_document->positions()[node];
    return {m_graphRect->axis(QCPAxis::atBottom)->coordToPixel(p.x()),
            m_graphRect->axis(QCPAxis::atLeft)->coordToPixel(p.y())};
}

int GatFigure::nodeAt(const QPointF& pixel) const {
    if (!m_graphRect) return -1;
    const QCPAxis* x = m_graphRect->axis(QCPAxis::atBottom);
    const double radius = std::abs(x->coordToPixel(kNodeRadius) - x->coordToPixel(0)) * 1.2;
    int best = -1;
    double bestDistance = radius;
    for (int i = 0; i < m_document->nodeCount(); ++i) {
        const QPointF d = nodePixel(i) - pixel;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

void GatFigure::mousePressEvent(QMouseEvent* event) {
    QCustomPlot::mousePressEvent(event);
    if (!m_graphRect || !m_graphRect->rect().contains(event->position().toPoint())) return;
    const int node = nodeAt(event->position());
    if (event->button() == Qt::RightButton) {
        if (node >= 0) {
            m_pending = -1;
            m_document->removeNode(node);
        }
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    if (node < 0) {
        if (m_pending >= 0) {
            m_pending = -1;
            rebuild();
        }
        return;
    }
    if (m_pending < 0) {
        m_pending = node;
        if (m_document->selectedNode() != node)
            m_document->setSelectedNode(node); // rebuilds
        else
            rebuild();
    } else if (m_pending == node) {
        m_pending = -1;
        rebuild();
    } else {
        const int first = m_pending;
        m_pending = -1;
        m_document->toggleEdge(first, node);
    }
}

void GatFigure::mouseDoubleClickEvent(QMouseEvent* event) {
    QCustomPlot::mouseDoubleClickEvent(event);
    if (event->button() != Qt::LeftButton || !m_graphRect ||
        !m_graphRect->rect().contains(event->position().toPoint()) ||
        nodeAt(event->position()) >= 0)
        return;
    const QPointF at(m_graphRect->axis(QCPAxis::atBottom)->pixelToCoord(event->position().x()),
                     m_graphRect->axis(QCPAxis::atLeft)->pixelToCoord(event->position().y()));
    m_pending = -1;
    const int added = m_document->addNode(at);
    if (added >= 0) m_document->setSelectedNode(added);
}

void GatFigure::keyPressEvent(QKeyEvent* event) {
    if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) &&
        m_document->selectedNode() >= 0) {
        m_pending = -1;
        m_document->removeNode(m_document->selectedNode());
        return;
    }
    if (event->key() == Qt::Key_Escape && m_pending >= 0) {
        m_pending = -1;
        rebuild();
        return;
    }
    QCustomPlot::keyPressEvent(event);
}

} // namespace attn::ui
