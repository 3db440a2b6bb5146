// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The column of controls and formulas beside a page's figure. It scrolls vertically when it
// must and is never cut horizontally: it is at least as wide as its content's minimum (which
// grows with the text size), and otherwise as wide as the content asks, up to 38 % of the
// page so the figure keeps most of a projector screen.
#include <QScrollArea>

namespace attn::ui {

class SidePanel : public QScrollArea {
    Q_OBJECT

  public:
    /// Takes content; the panel sits in parent's layout.
    explicit SidePanel(QWidget* content, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

  protected:
    /// A new layout of the content (text size, shown rows) or a resized page: fit again.
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    /// Width the scroll bar and frame take beside the content.
    int chromeWidth() const;
};

} // namespace attn::ui
