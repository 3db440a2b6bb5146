// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/document.h"

namespace attn::ui {

bool Document::reportError(const QString& message) {
    m_error = message;
    emit errorOccurred(message);
    return false;
}

} // namespace attn::ui
