// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Captions tab as a lesson step (see ui/lessons/lesson.h). Views: caption (the picture
// with one word's map), caption-grid (every word's map). Keys: model (a sample's folder name,
// "captioner-shapes", or a folder), seed (the random scene), scene (the shapes of an edited
// scene, each {"shape": circle|square|triangle, "colour": red|green|blue|yellow,
// "size": small|large, "x": 0-63, "y": 0-63}, instead of the seed's), image (a picture file
// instead of a scene), caption (a caption for the model to read; empty: its own), word
// (1-based), smooth, opacity (0-1), colorMap, grid. A build over "word" shows the caption's
// words one by one.
#include "core/models/captioner/scene.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace attn::ui {

/// What a Captions step shows.
struct CaptionLessonState {
    QString model; ///< empty: the sample
    int seed = 1;
    std::optional<Scene> scene; ///< shapes instead of randomScene(seed)
    QString image;              ///< a picture file instead of a scene
    QString caption;            ///< typed caption, empty: the model's own
    int word = 1;               ///< 1-based
    bool smooth = false;
    double opacity = 0.5;
    QString colorMap = QStringLiteral("viridis");
    bool grid = true;
};

QStringList captionViewNames();
/// Reads json; empty on success, else the first problem. The word is checked against the
/// caption when the step is shown.
QString captionStateFromJson(const QJsonObject& json, CaptionLessonState& out);
QJsonObject captionStateToJson(const CaptionLessonState& state);

} // namespace attn::ui
