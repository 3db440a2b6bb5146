// SPDX-License-Identifier: GPL-3.0-or-later
// The multi-head steps of the step-through: head h's projections, every head's output, and
// their concatenation times W^O (or their average), with the lecture notes' shapes.
#include "ui/explorer/explorerstepcontent.h"

#include "ui/plotkit/style.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace attn::ui {

namespace {

constexpr int kInputScale = 0;     ///< X, the tokens' vectors that enter the layer
constexpr int kParameterScale = 1; ///< W_h^Q, W_h^K, W_h^V
constexpr int kHeadScale = 2;      ///< h_1..h_H and their concatenation
constexpr int kOutputWeights = 3;  ///< W^O
constexpr int kOutputScale = 4;    ///< A (with concatenation)

/// One vector per token: m:(T, dims), rows named by tokens.
StepMatrix tokenVectors(const QString& title, const Eigen::MatrixXf& m, const QStringList& tokens,
                        const QString& rowKind, int scale, const QString& scaleLabel) {
    StepMatrix shown =
        makeStepMatrix(title + QStringLiteral("  (%1)").arg(shapeText(m)), m, tokens,
                       dimensionLabels(m.cols()), rowKind, StepText::tr("dimension"), QRectF());
    shown.compactColumnAxis = StepText::tr("dim.", "dimension, shortened under a narrow matrix");
    shown.scale = scale;
    shown.scaleLabel = scaleLabel;
    return shown;
}

/// A weight matrix m:(in, out): rows and columns are dimensions.
StepMatrix parameters(const QString& title, const Eigen::MatrixXf& m, const QString& rowAxis,
                      int scale) {
    StepMatrix shown = makeStepMatrix(title + QStringLiteral("  (%1)").arg(shapeText(m)), m,
                                      dimensionLabels(m.rows()), dimensionLabels(m.cols()), rowAxis,
                                      StepText::tr("output dimension"), QRectF());
    shown.scale = scale;
    shown.scaleLabel = StepText::tr("parameter");
    shown.parameters = true;
    return shown;
}

/// x of the lines between the heads' column blocks of width e (or y of row blocks).
std::vector<double> headDividers(int heads, int e) {
    std::vector<double> at;
    for (int h = 1; h < heads; ++h)
        at.push_back(h * e - 0.5);
    return at;
}

StepContent customLayer(const ExplorerResults& r, const MultiHeadSteps& m, int step, int i) {
    StepContent c;
    const QRectF row(0, i, double(m.output.cols()), 1);
    if (step == 0) {
        c.matrices = {tokenVectors(QStringLiteral("Q"), r.q, r.queryTokens, StepText::tr("query"),
                                   kInputScale, StepText::tr("vector entry")),
                      tokenVectors(QStringLiteral("K"), r.k, r.keyTokens, StepText::tr("key"),
                                   kInputScale, StepText::tr("vector entry")),
                      tokenVectors(QStringLiteral("V"), r.v, r.keyTokens, StepText::tr("key"),
                                   kInputScale, StepText::tr("vector entry"))};
        c.caption = StepText::tr("Projections: the custom Q, K and V are used as given; they form "
                                 "one head, with no W^Q, W^K or W^V to show.");
    } else {
        StepMatrix out = tokenVectors(
            step == 1 ? StepText::tr("h_1 = output") : QStringLiteral("A = h_1"), m.output,
            r.queryTokens, StepText::tr("query"), kHeadScale, StepText::tr("vector entry"));
        out.follow = row;
        c.matrices = {out};
        c.caption = step == 1 ? StepText::tr("Heads: custom matrices form one head (H = 1); its "
                                             "output h_1 is step 6's output.")
                              : StepText::tr("Aggregation: with one head there is nothing to "
                                             "concatenate and no W^O; the output A is h_1.");
    }
    return c;
}

StepContent projections(const ExplorerResults& r, const MultiHeadSteps& m, int h, int i) {
    const std::size_t hh = std::size_t(h);
    const QString n = QString::number(h + 1);
    StepMatrix x = tokenVectors(QStringLiteral("X"), r.xq, r.queryTokens, StepText::tr("query"),
                                kInputScale, StepText::tr("input entry"));
    x.follow = QRectF(0, i, double(r.xq.cols()), 1);
    StepContent c;
    c.matrices = {x,
                  parameters(QStringLiteral("W_%1^Q").arg(n), m.queryProjections[hh],
                             StepText::tr("E dimension"), kParameterScale),
                  parameters(QStringLiteral("W_%1^K").arg(n), m.keyProjections[hh],
                             StepText::tr("E_k dimension"), kParameterScale),
                  parameters(QStringLiteral("W_%1^V").arg(n), m.valueProjections[hh],
                             StepText::tr("E_v dimension"), kParameterScale)};
    const MultiHeadShape& s = m.shape;
    c.caption =
        StepText::tr("Projections of head %1 (each of the %2 heads has its own): Q = X·W_%1^Q%3 "
                     "with X:(N, E) = (%4×%5) and W_%1^Q:(E, E_i) = (%5×%6); "
                     "W_%1^K:(E_k, E_i) = (%7×%6) gives K, W_%1^V:(E_v, E_h) = (%8×%9) gives "
                     "V: the Q, K and V of step 1. Row %10 of X becomes q_%10.")
            .arg(n)
            .arg(s.heads)
            .arg(s.bias ? QStringLiteral(" + b_%1^Q").arg(n) : QString())
            .arg(r.xq.rows())
            .arg(s.queryDim)
            .arg(s.headDim)
            .arg(s.keyDim)
            .arg(s.valueDim)
            .arg(s.headValueDim)
            .arg(i + 1);
    return c;
}

StepContent headOutputs(const ExplorerResults& r, const MultiHeadSteps& m, int h, int i) {
    StepContent c;
    const int heads = m.shape.heads, eh = m.shape.headValueDim;
    for (int k = 0; k < heads; ++k) {
        StepMatrix out = tokenVectors(
            QStringLiteral("h_%1").arg(k + 1), m.headOutputs[std::size_t(k)], r.queryTokens,
            StepText::tr("query"), kHeadScale, StepText::tr("head output entry"));
        if (k == h) out.follow = QRectF(0, i, eh, 1);
        c.matrices.push_back(out);
    }
    c.perRow = heads <= 4 ? heads : (heads + 1) / 2;
    c.caption = StepText::tr("Heads: each of the H = %1 heads attends on its own, "
                             "h_i = Attn(Q·W_i^Q, K·W_i^K, V·W_i^V):(N, E_h) = (%2×%3). "
                             "h_%4 is step 6's output; its row %5 is outlined.")
                    .arg(heads)
                    .arg(m.output.rows())
                    .arg(eh)
                    .arg(h + 1)
                    .arg(i + 1);
    return c;
}

StepContent aggregation(const ExplorerResults& r, const MultiHeadSteps& m, int h, int i) {
    StepContent c;
    const int heads = m.shape.heads, eh = m.shape.headValueDim;
    const QString n = QString::number(h + 1);
    StepMatrix concat =
        tokenVectors(QStringLiteral("Concat(h_1…h_%1)").arg(heads), m.concat, r.queryTokens,
                     StepText::tr("query"), kHeadScale, StepText::tr("head output entry"));
    concat.compactTitle = QStringLiteral("Concat  (%1)").arg(shapeText(m.concat));
    concat.columnDividers = headDividers(heads, eh);
    concat.follow = QRectF(h * eh, 0, eh, double(m.concat.rows()));
    const bool average = m.aggregation == HeadAggregation::Average;
    StepMatrix a = tokenVectors(average ? StepText::tr("A = average") : QStringLiteral("A"),
                                m.output, r.queryTokens, StepText::tr("query"),
                                average ? kHeadScale : kOutputScale, StepText::tr("output entry"));
    a.follow = QRectF(0, i, double(m.output.cols()), 1);
    if (average) {
        c.matrices = {concat, a};
        float mean = 0;
        for (const Eigen::MatrixXf& head : m.headOutputs)
            mean += head(i, 0) / float(heads);
        c.caption = StepText::tr("Average: A = (h_1 + … + h_%1)/%1:(N, E_h) = (%2×%3), no W^O. "
                                 "A[%4, 1] = mean of the heads' first entries in row %4 = %5.")
                        .arg(heads)
                        .arg(m.output.rows())
                        .arg(eh)
                        .arg(i + 1)
                        .arg(stepNumber(mean));
        return c;
    }
    StepMatrix wo =
        parameters(QStringLiteral("W^O"), m.wo, StepText::tr("E_h·H dimension"), kOutputWeights);
    wo.rowDividers = headDividers(heads, eh);
    wo.follow = QRectF(0, h * eh, double(m.wo.cols()), eh);
    c.matrices = {concat, wo, a};
    c.caption =
        StepText::tr("Concatenate and project: Concat(h_1, …, h_%1):(N, E_h·H) = (%2×%3) × "
                     "W^O:(E_h·H, E_a) = (%3×%4)%5 = A:(N, E_a) = (%2×%4), the layer's output. "
                     "h_%6 fills columns %7–%8 and meets rows %7–%8 of W^O (outlined); "
                     "A[%9, 1] = %10.")
            .arg(heads)
            .arg(m.concat.rows())
            .arg(m.concat.cols())
            .arg(m.wo.cols())
            .arg(m.bo.size() ? QStringLiteral(" + b^O") : QString())
            .arg(n)
            .arg(h * eh + 1)
            .arg((h + 1) * eh)
            .arg(i + 1)
            .arg(stepNumber(m.output(i, 0)));
    return c;
}

} // namespace

StepContent layerStepContent(const ExplorerResults& r, const MultiHeadSteps& m, int step, int h,
                             int i) {
    if (r.custom || m.queryProjections.empty()) return customLayer(r, m, step, i);
    h = std::clamp(h, 0, m.shape.heads - 1);
    switch (step) {
    case 0:
        return projections(r, m, h, i);
    case 1:
        return headOutputs(r, m, h, i);
    default:
        return aggregation(r, m, h, i);
    }
}

} // namespace attn::ui
