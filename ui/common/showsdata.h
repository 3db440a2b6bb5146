// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Widgets and menu entries that show what the user typed or opened (a model's or a file's
// name, a lesson's title, a translation, a language's own name), not the window's own words:
// marked so, the test that every word of the window passes through the translations
// (tests/ui/tst_every_string_translated.cpp) leaves them alone.
#include <QObject>
#include <QVariant>

namespace attn::ui {

inline void markShowsData(QObject* object) {
    object->setProperty("attnShowsData", true);
}

inline bool showsData(const QObject* object) {
    return object->property("attnShowsData").toBool();
}

} // namespace attn::ui
