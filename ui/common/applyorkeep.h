// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One way for every document to take a change: compute the new state; when the core rejects
// the input, keep the old state and say why.
#include "core/base/check.h"
#include "ui/common/messagetext.h"

#include <QString>

#include <exception>
#include <functional>
#include <type_traits>

namespace attn::ui {

/// Runs change() and returns true (or change's own bool, when it returns one). When change
/// throws attn::InputError, returns reject(its message) instead: reject records and reports
/// the message and returns false. Any other std::exception goes to reject(describeOther(e))
/// when describeOther is given, and propagates otherwise. change computes into locals and
/// commits them last, so that a throw leaves the document as it was.
template <typename Change, typename Reject>
bool applyOrKeep(Change&& change, Reject&& reject,
                 const std::function<QString(const std::exception&)>& describeOther = {}) {
    try {
        if constexpr (std::is_same_v<std::invoke_result_t<Change>, bool>) {
            return change();
        } else {
            change();
            return true;
        }
    } catch (const InputError& e) {
        return reject(messageText(e.message()));
    } catch (const std::exception& e) {
        if (!describeOther) throw;
        return reject(describeOther(e));
    }
}

} // namespace attn::ui
