// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/samplemodels.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStringList>

namespace attn::ui {

QString sampleModelDir(const QString& name) {
    const QString program = QCoreApplication::applicationDirPath();
    QStringList roots;
    if (const QString root = qEnvironmentVariable("ATTN_SAMPLE_MODELS"); !root.isEmpty())
        roots << root;
    roots << program + QStringLiteral("/../share/attention-lab/sample_models")
          << program + QStringLiteral("/../sample_models");
    for (const QString& root : roots) {
        const QString dir = root + QLatin1Char('/') + name;
        if (QFileInfo::exists(dir + QStringLiteral("/config.json")))
            return QDir(dir).canonicalPath();
    }
    return {};
}

} // namespace attn::ui
