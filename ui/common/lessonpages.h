// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers of the pages' lesson hooks. A step names a model folder as a shipped sample by its
// folder name ("translator-bahdanau"), so the lesson works wherever the application is
// installed, or any other folder by its path.
#include <QString>
#include <QStringList>

#include <functional>

namespace attn::ui {

class Page;

/// Runs apply (showing a lesson step on page); when it fails, page shows again what it showed
/// before (its lessonView() with its lessonState()), so a rejected step changes nothing.
/// Returns apply's result.
QString applyOrRestore(Page& page, const std::function<QString()>& apply);

/// The folder name names: one of sampleDirs by its folder name, else an existing folder;
/// an empty string with *error set when neither.
QString modelDirFromLesson(const QString& name, const QStringList& sampleDirs, QString* error);
/// How a lesson names dir: its folder name when it is one of sampleDirs, else its path.
QString lessonNameOfModel(const QString& dir, const QStringList& sampleDirs);
/// Whether two folder paths are the same folder.
bool sameFolder(const QString& a, const QString& b);

} // namespace attn::ui
