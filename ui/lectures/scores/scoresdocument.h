// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the score-function comparison (seeds 001, 002): the sizes of the queries and
// keys, and the scores of dot, scaled dot, bilinear and additive computed by
// attn::compareScores.
#include "core/lectures/score_comparison.h"
#include "ui/lectures/lecturedocument.h"

namespace attn::ui {

struct ScoresSettings {
    ScoreComparisonSettings sizes;
    bool showWeights = false; ///< softmax weights instead of raw scores

    static constexpr int kMaxShownDim = 64; ///< d_q, d_k and h the demonstration offers
};

class ScoresDocument : public LectureDocument {
    Q_OBJECT

  public:
    explicit ScoresDocument(QObject* parent = nullptr);

    const ScoresSettings& settings() const { return m_settings; }
    const ScoreComparison& results() const { return m_results; }
    /// Applies s and recomputes; false (nothing changed, see errorString()) when the core
    /// rejects the sizes.
    bool setSettings(const ScoresSettings& s);

  private:
    ScoresSettings m_settings;
    ScoreComparison m_results;
};

} // namespace attn::ui
