// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/ran/randocument.h"

#include <algorithm>

namespace attn::ui {

namespace {

RanSettings clamped(const RanSettings& settings) {
    RanSettings s = settings;
    s.tokens = std::clamp(settings.tokens, 1, RanSettings::kMaxTokens);
    s.window = std::clamp(settings.window, 1, s.tokens);
    s.dimension = std::clamp(settings.dimension, 1, RanSettings::kMaxDimension);
    return s;
}

WindowAttentionResult computeRan(const RanSettings& s) {
    return randomWindowAttention(s.tokens, s.window, s.dimension, s.seed);
}

} // namespace

RanDocument::RanDocument(QObject* parent)
    : LectureDocument(parent), m_result(computeRan(m_settings)) {}

bool RanDocument::setSettings(const RanSettings& settings) {
    return applyChange([&] {
        const RanSettings s = clamped(settings);
        m_result = computeRan(s);
        m_settings = s;
    });
}

} // namespace attn::ui
