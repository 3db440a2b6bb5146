// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text pieces shared by the lecture figures and readouts.
#include <QString>

namespace attn::ui {

/// "₁₂" for 12.
QString subscriptNumber(int number);

} // namespace attn::ui
