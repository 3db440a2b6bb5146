// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/sqrtd/sqrtddocument.h"

#include "core/base/check.h"

#include <string>

namespace attn::ui {

namespace {

SqrtDResults computeSqrtD(const SqrtDSettings& s, const SqrtDResults* previous,
                          unsigned previousSeed) {
    using S = SqrtDSettings;
    require(s.dim >= 1 && s.dim <= S::kMaxDim,
            "d must be from 1 to " + std::to_string(S::kMaxDim) + ", not " + std::to_string(s.dim));
    require(s.draws >= S::kMinDraws && s.draws <= S::kMaxDraws,
            "the number of draws N must be from 100 to " + std::to_string(S::kMaxDraws) + ", not " +
                std::to_string(s.draws));
    SqrtDResults r;
    r.samples = sampleDotProducts(s.dim, s.draws, s.seed);
    r.rows = exampleSoftmaxRows(s.dim, S::kExampleRows, S::kKeys, s.seed + 7);
    // The curve over every d depends on the seed only: kept while the seed stays.
    r.curve = previous && previousSeed == s.seed && !previous->curve.dims.empty()
                  ? previous->curve
                  : meanMaxWeight(powersOfTwo(S::kMaxDim), S::kKeys, S::kTrials, s.seed + 11);
    r.atDim = meanMaxWeight({s.dim}, S::kKeys, S::kTrials / 4, s.seed + 13);
    return r;
}

} // namespace

SqrtDDocument::SqrtDDocument(QObject* parent)
    : LectureDocument(parent), m_results(computeSqrtD(m_settings, nullptr, 0)) {}

bool SqrtDDocument::setSettings(const SqrtDSettings& s) {
    return applyChange([&] {
        m_results = computeSqrtD(s, &m_results, m_settings.seed);
        m_settings = s;
    });
}

} // namespace attn::ui
