// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/pooling/poolingfigure.h"

#include "ui/lectures/pooling/poolingdocument.h"
#include "ui/plotkit/colormaps.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace attn::ui {

using namespace palette;

namespace {

QVector<double> toVector(const Eigen::VectorXf& v) {
    return QVector<double>(v.data(), v.data() + v.size());
}

/// The parametric map's title, saying how its weights compare with the Gaussian kernel's.
QString fittedWeightsTitle(const PoolingSettings& s) {
    // w plays the part of 1/σ: the weights are sharper than σ's when w > 1/σ.
    const QString w = lectureNumber(s.w);
    const double sharpness = s.w * s.sigma;
    if (std::abs(sharpness - 1) < 1e-3)
        return PoolingFigure::tr("α with w = %1 (as σ: w = 1/σ)").arg(w);
    return sharpness > 1 ? PoolingFigure::tr("α with w = %1 (sharper: w > 1/σ)").arg(w)
                         : PoolingFigure::tr("α with w = %1 (wider: w < 1/σ)").arg(w);
}

} // namespace

PoolingFigure::PoolingFigure(const PoolingDocument* document, QWidget* parent)
    : PanelFigure(parent), m_document(document) {}

void PoolingFigure::build() {
    const PoolingResults& r = m_document->results();
    const PoolingSettings& s = m_document->settings();
    const double line = std::max(2.0, points() / 4);
    const QString sigma = lectureNumber(s.sigma), w = lectureNumber(s.w);

    QCPLayoutGrid* top = m_top = addGrid(0, 0);
    QCPAxisRect* curves = addPanel(0, 0,
                                   tr("f(x) = Σ α(x, xᵢ) yᵢ with σ = %1").arg(sigma) +
                                       (s.showParametric ? tr(" and w = %1").arg(w) : QString()),
                                   QStringLiteral("x"), QStringLiteral("y"), top,
                                   QStringLiteral("f(x) = Σ α(x, xᵢ) yᵢ")); // σ, w: in the legend
    showGrid(curves);
    QVector<double> fine, truth;
    for (int i = 0; i <= 200; ++i) {
        fine << kRegressionXMax * i / 200.0;
        truth << regressionTruth(float(fine.last()));
    }
    addDots(curves, toVector(r.samples.x), toVector(r.samples.y),
            QCPScatterStyle(QCPScatterStyle::ssCircle, kGrey, kGrey, points() * 0.6),
            tr("samples"));
    addLine(curves, fine, truth, QPen(kGreen, line, Qt::DashLine), tr("true f(x)"));
    m_estimate = addLine(curves, toVector(r.queries), toVector(r.estimate), QPen(kBlue, line),
                         tr("estimate σ = %1").arg(sigma));
    if (s.showParametric)
        addLine(curves, toVector(r.queries), toVector(r.fittedEstimate), QPen(kVermillion, line),
                tr("estimate w = %1%2").arg(w, r.fitted ? tr(" (fitted)") : QString()));
    curves->axis(QCPAxis::atBottom)->setRange(-0.1, kRegressionXMax + 0.1);
    const double lo = std::min(r.samples.y.minCoeff(), -2.5f),
                 hi = std::max(r.samples.y.maxCoeff(), 4.0f);
    curves->axis(QCPAxis::atLeft)->setRange(lo - 0.3, hi + 1.8);
    m_curvesLegend = addLegend(curves, Qt::AlignBottom | Qt::AlignRight);

    QCPAxisRect* loss =
        addPanel(0, 1, tr("Leave-one-out L(w): min %1").arg(lectureNumber(r.fit.loss)),
                 tr("w (σ = 1/w)"), tr("L(w)"), top, tr("Leave-one-out L(w)"));
    showGrid(loss);
    auto logTicker = QSharedPointer<QCPAxisTickerLog>::create();
    loss->axis(QCPAxis::atBottom)->setScaleType(QCPAxis::stLogarithmic);
    loss->axis(QCPAxis::atBottom)->setTicker(logTicker);
    QCPGraph* lossCurve = addLine(loss, QVector<double>(r.fit.curveW.begin(), r.fit.curveW.end()),
                                  QVector<double>(r.fit.curveLoss.begin(), r.fit.curveLoss.end()),
                                  QPen(kInk, line * 0.7), tr("L(w)"));
    addDots(loss, {1 / s.sigma}, {r.sigmaLoss},
            QCPScatterStyle(QCPScatterStyle::ssDisc, kBlue, kBlue, points() * 1.1),
            tr("σ = %1").arg(sigma));
    if (s.showParametric)
        addDots(loss, {s.w}, {r.wLoss},
                QCPScatterStyle(QCPScatterStyle::ssDisc, kVermillion, kVermillion, points() * 1.1),
                tr("w = %1").arg(w));
    addDots(loss, {r.fit.w}, {r.fit.loss},
            QCPScatterStyle(QCPScatterStyle::ssCross, kInk, points() * 1.2),
            tr("best w = %1, L = %2") // the minimum, when the title is its compact form
                .arg(lectureNumber(r.fit.w), lectureNumber(r.fit.loss)));
    loss->axis(QCPAxis::atBottom)->setRange(0.08, 130); // 0.1 and 100 labelled inside
    const double maxLoss = *std::max_element(r.fit.curveLoss.begin(), r.fit.curveLoss.end());
    loss->axis(QCPAxis::atLeft)->setRange(0, std::max(maxLoss, r.sigmaLoss) * 1.08);
    // The curve is named by its axis: the legend lists the marked points only.
    m_lossLegend = addLegend(loss, Qt::AlignTop | Qt::AlignRight);
    m_lossLegend->removeItem(m_lossLegend->itemWithPlottable(lossCurve));

    QCPLayoutGrid* bottom = addGrid(1, 0);
    const float largest =
        std::max(r.weights.maxCoeff(), s.showParametric ? r.fittedWeights.maxCoeff() : 0.0f);
    HeatmapLabels labels;
    labels.rowName = tr("query");
    labels.columnName = tr("key");
    labels.valueName = QStringLiteral("α");
    for (int i = 0; i < r.queries.size(); ++i) {
        labels.rows << QString::number(r.queries(i), 'f', 1);
        labels.rowDetails << QStringLiteral("x = %1").arg(lectureNumber(r.queries(i)));
    }
    for (int j = 0; j < r.samples.x.size(); ++j) {
        labels.columns << QString::number(r.samples.x(j), 'f', 1);
        labels.columnDetails << QStringLiteral("%1 (xᵢ = %2, yᵢ = %3)")
                                    .arg(j + 1)
                                    .arg(lectureNumber(r.samples.x(j)),
                                         lectureNumber(r.samples.y(j)));
    }
    const int scaleColumn = s.showParametric ? 2 : 1;
    QCPColorScale* scale = addColorScale(0, scaleColumn, QCPRange(0, std::max(largest, 1e-6f)),
                                         tr("weight α"), viridisGradient(), bottom);
    QCPAxisRect* left = addPanel(0, 0, tr("α with σ = %1 (rows sum to 1)").arg(sigma), tr("key xᵢ"),
                                 tr("query x"), bottom, tr("α with σ = %1").arg(sigma));
    m_weights = addHeatmap(left, r.weights, scale, labels, false);
    m_fittedWeights = nullptr;
    if (s.showParametric) {
        // The rows are those of the left map: named once, on the left.
        QCPAxisRect* right = addPanel(0, 1, fittedWeightsTitle(s), tr("key xᵢ"), QString(), bottom,
                                      tr("α with w = %1").arg(lectureNumber(s.w)));
        m_fittedWeights = addHeatmap(right, r.fittedWeights, scale, labels, false);
    }
}

bool PoolingFigure::fitToRoom() {
    // The loss title's first line ("Leave-one-out L(w):") needs some 20 letters.
    const double letter = QFontMetricsF(fonts().title).averageCharWidth();
    const double loss = std::clamp(letter * 26 / std::max(1, viewport().width()), 1 / 3.0, 0.42);
    // The narrow loss panel, where its legend would cover the curve: under the row of panels.
    // The curves' legend, where it would cover them: beside the curves, which keep the width.
    const bool moved = (loss > 0.34 && m_lossLegend && moveUnderRow(m_lossLegend)) |
                       (m_curvesLegend && moveBesidePanel(m_curvesLegend));
    if (!m_top || std::abs(m_top->columnStretchFactors().at(1) - loss) < 1e-3) return moved;
    m_top->setColumnStretchFactors({1 - loss, loss});
    // The curves, with their legend under them when narrow, take a larger share of the height.
    plotLayout()->setRowStretchFactors({loss > 0.34 ? 1.4 : 1.1, 1.0});
    return true;
}

} // namespace attn::ui
