// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Translator tab as a lesson step (see ui/lessons/lesson.h). Views: translator-heatmap,
// translator-grid, translator-lines, translator-steps. Keys: model (a sample's folder name,
// "translator-bahdanau" or "translator-transformer", or a folder), text (English), attention
// (encoder-self|decoder-self|cross, Transformer only), layer and head (1-based, Transformer
// only), step (the decoding step, 1-based). A build over "step" walks through the decoding.
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace attn::ui {

enum class TranslatorAttention;

/// What a Translator step shows.
struct TranslatorLessonState {
    QString model; ///< empty: the first sample
    QString text;  ///< empty: the sentence the tab shows
    QString attention = QStringLiteral("cross");
    int layer = 1; ///< 1-based
    int head = 1;  ///< 1-based
    int step = 1;  ///< 1-based
};

QStringList translatorViewNames();
/// "encoder-self", "decoder-self", "cross", in the order of TranslatorAttention.
QStringList translatorAttentionNames();
/// Reads json; empty on success, else the first problem. Layer, head and step are checked
/// against the model and the sentence when the step is shown.
QString translatorStateFromJson(const QJsonObject& json, TranslatorLessonState& out);
QJsonObject translatorStateToJson(const TranslatorLessonState& state);

} // namespace attn::ui
