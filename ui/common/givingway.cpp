// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/givingway.h"

#include <QComboBox>
#include <QFormLayout>
#include <QStyle>

namespace attn::ui {

void letControlsGiveWay(QWidget* root) {
    // Widgets of tabs not yet shown are polished now: their sizes are then those they will have.
    for (QWidget* widget : root->findChildren<QWidget*>())
        widget->ensurePolished();
    for (QComboBox* box : root->findChildren<QComboBox*>()) {
        // An explicit minimum below the hint: layouts shrink the box to it only when they must.
        const int text = box->fontMetrics().averageCharWidth() * kShortestChoice;
        const int chrome = box->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 16;
        box->setMinimumWidth(std::min(text + chrome, box->minimumSizeHint().width()));
    }
    for (QFormLayout* form : root->findChildren<QFormLayout*>())
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
}

} // namespace attn::ui
