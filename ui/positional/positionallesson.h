// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The positional-encoding lab as a lesson step (see ui/lessons/lesson.h). Keys: n, d, base,
// pair (j), position (i), delta (δ), curveColumns (dimensions of pe-curves).
#include "ui/positional/positionaldocument.h"

#include <QJsonObject>

namespace attn::ui {

/// Reads json over the default PositionalSettings and checks them with
/// PositionalDocument::validate; empty on success, else the first problem.
QString positionalSettingsFromJson(const QJsonObject& json, PositionalSettings& out);
QJsonObject positionalSettingsToJson(const PositionalSettings& settings);

} // namespace attn::ui
