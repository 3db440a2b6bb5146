// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The play sequence of the Captions tab as numbered pictures, for slides or a video.
#include "ui/common/figureexport.h"

#include <QString>
#include <QStringList>

namespace attn::ui {

class CaptionDocument;
class CaptionOverlayFigure;

/// Writes one PNG per word of document's caption into dir (created if needed):
/// frame-001.png, frame-002.png, ... each the overlay plot with that word selected; the
/// selected word is restored afterwards. Returns an empty string on success, else the reason;
/// written (if given) receives the files written.
QString exportCaptionFrames(CaptionDocument& document, CaptionOverlayFigure& plot,
                            const QString& dir, const ExportOptions& options,
                            QStringList* written = nullptr);

} // namespace attn::ui
