#include "ui/lectures/poolingdemo.h"

#include "core/base/check.h"
#include "ui/lectures/demooptions.h"
#include "ui/lectures/lectureplot.h"
#include "ui/lectures/poolingplot.h"

#include <QCheckBox>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace attn::ui {

namespace {

constexpr double kMinSigma = 0.02, kMaxSigma = 5;
constexpr double kMinW = 0.1, kMaxW = 100;
constexpr double kMaxNoise = 3;

/// previous (with its settings) supplies the loss curve and fit when the data are the same:
/// they do not depend on sigma or w, and cost O(n^2) per point of the curve.
PoolingResults computePooling(const PoolingSettings& s, bool fitted,
                              const PoolingResults* previous = nullptr,
                              const PoolingSettings* previousSettings = nullptr) {
    const bool sameData = previous && previousSettings && previousSettings->samples == s.samples &&
                          previousSettings->noise == s.noise && previousSettings->seed == s.seed;
    PoolingResults r;
    r.samples = makeRegressionSamples(s.samples, float(s.noise), s.seed);
    r.queries = regressionQueries(PoolingDemo::kQueries);
    r.weights = gaussianKernelWeights(r.queries, r.samples.x, float(s.sigma));
    r.estimate = poolValues(r.weights, r.samples.y);
    r.fittedWeights = parametricKernelWeights(r.queries, r.samples.x, float(s.w));
    r.fittedEstimate = poolValues(r.fittedWeights, r.samples.y);
    r.sigmaLoss = leaveOneOutLoss(r.samples.x, r.samples.y, float(1 / s.sigma));
    r.wLoss = leaveOneOutLoss(r.samples.x, r.samples.y, float(s.w));
    r.fit = sameData ? previous->fit : fitKernelWidth(r.samples.x, r.samples.y, 1.0f);
    r.fitted = fitted;
    return r;
}

QString n2(double v) {
    return lectureNumber(v);
}

} // namespace

PoolingDemo::PoolingDemo(QWidget* parent) : PlotDemo(parent) {
    m_results = computePooling(m_settings, false);
    m_plot = new PoolingPlot(&m_results, &m_settings, this);
    m_plot->setObjectName(QStringLiteral("poolingPlot"));
    setPlot(m_plot);
    createControls();
    connect(this, &PoolingDemo::resultsChanged, m_plot, &LecturePlot::rebuild);
    syncControls();
    showText();
    m_plot->rebuild();
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
    m_samples->setRange(2, 500);
    m_samples->setKeyboardTracking(false);
    m_noise = new QDoubleSpinBox(box);
    m_noise->setObjectName(QStringLiteral("noiseSpinBox"));
    m_noise->setRange(0, kMaxNoise);
    m_noise->setSingleStep(0.1);
    m_noise->setKeyboardTracking(false);
    m_seed = new QSpinBox(box);
    m_seed->setObjectName(QStringLiteral("seedSpinBox"));
    m_seed->setRange(0, 999999);
    m_seed->setKeyboardTracking(false);
    m_w = new QDoubleSpinBox(box);
    m_w->setObjectName(QStringLiteral("wSpinBox"));
    m_w->setRange(kMinW, kMaxW);
    m_w->setDecimals(3);
    m_w->setKeyboardTracking(false);
    m_w->setToolTip(tr("Parameter of α = softmax(−((x − xᵢ)·w)²/2); Fit w sets it"));
    m_fit = new QPushButton(tr("&Fit w"), box);
    m_fit->setObjectName(QStringLiteral("fitButton"));
    m_fit->setToolTip(tr("Minimise the leave-one-out squared error over w: each training point is "
                         "predicted from the others"));
    m_parametric = new QCheckBox(tr("Show the &parametric kernel (w)"), box);
    m_parametric->setObjectName(QStringLiteral("parametricCheckBox"));

    form()->addRow(tr("kernel width &σ:"),
                   sliderWithSpinBox(m_sigmaSlider, m_sigma, kMinSigma, kMaxSigma, 400, true));
    form()->addRow(tr("&samples n:"), m_samples);
    form()->addRow(tr("&noise:"), m_noise);
    form()->addRow(tr("s&eed:"), m_seed);
    form()->addRow(tr("&w:"), m_w);
    controlColumn()->addWidget(m_fit);
    controlColumn()->addWidget(m_parametric);

    auto change = [this](auto edit) {
        PoolingSettings s = m_settings;
        edit(s);
        setSettings(s);
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

bool PoolingDemo::setSettings(const PoolingSettings& s) {
    try {
        require(std::isfinite(s.sigma) && s.sigma >= kMinSigma && s.sigma <= kMaxSigma,
                "sigma must be from 0.02 to 5");
        require(std::isfinite(s.w) && s.w >= kMinW && s.w <= kMaxW, "w must be from 0.1 to 100");
        const bool sameData = s.samples == m_settings.samples && s.noise == m_settings.noise &&
                              s.seed == m_settings.seed;
        m_results = computePooling(s, m_results.fitted && sameData && s.w == m_settings.w,
                                   &m_results, &m_settings);
        m_settings = s;
    } catch (const InputError& e) {
        emit statusMessage(tr("Not applied: %1").arg(QString::fromStdString(e.what())));
        syncControls();
        return false;
    }
    syncControls();
    showText();
    emit resultsChanged();
    return true;
}

void PoolingDemo::fitW() {
    PoolingSettings s = m_settings;
    s.w = std::clamp(double(m_results.fit.w), kMinW, kMaxW);
    s.showParametric = true;
    if (!setSettings(s)) return;
    m_results.fitted = true;
    showText();
    emit resultsChanged();
    emit statusMessage(tr("Fitted w = %1: leave-one-out loss %2 (it was %3 at w = 1).")
                           .arg(n2(s.w), n2(m_results.wLoss), n2(m_results.fit.startLoss)));
}

void PoolingDemo::syncControls() {
    const QSignalBlocker b1(m_sigma), b2(m_samples), b3(m_noise), b4(m_seed), b5(m_w),
        b6(m_parametric), b7(m_sigmaSlider);
    m_sigma->setValue(m_settings.sigma);
    m_sigmaSlider->setValue(int(std::lround(std::log(m_settings.sigma / kMinSigma) /
                                            std::log(kMaxSigma / kMinSigma) * 400)));
    m_samples->setValue(m_settings.samples);
    m_noise->setValue(m_settings.noise);
    m_seed->setValue(int(m_settings.seed));
    m_w->setValue(m_settings.w);
    m_parametric->setChecked(m_settings.showParametric);
}

void PoolingDemo::showText() {
    const PoolingSettings& s = m_settings;
    const PoolingResults& r = m_results;
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

QList<QCommandLineOption> PoolingDemo::commandLineOptions() {
    const PoolingSettings d;
    return {
        QCommandLineOption(QStringLiteral("sigma"),
                           QStringLiteral("pooling: Gaussian kernel width, %1-%2 (default: %3).")
                               .arg(kMinSigma)
                               .arg(kMaxSigma)
                               .arg(d.sigma),
                           QStringLiteral("width")),
        QCommandLineOption(
            QStringLiteral("samples"),
            QStringLiteral("pooling: training samples n, 2-500 (default: %1).").arg(d.samples),
            QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("noise"),
                           QStringLiteral("pooling: noise standard deviation, 0-%1 (default: %2).")
                               .arg(kMaxNoise)
                               .arg(d.noise),
                           QStringLiteral("s")),
        QCommandLineOption(QStringLiteral("kernel-w"),
                           QStringLiteral("pooling: w of the parametric kernel, %1-%2 "
                                          "(default: %3).")
                               .arg(kMinW)
                               .arg(kMaxW)
                               .arg(d.w),
                           QStringLiteral("w")),
        QCommandLineOption(QStringLiteral("fit-w"),
                           QStringLiteral("pooling: fit w by leave-one-out before drawing.")),
    };
}

void PoolingDemo::applyCommandLine(const QCommandLineParser& parser) {
    PoolingSettings s = m_settings;
    s.sigma = demoNumberOption(parser, QStringLiteral("sigma"), s.sigma, kMinSigma, kMaxSigma);
    s.samples = demoIntOption(parser, QStringLiteral("samples"), s.samples, 2, 500);
    s.noise = demoNumberOption(parser, QStringLiteral("noise"), s.noise, 0, kMaxNoise);
    s.w = demoNumberOption(parser, QStringLiteral("kernel-w"), s.w, kMinW, kMaxW);
    s.seed = demoSeedOption(parser, s.seed);
    m_results = computePooling(s, false); // throws InputError for what the core rejects
    m_settings = s;
    if (parser.optionNames().contains(QStringLiteral("fit-w")))
        fitW();
    else
        setSettings(s);
}

} // namespace attn::ui
