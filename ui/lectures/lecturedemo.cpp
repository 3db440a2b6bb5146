// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/lecturedemo.h"

#include "ui/common/sidepanel.h"
#include "ui/plotkit/style.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>

namespace attn::ui {

void LectureDemo::setSidePanel(QWidget* controls, QWidget* figure) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new SidePanel(controls, this));
    if (figure) addFigure(figure);
}

void LectureDemo::addFigure(QWidget* figure) {
    static_cast<QHBoxLayout*>(layout())->addWidget(figure, 1);
}

QLabel* LectureDemo::richTextLabel(QWidget* parent, const QString& objectName) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QSpinBox* LectureDemo::spinBox(QWidget* parent, const char* name, int lo, int hi,
                               const QString& toolTip) {
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(QLatin1String(name));
    spin->setRange(lo, hi);
    spin->setToolTip(toolTip);
    return spin;
}

void LectureDemo::setControlsFontPointSize(QWidget* controls, double points) {
    QFont font = controls->font();
    font.setPointSizeF(std::clamp(points, FontRange::kMin, FontRange::kMax));
    controls->setFont(font);
}

} // namespace attn::ui
