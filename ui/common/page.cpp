// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/page.h"

#include "ui/plotkit/figure.h"

namespace attn::ui {

void Page::setBaseFontPointSize(double points) {
    m_points = FontRange::clamp(points);
    for (Figure* figure : findChildren<Figure*>())
        figure->setBaseFontPointSize(m_points);
    fontSizeChanged();
}

} // namespace attn::ui
