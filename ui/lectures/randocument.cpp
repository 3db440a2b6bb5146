// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/randocument.h"

#include "core/base/random.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

RanSettings clamped(const RanSettings& settings) {
    RanSettings s = settings;
    s.tokens = std::clamp(settings.tokens, 1, RanSettings::kMaxTokens);
    s.window = std::clamp(settings.window, 1, s.tokens);
    s.dimension = std::clamp(settings.dimension, 1, RanSettings::kMaxDimension);
    return s;
}

/// Random token vectors x:(n,d) and projections W_Q, W_K, W_V:(d,d) from the seed.
WindowAttentionResult computeRan(const RanSettings& s) {
    const float scale = 1.0f / std::sqrt(float(s.dimension));
    const Eigen::MatrixXf x = randomNormal(s.tokens, s.dimension, s.seed);
    return windowAttention(x, s.window, randomNormal(s.dimension, s.dimension, s.seed + 1, scale),
                           randomNormal(s.dimension, s.dimension, s.seed + 2, scale),
                           randomNormal(s.dimension, s.dimension, s.seed + 3, scale));
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
