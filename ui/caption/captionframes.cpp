// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/caption/captionframes.h"

#include "ui/caption/captiondocument.h"
#include "ui/caption/captionfigures.h"

#include <QDir>

namespace attn::ui {

QString exportCaptionFrames(CaptionDocument& document, CaptionOverlayFigure& plot,
                            const QString& dir, const ExportOptions& options,
                            QStringList* written) {
    if (document.wordCount() == 0) return CaptionDocument::tr("there is no caption to play");
    if (!QDir().mkpath(dir)) return CaptionDocument::tr("cannot create the folder %1").arg(dir);
    const int selected = document.word();
    QString error;
    for (int i = 0; i < document.wordCount() && error.isEmpty(); ++i) {
        document.selectWord(i);
        const QString path =
            QDir(dir).filePath(QStringLiteral("frame-%1.png").arg(i + 1, 3, 10, QLatin1Char('0')));
        error = exportFigure(plot, path, options);
        if (error.isEmpty() && written) *written << path;
    }
    document.selectWord(selected);
    return error;
}

} // namespace attn::ui
