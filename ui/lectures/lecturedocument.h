// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The common part of the lecture demonstrations' documents: each is the single owner of its
// demonstration's settings (a plain struct with defaults) and of the results the core
// computes from them. A change the core rejects (attn::InputError) keeps the old state and
// reports why (Document's errorOccurred).
#include "ui/common/document.h"

#include <functional>

namespace attn::ui {

class LectureDocument : public Document {
    Q_OBJECT

  public:
    using Document::Document;

  protected:
    /// Runs update, which computes everything first and assigns the members last; emits
    /// resultsChanged() and returns true. When it throws InputError the state stays as it
    /// was: the message goes to errorString() and errorOccurred(), and the result is false.
    bool applyChange(const std::function<void()>& update);
};

} // namespace attn::ui
