#include "ui/lectures/lecturedocument.h"

#include "core/base/check.h"

namespace attn::ui {

bool LectureDocument::applyChange(const std::function<void()>& update) {
    try {
        update();
    } catch (const InputError& e) {
        m_error = QString::fromStdString(e.what());
        emit rejected(m_error);
        return false;
    }
    m_error.clear();
    emit changed();
    return true;
}

} // namespace attn::ui
