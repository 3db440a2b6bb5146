// SPDX-License-Identifier: GPL-3.0-or-later
// Which screen Present mode takes and how large its text is there.
#include "ui/lessons/presentwindow.h"

#include "ui/plotkit/style.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>

#include <cmath>

namespace attn::ui {

double PresentWindow::textPointsFor(const QSize& screen) {
    return FontRange::clamp(std::round(screen.height() / 40.0));
}

QScreen* PresentWindow::presentScreen(const QScreen* window) {
    const QList<QScreen*> screens = QGuiApplication::screens();
    const QString chosen = QSettings().value(QStringLiteral("present/screen")).toString();
    for (QScreen* screen : screens)
        if (!chosen.isEmpty() && screen->name() == chosen) return screen;
    for (QScreen* screen : screens)
        if (screen != window) return screen;
    return screens.isEmpty() ? nullptr : screens.first();
}

void PresentWindow::choosePresentScreen(const QScreen* screen) {
    QSettings().setValue(QStringLiteral("present/screen"), screen->name());
}

} // namespace attn::ui
