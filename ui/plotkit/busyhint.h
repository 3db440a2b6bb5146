// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The note a figure shows while a worker prepares its next picture.
#include <QLabel>

namespace attn::ui {

/// A small label over the top-left corner of its figure, "Preparing the new picture…" (the
/// figure keeps showing the previous one), with a busy cursor on the figure; hidden when not
/// busy. Drawn only on screen: exports render the figure, not its child widgets.
class BusyHint : public QLabel {
    Q_OBJECT

  public:
    explicit BusyHint(QWidget* figure);

    void setBusy(bool busy);
    bool busy() const { return m_busy; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void place();

    bool m_busy = false;
};

} // namespace attn::ui
