// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/sidepanel.h"

#include <QEvent>
#include <QScrollBar>

#include <algorithm>

namespace attn::ui {

SidePanel::SidePanel(QWidget* content, QWidget* parent) : QScrollArea(parent) {
    setWidget(content);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    content->installEventFilter(this);
    if (parent) parent->installEventFilter(this);
}

int SidePanel::chromeWidth() const {
    return verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
}

QSize SidePanel::minimumSizeHint() const {
    const int content = widget() ? widget()->minimumSizeHint().width() : 0;
    return {content + chromeWidth(), QScrollArea::minimumSizeHint().height()};
}

QSize SidePanel::sizeHint() const {
    const int least = minimumSizeHint().width();
    const int wanted = widget() ? widget()->sizeHint().width() + chromeWidth() : least;
    const int room = parentWidget() ? int(0.38 * parentWidget()->width()) : wanted;
    return {std::clamp(wanted, least, std::max(least, room)), QScrollArea::sizeHint().height()};
}

bool SidePanel::eventFilter(QObject* watched, QEvent* event) {
    const bool contentChanged = watched == widget() && event->type() == QEvent::LayoutRequest;
    const bool pageResized = watched == parentWidget() && event->type() == QEvent::Resize;
    if (contentChanged || pageResized) updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

} // namespace attn::ui
