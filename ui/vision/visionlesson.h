// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Vision tab as a lesson step (see ui/lessons/lesson.h). Views: vit-head, vit-heads,
// vit-threshold, vit-patch, vit-rollout (as `export --view`). Keys: model (the sample's
// folder name, "vit-count-shapes", or a folder), picture (a sample picture's name or a file; empty:
// the one shown), layer and head (1-based), patch ([x, y], 1-based), keep (0-1), fusion
// (mean|max|min), discard (0-0.99), longSide (pixels, 0: the model's own resize), opacity
// (0-1), smooth, colorMap.
#include "ui/vision/visiondocument.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace attn::ui {

struct VisionLessonState {
    QString model;   ///< empty: the sample
    QString picture; ///< empty: the picture shown
    VisionSettings settings;
    int patchX = 0, patchY = 0; ///< the Patch view's patch, 1-based; 0: the one chosen before
};

QStringList visionLessonViewNames();
/// Reads json over out's values; empty on success, else the first problem.
QString visionStateFromJson(const QJsonObject& json, VisionLessonState& out);
QJsonObject visionStateToJson(const VisionLessonState& state);

} // namespace attn::ui
