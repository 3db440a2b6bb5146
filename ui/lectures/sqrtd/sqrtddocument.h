// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the √d demonstration (seed 000): d and the number of draws, and what
// core/lectures/dot_variance computes from them: the products q·k and q·k/√d, example softmax
// rows and the mean largest weight over d.
#include "core/lectures/dot_variance.h"
#include "ui/lectures/lecturedocument.h"

namespace attn::ui {

struct SqrtDSettings {
    int dim = 64;
    int draws = 2000; ///< N pairs (q, k) for the histograms
    unsigned seed = 0;

    static constexpr int kMaxDim = 1024;
    static constexpr int kMinDraws = 100;
    static constexpr int kMaxDraws = 50000;
    static constexpr int kKeys = 16;       ///< keys of each softmax row
    static constexpr int kExampleRows = 6; ///< rows shown as heatmaps
    static constexpr int kTrials = 200;    ///< queries averaged per point of the curve
};

struct SqrtDResults {
    DotSamples samples;
    SoftmaxRowsExample rows;
    MaxWeightCurve curve; ///< d = 1, 2, 4, ..., 1024
    MaxWeightCurve atDim; ///< the same at the chosen d only
};

class SqrtDDocument : public LectureDocument {
    Q_OBJECT

  public:
    explicit SqrtDDocument(QObject* parent = nullptr);

    const SqrtDSettings& settings() const { return m_settings; }
    const SqrtDResults& results() const { return m_results; }
    /// Applies s and recomputes; false (nothing changed, see errorString()) when d or N is out
    /// of range.
    bool setSettings(const SqrtDSettings& s);

  private:
    SqrtDSettings m_settings;
    SqrtDResults m_results;
};

} // namespace attn::ui
