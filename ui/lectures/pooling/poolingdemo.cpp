// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/pooling/poolingdemo.h"

#include "ui/lectures/pooling/poolingdocument.h"
#include "ui/lectures/pooling/poolingfigure.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

using S = PoolingSettings;

QString n2(double v) {
    return lectureNumber(v);
}

} // namespace

PoolingDemo::PoolingDemo(QWidget* parent)
    : PlotDemo(parent), m_document(new PoolingDocument(this)),
      m_plot(new PoolingFigure(m_document, this)) {
    m_plot->setObjectName(QStringLiteral("poolingPlot"));
    createControls();
    follow(m_document, m_plot);
}

void PoolingDemo::createControls() {
    QWidget* box = controlBox();
    m_sigmaSlider = new QSlider(box);
    m_sigmaSlider->setObjectName(QStringLiteral("sigmaSlider"));
    m_sigma = new QDoubleSpinBox(box);
    m_sigma->setObjectName(QStringLiteral("sigmaSpinBox"));
    m_sigma->setDecimals(3);
    m_sigma->setSingleStep(0.05);
    m_sigma->setToolTip(tr("Width σ of the Gaussian kernel: small follows every sample, large "
                           "averages everything"));
    m_samples = new QSpinBox(box);
    m_samples->setObjectName(QStringLiteral("samplesSpinBox"));
    m_samples->setRange(S::kMinSamples, S::kMaxSamples);
    m_samples->setKeyboardTracking(false);
    m_noise = new QDoubleSpinBox(box);
    m_noise->setObjectName(QStringLiteral("noiseSpinBox"));
    m_noise->setRange(0, S::kMaxNoise);
    m_noise->setSingleStep(0.1);
    m_noise->setKeyboardTracking(false);
    m_seed = new QSpinBox(box);
    m_seed->setObjectName(QStringLiteral("seedSpinBox"));
    m_seed->setRange(0, 999999);
    m_seed->setKeyboardTracking(false);
    m_w = new QDoubleSpinBox(box);
    m_w->setObjectName(QStringLiteral("wSpinBox"));
    m_w->setRange(S::kMinW, S::kMaxW);
    m_w->setDecimals(3);
    m_w->setKeyboardTracking(false);
    m_w->setToolTip(tr("Parameter of α = softmax(−((x − xᵢ)·w)²/2); Fit w sets it"));
    m_fit = new QPushButton(tr("&Fit w"), box);
    m_fit->setObjectName(QStringLiteral("fitButton"));
    m_fit->setToolTip(tr("Minimise the leave-one-out squared error over w: each training point is "
                         "predicted from the others"));
    m_parametric = new QCheckBox(tr("Show the &parametric kernel (w)"), box);
    m_parametric->setObjectName(QStringLiteral("parametricCheckBox"));

    form()->addRow(tr("kernel width &σ:"), sliderWithSpinBox(m_sigmaSlider, m_sigma, S::kMinSigma,
                                                             S::kMaxSigma, 400, true));
    form()->addRow(tr("&samples n:"), m_samples);
    form()->addRow(tr("&noise:"), m_noise);
    form()->addRow(tr("s&eed:"), m_seed);
    form()->addRow(tr("&w:"), m_w);
    controlColumn()->addWidget(m_fit);
    controlColumn()->addWidget(m_parametric);

    auto change = [this](auto edit) {
        PoolingSettings s = m_document->settings();
        edit(s);
        m_document->setSettings(s);
    };
    connect(m_sigma, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            [=](double v) { change([v](PoolingSettings& s) { s.sigma = v; }); });
    connect(m_samples, qOverload<int>(&QSpinBox::valueChanged), this,
            [=](int v) { change([v](PoolingSettings& s) { s.samples = v; }); });
    connect(m_noise, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            [=](double v) { change([v](PoolingSettings& s) { s.noise = v; }); });
    connect(m_seed, qOverload<int>(&QSpinBox::valueChanged), this,
            [=](int v) { change([v](PoolingSettings& s) { s.seed = unsigned(v); }); });
    connect(m_w, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            [=](double v) { change([v](PoolingSettings& s) { s.w = v; }); });
    connect(m_parametric, &QCheckBox::toggled, this,
            [=](bool on) { change([on](PoolingSettings& s) { s.showParametric = on; }); });
    connect(m_fit, &QPushButton::clicked, this, &PoolingDemo::fitW);
}

void PoolingDemo::fitW() {
    if (!m_document->fitW()) return;
    const PoolingResults& r = m_document->results();
    emit statusMessage(tr("Fitted w = %1: leave-one-out loss %2 (it was %3 at w = 1).")
                           .arg(n2(m_document->settings().w), n2(r.wLoss), n2(r.fit.startLoss)));
}

void PoolingDemo::showDocument() {
    syncControls();
    showText();
}

void PoolingDemo::syncControls() {
    const PoolingSettings& s = m_document->settings();
    const QSignalBlocker b1(m_sigma), b2(m_samples), b3(m_noise), b4(m_seed), b5(m_w),
        b6(m_parametric), b7(m_sigmaSlider);
    m_sigma->setValue(s.sigma);
    m_sigmaSlider->setValue(logSliderPosition(s.sigma, S::kMinSigma, S::kMaxSigma, 400));
    m_samples->setValue(s.samples);
    m_noise->setValue(s.noise);
    m_seed->setValue(int(s.seed));
    m_w->setValue(s.w);
    m_parametric->setChecked(s.showParametric);
}

void PoolingDemo::showText() {
    const PoolingSettings& s = m_document->settings();
    const PoolingResults& r = m_document->results();
    readoutLabel()->setText(
        tr("<p><b>σ = %1</b>: leave-one-out loss %2<br>"
           "<b>w = %3</b>%4 (σ = 1/w = %5): loss %6<br>"
           "best w on the curve: %7, loss %8 (w = 1: %9)</p>")
            .arg(n2(s.sigma), n2(r.sigmaLoss), n2(s.w), r.fitted ? tr(" (fitted)") : QString(),
                 n2(1 / s.w), n2(r.wLoss), n2(r.fit.w), n2(r.fit.loss), n2(r.fit.startLoss)));
    formulaLabel()->setText(
        tr("<p><b>Attention pooling</b> (Nadaraya–Watson). Keys are the inputs x<sub>i</sub>, "
           "values the targets y<sub>i</sub>, the query is x:</p>"
           "<p>f(x) = Σ<sub>i</sub> α(x, x<sub>i</sub>) y<sub>i</sub></p>"
           "<p>α(x, x<sub>i</sub>) = exp(−(x − x<sub>i</sub>)²/2σ²) / Σ<sub>j</sub> "
           "exp(−(x − x<sub>j</sub>)²/2σ²)<br>= softmax<sub>i</sub>(−(x − x<sub>i</sub>)²/2σ²)</p>"
           "<p>Each row of the heatmap is one query's weights; they sum to 1. σ → ∞ gives the "
           "mean of all y<sub>i</sub>, σ → 0 the nearest sample.</p>"
           "<p><b>Parametric:</b> α = softmax<sub>i</sub>(−((x − x<sub>i</sub>)·w)²/2), the same "
           "kernel with σ = 1/w, but w is learned: minimise<br>"
           "L(w) = (1/n) Σ<sub>i</sub> (f<sub>−i</sub>(x<sub>i</sub>) − y<sub>i</sub>)²,<br>"
           "each training point predicted from the others (leave one out).</p>"
           "<p>Data: y = 2 sin x + x<sup>0.8</sup> + ε, ε ~ N(0, %1<sup>2</sup>), x<sub>i</sub> "
           "sorted in "
           "[0, 5].</p>")
            .arg(n2(s.noise)));
}

LabelledMatrix PoolingDemo::shownNumbers() const {
    const PoolingResults& r = m_document->results();
    return labelledMatrix(r.weights, valueLabels(r.queries, QStringLiteral("x=")),
                          valueLabels(r.samples.x, QStringLiteral("x_i=")));
}

} // namespace attn::ui
