// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorerplotdata.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <QCoreApplication>

namespace attn::ui {

Eigen::MatrixXf maskedAsNaN(const Eigen::Ref<const Eigen::MatrixXf>& m) {
    return m.unaryExpr([](float x) {
        return std::isinf(x) && x < 0 ? std::numeric_limits<float>::quiet_NaN() : x;
    });
}

QCPRange finiteRange(const std::vector<Eigen::MatrixXf>& matrices) {
    double low = std::numeric_limits<double>::infinity(), high = -low;
    for (const Eigen::MatrixXf& m : matrices)
        for (Eigen::Index i = 0; i < m.size(); ++i) {
            const float x = m.data()[i];
            if (!std::isfinite(x)) continue;
            low = std::min(low, double(x));
            high = std::max(high, double(x));
        }
    return low <= high ? QCPRange(low, high) : QCPRange(0, 0);
}

QCPRange displayRange(const QCPRange& finite, MatrixKind kind, bool diverging,
                      bool weightsToLargest) {
    if (kind == MatrixKind::Weights)
        return QCPRange(0, weightsToLargest && finite.upper > 0 ? finite.upper : 1.0);
    QCPRange range = finite;
    if (diverging) {
        const double m = std::max(std::abs(finite.lower), std::abs(finite.upper));
        range = QCPRange(-m, m);
    }
    if (!(range.size() > 0)) range = QCPRange(range.center() - 0.5, range.center() + 0.5);
    return range;
}

bool colourToLargest(WeightScale scale, double largest) {
    return scale == WeightScale::ToLargest ||
           (scale == WeightScale::Automatic && largest > 0 && largest < kAutoLargestBelow);
}

QString weightScaleName(WeightScale scale) {
    return weightScaleNames().at(int(scale));
}

bool fromName(const QString& name, WeightScale& out) {
    const int i = int(weightScaleNames().indexOf(name));
    if (i < 0) return false;
    out = WeightScale(i);
    return true;
}

QStringList weightScaleNames() {
    return {QStringLiteral("auto"), QStringLiteral("one"), QStringLiteral("largest")};
}

ColourScale colourScale(const QCPRange& finite, MatrixKind kind, ScoreFunction score,
                        bool diverging, WeightScale weights) {
    const bool toLargest = kind == MatrixKind::Weights && colourToLargest(weights, finite.upper);
    ColourScale scale{displayRange(finite, kind, diverging, toLargest),
                      matrixKindFormula(kind, score)};
    if (toLargest && finite.upper > 0)
        scale.label = ExplorerText::tr("attention weight (0 to largest, %1)")
                          .arg(QString::number(finite.upper, 'g', 3));
    return scale;
}

QString headTitle(int head, int heads, MatrixKind kind, int layer) {
    const QString title =
        ExplorerText::tr("head %1 of %2: %3").arg(head + 1).arg(heads).arg(matrixKindTitle(kind));
    return layer < 0 ? title : ExplorerText::tr("layer %1, %2").arg(layer + 1).arg(title);
}

QString matrixKindFormula(MatrixKind kind, ScoreFunction score) {
    const bool scaled = score == ScoreFunction::ScaledDot;
    const QString raw = score == ScoreFunction::Bilinear   ? QStringLiteral("qᵀWk")
                        : score == ScoreFunction::Additive ? QStringLiteral("wᵀtanh(W_q q + W_k k)")
                                                           : QStringLiteral("QKᵀ");
    const QString logits = scaled ? raw + QStringLiteral("/√d") : raw;
    switch (kind) {
    case MatrixKind::RawScores:
        return ExplorerText::tr("raw score %1").arg(raw);
    case MatrixKind::ScaledScores:
        return ExplorerText::tr("scaled score %1 / t").arg(logits);
    case MatrixKind::MaskedScores:
        return ExplorerText::tr("masked score (−∞ grey)");
    case MatrixKind::Weights:
        return ExplorerText::tr("attention weight");
    }
    return {};
}

} // namespace attn::ui
