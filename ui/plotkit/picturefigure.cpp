// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/picturefigure.h"

#include "ui/plotkit/textfit.h"

#include <QFontMetrics>

#include <algorithm>
#include <cmath>

namespace attn::ui {

PictureFigure::PictureFigure(QWidget* parent) : Figure(parent) {
    plotLayout()->clear();
    plotLayout()->setAutoMargins(QCP::msNone);
    m_title = new QCPTextElement(this, QString(), font(1.25, true));
    plotLayout()->addElement(0, 0, m_title);
    m_canvas = new QCPAxisRect(this, false);
    m_canvas->setAutoMargins(QCP::msNone);
    m_canvas->setMargins(QMargins(0, 0, 0, 0));
    auto* body = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, body);
    body->addElement(0, 0, m_canvas);
    m_scale = new QCPColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    m_scale->axis()->setLabel(tr("attention weight"));
    m_scaleBox = new QCPLayoutGrid;
    body->addElement(0, 1, m_scaleBox);
    m_scaleBox->addElement(0, 0, m_scale);
    body->setColumnStretchFactor(1, 0.01);
    m_scaleBox->setMaximumSize(int(points() * 16), QWIDGETSIZE_MAX);
    setMinimumSize(320, 260);
}

QFont PictureFigure::font(double factor, bool bold) const {
    QFont f = QWidget::font();
    f.setPointSizeF(points() * factor);
    f.setBold(bold);
    return f;
}

void PictureFigure::fontSizeChanged() {
    m_title->setFont(font(1.25, true));
    m_scaleBox->setMaximumSize(int(points() * 16), QWIDGETSIZE_MAX);
    rebuild();
}

void PictureFigure::setTitle(const QString& text) {
    m_fullTitle = text;
    m_title->setFont(font(1.25, true));
    m_title->setText(text);
}

void PictureFigure::fitTitle() {
    m_title->setText(fitTitleText(m_fullTitle, m_title->font(),
                                  std::max(1.0, viewport().width() - points() * 2)));
}

int PictureFigure::titleWidth() const {
    return QFontMetrics(m_title->font()).horizontalAdvance(m_title->text()) + int(points() * 4);
}

void PictureFigure::styleScale(const QCPColorGradient& gradient, double maxValue, bool visible) {
    m_scale->setGradient(gradient);
    m_scale->setDataRange(QCPRange(0, maxValue > 0 ? maxValue : 1));
    m_scale->axis()->setTickLabelFont(font());
    m_scale->axis()->setLabelFont(font());
    m_scale->setBarWidth(int(std::lround(std::clamp(points() * 1.4, 12.0, 30.0))));
    m_scale->setVisible(visible);
}

QCPItemPixmap* PictureFigure::addPixmapItem() {
    auto* item = new QCPItemPixmap(this);
    item->setClipToAxisRect(false);
    item->topLeft->setType(QCPItemPosition::ptAbsolute);
    item->bottomRight->setType(QCPItemPosition::ptAbsolute);
    item->setScaled(true, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    item->setSelectable(false);
    return item;
}

QCPItemText* PictureFigure::addTextItem() {
    auto* item = new QCPItemText(this);
    item->setClipToAxisRect(false);
    item->position->setType(QCPItemPosition::ptAbsolute);
    item->setPositionAlignment(Qt::AlignCenter);
    item->setSelectable(false);
    return item;
}

void PictureFigure::placePixmap(QCPItemPixmap* item, const QRect& r) {
    item->topLeft->setCoords(r.left(), r.top());
    item->bottomRight->setCoords(r.left() + r.width(), r.top() + r.height());
}

} // namespace attn::ui
