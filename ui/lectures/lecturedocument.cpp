// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/lecturedocument.h"

#include "ui/common/applyorkeep.h"

namespace attn::ui {

bool LectureDocument::applyChange(const std::function<void()>& update) {
    const bool applied = applyOrKeep(update, [this](const QString& reason) {
        m_error = reason;
        emit rejected(m_error);
        return false;
    });
    if (!applied) return false;
    m_error.clear();
    emit changed();
    return true;
}

} // namespace attn::ui
