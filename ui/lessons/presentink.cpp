// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/presentink.h"

#include <QPainter>

#include <algorithm>

namespace attn::ui {

PresentInk::PresentInk(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setObjectName(QStringLiteral("presentInk"));
}

double PresentInk::dotDiameter() const {
    return std::max(16.0, height() / 30.0);
}

void PresentInk::beginStroke(const QPointF& point) {
    m_strokes.append(QPolygonF{point});
    m_drawing = true;
    update();
}

void PresentInk::extendStroke(const QPointF& point) {
    if (!m_drawing || m_strokes.isEmpty()) return;
    m_strokes.last().append(point);
    update();
}

void PresentInk::clear() {
    m_strokes.clear();
    m_drawing = false;
    update();
}

void PresentInk::showPointer(const QPointF& point) {
    m_pointer = point;
    m_pointerVisible = true;
    update();
}

void PresentInk::hidePointer() {
    m_pointerVisible = false;
    update();
}

void PresentInk::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(kPenColour, std::max(4.0, dotDiameter() / 4), Qt::SolidLine, Qt::RoundCap,
             Qt::RoundJoin);
    painter.setPen(pen);
    for (const QPolygonF& stroke : m_strokes)
        if (stroke.size() == 1)
            painter.drawPoint(stroke.first());
        else
            painter.drawPolyline(stroke);
    if (!m_pointerVisible) return;
    const double r = dotDiameter() / 2;
    painter.setPen(QPen(Qt::white, std::max(2.0, r / 6)));
    QColor glow = kPointerColour;
    glow.setAlpha(90);
    painter.setBrush(glow);
    painter.drawEllipse(m_pointer, r * 1.6, r * 1.6);
    painter.setBrush(kPointerColour);
    painter.drawEllipse(m_pointer, r, r);
}

} // namespace attn::ui
