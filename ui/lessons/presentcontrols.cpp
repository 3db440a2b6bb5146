// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/presentcontrols.h"

#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QScreen>
#include <QToolButton>

namespace attn::ui {

namespace {

QToolButton* presenterButton(const QString& text, const QString& tip, QWidget* parent) {
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setFocusPolicy(Qt::NoFocus);
    b->setAutoRaise(true);
    b->setCursor(Qt::PointingHandCursor);
    return b;
}

} // namespace

PresentControls::PresentControls(QWidget* parent)
    : QFrame(parent),
      m_previous(presenterButton(tr("◀ Previous"), tr("Previous (Left, PageUp)"), this)),
      m_counter(new QLabel(this)),
      m_next(presenterButton(tr("Next ▶"), tr("Next (Right, PageDown)"), this)),
      m_panel(
          presenterButton(tr("Settings"), tr("Show the view's settings beside the figure"), this)),
      m_screen(presenterButton(tr("Screen ▾"), tr("Present on another screen"), this)),
      m_exit(presenterButton(tr("✕ Exit"), tr("Leave Present mode (Esc)"), this)),
      m_screens(new QMenu(this)) {
    setObjectName(QStringLiteral("presentControls"));
    m_previous->setObjectName(QStringLiteral("presentPrevious"));
    m_next->setObjectName(QStringLiteral("presentNext"));
    m_panel->setObjectName(QStringLiteral("presentSidePanelButton"));
    m_screen->setObjectName(QStringLiteral("presentScreenButton"));
    setFocusPolicy(Qt::NoFocus);
    setAutoFillBackground(true);
    setFrameShape(QFrame::NoFrame);
    QPalette dark = palette();
    for (QPalette::ColorRole role : {QPalette::Window, QPalette::Button})
        dark.setColor(role, QColor(0x20, 0x20, 0x20));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::ButtonText})
        dark.setColor(role, Qt::white);
    setPalette(dark);
    m_counter->setObjectName(QStringLiteral("presentControlsCounter"));
    m_counter->setAlignment(Qt::AlignCenter);
    m_panel->setCheckable(true);
    m_screen->setMenu(m_screens);
    m_screen->setPopupMode(QToolButton::InstantPopup);
    m_screen->setVisible(QGuiApplication::screens().size() > 1);
    auto* layout = new QHBoxLayout(this);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_previous, m_counter, m_next, m_panel, m_screen, m_exit})
        layout->addWidget(w);
    connect(m_previous, &QToolButton::clicked, this, &PresentControls::previousClicked);
    connect(m_next, &QToolButton::clicked, this, &PresentControls::nextClicked);
    connect(m_panel, &QToolButton::toggled, this, &PresentControls::sidePanelToggled);
    connect(m_exit, &QToolButton::clicked, this, &PresentControls::exitClicked);
    connect(m_screens, &QMenu::aboutToShow, this, &PresentControls::fillScreenMenu);
}

void PresentControls::fillScreenMenu() {
    m_screens->clear();
    const QList<QScreen*> screens = QGuiApplication::screens();
    for (int i = 0; i < screens.size(); ++i) {
        const QSize size = screens[i]->geometry().size();
        QAction* action = m_screens->addAction(QStringLiteral("%1 (%2 × %3)")
                                                   .arg(screens[i]->name())
                                                   .arg(size.width())
                                                   .arg(size.height()),
                                               this, [this, i] { emit screenChosen(i); });
        action->setCheckable(true);
        action->setChecked(screens[i] == screen());
    }
}

void PresentControls::setTextPoints(double points) {
    QFont font = this->font();
    font.setPointSizeF(points);
    setFont(font);
    for (QWidget* w : findChildren<QWidget*>())
        w->setFont(font);
    const int pad = int(points * 0.6);
    layout()->setContentsMargins(pad, pad / 2, pad, pad / 2);
    layout()->setSpacing(pad);
    adjustSize();
}

void PresentControls::setCounter(const QString& text) {
    m_counter->setText(text);
    adjustSize();
}

QString PresentControls::counter() const {
    return m_counter->text();
}

void PresentControls::setSidePanelShown(bool shown) {
    const QSignalBlocker block(m_panel);
    m_panel->setChecked(shown);
}

} // namespace attn::ui
