// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer as a lesson step: its settings and what its view shows, as JSON (see
// ui/lessons/lesson.h). Keys: text, crossText, tokenizer, embedding, modelDim, modelLayer (1-based,
// 0 = the explorer's own heads), seed, kind, score, heads, headDim, temperature, padTo,
// aggregation, show (weights|raw-scores|scaled-scores|masked-scores), head (1-based), row
// (highlighted query, 1-based, 0 = none), step (of the step-through, 1-9), colorMap.
#include "ui/explorer/explorersettings.h"

#include <QJsonObject>
#include <QStringList>

namespace attn::ui {

/// What an explorer step shows: the settings and the view's own choices.
struct ExplorerLessonState {
    ExplorerSettings settings; ///< without custom matrices
    MatrixKind show = MatrixKind::Weights;
    int head = 1; ///< 1-based
    int row = 0;  ///< 1-based, 0 = none
    int step = 1; ///< 1 .. ExplorerStepsFigure::kSteps
    QString colorMap = QStringLiteral("viridis");
};

/// The explorer's views as --view names, in the order of its tabs.
QStringList explorerViewNames();
/// Reads json over ExplorerDocument::defaultSettings(); empty on success, else the first problem.
QString explorerStateFromJson(const QJsonObject& json, ExplorerLessonState& out);
QJsonObject explorerStateToJson(const ExplorerLessonState& state);

} // namespace attn::ui
