// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorerstepcontent.h"

#include "ui/common/shownnumbers.h"
#include "ui/plotkit/style.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace attn::ui {

namespace {

// The colour bars of the six steps: one per range of values.
constexpr int kVectorScale = 0; ///< Q, K, V and the output: entries of token vectors
constexpr int kRawScale = 1;    ///< QKᵀ: raw scores
constexpr int kLogitScale = 2;  ///< scaled and masked scores: the softmax's logits
constexpr int kWeightScale = 3; ///< the weights, on [0, 1]

/// m:(rows, dims) of one vector per token, titled with its shape; rowNames:(rows).
StepMatrix vectors(const QString& title, const Eigen::MatrixXf& m, const QStringList& rowNames,
                   const QStringList& dims, const QString& rowKind, const QRectF& follow) {
    StepMatrix shown = makeStepMatrix(title + QStringLiteral("  (%1)").arg(shapeText(m)), m,
                                      rowNames, dims, rowKind, StepText::tr("dimension"), follow);
    shown.compactColumnAxis = StepText::tr("dim.", "dimension, shortened under a narrow matrix");
    shown.scale = kVectorScale;
    shown.scaleLabel = StepText::tr("vector entry");
    return shown;
}

} // namespace

StepContent stepContent(const ExplorerResults& r, const AttentionSteps& s, int step, int i, int j) {
    StepContent content;
    const QString qi = r.queryTokens.value(i), kj = r.keyTokens.value(j);
    const QStringList dims = dimensionLabels(s.q.cols()), valueDims = dimensionLabels(s.v.cols());
    const double d = double(s.q.cols());
    auto square = [&](const QString& title, const Eigen::MatrixXf& m, QRectF follow) {
        StepMatrix shown =
            makeStepMatrix(title + QStringLiteral("  (%1)").arg(shapeText(m)), m, r.queryTokens,
                           r.keyTokens, StepText::tr("query"), StepText::tr("key"), follow);
        const bool raw = &m == &s.raw;
        shown.scale = raw ? kRawScale : kLogitScale;
        shown.scaleLabel = raw ? StepText::tr("score") : StepText::tr("scaled score");
        return shown;
    };
    const QRectF cell(j, i, 1, 1), row(0, i, double(s.k.rows()), 1);
    const StepMatrix q = vectors(QStringLiteral("Q"), s.q, r.queryTokens, dims,
                                 StepText::tr("query"), QRectF(0, i, d, 1));
    const StepMatrix k = vectors(QStringLiteral("K"), s.k, r.keyTokens, dims, StepText::tr("key"),
                                 QRectF(0, j, d, 1));
    const StepMatrix v =
        vectors(QStringLiteral("V"), s.v, r.keyTokens, valueDims, StepText::tr("key"),
                QRectF(0, 0, double(s.v.cols()), double(s.v.rows())));
    StepMatrix weights = square(StepText::tr("softmax"), s.weights, row);
    weights.weights = true;
    weights.scale = kWeightScale;
    weights.scaleLabel = StepText::tr("attention weight");
    const StepMatrix out =
        vectors(StepText::tr("output = weights × V"), s.output, r.queryTokens, valueDims,
                StepText::tr("query"), QRectF(0, i, double(s.v.cols()), 1));

    std::vector<StepMatrix>& shown = content.matrices;
    QString& text = content.caption;
    const QString where =
        StepText::tr("query %1 “%2”, key %3 “%4”").arg(i + 1).arg(qi).arg(j + 1).arg(kj);
    switch (step) {
    case 0:
        shown = {q, k, v};
        text = StepText::tr("Q, K, V: each token's query, key and value vectors (d = %1). "
                            "Followed: %2.")
                   .arg(s.q.cols())
                   .arg(where);
        break;
    case 1:
        shown = {q, k, square(QStringLiteral("QKᵀ"), s.raw, cell)};
        text = StepText::tr("Scores: score(q_%1, k_%2) = %3")
                   .arg(i + 1)
                   .arg(j + 1)
                   .arg(stepNumber(s.raw(i, j)));
        break;
    case 2:
        shown = {square(QStringLiteral("QKᵀ"), s.raw, cell),
                 square(QStringLiteral("÷√d ÷ t"), s.scaled, cell)};
        text = StepText::tr("Scale: %1 × %2 = %3 (×1/√d keeps the variance near 1; t = %4)")
                   .arg(stepNumber(s.raw(i, j)))
                   .arg(stepNumber(s.scale / s.temperature))
                   .arg(stepNumber(s.scaled(i, j)))
                   .arg(s.temperature);
        break;
    case 3:
        shown = {square(StepText::tr("scaled"), s.scaled, cell),
                 square(StepText::tr("masked"), s.masked, cell)};
        text = StepText::tr("Mask: blocked pairs become −∞; (%1, %2) is %3")
                   .arg(i + 1)
                   .arg(j + 1)
                   .arg(stepNumber(s.masked(i, j)));
        break;
    case 4:
        shown = {square(StepText::tr("masked"), s.masked, row), weights};
        text = StepText::tr("Softmax along row %1: weight(%2 → %3) = %4; the row sums to 1")
                   .arg(i + 1)
                   .arg(qi, kj)
                   .arg(stepNumber(s.weights(i, j)));
        break;
    default:
        shown = {weights, v, out};
        text =
            StepText::tr("Output: row %1 of weights × V mixes the values: out_%1 = Σ_j w_%1j v_j")
                .arg(i + 1);
    }
    return content;
}

QStringList dimensionLabels(Eigen::Index n) {
    return numberedLabels(n, {}, 1);
}

QString shapeText(const Eigen::MatrixXf& m) {
    return QStringLiteral("%1×%2").arg(m.rows()).arg(m.cols());
}

QString stepNumber(float x) {
    return std::isfinite(x) ? formatNumber(x, 3) : QStringLiteral("−∞");
}

} // namespace attn::ui
