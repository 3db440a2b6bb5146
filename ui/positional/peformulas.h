// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The formulas beside the panels, as Qt rich text (HTML subset) for QLabel.
#include <QString>

namespace attn::ui {

struct PositionalResults;
struct PositionalSettings;

/// The definitions and identities the panel called view illustrates, for the settings shown.
QString formulaHtml(const QString& view, const PositionalSettings& settings);

/// M(delta) for pair j with its numbers, and the check at i, as a small table.
QString rotationMatrixHtml(const PositionalSettings& settings, const PositionalResults& results);

/// "max |M(delta) p_i - p_(i+delta)| = 6.0e-8 over 55 positions x 16 pairs" and the value at i.
QString residualHtml(const PositionalSettings& settings, const PositionalResults& results);

} // namespace attn::ui
