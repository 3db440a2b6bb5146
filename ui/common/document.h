// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every document shares: one owner of a tab's (or a demonstration's) settings and of the
// results the core computes from them, with one vocabulary for telling the views: results
// changed, or a change was not applied and why (the state then stays as it was).
#include <QObject>
#include <QString>

namespace attn::ui {

class Document : public QObject {
    Q_OBJECT

  public:
    using QObject::QObject;

    /// Why the last change was not applied; empty after one that was.
    QString errorString() const { return m_error; }

  signals:
    /// Settings or results changed: the views redraw.
    void resultsChanged();
    /// A change was not applied (a readable message); settings and results are as before.
    void errorOccurred(const QString& message);

  protected:
    /// Records message as errorString() and emits errorOccurred; returns false, what a
    /// rejected change returns (applyOrKeep's reject).
    bool reportError(const QString& message);
    /// A change was applied: errorString() is empty again.
    void clearError() { m_error.clear(); }

  private:
    QString m_error;
};

} // namespace attn::ui
