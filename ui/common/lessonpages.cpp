// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/lessonpages.h"

#include "ui/common/jsonfields.h"
#include "ui/common/page.h"

#include <QDir>
#include <QFileInfo>

namespace attn::ui {

QString applyOrRestore(Page& page, const std::function<QString()>& apply) {
    static bool restoring = false; // the GUI thread's pages only
    if (restoring) return apply();
    const QString view = page.lessonView();
    const QJsonObject before = page.lessonState();
    const QString error = apply();
    if (!error.isEmpty() && !view.isEmpty()) {
        restoring = true;
        page.applyLessonState(view, before);
        restoring = false;
    }
    return error;
}

QString modelDirFromLesson(const QString& name, const QStringList& sampleDirs, QString* error) {
    error->clear();
    QStringList names;
    for (const QString& dir : sampleDirs) {
        names << QDir(dir).dirName();
        if (names.constLast() == name) return dir;
    }
    if (!name.isEmpty() && QFileInfo(name).isDir()) return name;
    *error = JsonFields::tr("“model” must be a sample (%1) or a model folder, not “%2”")
                 .arg(names.join(QLatin1Char('|')), name);
    return {};
}

QString lessonNameOfModel(const QString& dir, const QStringList& sampleDirs) {
    for (const QString& sample : sampleDirs)
        if (sameFolder(sample, dir)) return QDir(sample).dirName();
    return dir;
}

bool sameFolder(const QString& a, const QString& b) {
    if (a == b) return true;
    const QString ca = QFileInfo(a).canonicalFilePath(), cb = QFileInfo(b).canonicalFilePath();
    return !ca.isEmpty() && ca == cb;
}

} // namespace attn::ui
