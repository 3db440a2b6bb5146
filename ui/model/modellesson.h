// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Language model tab as a lesson step (see ui/lessons/lesson.h). Views: model-heatmap
// (one head, or the rollout), model-grid (every layer and head). Keys: model (a sample's
// folder name such as "tiny-gpt-kjv", or a folder), text, layer and head (1-based), rollout.
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace attn::ui {

/// What a Language model step shows.
struct ModelLessonState {
    QString model; ///< a sample's folder name or a folder path; empty: the sample
    QString text;  ///< empty: the text the tab shows
    int layer = 1; ///< 1-based
    int head = 1;  ///< 1-based
    bool rollout = false;
    QString knockout;          ///< heads knocked out, "2:1, 3:4" (from 1); empty: the intact model
    bool meanAblation = false; ///< "ablation": "mean" (else "zero")
};

/// "model-heatmap", "model-grid", "model-next-token", "model-logit-lens".
QStringList modelViewNames();
/// The samples a step may name by folder name.
QStringList modelLessonSamples();
/// Reads json; empty on success, else the first problem. Layer and head are checked against
/// the model when the step is shown.
QString modelStateFromJson(const QJsonObject& json, ModelLessonState& out);
QJsonObject modelStateToJson(const ModelLessonState& state);

} // namespace attn::ui
