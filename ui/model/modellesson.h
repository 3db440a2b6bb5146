// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Language model tab as a lesson step (see ui/lessons/lesson.h). Views: model-heatmap
// (one head, or the rollout), model-grid (every layer and head), model-next-token,
// model-logit-lens, model-generation (the text continued, one step of it). Keys: model (a
// sample's folder name such as "word-gpt-kjv", or a folder), text, layer and head (1-based),
// rollout, knockout, ablation; for model-generation also newTokens, temperature, seed and step
// (1-based).
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
    int newTokens = 0;         ///< model-generation: how many tokens to write (1 to 200)
    double temperature = 0;    ///< model-generation: 0 writes the likeliest token
    int seed = 0;              ///< model-generation: the draw at a temperature above 0
    int step = 1;              ///< model-generation: the step shown, 1-based
};

/// "model-heatmap", "model-grid", "model-next-token", "model-logit-lens", "model-generation".
QStringList modelViewNames();
/// The samples a step may name by folder name.
QStringList modelLessonSamples();
/// Reads json; empty on success, else the first problem. Layer and head are checked against
/// the model when the step is shown.
QString modelStateFromJson(const QJsonObject& json, ModelLessonState& out);
QJsonObject modelStateToJson(const ModelLessonState& state);

} // namespace attn::ui
