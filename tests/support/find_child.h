// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tests reach a page's controls by their object names, as a user reaches them by their labels:
// the pages keep no getters for tests.
#include <QObject>
#include <QString>

#include <cstdio>
#include <cstdlib>

/// The descendant of parent called name, of type T. A missing one ends the test program with
/// the name (the test would otherwise crash on a null pointer with no word of why).
template <typename T> T* child(const QObject* parent, const char* name) {
    T* found = parent->findChild<T*>(QString::fromLatin1(name));
    if (!found) {
        std::fprintf(stderr, "FAIL: no %s called \"%s\" under %s\n",
                     T::staticMetaObject.className(), name, parent->metaObject()->className());
        std::abort();
    }
    return found;
}
