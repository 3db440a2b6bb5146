// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/busyhint.h"

#include "ui/plotkit/style.h"

#include <QEvent>

namespace attn::ui {

BusyHint::BusyHint(QWidget* figure) : QLabel(figure) {
    setObjectName(QStringLiteral("busyHint"));
    setText(tr("Preparing the new picture…"));
    setStyleSheet(QStringLiteral("QLabel { background: rgba(255, 255, 255, 230); color: %1; "
                                 "border: 1px solid %2; border-radius: 4px; padding: 4px 8px; }")
                      .arg(palette::kInk.name(), palette::kGrey.name()));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    figure->installEventFilter(this);
    hide();
}

void BusyHint::setBusy(bool busy) {
    if (busy == m_busy) return;
    m_busy = busy;
    if (busy) {
        parentWidget()->setCursor(Qt::BusyCursor);
        place();
        show();
        raise();
    } else {
        parentWidget()->unsetCursor();
        hide();
    }
}

bool BusyHint::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() &&
        (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        place();
    return QLabel::eventFilter(watched, event);
}

void BusyHint::place() {
    adjustSize();
    move(8, 8);
}

} // namespace attn::ui
