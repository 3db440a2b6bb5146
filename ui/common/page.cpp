// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/page.h"

#include "ui/plotkit/figure.h"

#include <QScreen>

namespace attn::ui {

void Page::setBaseFontPointSize(double points) {
    m_points = FontRange::clamp(points);
    for (Figure* figure : findChildren<Figure*>())
        figure->setBaseFontPointSize(m_points);
    fontSizeChanged();
}

void Page::showOwnWindow(QWidget* window) {
    if (!window->isVisible())
        window->resize(QSize(1280, 720).boundedTo(screen()->availableGeometry().size()));
    window->show();
    window->raise();
    window->activateWindow();
}

} // namespace attn::ui
