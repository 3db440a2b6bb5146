// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/lecturedocument.h"

#include "ui/common/applyorkeep.h"

namespace attn::ui {

bool LectureDocument::applyChange(const std::function<void()>& update) {
    if (!applyOrKeep(update, [this](const QString& reason) { return reportError(reason); }))
        return false;
    clearError();
    emit resultsChanged();
    return true;
}

} // namespace attn::ui
