// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/tabbarfit.h"

#include <QEvent>
#include <QTabBar>
#include <QTabWidget>

namespace attn::ui {

namespace {

/// The width every tab's title takes side by side at the bar's font.
int titlesWidth(const QTabBar& bar) {
    return bar.count() ? bar.sizeHint().width() : 0;
}

/// The room the bar has: the widget's width less its corner widgets.
int roomFor(const QTabWidget& tabs) {
    int room = tabs.width();
    for (Qt::Corner corner : {Qt::TopLeftCorner, Qt::TopRightCorner})
        if (const QWidget* w = tabs.cornerWidget(corner); w && w->isVisible()) room -= w->width();
    return room;
}

class TabBarFitter : public QObject {
  public:
    explicit TabBarFitter(QTabWidget* tabs) : QObject(tabs), m_tabs(tabs) {
        setObjectName(QStringLiteral("tabBarFitter"));
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        const QEvent::Type type = event->type();
        if (watched == m_tabs && !m_fitting &&
            (type == QEvent::Resize || type == QEvent::FontChange || type == QEvent::Show ||
             type == QEvent::LayoutRequest))
            fit();
        return false;
    }

  private:
    void fit() {
        m_fitting = true;
        QTabBar* bar = m_tabs->tabBar();
        const QFont base = m_tabs->font();
        const int room = roomFor(*m_tabs);
        for (double share = 1.0; share >= kSmallestTabFontShare - 1e-9; share -= 0.05) {
            QFont font = base;
            font.setPointSizeF(base.pointSizeF() * share);
            if (bar->font() != font) bar->setFont(font);
            if (titlesWidth(*bar) <= room) break;
        }
        m_fitting = false;
    }

    QTabWidget* m_tabs;
    bool m_fitting = false;
};

} // namespace

void fitTabBarToWidth(QTabWidget* tabs) {
    if (tabs->findChild<QObject*>(QStringLiteral("tabBarFitter"), Qt::FindDirectChildrenOnly))
        return;
    tabs->installEventFilter(new TabBarFitter(tabs));
}

bool tabTitlesFit(const QTabWidget& tabs) {
    return titlesWidth(*tabs.tabBar()) <= roomFor(tabs);
}

} // namespace attn::ui
