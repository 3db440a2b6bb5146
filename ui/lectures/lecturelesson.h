// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Lectures tab's demonstrations as lesson steps (see ui/lessons/lesson.h): each
// demonstration's settings as JSON, by the demonstration's name in lectureDemos().
//   pooling:    sigma, samples, noise, w, seed, showParametric
//   scores:     queries, keys, dq, dk, hidden, seed, showWeights
//   sqrt-d:     dim, draws, seed
//   dictionary: query, temperature
//   gat:        inFeatures, outFeatures, heads, aggregation (concat|average), seed
//   cost:       d, kernel, minN, maxN (measured when shown)
//   ran:        tokens, window, dimension, seed
//   seq2seq:    text (English, for the sample translator), step (1-based)
#include <QJsonObject>
#include <QString>

namespace attn::ui {

class LectureDemo;

/// Why json is not usable by the demonstration called name, or an empty string.
QString checkLectureLessonState(const QString& name, const QJsonObject& json);
/// The settings of demo (the one called name) as JSON.
QJsonObject lectureLessonState(const QString& name, LectureDemo& demo);
/// Applies json to demo (called name); empty on success, else why (nothing changed).
QString applyLectureLessonState(const QString& name, LectureDemo& demo, const QJsonObject& json);

} // namespace attn::ui
