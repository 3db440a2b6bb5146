// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/sqrtd/sqrtddemo.h"

#include "ui/plotkit/colormaps.h"

#include <QDoubleSpinBox>
#include <QFontMetricsF>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace attn::ui {

using namespace palette;

namespace {

constexpr int kBins = 41;
QString n(double v) {
    return lectureNumber(v);
}

} // namespace

SqrtDFigure::SqrtDFigure(const SqrtDDocument* document, QWidget* parent)
    : PanelFigure(parent), m_document(document) {}

QCPBars* SqrtDFigure::addHistogram(QCPAxisRect* rect, const Eigen::VectorXf& values,
                                   double halfRange, double variance, const QColor& colour,
                                   const QString& name) {
    const Eigen::VectorXf counts = histogram(values, kBins, -halfRange, halfRange);
    const double width = 2 * halfRange / kBins;
    QVector<double> x, density;
    for (int b = 0; b < kBins; ++b) {
        x << -halfRange + (b + 0.5) * width;
        density << counts(b) / (values.size() * width);
    }
    QCPBars* bars = addBars(rect, x, density, width * 0.92, colour, name);
    QVector<double> cx, cy;
    for (int i = 0; i <= 200; ++i) {
        const double t = -halfRange + 2 * halfRange * i / 200.0;
        cx << t;
        cy << std::exp(-t * t / (2 * variance)) / std::sqrt(2 * M_PI * variance);
    }
    addLine(rect, cx, cy, QPen(kInk, std::max(1.5, points() / 6), Qt::DashLine),
            tr("N(0, %1) density").arg(n(variance)));
    rect->axis(QCPAxis::atBottom)->setRange(-halfRange, halfRange);
    rect->axis(QCPAxis::atBottom)->ticker()->setTickCount(4); // readable when narrow
    double top = 0;
    for (double v : density)
        top = std::max(top, v);
    rect->axis(QCPAxis::atLeft)->setRange(0, std::max(top, cy[100]) * 1.15);
    showGrid(rect);
    return bars;
}

void SqrtDFigure::build() {
    const SqrtDResults& r = m_document->results();
    const SqrtDSettings& s = m_document->settings();
    const double d = s.dim, root = std::sqrt(d);
    QCPLayoutGrid* top = m_top = addGrid(0, 0);
    QCPAxisRect* left =
        addPanel(0, 0, tr("q·k, d = %1: variance %2 ≈ d").arg(s.dim).arg(n(r.samples.dotVariance)),
                 QStringLiteral("q·k"), tr("density"), top);
    m_unscaled = addHistogram(left, r.samples.dots, 4.5 * root, d, kVermillion, tr("q·k"));
    QCPAxisRect* middle =
        addPanel(0, 1, tr("q·k/√d: variance %1 ≈ 1").arg(n(r.samples.scaledVariance)),
                 QStringLiteral("q·k/√d"), tr("density"), top);
    m_scaled = addHistogram(middle, r.samples.scaled, 4.5, 1, kBlue, tr("q·k/√d"));

    QCPAxisRect* curve =
        addPanel(0, 2, tr("Largest weight: mean over %n keys", nullptr, SqrtDSettings::kKeys),
                 QStringLiteral("d"), tr("weight"), top);
    showGrid(curve);
    curve->axis(QCPAxis::atBottom)->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(4);
    curve->axis(QCPAxis::atBottom)->setTicker(ticker);
    QVector<double> dims(r.curve.dims.begin(), r.curve.dims.end());
    const double line = std::max(2.0, points() / 4);
    QCPGraph* raw =
        addLine(curve, dims, QVector<double>(r.curve.unscaled.begin(), r.curve.unscaled.end()),
                QPen(kVermillion, line), tr("q·k"));
    raw->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, points() * 0.5));
    QCPGraph* scaled =
        addLine(curve, dims, QVector<double>(r.curve.scaled.begin(), r.curve.scaled.end()),
                QPen(kBlue, line), tr("q·k/√d"));
    scaled->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, points() * 0.5));
    addLine(curve, {1, double(SqrtDSettings::kMaxDim)},
            {1.0 / SqrtDSettings::kKeys, 1.0 / SqrtDSettings::kKeys}, QPen(kGrey, 1, Qt::DotLine),
            tr("1/%1").arg(SqrtDSettings::kKeys));
    if (!r.atDim.dims.empty()) {
        addDots(curve, {d, d}, {r.atDim.unscaled[0], r.atDim.scaled[0]},
                QCPScatterStyle(QCPScatterStyle::ssCircle, kInk, points() * 1.3),
                tr("d = %1").arg(s.dim));
    }
    curve->axis(QCPAxis::atBottom)->setRange(0.8, SqrtDSettings::kMaxDim * 1.25);
    curve->axis(QCPAxis::atLeft)->setRange(0, 1.05);
    m_curveLegend = addLegend(curve, Qt::AlignTop | Qt::AlignLeft); // above the curves' start

    HeatmapLabels labels;
    for (int i = 1; i <= SqrtDSettings::kExampleRows; ++i)
        labels.rows << QStringLiteral("q%1").arg(i);
    for (int j = 1; j <= SqrtDSettings::kKeys; ++j)
        labels.columns << QStringLiteral("k%1").arg(j);
    QCPLayoutGrid* bottom = addGrid(1, 0);
    QCPColorScale* scale =
        addColorScale(0, 2, QCPRange(0, 1), tr("softmax weight"), viridisGradient(), bottom);
    QCPAxisRect* rawRows =
        addPanel(0, 0, tr("softmax(q·k): near one-hot"), tr("key"), tr("query"), bottom);
    addHeatmap(rawRows, r.rows.unscaled, scale, labels, false);
    QCPAxisRect* scaledRows =
        addPanel(0, 1, tr("softmax(q·k/√d): spread"), tr("key"), tr("query"), bottom);
    addHeatmap(scaledRows, r.rows.scaled, scale, labels, false);
}

bool SqrtDFigure::fitToRoom() {
    // The curve's title needs some 17 letters a line ("mean over 16 keys").
    const double letter = QFontMetricsF(fonts().title).averageCharWidth();
    const double curve = std::clamp(letter * 19 / std::max(1, viewport().width()), 1 / 3.0, 0.45);
    // Equal thirds (the layout's own) unless the curve's title needs more.
    if (!m_top || curve < 0.34) return false;
    // Its legend would cover the small curve panel or squeeze it: under the row of panels.
    const bool moved = m_curveLegend && moveUnderRow(m_curveLegend);
    if (std::abs(m_top->columnStretchFactors().at(2) - curve) < 1e-3) return moved;
    const double histogram = (1 - curve) / 2;
    for (int column : {0, 1}) // a legend moved beside the curve has a column of its own
        m_top->setColumnStretchFactor(column, histogram);
    m_top->setColumnStretchFactor(2, curve);
    // Three-line titles over the top row: it takes more of the height than the maps below.
    plotLayout()->setRowStretchFactor(0, 1.4);
    return true;
}

SqrtDDemo::SqrtDDemo(QWidget* parent)
    : PlotDemo(parent), m_document(new SqrtDDocument(this)),
      m_plot(new SqrtDFigure(m_document, this)) {
    m_plot->setObjectName(QStringLiteral("sqrtDPlot"));
    createControls();
    follow(m_document, m_plot);
}

void SqrtDDemo::createControls() {
    QWidget* box = controlBox();
    m_dimSlider = new QSlider(box);
    m_dimSlider->setObjectName(QStringLiteral("dimSlider"));
    m_dim = new QDoubleSpinBox(box);
    m_dim->setObjectName(QStringLiteral("dimSpinBox"));
    m_dim->setDecimals(0);
    m_dim->setToolTip(tr("Size d of q and k"));
    m_draws = new QSpinBox(box);
    m_draws->setObjectName(QStringLiteral("drawsSpinBox"));
    m_draws->setRange(SqrtDSettings::kMinDraws, SqrtDSettings::kMaxDraws);
    m_draws->setSingleStep(1000);
    m_draws->setKeyboardTracking(false);
    m_draws->setToolTip(tr("Pairs (q, k) drawn for the histograms"));
    m_seed = new QSpinBox(box);
    m_seed->setObjectName(QStringLiteral("seedSpinBox"));
    m_seed->setRange(0, 999999);
    m_seed->setKeyboardTracking(false);
    form()->addRow(tr("&d:"),
                   sliderWithSpinBox(m_dimSlider, m_dim, 1, SqrtDSettings::kMaxDim, 200, true));
    form()->addRow(tr("draws &N:"), m_draws);
    form()->addRow(tr("s&eed:"), m_seed);
    connect(m_dim, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        SqrtDSettings s = m_document->settings();
        s.dim = int(std::lround(v));
        if (s.dim != m_document->settings().dim) m_document->setSettings(s);
    });
    connect(m_draws, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        SqrtDSettings s = m_document->settings();
        s.draws = v;
        m_document->setSettings(s);
    });
    connect(m_seed, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        SqrtDSettings s = m_document->settings();
        s.seed = unsigned(v);
        m_document->setSettings(s);
    });
}

void SqrtDDemo::showDocument() {
    syncControls();
    showText();
}

void SqrtDDemo::syncControls() {
    const SqrtDSettings& s = m_document->settings();
    const QSignalBlocker b1(m_dim), b2(m_dimSlider), b3(m_draws), b4(m_seed);
    m_dim->setValue(s.dim);
    m_dimSlider->setValue(logSliderPosition(s.dim, 1, SqrtDSettings::kMaxDim, 200));
    m_draws->setValue(s.draws);
    m_seed->setValue(int(s.seed));
}

void SqrtDDemo::showText() {
    const SqrtDResults& r = m_document->results();
    const int d = m_document->settings().dim;
    readoutLabel()->setText(
        tr("<p>N = %1 draws, d = %2:<br>var(q·k) = <b>%3</b> (d = %2)<br>"
           "var(q·k/√d) = <b>%4</b> (1)<br>"
           "mean largest weight over %5 keys: <b>%6</b> unscaled, <b>%7</b> scaled "
           "(uniform: %8)</p>")
            .arg(m_document->settings().draws)
            .arg(d)
            .arg(n(r.samples.dotVariance), n(r.samples.scaledVariance))
            .arg(SqrtDSettings::kKeys)
            .arg(n(r.atDim.unscaled.empty() ? 0 : r.atDim.unscaled[0]),
                 n(r.atDim.scaled.empty() ? 0 : r.atDim.scaled[0]), n(1.0 / SqrtDSettings::kKeys)));
    formulaLabel()->setText(
        tr("<p>Let q, k have d independent components with mean 0 and variance 1. Each product "
           "q<sub>i</sub>k<sub>i</sub> has mean 0 and variance E[q<sub>i</sub>²]E[k<sub>i</sub>²] "
           "= 1, "
           "so</p><p>Var(q·k) = Σ<sub>i=1..d</sub> Var(q<sub>i</sub>k<sub>i</sub>) = d,<br>"
           "Var(q·k/√d) = d/d = 1.</p>"
           "<p>Scores of standard deviation √d push softmax towards the largest score: the "
           "weights become nearly one-hot and the gradients through the other keys vanish. "
           "Dividing by √d keeps the scores at unit scale for every d:</p>"
           "<p>Attention(Q, K, V) = softmax(QKᵀ/√d) V</p>"));
}

LabelledMatrix SqrtDDemo::shownNumbers() const {
    const SoftmaxRowsExample& rows = m_document->results().rows;
    Eigen::MatrixXf both(rows.unscaled.rows() + rows.scaled.rows(), rows.unscaled.cols());
    both << rows.unscaled, rows.scaled;
    return labelledMatrix(
        both,
        numberedLabels(rows.unscaled.rows(), QStringLiteral("softmax(q·k) "), 1) +
            numberedLabels(rows.scaled.rows(), QStringLiteral("softmax(q·k/√d) "), 1),
        numberedLabels(both.cols(), QStringLiteral("k"), 1));
}

} // namespace attn::ui
