// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The common part of the lecture demonstrations' documents: each is the single owner of its
// demonstration's settings (a plain struct with defaults) and of the results the core
// computes from them. A change the core rejects (attn::InputError) keeps the old state and
// reports why.
#include <QObject>
#include <QString>

#include <functional>

namespace attn::ui {

class LectureDocument : public QObject {
    Q_OBJECT

  public:
    using QObject::QObject;

    /// Why the last change was not applied; empty after one that was.
    const QString& errorString() const { return m_error; }

  signals:
    /// Settings and results changed: views rebuild.
    void changed();
    /// A change was not applied (the core's message); settings and results are as before.
    void rejected(const QString& reason);

  protected:
    /// Runs update, which computes everything first and assigns the members last; emits
    /// changed() and returns true. When it throws InputError the state stays as it was: the
    /// message goes to errorString() and rejected(), and the result is false.
    bool applyChange(const std::function<void()>& update);

  private:
    QString m_error;
};

} // namespace attn::ui
