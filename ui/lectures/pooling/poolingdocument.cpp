// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/pooling/poolingdocument.h"

#include "core/base/check.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

bool sameData(const PoolingSettings& a, const PoolingSettings& b) {
    return a.samples == b.samples && a.noise == b.noise && a.seed == b.seed;
}

/// previous (with its settings) supplies the loss curve and fit when the data are the same:
/// they do not depend on sigma or w, and cost O(n^2) per point of the curve.
PoolingResults computePooling(const PoolingSettings& s, bool fitted,
                              const PoolingResults* previous = nullptr,
                              const PoolingSettings* previousSettings = nullptr) {
    using S = PoolingSettings;
    require(std::isfinite(s.sigma) && s.sigma >= S::kMinSigma && s.sigma <= S::kMaxSigma,
            "sigma must be from 0.02 to 5");
    require(std::isfinite(s.w) && s.w >= S::kMinW && s.w <= S::kMaxW,
            Message("attn", "w must be from 0.1 to 100"));
    const bool reuseFit = previous && previousSettings && sameData(*previousSettings, s);
    PoolingResults r;
    r.samples = makeRegressionSamples(s.samples, float(s.noise), s.seed);
    r.queries = regressionQueries(S::kQueries);
    r.weights = gaussianKernelWeights(r.queries, r.samples.x, float(s.sigma));
    r.estimate = poolValues(r.weights, r.samples.y);
    r.fittedWeights = parametricKernelWeights(r.queries, r.samples.x, float(s.w));
    r.fittedEstimate = poolValues(r.fittedWeights, r.samples.y);
    r.sigmaLoss = leaveOneOutLoss(r.samples.x, r.samples.y, float(1 / s.sigma));
    r.wLoss = leaveOneOutLoss(r.samples.x, r.samples.y, float(s.w));
    r.fit = reuseFit ? previous->fit : fitKernelWidth(r.samples.x, r.samples.y, 1.0f);
    r.fitted = fitted;
    return r;
}

} // namespace

PoolingDocument::PoolingDocument(QObject* parent)
    : LectureDocument(parent), m_results(computePooling(m_settings, false)) {}

bool PoolingDocument::setSettings(const PoolingSettings& s) {
    return applyChange([&] {
        // The fit is still claimed while the data and w stay.
        const bool fitted = m_results.fitted && sameData(s, m_settings) && s.w == m_settings.w;
        m_results = computePooling(s, fitted, &m_results, &m_settings);
        m_settings = s;
    });
}

bool PoolingDocument::fitW() {
    return applyChange([&] {
        PoolingSettings s = m_settings;
        s.w = std::clamp(double(m_results.fit.w), PoolingSettings::kMinW, PoolingSettings::kMaxW);
        s.showParametric = true;
        m_results = computePooling(s, true, &m_results, &m_settings);
        m_settings = s;
    });
}

} // namespace attn::ui
