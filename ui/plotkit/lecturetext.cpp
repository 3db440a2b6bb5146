// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/lecturetext.h"

namespace attn::ui {

QString subscriptNumber(int number) {
    static const QString digits = QStringLiteral("₀₁₂₃₄₅₆₇₈₉");
    QString text;
    for (QChar c : QString::number(number))
        text += digits[c.digitValue()];
    return text;
}

} // namespace attn::ui
