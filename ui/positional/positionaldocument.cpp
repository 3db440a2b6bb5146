// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/positional/positionaldocument.h"

#include "core/attention/softmax.h"
#include "core/base/check.h"
#include "core/base/random.h"
#include "core/positional/pe_similarity.h"
#include "core/positional/rope.h"
#include "ui/common/applyorkeep.h"

#include <algorithm>
#include <cmath>
#include <exception>

namespace attn::ui {

namespace {

constexpr unsigned kRopeSeed = 7; ///< fixed content vectors: only positions change the scores
constexpr int kRings = 6;

PairRotation pairRotation(const PositionalSettings& s, const PositionalResults& r, int j) {
    return attn::pairRotation(r.encoding, r.omega, s.position, s.delta, j);
}

/// Fills the parts that depend on j, i and delta; r.encoding and r.omega must be current.
void computeRotation(const PositionalSettings& s, PositionalResults& r) {
    r.selected = pairRotation(s, r, s.pair);
    r.ringPairs.clear();
    const int pairs = s.d / 2;
    const int rings = std::min(kRings, pairs);
    for (int k = 0; k < rings; ++k) {
        const int j = rings == 1 ? 0 : int(std::lround(double(k) * (pairs - 1) / (rings - 1)));
        r.ringPairs.append(pairRotation(s, r, j));
    }
    r.positionResidual = positionRotationResidual(r.encoding, r.omega, s.position, s.delta);
    r.residual = rotationResidual(s.n, s.d, s.delta, s.base);
    r.positionalAttention = scaledDotWeights(r.similarity.row(s.position).transpose(), s.d);
}

/// The RoPE panel's numbers: head's query and key at n positions, else seeded ones.
void computeRope(const PositionalSettings& s, const std::optional<RopeHead>& head,
                 PositionalResults& r) {
    if (head) {
        r.ropeQuery = head->query;
        r.ropeKey = head->key;
        r.ropeScores = ropeScores(r.ropeQuery, r.ropeKey, s.n, head->omega);
        r.ropeSource = head->label;
    } else {
        r.ropeQuery = randomNormal(s.d, 1, kRopeSeed);
        r.ropeKey = r.ropeQuery; // a token attending to itself at other positions
        r.ropeScores = ropeScores(r.ropeQuery, r.ropeKey, s.n, s.base);
        r.ropeSource.clear();
    }
    r.ropeByOffset = diagonalMeans(r.ropeScores, &r.ropeSpread);
}

void computeEncoding(const PositionalSettings& s, const std::optional<RopeHead>& head,
                     PositionalResults& r) {
    r.encoding = sinusoidalEncoding(s.n, s.d, s.base);
    r.omega = sinusoidalFrequencies(s.d, s.base);
    r.similarity = positionSimilarity(r.encoding);
    r.similarityByOffset = similarityByOffset(s.n, s.d, s.base);
    r.binary = binaryCodes(16, 4);
    computeRope(s, head, r);
}

} // namespace

bool PositionalSettings::operator==(const PositionalSettings& o) const {
    return n == o.n && d == o.d && base == o.base && pair == o.pair && position == o.position &&
           delta == o.delta && curveColumns == o.curveColumns;
}

RopeHead RopeHead::fromRotateHalf(const QString& label, const Eigen::VectorXf& q,
                                  const Eigen::VectorXf& k, const std::vector<float>& frequencies) {
    const Eigen::Index half = Eigen::Index(frequencies.size());
    RopeHead head{label, Eigen::VectorXf(2 * half), Eigen::VectorXf(2 * half),
                  Eigen::VectorXd(half)};
    // A partial rotary head (GPT-NeoX, Phi) turns only its first 2 * half values: those are shown.
    if (half == 0 || q.size() < 2 * half || k.size() != q.size()) return {label, q, k, {}};
    for (Eigen::Index j = 0; j < half; ++j) {
        head.query(2 * j) = q(j);
        head.query(2 * j + 1) = q(j + half);
        head.key(2 * j) = k(j);
        head.key(2 * j + 1) = k(j + half);
        head.omega(j) = frequencies[std::size_t(j)];
    }
    return head;
}

PositionalDocument::PositionalDocument(QObject* parent) : Document(parent) {
    computeEncoding(m_settings, m_ropeHead, m_results);
    computeRotation(m_settings, m_results);
}

QString PositionalDocument::validate(const PositionalSettings& s) {
    if (s.n < 1 || s.n > kMaxPositions)
        return tr("n must be from 1 to %n positions, not %1.", nullptr, kMaxPositions).arg(s.n);
    if (s.d < 2 || s.d > kMaxDimension)
        return tr("d must be from 2 to %1, not %2.").arg(kMaxDimension).arg(s.d);
    if (s.d % 2 != 0)
        return tr("d = %1 is odd: the rotation needs (sin, cos) pairs and the last sine column "
                  "would have no partner. Choose an even d.")
            .arg(s.d);
    if (!(std::isfinite(s.base) && s.base > 1.0 && s.base <= 1e12))
        return tr("the base must be a number above 1 (and at most 1e12), not %1.").arg(s.base);
    if (s.pair < 0 || s.pair >= s.d / 2)
        return tr("pair j must be from 0 to %1 (d/2 - 1 for d = %2), not %3.")
            .arg(s.d / 2 - 1)
            .arg(s.d)
            .arg(s.pair);
    if (s.position < 0 || s.position >= s.n)
        return tr("position i must be from 0 to %1 (n - 1), not %2.").arg(s.n - 1).arg(s.position);
    if (s.position + s.delta < 0 || s.position + s.delta >= s.n)
        return tr("i + delta = %1 + %2 = %3 is beyond the %4 positions 0 .. %5.")
            .arg(s.position)
            .arg(s.delta)
            .arg(s.position + s.delta)
            .arg(s.n)
            .arg(s.n - 1);
    if (s.curveColumns.isEmpty() || s.curveColumns.size() > kMaxCurves)
        return tr("choose 1 to %n dimensions for the curves.", nullptr, kMaxCurves);
    for (int c : s.curveColumns)
        if (c < 0 || c >= s.d)
            return tr("dimension %1 does not exist: columns are 0 to %2.").arg(c).arg(s.d - 1);
    return {};
}

PositionalSettings PositionalDocument::withSizes(PositionalSettings s, int n, int d) {
    s.n = n;
    s.d = d;
    if (n >= 1) {
        s.position = std::clamp(s.position, 0, n - 1);
        s.delta = std::clamp(s.delta, -s.position, n - 1 - s.position);
    }
    if (d >= 2) s.pair = std::clamp(s.pair, 0, d / 2 - 1);
    QVector<int> columns;
    for (int c : s.curveColumns)
        if (c < d) columns.append(c);
    if (columns.isEmpty())
        for (int c = 0; c < std::min(d, 4); ++c)
            columns.append(c);
    s.curveColumns = columns;
    return s;
}

bool PositionalDocument::setSettings(const PositionalSettings& s) {
    if (const QString problem = validate(s); !problem.isEmpty()) return reportError(problem);
    if (s == m_settings) return true;
    const bool encoding = s.n != m_settings.n || s.d != m_settings.d || s.base != m_settings.base ||
                          s.curveColumns != m_settings.curveColumns;
    const bool applied = applyOrKeep(
        [&] {
            PositionalResults r = m_results;
            if (encoding) computeEncoding(s, m_ropeHead, r);
            computeRotation(s, r);
            m_settings = s;
            m_results = std::move(r);
        },
        [this](const QString& message) { return reportError(message); },
        [](const std::exception& e) {
            return tr("could not compute the encoding: %1").arg(exceptionText(e));
        });
    if (!applied) return false;
    clearError();
    if (encoding) emit encodingChanged();
    emit rotationChanged();
    return true;
}

bool PositionalDocument::setRopeHead(const std::optional<RopeHead>& head) {
    const bool applied = applyOrKeep(
        [&] {
            PositionalResults r = m_results;
            computeRope(m_settings, head, r);
            m_ropeHead = head;
            m_results = std::move(r);
        },
        [this](const QString& message) { return reportError(message); },
        [](const std::exception& e) {
            return tr("could not compute the rotary scores: %1").arg(exceptionText(e));
        });
    if (!applied) return false;
    clearError();
    emit encodingChanged();
    return true;
}

#define ATTN_SETTER(name, type, field)                                                             \
    bool PositionalDocument::name(type value) {                                                    \
        PositionalSettings s = m_settings;                                                         \
        s.field = value;                                                                           \
        return setSettings(s);                                                                     \
    }
ATTN_SETTER(setN, int, n)
ATTN_SETTER(setD, int, d)
ATTN_SETTER(setBase, double, base)
ATTN_SETTER(setPair, int, pair)
ATTN_SETTER(setPosition, int, position)
ATTN_SETTER(setDelta, int, delta)
ATTN_SETTER(setCurveColumns, const QVector<int>&, curveColumns)
#undef ATTN_SETTER

} // namespace attn::ui
