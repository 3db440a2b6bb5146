// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A control with its label in a grid of controls, the label's & shortcut focusing the control.
#include <QGridLayout>
#include <QLabel>
#include <QString>

namespace attn::ui {

/// A label reading text in cell (row, column) of grid and control beside it in column + 1; the
/// label is control's buddy. Returns the label.
inline QLabel* addLabelled(QGridLayout* grid, const QString& text, QWidget* control, int row,
                           int column) {
    auto* label = new QLabel(text);
    label->setBuddy(control);
    grid->addWidget(label, row, column);
    grid->addWidget(control, row, column + 1);
    return label;
}

} // namespace attn::ui
