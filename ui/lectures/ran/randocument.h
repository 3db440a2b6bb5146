// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the recurrent-attention-over-windows demonstration: the sequence length, the
// window and the seed of random token vectors and projections, and the weights
// attn::windowAttention computes from them (tokens × (global slots + tokens)).
#include "core/lectures/window_attention.h"
#include "ui/lectures/lecturedocument.h"

namespace attn::ui {

struct RanSettings {
    int tokens = 12;    ///< n
    int window = 4;     ///< w
    int dimension = 16; ///< d of the random token vectors
    unsigned seed = 1;

    static constexpr int kMaxTokens = 64;
    static constexpr int kMaxDimension = 256;
};

class RanDocument : public LectureDocument {
    Q_OBJECT

  public:
    explicit RanDocument(QObject* parent = nullptr);

    const RanSettings& settings() const { return m_settings; }
    const WindowAttentionResult& result() const { return m_result; }
    /// Clamps (n to 1..kMaxTokens, w to 1..n, d to 1..kMaxDimension) and recomputes.
    bool setSettings(const RanSettings& settings);

  private:
    RanSettings m_settings;
    WindowAttentionResult m_result;
};

} // namespace attn::ui
